import { ListChecks, Send } from 'lucide-react';
import { paths } from '../../../shared/routes.js';
import type { SetupChecklist, SetupItemId } from '../../../shared/schemas/setup.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { AdminLink } from '../admin/admin-link.js';
import { EMAIL_SETTINGS_ANCHOR } from '../email-settings/admin-api.js';
import { DemoContentStep } from './demo-content-step.js';
import { useSendSetupTestEmail, useSetupChecklist } from './queries.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function TestEmailStep({ checklist }: { checklist: SetupChecklist }) {
  const send = useSendSetupTestEmail();
  const test = checklist.testEmail;
  if (!checklist.emailConfigured) {
    return (
      <p className="text-muted-foreground">
        Email is not set up yet, so new enquiries only appear under Messages. Add your mail server in{' '}
        <AdminLink href={`${paths.admin.siteSettings}#${EMAIL_SETTINGS_ANCHOR}`}>
          Site Settings, Email
        </AdminLink>
      </p>
    );
  }
  const waiting = send.isPending || test?.status === 'pending';
  return (
    <div className="space-y-2">
      <p className="text-muted-foreground">
        New enquiries are emailed to{' '}
        <span className="font-medium break-all text-foreground">{checklist.emailRecipient}</span>. Send a test
        email to check that they reach you.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" disabled={waiting} onClick={() => send.mutate()}>
          <Send aria-hidden="true" />
          {waiting ? 'Sending…' : 'Send a test email'}
        </Button>
        <p role="status" className="text-sm">
          {test?.status === 'pending' && test.lastError ? (
            <span className="text-destructive">
              Not delivered yet: <span className="break-words">{test.lastError}</span>. It will be tried
              again.
            </span>
          ) : test?.status === 'pending' ? (
            <span className="text-muted-foreground">Waiting to be sent…</span>
          ) : test?.status === 'failed' ? (
            <span className="text-destructive">
              The test email could not be delivered: <span className="break-words">{test.lastError}</span>
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}

const STEP_TITLES: Record<SetupItemId, string> = {
  'site-name': 'Give the website your chalet’s name',
  'arrival-details': 'Add your address, WiFi and door code',
  password: 'Choose your own password',
  'booking-link': 'Link the booking buttons to your listing',
  'host-contact': 'Add your phone number and email',
  email: 'Receive enquiries by email',
  'calendar-feed': 'Add your booking calendar',
  'demo-content': 'Replace the demo content',
};

function StepBody({ id, checklist }: { id: SetupItemId; checklist: SetupChecklist }) {
  switch (id) {
    case 'site-name':
      return (
        <p className="text-muted-foreground">
          The header, page titles, emails and the guests’ arrival sheet still carry the demo’s name. Enter
          your own in <AdminLink href={`${paths.admin.siteSettings}#siteName`}>Site Settings</AdminLink>
        </p>
      );
    case 'arrival-details':
      return (
        <p className="text-muted-foreground">
          Guests see them on their arrival card when their stay begins; the demo’s are still there. Enter
          yours under Arrival details in{' '}
          <AdminLink href={`${paths.admin.accessCodes}#arrival-details`}>Access Codes</AdminLink>
        </p>
      );
    case 'password':
      return (
        <p className="text-muted-foreground">
          You still sign in with the password printed when the website first started. Choose your own in{' '}
          <AdminLink href={paths.admin.account}>Account</AdminLink>
        </p>
      );
    case 'booking-link':
      return (
        <p className="text-muted-foreground">
          ‘Book’ still opens the booking platform’s home page, so guests cannot book these dates. Paste your
          listing’s address as the booking link in{' '}
          <AdminLink href={`${paths.admin.siteSettings}#bookingUrl`}>Site Settings</AdminLink>
        </p>
      );
    case 'host-contact':
      return (
        <p className="text-muted-foreground">
          Guests with a booking see them on their stay page. Add both in{' '}
          <AdminLink href={`${paths.admin.siteSettings}#hostPhone`}>Site Settings</AdminLink>
        </p>
      );
    case 'email':
      return <TestEmailStep checklist={checklist} />;
    case 'calendar-feed':
      return (
        <p className="text-muted-foreground">
          The guest calendar shows demo dates. Add your Airbnb or other calendar link in{' '}
          <AdminLink href={paths.admin.availability}>Availability</AdminLink>
        </p>
      );
    case 'demo-content':
      return <DemoContentStep demo={checklist.demo} />;
  }
}

/** The dashboard's list of what is left to set up; each step leaves the list once done, the card with the last. */
export function SetupChecklistCard() {
  const { data: checklist } = useSetupChecklist();
  const open = checklist?.items.filter((item) => !item.done) ?? [];
  if (!checklist || open.length === 0) return null;
  return (
    <Card className="mb-6 p-5 sm:p-6">
      <section aria-labelledby="setup-checklist-title">
        <h2 id="setup-checklist-title" className="flex items-center gap-2 font-serif text-xl font-semibold">
          <ListChecks aria-hidden="true" className="size-5 text-accent" />
          Finish setting up
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {plural(open.length, 'step is', 'steps are')} left before the website is fully yours.
        </p>
        <ol className="mt-4 space-y-3">
          {open.map((item) => (
            <li
              key={item.id}
              data-setup-step={item.id}
              className="rounded-lg border border-border bg-muted/40 p-4 text-sm"
            >
              <h3 className="mb-1 font-semibold text-foreground">{STEP_TITLES[item.id]}</h3>
              <StepBody id={item.id} checklist={checklist} />
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
