import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { m } from '../../../shared/i18n/locale.js';
import type { BookingConfirmation, Experience } from '../../../shared/schemas/experiences.js';
import { toZonedLocalInput } from '../../../shared/stay.js';
import { darkDestructiveText } from '../../components/ui/form-field.js';
import { Spinner } from '../../components/ui/spinner.js';
import { cn } from '../../lib/cn.js';
import { useKeptGuestStay } from '../stay/queries.js';
import { BookingConfirmationPanel, KeptBookingsNote } from './booking-confirmation.js';
import { BookingDatePicker, isoDay, monthRange } from './booking-date-picker.js';
import { BookingForm } from './booking-form.js';
import { dateParts, formatBookingDate } from './format.js';
import { keepBooking, useKeptBookings } from './kept-bookings.js';
import { useExperienceAvailability } from './queries.js';

/** How far ahead the calendar pages (the server's advance window decides what is bookable in it). */
const MONTHS_AHEAD = 12;

/** Today on this device, YYYY-MM-DD (read in an effect: the server's render has no "today"). */
function localToday(): string {
  const now = new Date();
  return isoDay(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** How many calendar months `date` lies after the month of `today` (at most MONTHS_AHEAD). */
function monthsFrom(today: string, date: string): number {
  const from = dateParts(today);
  const to = dateParts(date);
  return Math.min(MONTHS_AHEAD, (to.year - from.year) * 12 + (to.month - from.month));
}

/** Every day from the stay's check-in day to its check-out day, on the chalet's calendar. */
function stayDays(checkInAt: string | null, checkOutAt: string | null, timeZone: string): Set<string> {
  const days = new Set<string>();
  if (!checkInAt || !checkOutAt) return days;
  const first = toZonedLocalInput(checkInAt, timeZone).slice(0, 10);
  const last = toZonedLocalInput(checkOutAt, timeZone).slice(0, 10);
  const { year, month, day } = dateParts(first);
  for (let offset = 0; offset < 62; offset += 1) {
    const date = isoDay(year, month, day + offset);
    if (date > last) break;
    days.add(date);
  }
  return days;
}

function BookingSection({ intro, children }: { intro?: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby="booking-title"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm md:p-8"
    >
      <h2 id="booking-title" className="font-serif text-2xl font-semibold text-foreground">
        {m.experiences_booking_title()}
      </h2>
      {intro}
      {children}
    </section>
  );
}

/**
 * The calendar, the form and, once booked, the confirmation (issue 35). Drawn in the browser only: the
 * dates depend on today and on the guest's device (a kept stay), so the server renders the frame.
 */
export function ExperienceBooking({ experience }: { experience: Experience }) {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(localToday()), []);
  if (!today) {
    return (
      <BookingSection>
        <div className="flex justify-center py-16">
          <Spinner label={m.experiences_booking_loading_dates()} className="size-8 text-primary" />
        </div>
      </BookingSection>
    );
  }
  return <BookingPanel experience={experience} today={today} />;
}

function BookingPanel({ experience, today }: { experience: Experience; today: string }) {
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | undefined>();
  const [confirmation, setConfirmation] = useState<BookingConfirmation | null>(null);
  const stay = useKeptGuestStay();

  const month = monthRange(today, offset);
  const availability = useExperienceAvailability(
    experience.id,
    offset === 0 ? today : month.first,
    month.last,
  );
  const placesLeft = useMemo(
    () => new Map((availability.data?.dates ?? []).map((entry) => [entry.date, entry.placesLeft])),
    [availability.data],
  );
  const stayDates = useMemo(
    () => (stay ? stayDays(stay.checkInAt, stay.checkOutAt, stay.timeZone) : new Set<string>()),
    [stay],
  );
  const keptBookings = useKeptBookings(experience.id, confirmation);

  // A stay guest lands on the month of their stay when it is ahead (once: then the guest pages freely).
  const jumped = useRef(false);
  useEffect(() => {
    const first = [...stayDates][0];
    if (jumped.current || !first) return;
    jumped.current = true;
    if (first <= today) return;
    setOffset(monthsFrom(today, first));
  }, [today, stayDates]);

  // The calendar opens on the first month with a bookable date: when this month has none, the year
  // ahead is asked once, and the calendar moves to the month of its first date with places left.
  const [opening, setOpening] = useState(true);
  const monthEmpty = availability.isSuccess && ![...placesLeft.values()].some((places) => places > 0);
  const { year, month: monthNumber, day } = dateParts(today);
  const ahead = useExperienceAvailability(
    experience.id,
    monthRange(today, 1).first,
    isoDay(year, monthNumber, day + 365),
    opening && offset === 0 && monthEmpty,
  );
  useEffect(() => {
    if (!opening) return;
    if (offset !== 0 || (availability.isSuccess && !monthEmpty)) return setOpening(false);
    if (!ahead.isSuccess && !ahead.isError) return;
    setOpening(false);
    const first = ahead.data?.dates.find((entry) => entry.placesLeft > 0)?.date;
    if (first) setOffset(monthsFrom(today, first));
  }, [
    opening,
    offset,
    availability.isSuccess,
    monthEmpty,
    ahead.isSuccess,
    ahead.isError,
    ahead.data,
    today,
  ]);

  if (confirmation) {
    return <BookingConfirmationPanel confirmation={confirmation} />;
  }

  const status = availability.isError ? (
    <p role="alert" className={cn('text-destructive', darkDestructiveText)}>
      {m.experiences_booking_dates_error()}
      <button
        type="button"
        onClick={() => void availability.refetch()}
        className="ml-2 rounded-sm font-medium underline outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {m.experiences_booking_retry()}
      </button>
    </p>
  ) : availability.isPending || (opening && monthEmpty) ? (
    <Spinner label={m.experiences_booking_loading_dates()} className="size-6 text-primary" />
  ) : placesLeft.size === 0 ? (
    <p className="text-muted-foreground">{m.experiences_booking_no_dates()}</p>
  ) : null;

  const selectedPlaces = selected ? (placesLeft.get(selected) ?? null) : null;

  return (
    <BookingSection
      intro={
        <>
          {stay?.guestName ? (
            <p className="mt-1 text-sm text-muted-foreground">
              {m.experiences_booking_welcome_back({ name: stay.guestName })}
            </p>
          ) : null}
          <KeptBookingsNote bookings={keptBookings} />
        </>
      }
    >
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <div>
          <p id="booking-calendar-label" className="mb-2 text-sm font-medium text-foreground">
            {m.experiences_booking_date_label()}
          </p>
          <div id="booking-calendar" tabIndex={-1} className="outline-none">
            <BookingDatePicker
              month={month.first}
              placesLeft={placesLeft}
              selected={selected}
              onSelect={(date) => {
                setSelected(date);
                setDateError(undefined);
              }}
              stayDates={stayDates}
              canGoBack={offset > 0}
              canGoForward={offset < MONTHS_AHEAD}
              onMonthChange={(step) => setOffset((current) => current + step)}
              status={status}
              invalid={Boolean(dateError)}
              describedBy={dateError ? 'booking-date-error' : undefined}
            />
          </div>
          <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
            {selected
              ? m.experiences_booking_selected({ date: formatBookingDate(selected) })
              : m.experiences_booking_pick_date()}
          </p>
          {dateError ? (
            <p
              id="booking-date-error"
              role="alert"
              className={cn('mt-1 text-sm text-destructive', darkDestructiveText)}
            >
              {dateError}
            </p>
          ) : null}
        </div>
        <BookingForm
          experience={experience}
          bookingDate={selected}
          onDateError={setDateError}
          placesLeft={selectedPlaces}
          defaultName={stay?.guestName ?? ''}
          onBooked={(booked) => {
            keepBooking(booked);
            setConfirmation(booked);
          }}
          onFull={() => void availability.refetch()}
        />
      </div>
    </BookingSection>
  );
}
