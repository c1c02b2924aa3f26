import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarDays, Loader2, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '../../../shared/routes.js';
import { type AvailabilityFeed, AvailabilityFeedCreateSchema } from '../../../shared/schemas/availability.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { darkDestructiveText } from '../../components/ui/form-field.js';
import { AdminCardIcon } from '../../features/admin/admin-card-heading.js';
import { AdminDeleteDialog } from '../../features/admin/admin-dialogs.js';
import { AdminLink } from '../../features/admin/admin-link.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminEmptyNote, AdminLoadErrorLine, AdminLoading } from '../../features/admin/admin-states.js';
import { formatDateTime } from '../../features/admin/format.js';
import { TextField } from '../../features/admin/text-field.js';
import {
  useAvailabilityFeeds,
  useCreateAvailabilityFeed,
  useDeleteAvailabilityFeed,
  useSyncAvailability,
} from '../../features/availability/admin-api.js';
import { AvailabilityStaleWarning } from '../../features/availability/admin-stale-warning.js';
import { cn } from '../../lib/cn.js';

type FormValues = z.input<typeof AvailabilityFeedCreateSchema>;
type FormOutput = z.output<typeof AvailabilityFeedCreateSchema>;
const EMPTY_FORM: FormValues = { label: '', url: '' };

const STATUS_TEXT: Record<AvailabilityFeed['lastStatus'], string> = {
  pending: 'Not synced yet',
  ok: 'Synced',
  'not-modified': 'Synced (unchanged)',
  'empty-ignored': 'Empty answer ignored',
  error: 'Last sync failed',
};

function StatusBadge({ feed }: { feed: AvailabilityFeed }) {
  if (!feed.isActive) return <Badge variant="secondary">Not in use</Badge>;
  if (feed.stale) return <Badge variant="destructive">Stale</Badge>;
  const variant =
    feed.lastStatus === 'error' ? 'destructive' : feed.lastStatus === 'pending' ? 'outline' : 'success';
  return <Badge variant={variant}>{STATUS_TEXT[feed.lastStatus]}</Badge>;
}

function AddFeedForm() {
  const create = useCreateAvailabilityFeed();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(AvailabilityFeedCreateSchema),
    defaultValues: EMPTY_FORM,
  });
  const onSubmit = form.handleSubmit((data) =>
    create.mutate(data, { onSuccess: () => form.reset(EMPTY_FORM) }),
  );
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-serif text-xl font-semibold text-foreground">Add a calendar feed</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Paste the iCal export link of the listing (Airbnb: Calendar → Availability → Connect calendars →
        Export calendar). Dates booked on any feed are shown as booked.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-5 md:grid-cols-2">
        <TextField form={form} name="label" id="feed-label" label="Label" placeholder="e.g. Airbnb" />
        <TextField
          form={form}
          name="url"
          id="feed-url"
          label="iCal export URL"
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://www.airbnb.com/calendar/ical/….ics"
        />
        {/* Decision 0062: one booking link for the whole site, never one per feed. */}
        <p className="text-sm text-muted-foreground md:col-span-2">
          Guests book their dates through the booking link set in{' '}
          <AdminLink href={`${paths.admin.siteSettings}#bookingUrl`}>Site Settings</AdminLink>
        </p>
        <div className="md:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Plus aria-hidden="true" />
            )}
            Add Feed
          </Button>
        </div>
      </form>
    </Card>
  );
}

function FeedCard({ feed, onDelete }: { feed: AvailabilityFeed; onDelete: () => void }) {
  return (
    <Card className="flex w-full flex-col gap-4 p-5" data-testid="availability-feed">
      <div className="flex items-start gap-3">
        <AdminCardIcon icon={CalendarDays} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-foreground">{feed.label}</h3>
          {/* An address is cut to one line (whole on hover); the demo's sentence wraps. */}
          {feed.isDemo ? (
            <p className="text-sm text-muted-foreground">Sample dates, shown until you add a feed</p>
          ) : (
            <p className="truncate text-sm text-muted-foreground" title={feed.url}>
              {feed.url}
            </p>
          )}
        </div>
        <StatusBadge feed={feed} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">Last attempt</dt>
        <dd className="text-foreground">{formatDateTime(feed.lastAttemptAt, 'Never')}</dd>
        <dt className="text-muted-foreground">Last success</dt>
        <dd className="text-foreground">{formatDateTime(feed.lastSuccessAt, 'Never')}</dd>
        <dt className="text-muted-foreground">Booked stays</dt>
        <dd className="text-foreground">{feed.blockedCount}</dd>
      </dl>
      {feed.lastError ? (
        <p className="rounded-lg bg-destructive/10 p-3 text-sm text-foreground">
          {/* A successful sync may carry a note too: events skipped as far outside the calendar (issue 42). */}
          <span className="font-medium">{feed.lastStatus === 'error' ? 'Last error: ' : 'Note: '}</span>
          {feed.lastError}
        </p>
      ) : null}
      <div className="mt-auto flex border-t border-border pt-4">
        <Button
          variant="outline"
          size="sm"
          onClick={onDelete}
          className={cn(
            'text-destructive hover:border-destructive/40 hover:bg-destructive/10 hover:text-destructive',
            darkDestructiveText,
          )}
          aria-label={`Delete ${feed.label}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </Card>
  );
}

export function AdminAvailabilityPage() {
  const { data, isPending, isError, error } = useAvailabilityFeeds();
  const sync = useSyncAvailability();
  const remove = useDeleteAvailabilityFeed();
  const [deleting, setDeleting] = useState<AvailabilityFeed | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Availability"
        description="The booking platforms' calendars behind the guests' availability calendar. Feeds sync every few minutes; a feed that fails or answers empty keeps its last good dates."
        actions={
          <Button variant="outline" onClick={() => sync.mutate()} disabled={sync.isPending}>
            <RefreshCw aria-hidden="true" className={sync.isPending ? 'animate-spin' : undefined} />
            Sync now
          </Button>
        }
      />
      <AvailabilityStaleWarning linkToPage={false} />
      <section aria-label="Calendar feeds" className="mb-8">
        {isPending ? (
          <AdminLoading label="Loading feeds" />
        ) : isError ? (
          <AdminLoadErrorLine prefix="Unable to load feeds" error={error} />
        ) : data.length === 0 ? (
          <AdminEmptyNote
            icon={<CalendarDays aria-hidden="true" className="size-10 text-muted-foreground" />}
          >
            No calendar feeds yet. Add your listing's iCal export below.
          </AdminEmptyNote>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {/* min-w-0: a long feed address is cut short in its card, never widening the page on a phone. */}
            {data.map((feed) => (
              <li key={feed.id} className="flex min-w-0">
                <FeedCard feed={feed} onDelete={() => setDeleting(feed)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <AddFeedForm />
      <AdminDeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        description={(feed: AvailabilityFeed) =>
          `The feed "${feed.label}" and its booked dates will be removed from the guests' calendar.`
        }
        pending={remove.isPending}
        onDelete={(feed) => remove.mutateAsync(feed.id).then(() => setDeleting(null))}
      />
    </>
  );
}
