import { ChevronDown, Inbox, Mail, Reply } from 'lucide-react';
import { Fragment, useMemo, useState } from 'react';
import { Card } from '../../components/ui/card.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminEmptyNote, AdminLoadErrorLine, AdminLoading } from '../../features/admin/admin-states.js';
import { formatDate, formatLocalDateTime, toDate } from '../../features/admin/format.js';
import { useContactMessages } from '../../features/contact/admin-queries.js';
import { cn } from '../../lib/cn.js';

/** Contact messages (spec 2): newest first; a row expands to the full message, one at a time. */
export function AdminMessagesPage() {
  const { data, isPending, isError, error } = useContactMessages();
  const [openId, setOpenId] = useState<number | null>(null);

  const messages = useMemo(
    () =>
      [...(data ?? [])].sort(
        (a, b) => (toDate(b.createdAt)?.getTime() ?? 0) - (toDate(a.createdAt)?.getTime() ?? 0),
      ),
    [data],
  );

  const toggle = (id: number) => setOpenId((current) => (current === id ? null : id));

  return (
    <>
      <AdminPageHeader
        title="Contact Messages"
        description="Enquiries sent through the contact form on the website. Select a message to read it."
      />

      {isPending ? (
        <AdminLoading label="Loading messages" />
      ) : isError ? (
        <AdminLoadErrorLine prefix="Unable to load messages" error={error} />
      ) : messages.length === 0 ? (
        <AdminEmptyNote icon={<Inbox aria-hidden="true" className="size-10 text-muted-foreground" />}>
          No messages received
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
                const open = openId === message.id;
                const panelId = `message-${message.id}`;
                return (
                  <Fragment key={message.id}>
                    {/* The row is a large click target for pointer users; the expand button is the keyboard control. */}
                    <tr
                      onClick={() => toggle(message.id)}
                      className={cn(
                        'cursor-pointer border-t border-border align-top transition-colors first:border-t-0 hover:bg-muted/40',
                        'max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:px-4 max-md:py-3',
                        open && 'bg-secondary/60 hover:bg-secondary/60',
                      )}
                    >
                      <td className="px-4 py-3.5 max-md:p-0">
                        <p className="truncate font-medium text-foreground">{message.name}</p>
                        <p className="truncate text-xs text-muted-foreground">{message.email}</p>
                      </td>
                      <td className="px-4 py-3.5 max-md:col-start-1 max-md:p-0">
                        <p className={cn('text-foreground', !open && 'truncate')}>{message.subject}</p>
                      </td>
                      <td className="px-4 py-3.5 whitespace-nowrap text-muted-foreground max-md:col-start-1 max-md:p-0 max-md:text-xs">
                        <time dateTime={toDate(message.createdAt)?.toISOString()}>
                          {formatDate(message.createdAt)}
                        </time>
                      </td>
                      <td className="px-4 py-2.5 text-right max-md:col-start-2 max-md:row-span-3 max-md:row-start-1 max-md:self-center max-md:p-0">
                        <button
                          type="button"
                          aria-expanded={open}
                          aria-controls={open ? panelId : undefined}
                          aria-label={`${open ? 'Hide' : 'Show'} message from ${message.name}`}
                          onClick={(event) => {
                            event.stopPropagation();
                            toggle(message.id);
                          }}
                          className="inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground transition-colors outline-none hover:bg-secondary hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                        >
                          <ChevronDown
                            aria-hidden="true"
                            className={cn('size-4 transition-transform duration-200', open && 'rotate-180')}
                          />
                        </button>
                      </td>
                    </tr>
                    {open ? (
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
        </p>
      ) : null}
    </>
  );
}
