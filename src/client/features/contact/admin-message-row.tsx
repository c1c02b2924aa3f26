import { Archive, ArchiveRestore, ChevronDown, Mail, MailOpen, Reply } from 'lucide-react';
import type { ContactSubmission } from '../../../shared/schemas/contact.js';
import { buttonVariants } from '../../components/ui/button.js';
import { cn } from '../../lib/cn.js';
import { formatDate, formatDateTime, toDate } from '../admin/format.js';
import type { useUpdateContactMessage } from './admin-api.js';

/**
 * One message of the inbox table: its row (a large click target; the chevron button is the keyboard
 * control) and, when open, the full message with reply, read/unread and archive actions.
 */
export function AdminMessageRow({
  message,
  isOpen,
  onToggle,
  onArchived,
  update,
}: {
  message: ContactSubmission;
  isOpen: boolean;
  onToggle: () => void;
  /** After archive or move to inbox (the message leaves the current view). */
  onArchived: () => void;
  /** The page's one update mutation (its buttons wait for any update in flight). */
  update: ReturnType<typeof useUpdateContactMessage>;
}) {
  const panelId = `message-${message.id}`;
  return (
    <>
      {/* The row is a large click target for pointer users; the expand button is the keyboard control. */}
      <tr
        id={`message-row-${message.id}`}
        onClick={onToggle}
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
          <p className={cn('text-foreground', !isOpen && 'truncate', !message.isRead && 'font-semibold')}>
            {message.subject}
          </p>
        </td>
        <td className="px-4 py-3.5 whitespace-nowrap text-muted-foreground max-md:col-start-1 max-md:p-0 max-md:text-xs">
          <time dateTime={toDate(message.createdAt)?.toISOString()}>{formatDate(message.createdAt)}</time>
        </td>
        <td className="px-4 py-2.5 text-right max-md:col-start-2 max-md:row-span-3 max-md:row-start-1 max-md:self-center max-md:p-0">
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={isOpen ? panelId : undefined}
            aria-label={`${isOpen ? 'Hide' : 'Show'} message from ${message.name}`}
            onClick={(event) => {
              event.stopPropagation();
              onToggle();
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
                <span>Received {formatDateTime(message.createdAt)}</span>
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
                  {message.isRead ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
                  {message.isRead ? 'Mark as unread' : 'Mark as read'}
                </button>
                <button
                  type="button"
                  disabled={update.isPending}
                  onClick={() => {
                    update.mutate({ id: message.id, isArchived: !message.isArchived });
                    onArchived();
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
    </>
  );
}
