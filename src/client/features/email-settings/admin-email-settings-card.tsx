import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Mail, Send, ServerCog } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type EmailSettings,
  type EmailSettingsUpdate,
  EmailSettingsUpdateSchema,
} from '../../../shared/schemas/email-settings.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { darkDestructiveText } from '../../components/ui/form-field.js';
import { ApiRequestError } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { AdminCardIcon, AdminCardTitle } from '../admin/admin-card-heading.js';
import { AdminLoadErrorLine, AdminLoading } from '../admin/admin-states.js';
import { TextField } from '../admin/text-field.js';
import { useSendTestEmail } from '../contact/admin-api.js';
import { useAdminSiteSettings } from '../site-settings/admin-api.js';
import { EMAIL_SETTINGS_ANCHOR, useEmailSettings, useUpdateEmailSettings } from './admin-api.js';

type FormValues = z.input<typeof EmailSettingsUpdateSchema>;
type FormOutput = z.output<typeof EmailSettingsUpdateSchema>;
type FieldName = keyof FormValues;
const FIELDS: readonly FieldName[] = ['smtpUrl', 'notifyEmail', 'from'];

/** A field an environment variable sets: visibly not for typing in. */
const READ_ONLY_INPUT = 'bg-muted text-muted-foreground';

const valuesOf = (settings: EmailSettings): FormValues => ({
  smtpUrl: settings.smtpUrl ?? '',
  notifyEmail: settings.notifyEmail ?? '',
  from: settings.from ?? '',
});

/** Where the settings stand, in one line. */
function EmailStatus({ settings }: { settings: EmailSettings }) {
  return settings.configured ? (
    <p className="text-muted-foreground">
      On: new enquiries, bookings and guests&apos; messages are emailed to{' '}
      <span className="font-medium break-all text-foreground">{settings.recipient}</span>.
    </p>
  ) : (
    <p className="text-muted-foreground">
      Not set up yet: new enquiries only appear under Messages. Add your mail server below to receive them by
      email.
    </p>
  );
}

/** What an SMTP URL is, in plain words, with the two providers owners ask about most. */
function SmtpHelp() {
  const code = 'rounded bg-muted px-1 py-0.5 font-mono text-xs break-all text-foreground';
  return (
    <details className="rounded-lg border border-border bg-muted/40 px-4 py-3 text-sm">
      <summary className="cursor-pointer font-medium text-foreground">What is an SMTP URL?</summary>
      <div className="mt-2 space-y-2 text-muted-foreground">
        <p>
          The website sends email through your own email account, like a mail app does. The SMTP URL is your
          provider&apos;s outgoing mail server and your sign-in, written as one address:{' '}
          <code className={code}>smtps://user:password@server:465</code> (or{' '}
          <code className={code}>smtp://…:587</code>).
        </p>
        <p>
          <span className="font-medium text-foreground">Gmail:</span> with 2-Step Verification on, create an
          app password at myaccount.google.com/apppasswords, then enter{' '}
          <code className={code}>smtps://you@gmail.com:app-password@smtp.gmail.com:465</code>
        </p>
        <p>
          <span className="font-medium text-foreground">Fastmail:</span> create an app password under
          Settings, Privacy &amp; Security, then enter{' '}
          <code className={code}>smtps://you@fastmail.com:app-password@smtp.fastmail.com:465</code>
        </p>
        <p>
          Another provider: its help pages list the &quot;SMTP settings&quot; (server and port). The password
          is kept on this server and never shown again: •••• stands for it, and leaving it there keeps it.
        </p>
      </div>
    </details>
  );
}

function EmailSettingsForm({ settings }: { settings: EmailSettings }) {
  const update = useUpdateEmailSettings();
  const sendTest = useSendTestEmail({ inline: true });
  const { data: site } = useAdminSiteSettings();
  const id = useId();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(EmailSettingsUpdateSchema),
    defaultValues: valuesOf(settings),
  });
  const { isDirty } = form.formState;
  const readOnly = settings.setOnServer;
  const allOnServer = FIELDS.every((field) => readOnly[field]);
  const hostEmail = site?.hostEmail || null;
  // A field an environment variable sets says so in its label and is read-only, greyed out.
  const bindSetting = (name: FieldName, label: string, ownLabel: string, inputClassName?: string) => ({
    form,
    name,
    id: `${id}-${name}`,
    label: readOnly[name] ? `${label}, set on the server` : ownLabel,
    readOnly: readOnly[name],
    inputClassName: cn(inputClassName, readOnly[name] && READ_ONLY_INPUT) || undefined,
  });

  const onSubmit = form.handleSubmit((data) => {
    sendTest.reset();
    // Only the fields the owner may set: those an environment variable sets stay as they are.
    const changes: EmailSettingsUpdate = {};
    for (const field of FIELDS) if (!readOnly[field]) changes[field] = data[field] ?? null;
    update.mutate(changes, {
      onSuccess: (saved) => form.reset(valuesOf(saved)),
      onError: (error) => {
        if (!(error instanceof ApiRequestError)) return;
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (FIELDS.includes(field as FieldName)) form.setError(field as FieldName, { message });
        }
      },
    });
  });

  const testError =
    sendTest.error instanceof ApiRequestError ? sendTest.error.serverMessage : sendTest.error?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Email settings" className="grid gap-5">
      {allOnServer || FIELDS.some((field) => readOnly[field]) ? (
        <p className="flex gap-2 rounded-lg border border-border bg-secondary/60 px-4 py-3 text-sm text-foreground">
          <ServerCog aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            Set on the server: {allOnServer ? 'these fields are' : 'the fields marked so are'} read-only.
            Whoever runs the website set them there, and they win over what is saved here.
          </span>
        </p>
      ) : null}
      <TextField
        {...bindSetting('smtpUrl', 'Mail server (SMTP URL)', 'Mail server (SMTP URL)', 'font-mono')}
        hint="Your email provider's outgoing mail server with your sign-in, as one address (see below)."
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        inputMode="url"
        placeholder="smtps://user:password@smtp.example.com:465"
      />
      <SmtpHelp />
      <div className="grid items-start gap-5 md:grid-cols-2">
        <TextField
          {...bindSetting('notifyEmail', 'Notification email', 'Notification email (optional)')}
          hint={
            hostEmail
              ? `Where new enquiries and bookings are sent. Empty: your host email, ${hostEmail}.`
              : 'Where new enquiries and bookings are sent. Empty: the host email under Contact and booking.'
          }
          type="email"
          autoComplete="email"
          placeholder={hostEmail ?? 'you@example.com'}
        />
        <TextField
          {...bindSetting('from', 'From address', 'From address (optional)')}
          hint="Who the emails come from. Empty: the notification email. Many mail servers only send from your own address."
          type="email"
          autoComplete="off"
          placeholder="Same as the notification email"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {allOnServer ? null : (
          <Button type="submit" disabled={!isDirty || update.isPending}>
            {update.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            Save email settings
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          disabled={!settings.configured || isDirty || sendTest.isPending}
          onClick={() => sendTest.mutate()}
        >
          {sendTest.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {sendTest.isPending ? 'Sending…' : 'Send test email'}
        </Button>
        {isDirty && settings.configured ? (
          <p className="text-sm text-muted-foreground">Save first, then send a test email.</p>
        ) : null}
      </div>
      <p role="status" className="text-sm empty:hidden">
        {sendTest.isSuccess ? (
          <span className="text-foreground">
            {sendTest.data.message ?? 'Test email sent'}. Check your inbox.
          </span>
        ) : sendTest.isError && testError ? (
          <span className={cn('text-destructive', darkDestructiveText)}>
            The test email was not sent. <span className="break-words">{testError}</span>
          </span>
        ) : null}
      </p>
    </form>
  );
}

/**
 * The owner's email set-up on the Site Settings screen (issue 45 item 3, decision 0086): the mail server,
 * where notifications go and who they come from, a test email, and what the server's variables fix.
 */
export function AdminEmailSettingsCard() {
  const { data, isPending, isError, error } = useEmailSettings();

  // A link to `#email` (setup checklist, Messages) lands on the card once it is on screen.
  useEffect(() => {
    if (!data || window.location.hash !== `#${EMAIL_SETTINGS_ANCHOR}`) return;
    document.getElementById(EMAIL_SETTINGS_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [data]);

  return (
    <Card id={EMAIL_SETTINGS_ANCHOR} className="mt-8 scroll-mt-20 p-5 sm:p-6">
      <section
        aria-labelledby="email-settings-title"
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        <AdminCardIcon icon={Mail} />
        <div className="grid min-w-0 flex-1 gap-4 text-sm">
          <div className="space-y-1.5">
            <AdminCardTitle id="email-settings-title">Email</AdminCardTitle>
            {data ? <EmailStatus settings={data} /> : null}
          </div>
          {isPending ? (
            <AdminLoading label="Loading email settings" className="py-6" />
          ) : isError ? (
            <AdminLoadErrorLine prefix="Unable to load the email settings" error={error} />
          ) : (
            <EmailSettingsForm settings={data} />
          )}
        </div>
      </section>
    </Card>
  );
}
