import { type ReactNode, useEffect, useRef, useState } from 'react';
import { getLocale, m } from '../../../shared/i18n/locale.js';
import type { ManagedBooking } from '../../../shared/schemas/experiences.js';
import { FallbackImage } from '../../components/public/fallback-image.js';
import { SectionState } from '../../components/public/section-state.js';
import { Button } from '../../components/ui/button.js';
import { ErrorLine } from '../../components/ui/form-field.js';
import { Spinner } from '../../components/ui/spinner.js';
import { ApiRequestError } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { formatPrice, formatStartsAt } from './format.js';
import { useCancelManagedBooking, useConfirmManagedBooking } from './mutations.js';
import { useManagedBooking } from './queries.js';

const STATUS_TEXT: Record<ManagedBooking['status'], () => string> = {
  confirmed: m.experiences_status_confirmed,
  cancelled: m.experiences_status_cancelled,
  completed: m.experiences_status_completed,
  'no-show': m.experiences_status_no_show,
  pending: m.experiences_status_pending,
  expired: m.experiences_status_expired,
};

/**
 * The server's reason a confirm or cancel was refused; `offline` when no answer came; null before any.
 * The server speaks English: on another language's page its words are marked so (a rare answer).
 */
function failureOf(error: unknown, offline: string): ReactNode {
  if (error instanceof ApiRequestError) {
    const text = error.serverMessage ?? error.message;
    return getLocale() === 'en' ? text : <span lang="en">{text}</span>;
  }
  return error ? offline : null;
}

/** A booking that waits for the guest (issue 42): the button that confirms it (the link alone does not). */
function ConfirmBooking({ token, booking }: { token: string; booking: ManagedBooking }) {
  const confirm = useConfirmManagedBooking(token);
  if (booking.status === 'expired') {
    return (
      <p className="rounded-lg bg-secondary p-4 text-sm text-muted-foreground">
        {m.experiences_manage_expired()}
      </p>
    );
  }
  if (booking.status !== 'pending') return null;
  const failure = failureOf(confirm.error, m.experiences_manage_confirm_failed());
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{m.experiences_manage_pending_note()}</p>
      <Button type="button" className="w-fit" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
        {confirm.isPending ? m.experiences_manage_confirming() : m.experiences_manage_confirm()}
      </Button>
      <ErrorLine>{failure}</ErrorLine>
    </div>
  );
}

function CancelBooking({ token, booking }: { token: string; booking: ManagedBooking }) {
  const cancel = useCancelManagedBooking(token);
  const [asking, setAsking] = useState(false);
  const askRef = useRef<HTMLButtonElement>(null);
  const cutOff = formatStartsAt(booking.cancelUntil, booking.timeZone);

  if (booking.status !== 'confirmed') return null;
  if (!booking.cancellable) {
    return (
      <p className="rounded-lg bg-secondary p-4 text-sm text-muted-foreground">
        {m.experiences_manage_cancel_closed({ date: cutOff })}
      </p>
    );
  }
  const failure = failureOf(cancel.error, m.experiences_manage_cancel_failed());
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{m.experiences_manage_cancel_until({ date: cutOff })}</p>
      {asking ? (
        <div role="group" aria-labelledby="cancel-question" className="rounded-lg border border-border p-4">
          <p id="cancel-question" className="font-medium text-foreground">
            {m.experiences_manage_cancel_question({ count: booking.participants })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              type="button"
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {cancel.isPending ? m.experiences_manage_cancelling() : m.experiences_manage_cancel_yes()}
            </Button>
            <Button
              type="button"
              variant="outline"
              autoFocus
              onClick={() => {
                setAsking(false);
                setTimeout(() => askRef.current?.focus(), 0);
              }}
            >
              {m.experiences_manage_keep()}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={askRef}
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() => setAsking(true)}
        >
          {m.experiences_manage_cancel()}
        </Button>
      )}
      <ErrorLine>{failure}</ErrorLine>
    </div>
  );
}

function BookingSummary({ token, booking }: { token: string; booking: ManagedBooking }) {
  const { experience } = booking;
  return (
    <article className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <FallbackImage
        src={experience.image}
        alt={experience.imageAlt?.trim() || experience.title}
        width={1200}
        height={500}
        sizes="(min-width: 768px) 768px, 100vw"
        className="aspect-[12/5]"
        loading="eager"
      />
      <div className="grid gap-6 p-6 md:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase">
              {m.experiences_manage_booking_reference({ reference: booking.bookingReference })}
            </p>
            <h2
              className="mt-2 font-serif text-2xl font-semibold text-foreground"
              lang={fallbackLang(experience, 'title')}
            >
              {experience.title}
            </h2>
            <p className="text-sm text-muted-foreground">
              {m.experiences_manage_with_provider({ provider: experience.provider })}
            </p>
          </div>
          <p
            data-testid="booking-status"
            className={cn(
              'rounded-full px-3 py-1 text-sm font-medium',
              booking.status === 'confirmed'
                ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200'
                : 'bg-secondary text-foreground',
            )}
          >
            {STATUS_TEXT[booking.status]()}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{m.experiences_detail_name()}</dt>
          <dd className="text-foreground">{booking.guestName}</dd>
          <dt className="text-muted-foreground">{m.experiences_detail_starts()}</dt>
          <dd className="text-foreground">{formatStartsAt(booking.startsAt, booking.timeZone)}</dd>
          <dt className="text-muted-foreground">{m.experiences_detail_duration()}</dt>
          <dd className="text-foreground" lang={fallbackLang(experience, 'duration')}>
            {experience.duration}
          </dd>
          <dt className="text-muted-foreground">{m.experiences_detail_where()}</dt>
          <dd className="text-foreground" lang={fallbackLang(experience, 'location')}>
            {experience.location}
          </dd>
          <dt className="text-muted-foreground">{m.experiences_detail_participants()}</dt>
          <dd className="text-foreground">{booking.participants}</dd>
          <dt className="text-muted-foreground">{m.experiences_detail_total()}</dt>
          <dd className="font-medium text-foreground">{formatPrice(booking.totalPrice)}</dd>
          {booking.specialRequests ? (
            <>
              <dt className="text-muted-foreground">{m.experiences_detail_requests()}</dt>
              <dd className="whitespace-pre-line text-foreground">{booking.specialRequests}</dd>
            </>
          ) : null}
          {booking.cancelledAt ? (
            <>
              <dt className="text-muted-foreground">{m.experiences_detail_cancelled()}</dt>
              <dd className="text-foreground">{formatStartsAt(booking.cancelledAt, booking.timeZone)}</dd>
            </>
          ) : null}
        </dl>
        <ConfirmBooking token={token} booking={booking} />
        <CancelBooking token={token} booking={booking} />
      </div>
    </article>
  );
}

/**
 * A guest's booking, opened by the link of its confirmation email (issue 35): details and cancelling.
 * Read in the browser only: the server renders the same frame for every link (never cached).
 */
export function ManageBooking({ token }: { token: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={m.experiences_manage_loading()} className="size-8 text-primary" />
      </div>
    );
  }
  return <LoadedBooking token={token} />;
}

function LoadedBooking({ token }: { token: string }) {
  const query = useManagedBooking(token);
  // A 404 or 400 is the server's own word on the link ("This booking link is not valid…").
  // On another language's page, the page's own words: a link that is not valid, or could not be read.
  const refused = query.error instanceof ApiRequestError && query.error.status < 500 ? query.error : null;
  const error = !refused
    ? m.experiences_manage_load_error()
    : getLocale() === 'en'
      ? (refused.serverMessage ?? m.experiences_manage_load_error())
      : m.experiences_manage_link_invalid();
  return (
    <SectionState
      query={query}
      loading={m.experiences_manage_loading()}
      error={error}
      empty=""
      isEmpty={() => false}
    >
      {(booking) => <BookingSummary token={token} booking={booking} />}
    </SectionState>
  );
}
