import { zodResolver } from '@hookform/resolvers/zod';
import {
  CalendarClock,
  Copy,
  Eye,
  EyeOff,
  KeyRound,
  Loader2,
  Pencil,
  Plus,
  QrCode,
  RefreshCw,
  Trash2,
} from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { paths } from '../../../shared/routes.js';
import {
  type AccessCode,
  AccessCodeTextSchema,
  ExpiresAtSchema,
  GuestNameSchema,
  stayDatesErrors,
} from '../../../shared/schemas/access-codes.js';
import {
  formatStayDateWithZone,
  fromZonedLocalInput,
  type StayPhase,
  stayPhase,
  stayWindow,
  toZonedLocalInput,
} from '../../../shared/stay.js';
import { maskCode } from '../../../shared/text/mask-code.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Label } from '../../components/ui/label.js';
import { Switch } from '../../components/ui/switch.js';
import {
  useCreateAccessCode,
  useDeleteAccessCode,
  useRegenerateAccessCode,
  useUpdateAccessCode,
} from '../../features/access-codes/admin-mutations.js';
import { AdminQrCode } from '../../features/access-codes/admin-qr-code.js';
import { useAccessCodes } from '../../features/access-codes/admin-queries.js';
import { AdminFormFooter } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminLoadErrorLine, AdminLoading } from '../../features/admin/admin-states.js';
import {
  formatLocalDate,
  fromDateTimeLocalValue,
  isPastDate,
  toDate,
  toDateTimeLocalValue,
} from '../../features/admin/format.js';
import { toast } from '../../hooks/use-toast.js';
import { useSiteConfig } from '../../lib/site-config.js';

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
};

function AccessCodeFormDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: AccessCode | null;
}) {
  const create = useCreateAccessCode();
  const update = useUpdateAccessCode();
  const { timeZone } = useSiteConfig();
  const schema = useMemo(() => accessCodeFormSchema(timeZone), [timeZone]);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    form.reset(
      editing
        ? {
            code: editing.code,
            isActive: editing.isActive,
            expiresAt: toDateTimeLocalValue(editing.expiresAt),
            guestName: editing.guestName ?? '',
            checkInAt: editing.checkInAt ? toZonedLocalInput(editing.checkInAt, timeZone) : '',
            checkOutAt: editing.checkOutAt ? toZonedLocalInput(editing.checkOutAt, timeZone) : '',
          }
        : EMPTY_FORM,
    );
  }, [open, editing, form, timeZone]);

  const close = () => onOpenChange(false);

  const onSubmit = form.handleSubmit((data) => {
    // The datetime-local text is local time: converted here to an ISO instant.
    const payload = {
      code: data.code,
      isActive: data.isActive,
      expiresAt: fromDateTimeLocalValue(form.getValues('expiresAt')),
      guestName: data.guestName,
      // The stay dates are the chalet's wall clock, whatever the owner's browser zone.
      checkInAt: data.checkInAt ? fromZonedLocalInput(data.checkInAt, timeZone) : null,
      checkOutAt: data.checkOutAt ? fromZonedLocalInput(data.checkOutAt, timeZone) : null,
    };
    if (editing) update.mutate({ id: editing.id, data: payload }, { onSuccess: close });
    else create.mutate(payload, { onSuccess: close });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent width="sm:max-w-xl" className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Access Code' : 'Add New Access Code'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Change the code, its status or its expiry.'
              : 'Guests enter this code on the check-in page to read the check-in instructions.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField label="Code" htmlFor="access-code-code" error={errors.code?.message}>
            <Input
              id="access-code-code"
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              placeholder="e.g. SUMMER2025"
              {...form.register('code')}
            />
          </FormField>
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-4">
                <div className="grid gap-1">
                  <Label htmlFor="access-code-active">Active</Label>
                  <p id="access-code-active-hint" className="text-sm text-muted-foreground">
                    Allow this code to be used for check-in
                  </p>
                </div>
                <Switch
                  id="access-code-active"
                  checked={field.value ?? true}
                  onCheckedChange={field.onChange}
                  aria-describedby="access-code-active-hint"
                />
              </div>
            )}
          />
          <FormField
            label="Expires (optional)"
            htmlFor="access-code-expires"
            hint="Leave empty for a code that never expires."
            error={errors.expiresAt?.message}
          >
            <Input id="access-code-expires" type="datetime-local" {...form.register('expiresAt')} />
          </FormField>
          <fieldset className="grid gap-4 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-medium text-foreground">Stay (optional)</legend>
            <p id="access-code-stay-hint" className="-mt-1 text-sm text-muted-foreground">
              With dates, the door code and WiFi show only during the stay, and the code stops working after
              check-out. Times are at the chalet ({timeZone}).
            </p>
            <FormField label="Guest name" htmlFor="access-code-guest" error={errors.guestName?.message}>
              <Input id="access-code-guest" autoComplete="off" {...form.register('guestName')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={`Check-in (${timeZone})`}
                htmlFor="access-code-check-in"
                error={errors.checkInAt?.message}
              >
                <Input id="access-code-check-in" type="datetime-local" {...form.register('checkInAt')} />
              </FormField>
              <FormField
                label={`Check-out (${timeZone})`}
                htmlFor="access-code-check-out"
                error={errors.checkOutAt?.message}
              >
                <Input id="access-code-check-out" type="datetime-local" {...form.register('checkOutAt')} />
              </FormField>
            </div>
          </fieldset>
          <AdminFormFooter onCancel={close} pending={pending}>
            {editing ? 'Update Code' : 'Create Access Code'}
          </AdminFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const PHASE_BADGES: Record<StayPhase, { label: string; variant: 'default' | 'outline' | 'secondary' }> = {
  upcoming: { label: 'Upcoming', variant: 'outline' },
  'in-stay': { label: 'In stay', variant: 'default' },
  ended: { label: 'Ended', variant: 'secondary' },
};

/** Upcoming / In stay / Ended, by the same window the server applies; null for a code without a stay. */
function useStayPhase(accessCode: AccessCode): StayPhase | null {
  const { stayEarlyHours, stayLateHours } = useSiteConfig();
  const checkInAt = toDate(accessCode.checkInAt);
  const checkOutAt = toDate(accessCode.checkOutAt);
  if (!checkInAt || !checkOutAt) return null;
  const window = stayWindow(checkInAt, checkOutAt, { earlyHours: stayEarlyHours, lateHours: stayLateHours });
  return stayPhase(window, new Date());
}

function AccessCodeCard({
  accessCode,
  onEdit,
  onDelete,
  deleting,
}: {
  accessCode: AccessCode;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const [revealed, setRevealed] = useState(false);
  const [qrShown, setQrShown] = useState(false);
  const { publicUrl, timeZone } = useSiteConfig();
  const regenerate = useRegenerateAccessCode();
  const expired = isPastDate(accessCode.expiresAt);
  const phase = useStayPhase(accessCode);
  const guestLink = `${publicUrl}${paths.checkIn}?code=${encodeURIComponent(accessCode.code)}`;
  const qrId = `access-code-${accessCode.id}-qr`;

  const copyLink = () => {
    navigator.clipboard.writeText(guestLink).then(
      () => toast({ title: 'Guest link copied' }),
      () => toast({ variant: 'destructive', title: `Could not copy the link: ${guestLink}` }),
    );
  };

  return (
    <Card className="flex w-full flex-col gap-4 p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
          <KeyRound aria-hidden="true" className="size-5" />
        </span>
        <p className="min-w-0 flex-1 truncate font-mono text-lg font-semibold tracking-wider text-foreground">
          {revealed ? accessCode.code : maskCode(accessCode.code)}
        </p>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setRevealed((shown) => !shown)}
          aria-label={revealed ? 'Hide code' : 'Show code'}
        >
          {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge variant={accessCode.isActive ? 'success' : 'secondary'}>
          {accessCode.isActive ? 'Active' : 'Inactive'}
        </Badge>
        {expired ? <Badge variant="destructive">Expired</Badge> : null}
        {phase ? <Badge variant={PHASE_BADGES[phase].variant}>{PHASE_BADGES[phase].label}</Badge> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {accessCode.guestName ? (
          <>
            <dt className="text-muted-foreground">Guest</dt>
            <dd className="font-medium text-foreground">{accessCode.guestName}</dd>
          </>
        ) : null}
        {accessCode.checkInAt && accessCode.checkOutAt ? (
          <>
            <dt className="text-muted-foreground">Check-in</dt>
            <dd className="text-foreground">{formatStayDateWithZone(accessCode.checkInAt, timeZone)}</dd>
            <dt className="text-muted-foreground">Check-out</dt>
            <dd className="text-foreground">{formatStayDateWithZone(accessCode.checkOutAt, timeZone)}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Created</dt>
        <dd className="text-foreground">{formatLocalDate(accessCode.createdAt)}</dd>
        <dt className="text-muted-foreground">Expires</dt>
        <dd className="flex items-center gap-1.5 text-foreground">
          {accessCode.expiresAt ? (
            <CalendarClock aria-hidden="true" className="size-3.5 text-muted-foreground" />
          ) : null}
          {formatLocalDate(accessCode.expiresAt, 'Never')}
        </dd>
        <dt className="text-muted-foreground">Used</dt>
        <dd className="text-foreground">
          {accessCode.useCount === 0 || !accessCode.firstUsedAt || !accessCode.lastUsedAt
            ? 'Not yet'
            : `${accessCode.useCount} ${accessCode.useCount === 1 ? 'time' : 'times'}: first ${formatStayDateWithZone(accessCode.firstUsedAt, timeZone)}, last ${formatStayDateWithZone(accessCode.lastUsedAt, timeZone)}`}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copyLink}>
          <Copy aria-hidden="true" />
          Copy guest link
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={qrShown}
          aria-controls={qrId}
          onClick={() => setQrShown((shown) => !shown)}
        >
          <QrCode aria-hidden="true" />
          {qrShown ? 'Hide QR code' : 'QR code'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => regenerate.mutate(accessCode.id)}
          disabled={regenerate.isPending}
        >
          {regenerate.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          New code
        </Button>
      </div>
      {qrShown ? (
        <div id={qrId} className="flex justify-center">
          <AdminQrCode
            value={guestLink}
            label={`QR code of the guest link for ${maskCode(accessCode.code)}`}
          />
        </div>
      ) : null}
      <div className="mt-auto flex gap-2 border-t border-border pt-4">
        <Button variant="outline" size="sm" onClick={onEdit} className="flex-1">
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDelete}
          disabled={deleting}
          className="flex-1 text-destructive hover:border-destructive/40 hover:bg-destructive/10 hover:text-destructive"
        >
          {deleting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
          Delete
        </Button>
      </div>
    </Card>
  );
}

export function AdminAccessCodesPage() {
  const { data, isPending, isError, error } = useAccessCodes();
  const remove = useDeleteAccessCode();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AccessCode | null>(null);
  const codes = [...(data ?? [])].sort(
    (a, b) => (toDate(b.createdAt)?.getTime() ?? 0) - (toDate(a.createdAt)?.getTime() ?? 0),
  );

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };

  return (
    <>
      <AdminPageHeader
        title="Access Codes"
        description="Codes guests enter on the check-in page to read the check-in instructions."
        actions={
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add Access Code
          </Button>
        }
      />

      {isPending ? (
        <AdminLoading label="Loading access codes" />
      ) : isError ? (
        <AdminLoadErrorLine prefix="Unable to load access codes" error={error} />
      ) : codes.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <KeyRound aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="font-serif text-xl font-semibold text-foreground">No Access Codes</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Create a code for each booking so your guests can open the check-in instructions.
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {codes.map((accessCode) => (
            <li key={accessCode.id} className="flex">
              <AccessCodeCard
                accessCode={accessCode}
                onEdit={() => {
                  setEditing(accessCode);
                  setFormOpen(true);
                }}
                onDelete={() => remove.mutate(accessCode.id)}
                deleting={remove.isPending && remove.variables === accessCode.id}
              />
            </li>
          ))}
        </ul>
      )}

      <AccessCodeFormDialog open={formOpen} onOpenChange={setFormOpen} editing={editing} />
    </>
  );
}
