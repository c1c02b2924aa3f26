import { Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { AccessCode } from '../../../shared/schemas/access-codes.js';
import { formatStayDateWithZone } from '../../../shared/stay.js';
import { Button } from '../../components/ui/button.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.js';
import { Label } from '../../components/ui/label.js';
import { QrCode } from '../../components/ui/qr-code.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { formatHouseTime } from '../admin/format.js';
import { useLoadedSiteName } from '../site-settings/queries.js';
import { useGuestLinkOrigin } from './admin-send-link-dialog.js';
import { greeting, guestLink, secretsOpenAt } from './arrival-message.js';

/** What the sheet reads of the owner's arrival settings. */
export interface ArrivalSheetSettings {
  address: string | null;
  wifiNetwork: string | null;
  doorCode: string | null;
  checkInTime: string;
  checkOutTime: string;
}

/** The sheet itself: on paper colours whatever the theme, as it prints. */
function ArrivalSheet({
  accessCode,
  settings,
  includeDoorCode,
  headingId,
}: {
  accessCode: AccessCode;
  settings: ArrivalSheetSettings | undefined;
  includeDoorCode: boolean;
  headingId?: string;
}) {
  const { timeZone, stayEarlyHours, stayLateHours } = useSiteConfig();
  const siteName = useLoadedSiteName();
  const link = guestLink(useGuestLinkOrigin(), accessCode.code);
  const doorCode = accessCode.doorCode ?? settings?.doorCode ?? null;
  const opensAt = secretsOpenAt({
    checkInAt: accessCode.checkInAt,
    checkOutAt: accessCode.checkOutAt,
    margins: { earlyHours: stayEarlyHours, lateHours: stayLateHours },
  });
  const rows: [string, string][] = [];
  if (accessCode.checkInAt && accessCode.checkOutAt) {
    rows.push(['Check-in', formatStayDateWithZone(accessCode.checkInAt, timeZone)]);
    rows.push(['Check-out', formatStayDateWithZone(accessCode.checkOutAt, timeZone)]);
  } else if (settings) {
    rows.push(['Check-in', `from ${formatHouseTime(settings.checkInTime)}`]);
    rows.push(['Check-out', `by ${formatHouseTime(settings.checkOutTime)}`]);
  }
  if (settings?.address) rows.push(['Address', settings.address]);
  if (settings?.wifiNetwork) rows.push(['WiFi network', settings.wifiNetwork]);
  if (includeDoorCode && doorCode) rows.push(['Door code', doorCode]);

  return (
    <article
      aria-labelledby={headingId}
      className="arrival-sheet mx-auto grid max-w-[170mm] gap-5 rounded-md bg-white p-5 text-neutral-900 sm:p-8"
    >
      <header className="grid gap-1 border-b border-neutral-300 pb-4">
        <p className="text-sm uppercase tracking-widest text-neutral-600">Arrival sheet</p>
        <h2 id={headingId} className="font-serif text-2xl font-semibold">
          {siteName}
        </h2>
        <p className="text-base">{greeting(accessCode.guestName).replace(/,$/, '')}, welcome!</p>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-base">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="whitespace-nowrap text-neutral-600">{term}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="flex flex-col items-center gap-4 border-t border-neutral-300 pt-4 sm:flex-row sm:items-start">
        <div className="shrink-0">
          <QrCode value={link} label={`QR code of the guest link ${link}`} size={168} />
        </div>
        <div className="grid gap-2 text-sm">
          <p className="text-base font-medium">Your arrival page</p>
          <p className="break-all">{link}</p>
          <p className="text-neutral-700">
            Scan the code or type the address: directions, the house guide and how to reach us.
            {opensAt && !(includeDoorCode && doorCode)
              ? ` Your door code and WiFi appear there from ${formatStayDateWithZone(opensAt, timeZone)}.`
              : ''}
          </p>
        </div>
      </section>
    </article>
  );
}

/**
 * The printable one-page arrival sheet (issue 33, item 5): a preview here, and while it is open a copy
 * beside the app that alone prints (styles.css, `.arrival-sheet-print`). The door code is left out
 * unless the owner ticks it.
 */
export function AdminArrivalSheetDialog({
  accessCode,
  settings,
  onOpenChange,
}: {
  /** Open while set. */
  accessCode: AccessCode | null;
  settings: ArrivalSheetSettings | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const [includeDoorCode, setIncludeDoorCode] = useState(false);
  const checkboxId = useId();
  const headingId = useId();
  if (!accessCode) return null;
  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) setIncludeDoorCode(false);
          onOpenChange(open);
        }}
      >
        <DialogContent width="sm:max-w-3xl" className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Arrival sheet</DialogTitle>
            <DialogDescription>A one-page sheet to print and leave for the guest.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <Checkbox
                id={checkboxId}
                checked={includeDoorCode}
                onCheckedChange={(checked) => setIncludeDoorCode(checked === true)}
              />
              <Label htmlFor={checkboxId}>Include door code</Label>
            </div>
            <Button type="button" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
          <div className="rounded-lg border border-border bg-muted p-2 sm:p-3">
            <ArrivalSheet
              accessCode={accessCode}
              settings={settings}
              includeDoorCode={includeDoorCode}
              headingId={headingId}
            />
          </div>
        </DialogContent>
      </Dialog>
      {createPortal(
        <div className="arrival-sheet-print" aria-hidden="true">
          <ArrivalSheet accessCode={accessCode} settings={settings} includeDoorCode={includeDoorCode} />
        </div>,
        document.body,
      )}
    </>
  );
}
