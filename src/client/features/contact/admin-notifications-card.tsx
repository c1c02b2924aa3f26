import { BellOff, BellRing, Send } from 'lucide-react';
import { paths } from '../../../shared/routes.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { AdminCardIcon, AdminCardTitle } from '../admin/admin-card-heading.js';
import { AdminLink } from '../admin/admin-link.js';
import { formatDateTime } from '../admin/format.js';
import { EMAIL_SETTINGS_ANCHOR } from '../email-settings/admin-api.js';
import { useNotificationStatus, useSendTestEmail } from './admin-api.js';

/** Email notifications of new messages: whether they are on, how delivery goes, and a test email. */
export function AdminNotificationsCard() {
  const { data: status, isError } = useNotificationStatus();
  const sendTest = useSendTestEmail();
  const configured = status?.configured ?? false;
  const Icon = configured ? BellRing : BellOff;

  return (
    <Card className="mt-8 p-5 sm:p-6">
      <section
        aria-labelledby="email-notifications-title"
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        <AdminCardIcon icon={Icon} />
        <div className="min-w-0 flex-1 space-y-1.5 text-sm">
          <AdminCardTitle id="email-notifications-title">Email notifications</AdminCardTitle>
          {isError ? (
            <p className="text-destructive">Could not load the email status.</p>
          ) : !status ? (
            <p className="text-muted-foreground">Loading…</p>
          ) : !configured ? (
            <p className="text-muted-foreground">
              Email is not set up yet: new messages are only shown here. Add your mail server under{' '}
              <AdminLink href={`${paths.admin.siteSettings}#${EMAIL_SETTINGS_ANCHOR}`}>
                Site Settings, Email
              </AdminLink>{' '}
              to receive enquiries by email.
            </p>
          ) : (
            <>
              <p className="text-muted-foreground">
                Each new message is emailed to{' '}
                <span className="font-medium break-all text-foreground">{status.recipient}</span>.
              </p>
              <p className="text-muted-foreground">
                {status.lastSentAt
                  ? `Last email sent ${formatDateTime(status.lastSentAt)}.`
                  : 'No email sent yet.'}
                {status.pending > 0
                  ? ` ${status.pending} ${status.pending === 1 ? 'email is' : 'emails are'} waiting to be sent.`
                  : ''}
                {status.failed > 0 ? ` ${status.failed} could not be sent after every retry.` : ''}
              </p>
              {status.lastError ? (
                <p className="text-destructive">
                  Last delivery error
                  {status.lastError.at ? ` (${formatDateTime(status.lastError.at)})` : ''}:{' '}
                  <span className="break-words">{status.lastError.message}</span>
                </p>
              ) : null}
            </>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={!configured || sendTest.isPending}
          onClick={() => sendTest.mutate()}
        >
          <Send aria-hidden="true" />
          {sendTest.isPending ? 'Sending…' : 'Send test email'}
        </Button>
      </section>
    </Card>
  );
}
