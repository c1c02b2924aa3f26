import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { m } from '../../../shared/i18n/locale.js';
import type { BookingConfirmation } from '../../../shared/schemas/experiences.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { formatPrice, formatStartsAt } from './format.js';
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
        {m.experiences_confirmation_confirmed()}
      </p>
      <h2
        id="booking-confirmed-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 font-serif text-2xl font-semibold text-foreground outline-none"
      >
        {m.experiences_confirmation_thanks({ name: confirmation.guestName })}
      </h2>
      <p className="mt-2 text-muted-foreground">
        {m.experiences_confirmation_reserved({ experience: confirmation.experienceTitle })}
      </p>
      <div className="mt-6 rounded-xl bg-secondary p-5 text-center">
        <p className="text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase">
          {m.experiences_confirmation_reference()}
        </p>
        <p
          data-testid="booking-reference"
          className="mt-2 font-mono text-2xl font-semibold tracking-[0.1em] whitespace-nowrap text-foreground sm:text-3xl"
        >
          {confirmation.bookingReference}
        </p>
      </div>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{m.experiences_detail_starts()}</dt>
        <dd className="text-foreground">{formatStartsAt(confirmation.startsAt, confirmation.timeZone)}</dd>
        <dt className="text-muted-foreground">{m.experiences_detail_participants()}</dt>
        <dd className="text-foreground">{confirmation.participants}</dd>
        <dt className="text-muted-foreground">{m.experiences_detail_total()}</dt>
        <dd className="font-medium text-foreground">{formatPrice(confirmation.totalPrice)}</dd>
      </dl>
      <div className="mt-6 grid gap-3 border-t border-border pt-5 text-sm text-muted-foreground">
        {confirmation.emailQueued ? (
          <p>
            {m.experiences_confirmation_email_before()}
            <span className="text-foreground">{confirmation.guestEmail}</span>
            {m.experiences_confirmation_email_after()}
          </p>
        ) : confirmation.managePath ? (
          <p>{m.experiences_confirmation_note_reference()}</p>
        ) : (
          <p>{m.experiences_confirmation_note_reference_contact()}</p>
        )}
        {confirmation.managePath ? (
          <div data-testid="booking-manage-link">
            <ManageLink path={confirmation.managePath}>
              <SpriteIcon id="calendar-days" className="size-4" />
              {m.experiences_confirmation_manage_link()}
            </ManageLink>
            <p className="mt-1">{m.experiences_confirmation_manage_kept()}</p>
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
        {m.experiences_pending_badge()}
      </p>
      <h2
        id="booking-pending-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 font-serif text-2xl font-semibold text-foreground outline-none"
      >
        {confirmation.emailQueued
          ? m.experiences_pending_title_email()
          : m.experiences_pending_title_contact()}
      </h2>
      {confirmation.emailQueued ? (
        <p className="mt-2 text-muted-foreground" data-testid="booking-pending">
          {m.experiences_pending_email_before()}
          <span className="text-foreground">{confirmation.guestEmail}</span>
          {m.experiences_pending_email_after({ experience: confirmation.experienceTitle })}
        </p>
      ) : (
        // Without email set up the site cannot send the link: the booking will expire unconfirmed.
        <p className="mt-2 text-muted-foreground" data-testid="booking-pending">
          {m.experiences_pending_no_email({ experience: confirmation.experienceTitle })}
        </p>
      )}
      <p className="mt-4 text-sm text-muted-foreground">
        {m.experiences_pending_reference()}{' '}
        <span className="font-mono text-foreground">{confirmation.bookingReference}</span>
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
        {bookings.length === 1 ? m.experiences_kept_one() : m.experiences_kept_many()}
      </p>
      <ul className="mt-2 grid gap-2">
        {bookings.map((booking) => (
          <li key={booking.bookingReference} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-mono whitespace-nowrap text-foreground">{booking.bookingReference}</span>
            <span className="text-muted-foreground">
              {formatStartsAt(booking.startsAt, booking.timeZone)}
            </span>
            <ManageLink path={booking.managePath}>{m.experiences_kept_manage()}</ManageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
