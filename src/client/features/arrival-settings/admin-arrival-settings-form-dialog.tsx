import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ArrivalSettings, ArrivalSettingsFieldsSchema } from '../../../shared/schemas/arrival.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
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
  checkInTime: settings.checkInTime,
  checkOutTime: settings.checkOutTime,
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
  const form = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(ArrivalDetailsFormSchema) });
  const { errors } = form.formState;

  useEffect(() => {
    if (open && settings) form.reset(toFormValues(settings));
  }, [open, settings, form]);

  const close = () => onOpenChange(false);
  const onSubmit = form.handleSubmit((data) => update.mutate(data, { onSuccess: close }));

  return (
    <AdminFormDialog
      open={open}
      onClose={close}
      title="Edit arrival details"
      description="What every guest's arrival page shows. The door code and WiFi password stay hidden until their stay unlocks."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    >
      <AdminForm
        onSubmit={onSubmit}
        onCancel={close}
        pending={update.isPending}
        submitLabel="Save arrival details"
      >
        <FormField
          label="Address"
          htmlFor="arrival-address"
          hint="Guests get an 'Open in Maps' link to it."
          error={errors.address?.message}
        >
          <Input id="arrival-address" autoComplete="off" {...form.register('address')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="WiFi network" htmlFor="arrival-wifi-network" error={errors.wifiNetwork?.message}>
            <Input
              id="arrival-wifi-network"
              autoComplete="off"
              spellCheck={false}
              {...form.register('wifiNetwork')}
            />
          </FormField>
          <FormField
            label="WiFi password"
            htmlFor="arrival-wifi-password"
            error={errors.wifiPassword?.message}
          >
            <Input
              id="arrival-wifi-password"
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              {...form.register('wifiPassword')}
            />
          </FormField>
        </div>
        <FormField
          label="Door code"
          htmlFor="arrival-door-code"
          hint="A code with its own door code (a lock code per booking) shows that one instead."
          error={errors.doorCode?.message}
        >
          <Input
            id="arrival-door-code"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            {...form.register('doorCode')}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Check-in from" htmlFor="arrival-check-in" error={errors.checkInTime?.message}>
            <Input id="arrival-check-in" type="time" {...form.register('checkInTime')} />
          </FormField>
          <FormField label="Check-out by" htmlFor="arrival-check-out" error={errors.checkOutTime?.message}>
            <Input id="arrival-check-out" type="time" {...form.register('checkOutTime')} />
          </FormField>
        </div>
      </AdminForm>
    </AdminFormDialog>
  );
}
