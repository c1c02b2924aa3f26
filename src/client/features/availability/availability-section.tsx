import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { isPlaceholderBookingUrl } from '../../../shared/booking-link.js';
import { AVAILABILITY_MONTHS_AHEAD } from '../../../shared/constants.js';
import { m } from '../../../shared/i18n/locale.js';
import { sectionIds } from '../../../shared/routes.js';
import type { BlockedRange } from '../../../shared/schemas/availability.js';
import { HeadedSection } from '../../components/layout/section.js';
import { useAnalytics } from '../../lib/analytics.js';
import { cn } from '../../lib/cn.js';
import { requestDates } from '../../lib/dates-enquiry.js';
import {
  addDaysTo,
  addMonthsTo,
  bookingLink,
  choose,
  type DayState,
  dayState,
  freshnessText,
  fullDate,
  monthStart,
  monthTitle,
  monthWeeks,
  openingMonthOffset,
  type Party,
  type Selection,
  shortDate,
  weekdayNames,
} from './calendar-model.js';
import { availabilityQuery, useAvailability } from './queries.js';

const MAX_GUESTS = 8;
/** The booking platform's own caps (Airbnb: up to 5 infants and 5 pets, neither counted as guests). */
const MAX_INFANTS = 5;
const MAX_PETS = 5;
const PHONE_QUERY = '(max-width: 767px)';

/** 'Calendar updated N minutes ago', kept current each minute (the server's text is replaced after mount). */
function Freshness({ syncedAt, stale }: { syncedAt: string | null; stale: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p
      className={cn(
        'text-sm',
        stale
          ? 'rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100'
          : 'text-muted-foreground',
      )}
      role={stale ? 'status' : undefined}
      data-testid="availability-freshness"
      // Minutes may tick over between the server's render and hydration.
      suppressHydrationWarning
    >
      {freshnessText(syncedAt, stale, now)}
    </p>
  );
}

/**
 * The later of two ISO dates. They compare as plain strings: `localeCompare` would build the browser's
 * collator first, the costliest call of the home page's start-up (decision 0030).
 */
const laterIso = (a: string, b: string) => (a < b ? b : a);

/** Where a navigation key moves the focus from `iso`; null for other keys. */
function keyTarget(key: string, iso: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDaysTo(iso, -1);
    case 'ArrowRight':
      return addDaysTo(iso, 1);
    case 'ArrowUp':
      return addDaysTo(iso, -7);
    case 'ArrowDown':
      return addDaysTo(iso, 7);
    case 'PageUp':
      return addMonthsTo(iso, -1);
    case 'PageDown':
      return addMonthsTo(iso, 1);
    default:
      return null;
  }
}

function dayLabel(day: DayState): string {
  const status = day.past
    ? m.home_availability_day_past()
    : day.checkoutOnly
      ? m.home_availability_day_checkout_only()
      : day.booked
        ? m.home_availability_day_booked()
        : m.home_availability_day_available();
  return m.home_availability_day({ date: fullDate(day.iso), status });
}

function MonthGrid({
  first,
  today,
  lastDay,
  blocked,
  selection,
  focused,
  onChoose,
  onKeyDown,
  hiddenOnPhone,
}: {
  first: string;
  today: string;
  lastDay: string;
  blocked: readonly BlockedRange[];
  selection: Selection;
  focused: string;
  onChoose: (iso: string) => void;
  onKeyDown: (event: KeyboardEvent, iso: string) => void;
  hiddenOnPhone: boolean;
}) {
  const titleId = `availability-month-${first}`;
  return (
    <div className={cn('min-w-0 flex-1', hiddenOnPhone && 'hidden md:block')}>
      <h3 id={titleId} className="mb-3 text-center font-serif text-lg font-semibold text-foreground">
        {monthTitle(first)}
      </h3>
      <div role="grid" aria-labelledby={titleId} className="grid gap-1">
        {/* biome-ignore lint/a11y/useFocusableInteractive: in an ARIA grid only the cells take focus (roving tabindex, WAI-ARIA APG date picker) */}
        <div role="row" className="grid grid-cols-7 gap-1">
          {weekdayNames().map(([short, long]) => (
            // biome-ignore lint/a11y/useFocusableInteractive: in an ARIA grid only the cells take focus (roving tabindex)
            <div
              key={short}
              role="columnheader"
              aria-label={long}
              className="pb-1 text-center text-xs font-medium text-muted-foreground"
            >
              {short}
            </div>
          ))}
        </div>
        {monthWeeks(first).map((week) => (
          // biome-ignore lint/a11y/useFocusableInteractive: in an ARIA grid only the cells take focus (roving tabindex)
          <div role="row" key={week.find(Boolean)} className="grid grid-cols-7 gap-1">
            {week.map((iso, index) => {
              // biome-ignore lint/a11y/useFocusableInteractive: a blank cell before the 1st or after the last day
              if (!iso) return <div key={`blank-${index}`} role="gridcell" aria-hidden="true" />;
              const day = dayState(iso, today, lastDay, blocked, selection);
              return (
                <div
                  key={iso}
                  role="gridcell"
                  data-date={iso}
                  data-booked={day.booked || undefined}
                  tabIndex={iso === focused ? 0 : -1}
                  aria-label={dayLabel(day)}
                  aria-selected={day.selected || day.inRange}
                  aria-disabled={!day.selectable || undefined}
                  onClick={() => day.selectable && onChoose(iso)}
                  onKeyDown={(event) => onKeyDown(event, iso)}
                  className={cn(
                    'flex h-10 items-center justify-center rounded-md text-sm tabular-nums outline-none select-none',
                    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background',
                    day.past && 'text-muted-foreground/80',
                    // A visible edge, not only a fill, so booked days stand out in dark mode too (decision 0058).
                    !day.past &&
                      day.booked &&
                      !day.selected &&
                      'border border-muted-foreground bg-muted text-muted-foreground line-through decoration-1',
                    !day.past &&
                      !day.booked &&
                      !day.selected &&
                      !day.inRange &&
                      'text-foreground hover:bg-secondary',
                    day.selectable ? 'cursor-pointer' : 'cursor-not-allowed',
                    day.inRange && 'bg-primary/15 text-foreground',
                    day.selected && 'bg-primary font-semibold text-primary-foreground',
                  )}
                >
                  {Number(iso.slice(8))}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The party's four counts: key, label, least, an option's text ('2 adults'). */
const PARTY_FIELDS = [
  ['adults', m.home_availability_guests, 1, m.home_availability_adults_count],
  ['children', m.home_availability_children, 0, m.home_availability_children_count],
  ['infants', m.home_availability_infants, 0, m.home_availability_infants_count],
  ['pets', m.home_availability_pets, 0, m.home_availability_pets_count],
] as const;

/**
 * Adults (the 'Guests' select), children, infants and pets, as the booking platform takes them: adults and
 * children share the guest limit; infants and pets have the platform's own caps.
 */
function GuestPicker({ party, onChange }: { party: Party; onChange: (party: Party) => void }) {
  return (
    <fieldset
      className="grid grid-cols-2 gap-3 sm:flex-1 sm:grid-cols-4 sm:gap-4"
      data-testid="availability-guests"
    >
      <legend className="sr-only">{m.home_availability_who()}</legend>
      {PARTY_FIELDS.map(([kind, label, min, count]) => {
        const max =
          kind === 'adults'
            ? MAX_GUESTS
            : kind === 'children'
              ? MAX_GUESTS - party.adults
              : kind === 'infants'
                ? MAX_INFANTS
                : MAX_PETS;
        return (
          <label key={kind} className="grid gap-1 text-sm font-medium text-foreground">
            {label()}
            <select
              value={party[kind]}
              onChange={(event) => {
                const next = { ...party, [kind]: Number(event.target.value) };
                next.children = Math.min(next.children, MAX_GUESTS - next.adults);
                onChange(next);
              }}
              className="h-10 w-full rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {Array.from({ length: max - min + 1 }, (_, i) => i + min).map((n) => (
                <option key={n} value={n}>
                  {count({ count: n })}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The guest's availability calendar: booked nights from the platforms' feeds, a stay carried to booking. */
export function AvailabilitySection() {
  const { data } = useAvailability();
  const track = useAnalytics();
  const today = data?.today ?? '1970-01-01';
  const firstMonth = monthStart(today);
  const lastMonth = addMonthsTo(firstMonth, AVAILABILITY_MONTHS_AHEAD - 1);
  const lastDay = addDaysTo(addMonthsTo(firstMonth, AVAILABILITY_MONTHS_AHEAD), -1);
  const blocked = data?.blocked ?? [];

  // Near a month's end the calendar opens on the next month (decision 0058).
  const [offset, setOffset] = useState(() => openingMonthOffset(today));
  const [selection, setSelection] = useState<Selection>({ checkIn: null, checkOut: null });
  const [focused, setFocused] = useState(() => laterIso(addMonthsTo(firstMonth, offset), today));
  const [party, setParty] = useState<Party>({ adults: 2, children: 0, infants: 0, pets: 0 });
  const [monthsShown, setMonthsShown] = useState(2);
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  // Phones show one month (CSS hides the second); keyboard paging follows what is visible.
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => setMonthsShown(query.matches ? 1 : 2);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!data?.today) return;
    const opening = openingMonthOffset(data.today);
    setOffset((current) => Math.max(current, opening));
    setFocused((current) =>
      laterIso(current, laterIso(addMonthsTo(monthStart(data.today), opening), data.today)),
    );
  }, [data?.today]);

  const shownFirst = addMonthsTo(firstMonth, offset);
  const maxOffset = AVAILABILITY_MONTHS_AHEAD - monthsShown;

  // After a key moved the focus, put the browser's focus on the new day.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  });

  const focusDay = (iso: string) => {
    const clamped = iso < today ? today : iso > lastDay ? lastDay : iso;
    const month = monthStart(clamped);
    const monthsFromFirst =
      (Number(month.slice(0, 4)) - Number(firstMonth.slice(0, 4))) * 12 +
      Number(month.slice(5, 7)) -
      Number(firstMonth.slice(5, 7));
    if (monthsFromFirst < offset) setOffset(monthsFromFirst);
    else if (monthsFromFirst > offset + monthsShown - 1) {
      setOffset(Math.min(maxOffset, monthsFromFirst - monthsShown + 1));
    }
    moveFocus.current = true;
    setFocused(clamped);
  };

  const chooseDay = (iso: string) => {
    setFocused(iso);
    setSelection((current) => choose(iso, current, blocked));
  };

  const onKeyDown = (event: KeyboardEvent, iso: string) => {
    const target = keyTarget(event.key, iso);
    if (target) {
      event.preventDefault();
      focusDay(target);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (dayState(iso, today, lastDay, blocked, selection).selectable) chooseDay(iso);
    }
  };

  const page = (delta: number) => {
    const next = Math.max(0, Math.min(maxOffset, offset + delta));
    setOffset(next);
    const first = addMonthsTo(firstMonth, next);
    setFocused(laterIso(first, today));
  };

  const { checkIn, checkOut } = selection;
  const nights = useMemo(() => {
    if (!checkIn || !checkOut) return 0;
    return Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  }, [checkIn, checkOut]);
  const href = data && checkIn && checkOut ? bookingLink(data.bookingUrl, checkIn, checkOut, party) : null;

  if (!data) return null;
  const months = [shownFirst, addMonthsTo(shownFirst, 1)].filter((m) => m <= lastMonth);

  return (
    <HeadedSection
      id={sectionIds.availability}
      eyebrow={m.home_availability_eyebrow()}
      title={m.home_availability_title()}
      intro={m.home_availability_intro()}
    >
      <div className="mx-auto max-w-4xl rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <Freshness syncedAt={data.syncedAt} stale={data.stale} />
          <ul
            className="flex flex-wrap gap-4 text-xs text-muted-foreground"
            aria-label={m.home_availability_legend()}
          >
            <li className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-3 rounded-sm border border-muted-foreground bg-card" />{' '}
              {m.home_availability_available()}
            </li>
            <li className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="size-3 rounded-sm border border-muted-foreground bg-muted"
              />{' '}
              {m.home_availability_booked()}
            </li>
            <li className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-3 rounded-sm bg-primary" />{' '}
              {m.home_availability_your_stay()}
            </li>
          </ul>
        </div>
        <div className="flex items-center justify-between">
          <button
            type="button"
            onClick={() => page(-1)}
            disabled={offset === 0}
            className="inline-flex h-9 items-center rounded-md border border-border px-3 text-sm font-medium outline-none hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40"
          >
            <span aria-hidden="true">‹</span>&nbsp;{m.home_availability_previous_month()}
          </button>
          <button
            type="button"
            onClick={() => page(1)}
            disabled={offset >= maxOffset}
            className="inline-flex h-9 items-center rounded-md border border-border px-3 text-sm font-medium outline-none hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40"
          >
            {m.home_availability_next_month()}&nbsp;<span aria-hidden="true">›</span>
          </button>
        </div>
        <div ref={gridRef} className="mt-4 flex gap-8" data-testid="availability-calendar">
          {months.map((first, index) => (
            <MonthGrid
              key={first}
              first={first}
              today={today}
              lastDay={lastDay}
              blocked={blocked}
              selection={selection}
              focused={focused}
              onChoose={chooseDay}
              onKeyDown={onKeyDown}
              hiddenOnPhone={index > 0}
            />
          ))}
        </div>
        <p className="sr-only">{m.home_availability_keys()}</p>
        <div className="mt-6 flex flex-col gap-4 border-t border-border pt-5">
          <div className="text-sm" aria-live="polite" data-testid="availability-summary">
            {checkIn ? (
              <p className="text-foreground">
                <span className="font-medium">{m.home_availability_check_in()}</span> {shortDate(checkIn)}
                {checkOut ? (
                  <>
                    {' '}
                    · <span className="font-medium">{m.home_availability_check_out()}</span>{' '}
                    {shortDate(checkOut)} · {m.home_availability_nights({ count: nights })}
                  </>
                ) : (
                  m.home_availability_now_check_out()
                )}
              </p>
            ) : (
              <p className="text-muted-foreground">{m.home_availability_choose_check_in()}</p>
            )}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <GuestPicker party={party} onChange={setParty} />
            {href && isPlaceholderBookingUrl(data.bookingUrl) ? (
              <a
                href={`#${sectionIds.contact}`}
                onClick={() =>
                  requestDates({ checkIn: checkIn as string, checkOut: checkOut as string, ...party })
                }
                className="inline-flex h-10 items-center justify-center rounded-lg bg-accent px-5 text-sm font-semibold text-accent-foreground shadow-sm outline-none hover:bg-accent/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              >
                {m.home_availability_request()}
              </a>
            ) : href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track('book_stay', { location: 'availability', nights })}
                className="inline-flex h-10 items-center justify-center rounded-lg bg-accent px-5 whitespace-nowrap text-sm font-semibold text-accent-foreground shadow-sm outline-none hover:bg-accent/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              >
                {m.home_availability_book()}
                <span className="sr-only"> {m.common_new_tab()}</span>
              </a>
            ) : (
              <button
                type="button"
                disabled
                className="inline-flex h-10 items-center justify-center rounded-lg bg-accent px-5 whitespace-nowrap text-sm font-semibold text-accent-foreground opacity-50"
              >
                {m.home_availability_book()}
              </button>
            )}
          </div>
        </div>
      </div>
    </HeadedSection>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
AvailabilitySection.queries = [availabilityQuery];
