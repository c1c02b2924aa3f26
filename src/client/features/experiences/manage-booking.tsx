import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../shared/money.js';
import type { ManagedBooking } from '../../../shared/schemas/experiences.js';
import { formatStayDateWithZone } from '../../../shared/stay.js';
import { FallbackImage } from '../../components/public/fallback-image.js';
import { SectionState } from '../../components/public/section-state.js';
import { Button } from '../../components/ui/button.js';
import { ErrorLine } from '../../components/ui/form-field.js';
import { Spinner } from '../../components/ui/spinner.js';
import { ApiRequestError } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { useCancelManagedBooking, useConfirmManagedBooking } from './mutations.js';
import { useManagedBooking } from './queries.js';

export const MANAGE_LINK_ERROR_TEXT = 'This booking could not be loaded. Please try again later.';

const STATUS_TEXT: Record<ManagedBooking['status'], string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  'no-show': 'Not attended',
  pending: 'Waiting for your confirmation',
  expired: 'Expired',
};

/** The server's reason a confirm or cancel was refused; `offline` when no answer came; null before any. */
function failureOf(error: unknown, offline: string): string | null {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.message;
  return error ? offline : null;
}

/** A booking that waits for the guest (issue 42): the button that confirms it (the link alone does not). */
function ConfirmBooking({ token, booking }: { token: string; booking: ManagedBooking }) {
  const confirm = useConfirmManagedBooking(token);
  if (booking.status === 'expired') {
    return (
      <p className="rounded-lg bg-secondary p-4 text-sm text-muted-foreground">
        This booking was not confirmed within 30 minutes and has expired, so no places were kept. Please book
        again.
      </p>
    );
  }
  if (booking.status !== 'pending') return null;
  const failure = failureOf(
    confirm.error,
    'The booking could not be confirmed. Please check your connection and try again.',
  );
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        This booking is not confirmed yet and holds no places. Confirm it within 30 minutes of booking.
      </p>
      <Button type="button" className="w-fit" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
        {confirm.isPending ? 'Confirming...' : 'Confirm booking'}
      </Button>
      <ErrorLine>{failure}</ErrorLine>
    </div>
  );
}

function CancelBooking({ token, booking }: { token: string; booking: ManagedBooking }) {
  const cancel = useCancelManagedBooking(token);
  const [asking, setAsking] = useState(false);
  const askRef = useRef<HTMLButtonElement>(null);
  const cutOff = formatStayDateWithZone(booking.cancelUntil, booking.timeZone);

  if (booking.status !== 'confirmed') return null;
  if (!booking.cancellable) {
    return (
      <p className="rounded-lg bg-secondary p-4 text-sm text-muted-foreground">
        Online cancellation closed on {cutOff}. To change this booking, please contact the chalet and quote
        your reference.
      </p>
    );
  }
  const failure = failureOf(
    cancel.error,
    'The booking could not be cancelled. Please check your connection and try again.',
  );
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">You can cancel this booking online until {cutOff}.</p>
      {asking ? (
        <div role="group" aria-labelledby="cancel-question" className="rounded-lg border border-border p-4">
          <p id="cancel-question" className="font-medium text-foreground">
            Cancel your booking for {booking.participants} {booking.participants === 1 ? 'person' : 'people'}?
            This cannot be undone.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              type="button"
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {cancel.isPending ? 'Cancelling...' : 'Yes, cancel booking'}
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
              Keep booking
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
          Cancel this booking
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
              Booking {booking.bookingReference}
            </p>
            <h2 className="mt-2 font-serif text-2xl font-semibold text-foreground">{experience.title}</h2>
            <p className="text-sm text-muted-foreground">with {experience.provider}</p>
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
            {STATUS_TEXT[booking.status]}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Name</dt>
          <dd className="text-foreground">{booking.guestName}</dd>
          <dt className="text-muted-foreground">Starts</dt>
          <dd className="text-foreground">{formatStayDateWithZone(booking.startsAt, booking.timeZone)}</dd>
          <dt className="text-muted-foreground">Duration</dt>
          <dd className="text-foreground">{experience.duration}</dd>
          <dt className="text-muted-foreground">Where</dt>
          <dd className="text-foreground">{experience.location}</dd>
          <dt className="text-muted-foreground">Participants</dt>
          <dd className="text-foreground">{booking.participants}</dd>
          <dt className="text-muted-foreground">Total</dt>
          <dd className="font-medium text-foreground">{formatMoney(booking.totalPrice)}</dd>
          {booking.specialRequests ? (
            <>
              <dt className="text-muted-foreground">Requests</dt>
              <dd className="whitespace-pre-line text-foreground">{booking.specialRequests}</dd>
            </>
          ) : null}
          {booking.cancelledAt ? (
            <>
              <dt className="text-muted-foreground">Cancelled</dt>
              <dd className="text-foreground">
                {formatStayDateWithZone(booking.cancelledAt, booking.timeZone)}
              </dd>
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
        <Spinner label="Loading your booking" className="size-8 text-primary" />
      </div>
    );
  }
  return <LoadedBooking token={token} />;
}

function LoadedBooking({ token }: { token: string }) {
  const query = useManagedBooking(token);
  // A 404 or 400 is the server's own word on the link ("This booking link is not valid…").
  const error =
    query.error instanceof ApiRequestError && query.error.status < 500 && query.error.serverMessage
      ? query.error.serverMessage
      : MANAGE_LINK_ERROR_TEXT;
  return (
    <SectionState query={query} loading="Loading your booking" error={error} empty="" isEmpty={() => false}>
      {(booking) => <BookingSummary token={token} booking={booking} />}
    </SectionState>
  );
}
