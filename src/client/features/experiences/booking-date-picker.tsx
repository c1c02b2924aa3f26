import { m } from '../../../shared/i18n/locale.js';
import { cn } from '../../lib/cn.js';
import { dateParts, formatLongDate, formatMonthTitle, placesText, weekdayHeadings } from './format.js';

/** YYYY-MM-DD of a calendar day (months from 1; day overflow rolls over like Date.UTC). */
export function isoDay(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** The first and last day of the month `offset` months after the month of `iso`. */
export function monthRange(iso: string, offset = 0) {
  const { year, month } = dateParts(iso);
  const first = isoDay(year, month + offset, 1);
  const { year: y, month: m } = dateParts(first);
  return { first, last: isoDay(y, m + 1, 0) };
}

export interface BookingDatePickerProps {
  /** First day of the month shown. */
  month: string;
  /** Bookable dates of that month with their places left; every other day is disabled. */
  placesLeft: ReadonlyMap<string, number>;
  selected: string | null;
  onSelect: (date: string) => void;
  /** The dates of the guest's own stay (highlighted). */
  stayDates: ReadonlySet<string>;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonthChange: (offset: -1 | 1) => void;
  /** Shown over the grid while the month's availability loads or failed. */
  status?: React.ReactNode;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A month of days: only bookable dates are buttons that can be pressed (and tabbed to), each saying its
 * places left; the guest's stay dates are marked. A plain grid of buttons, so keyboard use is Tab/Enter.
 */
export function BookingDatePicker({
  month,
  placesLeft,
  selected,
  onSelect,
  stayDates,
  canGoBack,
  canGoForward,
  onMonthChange,
  status,
  invalid,
  describedBy,
}: BookingDatePickerProps) {
  const { year, month: monthNumber, weekday } = dateParts(month);
  const { last } = monthRange(month);
  const daysInMonth = dateParts(last).day;
  const leading = (weekday + 6) % 7; // weeks start on Monday
  const titleId = `booking-month-${month}`;

  return (
    <div
      role="group"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={cn('rounded-xl border bg-card p-4', invalid ? 'border-destructive' : 'border-border')}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => onMonthChange(-1)}
          disabled={!canGoBack}
          className="rounded-md border border-border px-3 py-1.5 text-sm font-medium text-foreground outline-none hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40"
        >
          <span aria-hidden="true">‹</span>{' '}
          <span className="sr-only">{m.experiences_calendar_previous_month()}</span>
        </button>
        <p id={titleId} className="font-medium text-foreground" aria-live="polite">
          {formatMonthTitle(month)}
        </p>
        <button
          type="button"
          onClick={() => onMonthChange(1)}
          disabled={!canGoForward}
          className="rounded-md border border-border px-3 py-1.5 text-sm font-medium text-foreground outline-none hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40"
        >
          <span className="sr-only">{m.experiences_calendar_next_month()}</span>{' '}
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="relative">
        <div className="grid grid-cols-7 gap-1 text-center" aria-hidden="true">
          {weekdayHeadings().map((day) => (
            <span key={day} className="pb-1 text-xs font-medium text-muted-foreground">
              {day}
            </span>
          ))}
        </div>
        <ul className="grid grid-cols-7 gap-1">
          {Array.from({ length: leading }, (_, index) => (
            <li key={`blank-${index}`} aria-hidden="true" />
          ))}
          {Array.from({ length: daysInMonth }, (_, index) => {
            const date = isoDay(year, monthNumber, index + 1);
            const places = placesLeft.get(date);
            const bookable = places !== undefined && places > 0;
            const isSelected = selected === date;
            const inStay = stayDates.has(date);
            const label = `${formatLongDate(date)}${bookable ? m.experiences_calendar_day_places({ places: placesText(places) }) : m.experiences_calendar_day_unavailable()}${inStay ? m.experiences_calendar_day_in_stay() : ''}`;
            return (
              <li key={date}>
                <button
                  type="button"
                  disabled={!bookable}
                  aria-pressed={isSelected}
                  aria-label={label}
                  data-date={date}
                  onClick={() => onSelect(date)}
                  className={cn(
                    'flex h-14 w-full flex-col items-center justify-center rounded-lg border text-sm outline-none transition-colors',
                    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card',
                    bookable
                      ? 'border-border bg-background font-medium text-foreground hover:border-primary'
                      : 'cursor-not-allowed border-transparent text-muted-foreground/70 line-through',
                    inStay &&
                      !isSelected &&
                      'border-amber-600 bg-amber-100 dark:border-accent dark:bg-accent/20',
                    isSelected && 'border-primary bg-primary text-primary-foreground hover:border-primary',
                  )}
                >
                  <span>{index + 1}</span>
                  {bookable ? (
                    <span
                      className={cn(
                        'text-[0.65rem] leading-none',
                        isSelected ? 'text-primary-foreground' : 'text-muted-foreground',
                      )}
                    >
                      {m.experiences_calendar_left({ count: places })}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
        {status ? (
          <div className="absolute inset-0 flex items-center justify-center rounded-lg bg-card/85 p-4 text-center text-sm">
            {status}
          </div>
        ) : null}
      </div>
      {stayDates.size > 0 ? (
        <p className="mt-3 flex items-center gap-2 text-xs text-muted-foreground">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm border border-amber-600 bg-amber-100 dark:border-accent dark:bg-accent/20"
          />
          {m.experiences_calendar_your_stay()}
        </p>
      ) : null}
    </div>
  );
}
