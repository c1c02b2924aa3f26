import { Download, Inbox, Mail, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { adminApi } from '../../../shared/admin-routes.js';
import type { ContactFilter, ContactSubmission } from '../../../shared/schemas/contact.js';
import { buttonVariants } from '../../components/ui/button.js';
import { Input } from '../../components/ui/input.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminEmptyNote, AdminLoadErrorLine, AdminLoading } from '../../features/admin/admin-states.js';
import { AdminTable } from '../../features/admin/admin-table.js';
import { toDate } from '../../features/admin/format.js';
import {
  type ContactView,
  contactViewUrl,
  useContactMessages,
  useUpdateContactMessage,
} from '../../features/contact/admin-api.js';
import { AdminMessageRow } from '../../features/contact/admin-message-row.js';
import { AdminNotificationsCard } from '../../features/contact/admin-notifications-card.js';
import { cn } from '../../lib/cn.js';

const FILTERS: readonly { value: ContactFilter; label: string; empty: string }[] = [
  { value: 'inbox', label: 'Inbox', empty: 'No messages received' },
  { value: 'unread', label: 'Unread', empty: 'No unread messages' },
  { value: 'archived', label: 'Archived', empty: 'No archived messages' },
  { value: 'all', label: 'All', empty: 'No messages received' },
];

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

const MESSAGE_COLUMNS = [
  { label: 'Sender', className: 'w-[34%]' },
  { label: 'Subject' },
  { label: 'Date', className: 'w-36' },
  { label: 'Actions', className: 'w-24 text-right' },
] as const;

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
          href={contactViewUrl(adminApi.contactExport, view)}
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
        <AdminTable columns={MESSAGE_COLUMNS} className="table-fixed">
          {messages.map((message) => (
            <AdminMessageRow
              key={message.id}
              message={message}
              isOpen={openId === message.id}
              onToggle={() => toggle(message)}
              onArchived={() => setOpenId(null)}
              update={update}
            />
          ))}
        </AdminTable>
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
