import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import type { z } from 'zod';
import { type ArrivalSettings, ArrivalSettingsFieldsSchema } from '../../../shared/schemas/arrival.js';
import { AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { TextField } from '../admin/text-field.js';
import { useEntityForm } from '../admin/use-entity-form.js';
import { useUpdateArrivalSettings } from './admin-api.js';

/** The server's own rules (one schema); the calendar switch is saved from the card on its own. */
const ArrivalDetailsFormSchema = ArrivalSettingsFieldsSchema.omit({ calendarCodes: true });
type FormValues = z.input<typeof ArrivalDetailsFormSchema>;
type FormOutput = z.output<typeof ArrivalDetailsFormSchema>;

const toFormValues = (settings: ArrivalSettings): FormValues => ({
  address: settings.address ?? '',
  wifiNetwork: settings.wifiNetwork ?? '',
  wifiPassword: settings.wifiPassword ?? '',
  doorCode: settings.doorCode ?? '',
  backupDoorCode: settings.backupDoorCode ?? '',
  checkInTime: settings.checkInTime,
  checkOutTime: settings.checkOutTime,
  leadHours: String(settings.leadHours),
});

/** 'Edit arrival details': the owner's address, WiFi, door code and house times. */
export function AdminArrivalSettingsFormDialog({
  open,
  onOpenChange,
  settings,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: ArrivalSettings | undefined;
}) {
  const update = useUpdateArrivalSettings();
  const close = () => onOpenChange(false);
  const { form, formProps } = useEntityForm<FormValues, FormOutput>({
    resolver: zodResolver(ArrivalDetailsFormSchema),
    onClose: close,
    pending: update.isPending,
    submit: (data, then) => update.mutate(data, { onSuccess: then }),
  });

  useEffect(() => {
    if (open && settings) form.reset(toFormValues(settings));
  }, [open, settings, form]);

  return (
    <AdminFormDialog
      open={open}
      onClose={close}
      title="Edit arrival details"
      description="What every guest's arrival page shows. The door code and WiFi password stay hidden until their stay unlocks."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    >
      <AdminForm {...formProps} submitLabel="Save arrival details">
        <TextField
          form={form}
          name="address"
          id="arrival-address"
          label="Address"
          hint="Guests get an 'Open in Maps' link to it."
          autoComplete="off"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="wifiNetwork"
            id="arrival-wifi-network"
            label="WiFi network"
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            form={form}
            name="wifiPassword"
            id="arrival-wifi-password"
            label="WiFi password"
            autoComplete="off"
            spellCheck={false}
            inputClassName="font-mono"
          />
        </div>
        <TextField
          form={form}
          name="doorCode"
          id="arrival-door-code"
          label="Door code"
          hint="A code with its own door code (a lock code per booking) shows that one instead."
          autoComplete="off"
          spellCheck={false}
          inputClassName="font-mono"
        />
        <TextField
          form={form}
          name="backupDoorCode"
          id="arrival-backup-door-code"
          label="Backup door code (optional)"
          hint="A second way in, such as a lockbox code. Guests see it during their stay under 'Code not working?'."
          autoComplete="off"
          spellCheck={false}
          inputClassName="font-mono"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="checkInTime" id="arrival-check-in" label="Check-in from" type="time" />
          <TextField
            form={form}
            name="checkOutTime"
            id="arrival-check-out"
            label="Check-out by"
            type="time"
          />
        </div>
        <TextField
          form={form}
          name="leadHours"
          id="arrival-lead-hours"
          label="Send ahead (hours before the unlock)"
          hint="A guest who opens their page in these hours keeps the door code and WiFi on their phone, shown at the unlock time even without signal. 0 sends nothing early."
          type="number"
          inputMode="numeric"
          min={0}
          max={168}
          step={1}
        />
      </AdminForm>
    </AdminFormDialog>
  );
}
