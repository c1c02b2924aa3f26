import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../shared/money.js';
import type { BookingConfirmation } from '../../../shared/schemas/experiences.js';
import { formatStayDateWithZone } from '../../../shared/stay.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import type { KeptBooking } from './kept-bookings.js';

/** The link to a booking's own page, where the guest sees or cancels it. */
function ManageLink({ path, children }: { path: string; children: React.ReactNode }) {
  return (
    <Link
      href={path}
      className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </Link>
  );
}

/**
 * After booking: the reference (short, unambiguous characters), what was booked, and the manage link
 * itself, also kept on this device (decision 0089): the guest can cancel even when no email was sent.
 */
export function BookingConfirmationPanel({ confirmation }: { confirmation: BookingConfirmation }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to the result, so a keyboard or screen-reader user is told at once.
  useEffect(() => headingRef.current?.focus(), []);
  if (confirmation.status === 'pending') return <PendingBookingPanel confirmation={confirmation} />;
  return (
    <section
      aria-labelledby="booking-confirmed-title"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm md:p-8"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-400">
        <SpriteIcon id="circle-check" className="size-5" />
        Booking confirmed
      </p>
      <h2
        id="booking-confirmed-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 font-serif text-2xl font-semibold text-foreground outline-none"
      >
        Thank you, {confirmation.guestName}
      </h2>
      <p className="mt-2 text-muted-foreground">
        Your places for {confirmation.experienceTitle} are reserved.
      </p>
      <div className="mt-6 rounded-xl bg-secondary p-5 text-center">
        <p className="text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase">
          Booking reference
        </p>
        <p
          data-testid="booking-reference"
          className="mt-2 font-mono text-2xl font-semibold tracking-[0.1em] whitespace-nowrap text-foreground sm:text-3xl"
        >
          {confirmation.bookingReference}
        </p>
      </div>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Starts</dt>
        <dd className="text-foreground">
          {formatStayDateWithZone(confirmation.startsAt, confirmation.timeZone)}
        </dd>
        <dt className="text-muted-foreground">Participants</dt>
        <dd className="text-foreground">{confirmation.participants}</dd>
        <dt className="text-muted-foreground">Total</dt>
        <dd className="font-medium text-foreground">{formatMoney(confirmation.totalPrice)}</dd>
      </dl>
      <div className="mt-6 grid gap-3 border-t border-border pt-5 text-sm text-muted-foreground">
        {confirmation.emailQueued ? (
          <p>
            A confirmation is on its way to <span className="text-foreground">{confirmation.guestEmail}</span>
            . It holds your personal link to see or cancel this booking; keep it, and do not share it.
          </p>
        ) : confirmation.managePath ? (
          <p>Please note your reference.</p>
        ) : (
          <p>
            Please note your reference. To change or cancel this booking, contact the chalet and quote it.
          </p>
        )}
        {confirmation.managePath ? (
          <div data-testid="booking-manage-link">
            <ManageLink path={confirmation.managePath}>
              <SpriteIcon id="calendar-days" className="size-4" />
              See or cancel this booking
            </ManageLink>
            <p className="mt-1">
              This browser keeps the link, so you can find it again on this experience's page. It is yours
              alone: do not share it.
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * A booking that waits for the guest's confirmation (issue 42: many bookings from one address, or more
 * than half of a date's places): it says so plainly, and where to confirm.
 */
function PendingBookingPanel({ confirmation }: { confirmation: BookingConfirmation }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="booking-pending-title"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm md:p-8"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-amber-800 dark:text-amber-300">
        <SpriteIcon id="mail" className="size-5" />
        Booking not confirmed yet
      </p>
      <h2
        id="booking-pending-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 font-serif text-2xl font-semibold text-foreground outline-none"
      >
        {confirmation.emailQueued
          ? 'Check your email to confirm within 30 minutes'
          : 'Please contact the chalet to book'}
      </h2>
      {confirmation.emailQueued ? (
        <p className="mt-2 text-muted-foreground" data-testid="booking-pending">
          We sent a link to <span className="text-foreground">{confirmation.guestEmail}</span>. Open it and
          press 'Confirm booking' within 30 minutes: until then no places are kept for{' '}
          {confirmation.experienceTitle}, and after that the booking expires.
        </p>
      ) : (
        // Without email set up the site cannot send the link: the booking will expire unconfirmed.
        <p className="mt-2 text-muted-foreground" data-testid="booking-pending">
          This booking needs a confirmation by email, which the site cannot send at the moment, so no places
          are kept for {confirmation.experienceTitle}. Please contact the chalet to book, quoting your
          reference.
        </p>
      )}
      <p className="mt-4 text-sm text-muted-foreground">
        Reference <span className="font-mono text-foreground">{confirmation.bookingReference}</span>
      </p>
    </section>
  );
}

/** The guest's bookings of this experience kept on this device, each with its manage link. */
export function KeptBookingsNote({ bookings }: { bookings: readonly KeptBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <div className="mt-4 rounded-xl bg-secondary p-4 text-sm" data-testid="kept-bookings">
      <p className="font-medium text-foreground">
        {bookings.length === 1 ? 'Your booking' : 'Your bookings'} made on this device
      </p>
      <ul className="mt-2 grid gap-2">
        {bookings.map((booking) => (
          <li key={booking.bookingReference} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-mono whitespace-nowrap text-foreground">{booking.bookingReference}</span>
            <span className="text-muted-foreground">
              {formatStayDateWithZone(booking.startsAt, booking.timeZone)}
            </span>
            <ManageLink path={booking.managePath}>See or cancel</ManageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
