import { DoorOpen, Pencil } from 'lucide-react';
import type { ArrivalSettings } from '../../../shared/schemas/arrival.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { Label } from '../../components/ui/label.js';
import { Switch } from '../../components/ui/switch.js';
import { cn } from '../../lib/cn.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { AdminCardIcon } from '../admin/admin-card-heading.js';
import { AdminLoadErrorLine, AdminLoading } from '../admin/admin-states.js';
import { formatHouseTime } from '../admin/format.js';
import { useArrivalSettings, useUpdateArrivalSettings } from './admin-api.js';

const NOT_SET = 'Not set';

function settingRows(settings: ArrivalSettings): [string, string, boolean][] {
  const row = (label: string, value: string | null, mono = false): [string, string, boolean] => [
    label,
    value || NOT_SET,
    mono && Boolean(value),
  ];
  return [
    row('Address', settings.address),
    row('WiFi network', settings.wifiNetwork),
    row('WiFi password', settings.wifiPassword, true),
    row('Check-in', `from ${formatHouseTime(settings.checkInTime)}`),
    row('Check-out', `by ${formatHouseTime(settings.checkOutTime)}`),
    row('Door code', settings.doorCode, true),
    row('Backup door code', settings.backupDoorCode, true),
    row(
      'Sent ahead',
      settings.leadHours === 0
        ? 'Off: shown only once opened after the unlock'
        : `${settings.leadHours} ${settings.leadHours === 1 ? 'hour' : 'hours'} before the unlock`,
    ),
  ];
}

/**
 * The owner's arrival settings at the top of the Access Codes page (issue 33): what every stay's
 * arrival card shows unless a code carries its own door code, and the calendar switch.
 */
export function AdminArrivalSettingsCard({ onEdit }: { onEdit: () => void }) {
  const { data, isPending, isError, error } = useArrivalSettings();
  const update = useUpdateArrivalSettings();
  const { stayEarlyHours } = useSiteConfig();

  return (
    <Card
      id="arrival-details"
      aria-labelledby="arrival-details-title"
      role="region"
      className="mb-8 grid gap-5 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start gap-3">
        <AdminCardIcon icon={DoorOpen} />
        <div className="grid min-w-0 flex-1 basis-60 gap-1">
          <h2 id="arrival-details-title" className="font-serif text-xl font-semibold text-foreground">
            Arrival details
          </h2>
          <p className="text-sm text-muted-foreground">
            Shown on every guest&apos;s arrival page; the door code and WiFi password only from{' '}
            {stayEarlyHours} hours before check-in. A code with its own door code uses that one instead.
          </p>
        </div>
        <Button variant="outline" onClick={onEdit} disabled={!data}>
          <Pencil aria-hidden="true" />
          Edit arrival details
        </Button>
      </div>
      {isPending ? (
        <AdminLoading label="Loading arrival details" className="py-6" />
      ) : isError ? (
        <AdminLoadErrorLine prefix="Unable to load arrival details" error={error} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm xl:grid-cols-3">
            {settingRows(data).map(([label, value, mono]) => (
              <div
                key={label}
                className={cn('grid gap-0.5', label === 'Address' && 'col-span-2 xl:col-span-1')}
              >
                <dt className="text-muted-foreground">{label}</dt>
                <dd
                  className={
                    value === NOT_SET
                      ? 'text-muted-foreground italic'
                      : `break-words font-medium text-foreground ${mono ? 'font-mono' : ''}`
                  }
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-4">
            <div className="grid gap-1">
              <Label htmlFor="arrival-calendar-codes">Make codes from the booking calendar</Label>
              <p id="arrival-calendar-codes-hint" className="text-sm text-muted-foreground">
                One code per reservation in the synced calendar feeds, for its dates at the times above.
              </p>
            </div>
            <Switch
              id="arrival-calendar-codes"
              checked={data.calendarCodes}
              disabled={update.isPending}
              onCheckedChange={(calendarCodes) => update.mutate({ calendarCodes })}
              aria-describedby="arrival-calendar-codes-hint"
            />
          </div>
        </>
      )}
    </Card>
  );
}
