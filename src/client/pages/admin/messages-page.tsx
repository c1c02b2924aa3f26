import {
  Archive,
  ArchiveRestore,
  ChevronDown,
  Download,
  Inbox,
  Mail,
  MailOpen,
  Reply,
  Search,
} from 'lucide-react';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { api } from '../../../shared/routes.js';
import type { ContactFilter, ContactSubmission } from '../../../shared/schemas/contact.js';
import { buttonVariants } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { Input } from '../../components/ui/input.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminEmptyNote, AdminLoadErrorLine, AdminLoading } from '../../features/admin/admin-states.js';
import { formatDate, formatLocalDateTime, toDate } from '../../features/admin/format.js';
import { useUpdateContactMessage } from '../../features/contact/admin-mutations.js';
import { AdminNotificationsCard } from '../../features/contact/admin-notifications-card.js';
import {
  type ContactView,
  contactViewUrl,
  useContactMessages,
} from '../../features/contact/admin-queries.js';
import { cn } from '../../lib/cn.js';

const FILTERS: readonly { value: ContactFilter; label: string; empty: string }[] = [
  { value: 'inbox', label: 'Inbox', empty: 'No messages received' },
  { value: 'unread', label: 'Unread', empty: 'No unread messages' },
  { value: 'archived', label: 'Archived', empty: 'No archived messages' },
  { value: 'all', label: 'All', empty: 'No messages received' },
];

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

/** The message id of a link from a notification email (`?message=12`), read once in the browser. */
function linkedMessageId(): number | null {
  const id = Number(new URLSearchParams(window.location.search).get('message'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Contact messages (spec 2): newest first; a row expands to the full message, one at a time. The
 * inbox (issue 12) adds read/unread, archive, a server-side search and a CSV export of the view.
 */
export function AdminMessagesPage() {
  const [filter, setFilter] = useState<ContactFilter>('inbox');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const view: ContactView = { filter, q };
  const { data, isPending, isError, error } = useContactMessages(view);
  const update = useUpdateContactMessage();
  const [openId, setOpenId] = useState<number | null>(null);
  const [linkedId, setLinkedId] = useState<number | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    setLinkedId(linkedMessageId());
  }, []);

  const messages = useMemo(
    () =>
      [...(data ?? [])].sort(
        (a, b) => (toDate(b.createdAt)?.getTime() ?? 0) - (toDate(a.createdAt)?.getTime() ?? 0),
      ),
    [data],
  );

  // Reading a message marks it read.
  const open = (message: ContactSubmission) => {
    setOpenId(message.id);
    if (!message.isRead) update.mutate({ id: message.id, isRead: true });
  };
  const toggle = (message: ContactSubmission) => {
    if (openId === message.id) setOpenId(null);
    else open(message);
  };

  // A link from a notification email opens its message once the list has it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the linked message appears
  useEffect(() => {
    const linked = linkedId === null ? undefined : messages.find((m) => m.id === linkedId);
    if (!linked) return;
    setLinkedId(null);
    open(linked);
    document.getElementById(`message-row-${linked.id}`)?.scrollIntoView({ block: 'center' });
  }, [linkedId, messages]);

  const filtered = filter !== 'inbox' || q !== '';
  const emptyText = q
    ? 'No messages match your search'
    : (FILTERS.find((f) => f.value === filter)?.empty ?? '');

  return (
    <>
      <AdminPageHeader
        title="Contact Messages"
        description="Enquiries sent through the contact form on the website. Select a message to read it."
      />

      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center">
        <div
          role="group"
          aria-label="Show"
          className="flex w-fit rounded-lg border border-border bg-card p-1"
        >
          {FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => {
                setFilter(option.value);
                setOpenId(null);
              }}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium transition-colors outline-none',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-card',
                filter === option.value
                  ? 'bg-primary text-primary-foreground shadow-sm'
                  : 'text-muted-foreground hover:bg-secondary hover:text-foreground',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <form
          role="search"
          className="relative md:ml-auto md:w-72"
          onSubmit={(event) => {
            event.preventDefault();
            setQ(search.trim());
          }}
        >
          <label htmlFor="message-search" className="sr-only">
            Search messages
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="message-search"
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search name, email or message"
            className="pl-9"
          />
        </form>
        <a
          href={contactViewUrl(api.contactExport, view)}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-fit' })}
        >
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>

      {isPending ? (
        <AdminLoading label="Loading messages" />
      ) : isError ? (
        <AdminLoadErrorLine prefix="Unable to load messages" error={error} />
      ) : messages.length === 0 ? (
        <AdminEmptyNote icon={<Inbox aria-hidden="true" className="size-10 text-muted-foreground" />}>
          {emptyText}
        </AdminEmptyNote>
      ) : (
        <Card className="overflow-hidden">
          <table className="w-full table-fixed text-sm max-md:block">
            <thead className="bg-muted/60 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase max-md:sr-only">
              <tr>
                <th scope="col" className="w-[34%] px-4 py-3">
                  Sender
                </th>
                <th scope="col" className="px-4 py-3">
                  Subject
                </th>
                <th scope="col" className="w-36 px-4 py-3">
                  Date
                </th>
                <th scope="col" className="w-24 px-4 py-3 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {messages.map((message) => {
                const isOpen = openId === message.id;
                const panelId = `message-${message.id}`;
                return (
                  <Fragment key={message.id}>
                    {/* The row is a large click target for pointer users; the expand button is the keyboard control. */}
                    <tr
                      id={`message-row-${message.id}`}
                      onClick={() => toggle(message)}
                      className={cn(
                        'cursor-pointer border-t border-border align-top transition-colors first:border-t-0 hover:bg-muted/40',
                        'max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:px-4 max-md:py-3',
                        isOpen && 'bg-secondary/60 hover:bg-secondary/60',
                      )}
                    >
                      <td className="px-4 py-3.5 max-md:p-0">
                        <p
                          className={cn(
                            'flex items-center gap-2 text-foreground',
                            message.isRead ? 'font-medium' : 'font-semibold',
                          )}
                        >
                          {message.isRead ? null : (
                            <span
                              data-slot="unread-dot"
                              aria-hidden="true"
                              className="size-2 shrink-0 rounded-full bg-primary"
                            />
                          )}
                          <span className="truncate">{message.name}</span>
                          {message.isRead ? null : <span className="sr-only">(unread)</span>}
                          {message.isArchived ? (
                            <span className="shrink-0 rounded-full border border-border px-2 text-xs font-normal text-muted-foreground">
                              Archived
                            </span>
                          ) : null}
                        </p>
                        <p className="truncate text-xs text-muted-foreground">{message.email}</p>
                      </td>
                      <td className="px-4 py-3.5 max-md:col-start-1 max-md:p-0">
                        <p
                          className={cn(
                            'text-foreground',
                            !isOpen && 'truncate',
                            !message.isRead && 'font-semibold',
                          )}
                        >
                          {message.subject}
                        </p>
                      </td>
                      <td className="px-4 py-3.5 whitespace-nowrap text-muted-foreground max-md:col-start-1 max-md:p-0 max-md:text-xs">
                        <time dateTime={toDate(message.createdAt)?.toISOString()}>
                          {formatDate(message.createdAt)}
                        </time>
                      </td>
                      <td className="px-4 py-2.5 text-right max-md:col-start-2 max-md:row-span-3 max-md:row-start-1 max-md:self-center max-md:p-0">
                        <button
                          type="button"
                          aria-expanded={isOpen}
                          aria-controls={isOpen ? panelId : undefined}
                          aria-label={`${isOpen ? 'Hide' : 'Show'} message from ${message.name}`}
                          onClick={(event) => {
                            event.stopPropagation();
                            toggle(message);
                          }}
                          className="inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground transition-colors outline-none hover:bg-secondary hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                        >
                          <ChevronDown
                            aria-hidden="true"
                            className={cn('size-4 transition-transform duration-200', isOpen && 'rotate-180')}
                          />
                        </button>
                      </td>
                    </tr>
                    {isOpen ? (
                      <tr id={panelId} className="bg-secondary/30 max-md:block">
                        <td colSpan={4} className="px-4 pt-1 pb-5 max-md:block">
                          <div className="rounded-lg border border-border bg-card p-4 sm:p-5">
                            <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
                              <span className="font-medium tracking-wide uppercase">Message</span>
                              <span>Received {formatLocalDateTime(message.createdAt)}</span>
                            </p>
                            <p className="mt-2 text-sm leading-relaxed whitespace-pre-wrap break-words text-foreground">
                              {message.message}
                            </p>
                            <a
                              href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
                              className="mt-4 inline-flex items-center gap-2 rounded-lg text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                            >
                              <Reply aria-hidden="true" className="size-4" />
                              Reply by email
                            </a>
                            <div className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4">
                              <button
                                type="button"
                                disabled={update.isPending}
                                onClick={() => update.mutate({ id: message.id, isRead: !message.isRead })}
                                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                              >
                                {message.isRead ? (
                                  <Mail aria-hidden="true" />
                                ) : (
                                  <MailOpen aria-hidden="true" />
                                )}
                                {message.isRead ? 'Mark as unread' : 'Mark as read'}
                              </button>
                              <button
                                type="button"
                                disabled={update.isPending}
                                onClick={() => {
                                  update.mutate({ id: message.id, isArchived: !message.isArchived });
                                  setOpenId(null);
                                }}
                                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                              >
                                {message.isArchived ? (
                                  <ArchiveRestore aria-hidden="true" />
                                ) : (
                                  <Archive aria-hidden="true" />
                                )}
                                {message.isArchived ? 'Move to inbox' : 'Archive'}
                              </button>
                            </div>
                          </div>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </Card>
      )}
      {messages.length > 0 ? (
        <p className="mt-4 flex items-center gap-2 text-xs text-muted-foreground">
          <Mail aria-hidden="true" className="size-3.5" />
          {messages.length} {messages.length === 1 ? 'message' : 'messages'}
          {filtered ? ' shown' : ''}
        </p>
      ) : null}
      <AdminNotificationsCard />
    </>
  );
}
