import { zodResolver } from '@hookform/resolvers/zod';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { generateAccessCode } from '../../../shared/access-code-format.js';
import {
  type AccessCode,
  AccessCodeTextSchema,
  ExpiresAtSchema,
  GuestNameSchema,
  stayDatesErrors,
} from '../../../shared/schemas/access-codes.js';
import { DoorCodeSchema } from '../../../shared/schemas/arrival.js';
import { fromZonedLocalInput, toZonedLocalInput, zoneCityTime } from '../../../shared/stay.js';
import { Button } from '../../components/ui/button.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { ActiveSwitchField } from '../admin/active-switch-field.js';
import { type AdminEditDialogProps, AdminForm, AdminFormDialog } from '../admin/admin-dialogs.js';
import { bindEntitySave } from '../admin/entity-save.js';
import { fromDateTimeLocalValue, toDateTimeLocalValue } from '../admin/format.js';
import { TextField } from '../admin/text-field.js';
import { useEntityForm } from '../admin/use-entity-form.js';
import { useCreateAccessCode, useUpdateAccessCode } from './admin-api.js';

const INVALID_DATE = (label: string) => `${label} must be a valid date and time`;

/**
 * The form's schema: the server's field rules, with the stay dates as `datetime-local` text read on
 * the chalet's wall clock (converted to instants on submit) and the same both-or-neither/order rules.
 */
function accessCodeFormSchema(timeZone: string) {
  return z
    .object({
      code: AccessCodeTextSchema,
      isActive: z.boolean(),
      expiresAt: ExpiresAtSchema.optional(),
      guestName: GuestNameSchema,
      checkInAt: z.string(),
      checkOutAt: z.string(),
      doorCode: DoorCodeSchema,
    })
    .superRefine((value, ctx) => {
      const dates: Record<'checkInAt' | 'checkOutAt', Date | null> = { checkInAt: null, checkOutAt: null };
      for (const [field, label] of [
        ['checkInAt', 'Check-in'],
        ['checkOutAt', 'Check-out'],
      ] as const) {
        if (!value[field]) continue;
        const iso = fromZonedLocalInput(value[field], timeZone);
        if (iso) dates[field] = new Date(iso);
        else ctx.addIssue({ code: 'custom', path: [field], message: INVALID_DATE(label) });
      }
      for (const [field, message] of Object.entries(
        stayDatesErrors(dates.checkInAt, dates.checkOutAt) ?? {},
      )) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    });
}
type FormSchema = ReturnType<typeof accessCodeFormSchema>;
type FormValues = z.input<FormSchema>;
type FormOutput = z.output<FormSchema>;

const EMPTY_FORM: FormValues = {
  code: '',
  isActive: true,
  expiresAt: '',
  guestName: '',
  checkInAt: '',
  checkOutAt: '',
  doorCode: '',
};

function toFormValues(editing: AccessCode | null, timeZone: string): FormValues {
  if (!editing) {
    // A new code starts generated (no words, no look-alikes: decision 0040); the owner may type another.
    return { ...EMPTY_FORM, code: generateAccessCode() };
  }
  return {
    code: editing.code,
    isActive: editing.isActive,
    expiresAt: toDateTimeLocalValue(editing.expiresAt),
    guestName: editing.guestName ?? '',
    checkInAt: editing.checkInAt ? toZonedLocalInput(editing.checkInAt, timeZone) : '',
    checkOutAt: editing.checkOutAt ? toZonedLocalInput(editing.checkOutAt, timeZone) : '',
    doorCode: editing.doorCode ?? '',
  };
}

function AccessCodeForm({ editing, onClose }: { editing: AccessCode | null; onClose: () => void }) {
  const { pending, save } = bindEntitySave(editing, useCreateAccessCode(), useUpdateAccessCode());
  const { timeZone } = useSiteConfig();
  const schema = useMemo(() => accessCodeFormSchema(timeZone), [timeZone]);
  const { form, formProps } = useEntityForm<FormValues, FormOutput>({
    resolver: zodResolver(schema),
    // Read on the first render only (react-hook-form), so a new code is generated once per opening.
    defaultValues: toFormValues(editing, timeZone),
    onClose,
    pending,
    submit: (data, then) => {
      // The datetime-local text is local time: converted here to an ISO instant.
      const payload = {
        code: data.code,
        isActive: data.isActive,
        expiresAt: fromDateTimeLocalValue(form.getValues('expiresAt')),
        guestName: data.guestName,
        // The stay dates are the chalet's wall clock, whatever the owner's browser zone.
        checkInAt: data.checkInAt ? fromZonedLocalInput(data.checkInAt, timeZone) : null,
        checkOutAt: data.checkOutAt ? fromZonedLocalInput(data.checkOutAt, timeZone) : null,
        doorCode: data.doorCode,
      };
      save(payload, then);
    },
  });

  const [checkInAt, checkOutAt] = useWatch({ control: form.control, name: ['checkInAt', 'checkOutAt'] });
  const withoutDates = !checkInAt && !checkOutAt;
  const newCode = () =>
    form.setValue('code', generateAccessCode(), { shouldDirty: true, shouldValidate: true });

  return (
    <AdminForm {...formProps} submitLabel={editing ? 'Update Code' : 'Create Access Code'}>
      <div className="flex items-start gap-2">
        <TextField
          form={form}
          name="code"
          id="access-code-code"
          label="Code"
          className="min-w-0 flex-1"
          autoComplete="off"
          spellCheck={false}
          inputClassName="font-mono"
          placeholder="e.g. SUMMER2025"
        />
        {/* Lined up with the input, below the label's line. */}
        <Button type="button" variant="outline" className="mt-6 shrink-0" onClick={newCode}>
          <RefreshCw aria-hidden="true" />
          New code
        </Button>
      </div>
      <ActiveSwitchField
        control={form.control}
        name="isActive"
        id="access-code-active"
        hint="Allow this code to be used for check-in"
        switchAt="end"
      />
      <TextField
        form={form}
        name="expiresAt"
        id="access-code-expires"
        label="Expires (optional)"
        hint="Leave empty for a code that never expires."
        type="datetime-local"
      />
      <fieldset className="grid gap-4 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-medium text-foreground">Stay (optional)</legend>
        {withoutDates ? (
          <p
            id="access-code-no-dates-warning"
            className="-mt-1 flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Without stay dates, this code shows the door code and WiFi at any time, to anyone who has it.
              Add check-in and check-out to show them only during the stay.
            </span>
          </p>
        ) : null}
        <p id="access-code-stay-hint" className="-mt-1 text-sm text-muted-foreground">
          With dates, the door code and WiFi show only during the stay, and the code stops working after
          check-out. Times are at the chalet ({zoneCityTime(timeZone)}).
        </p>
        <TextField
          form={form}
          name="guestName"
          id="access-code-guest"
          label="Guest name"
          autoComplete="off"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="checkInAt"
            id="access-code-check-in"
            label={`Check-in (${zoneCityTime(timeZone)})`}
            type="datetime-local"
          />
          <TextField
            form={form}
            name="checkOutAt"
            id="access-code-check-out"
            label={`Check-out (${zoneCityTime(timeZone)})`}
            type="datetime-local"
          />
        </div>
        <TextField
          form={form}
          name="doorCode"
          id="access-code-door-code"
          label="Door code for this stay (optional)"
          hint="A lock code for this booking only. Leave empty to use the door code of the arrival details."
          autoComplete="off"
          spellCheck={false}
          inputClassName="font-mono"
        />
      </fieldset>
    </AdminForm>
  );
}

export function AdminAccessCodeFormDialog({ open, editing, onClose }: AdminEditDialogProps<AccessCode>) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Access Code' : 'Add New Access Code'}
      description={
        editing
          ? 'Change the code, its status or its expiry.'
          : 'Guests enter this code on the check-in page to read the check-in instructions.'
      }
      note={
        editing?.source === 'calendar' ? (
          <p className="text-sm text-muted-foreground">
            Made from the booking calendar. Once you save a change, later calendar syncs leave this code as
            you set it.
          </p>
        ) : null
      }
      width="sm:max-w-xl"
      className="max-h-[90dvh] overflow-y-auto"
    >
      <AccessCodeForm key={editing?.id ?? 'new'} editing={editing} onClose={onClose} />
    </AdminFormDialog>
  );
}
