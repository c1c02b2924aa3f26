/**
 * Pure date logic of the guest calendar. Dates are ISO strings (YYYY-MM-DD) in the chalet's time zone;
 * date-fns works on them as local midnights, which is safe for day and month arithmetic.
 */
import { addDays, addMonths, format, getDay, parseISO, startOfMonth } from 'date-fns';
import { formatInLocale } from '../../../shared/i18n/format.js';
import { getLocale, m } from '../../../shared/i18n/locale.js';
import { intlLocale } from '../../../shared/locales.js';
import type { BlockedRange } from '../../../shared/schemas/availability.js';

export const toIso = (date: Date) => format(date, 'yyyy-MM-dd');
export const addDaysTo = (iso: string, days: number) => toIso(addDays(parseISO(iso), days));
export const addMonthsTo = (iso: string, months: number) => toIso(addMonths(parseISO(iso), months));
export const monthStart = (iso: string) => toIso(startOfMonth(parseISO(iso)));

/** 'Friday, 5 December 2026' */
/** A calendar date (no time, so formatted in UTC) in a translated page's own way. */
const localDate = (iso: string, options: Intl.DateTimeFormatOptions) =>
  formatInLocale(new Date(`${iso}T00:00:00Z`), { ...options, timeZone: 'UTC' });
const isEnglish = () => getLocale() === 'en';

export const fullDate = (iso: string) =>
  isEnglish()
    ? format(parseISO(iso), 'EEEE, d MMMM yyyy')
    : localDate(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** 'Fri 5 Dec' */
export const shortDate = (iso: string) =>
  isEnglish()
    ? format(parseISO(iso), 'EEE d MMM')
    : localDate(iso, { weekday: 'short', day: 'numeric', month: 'short' });
export const monthTitle = (iso: string) =>
  isEnglish() ? format(parseISO(iso), 'MMMM yyyy') : localDate(iso, { month: 'long', year: 'numeric' });

/** The week's days from Monday, [short, long]: English's own two letters, else the language's. */
export const weekdayNames = (): readonly (readonly [string, string])[] =>
  // 2024-01-01 was a Monday.
  Array.from({ length: 7 }, (_, i) => {
    const iso = `2024-01-0${i + 1}`;
    return isEnglish()
      ? ([format(parseISO(iso), 'EEEEEE'), format(parseISO(iso), 'EEEE')] as const)
      : ([localDate(iso, { weekday: 'short' }), localDate(iso, { weekday: 'long' })] as const);
  });

/** True when the night starting on `iso` is booked (ranges' ends are exclusive). */
export function isBookedNight(iso: string, blocked: readonly BlockedRange[]): boolean {
  return blocked.some((range) => range.start <= iso && iso < range.end);
}

/** True when every night from check-in up to (not including) check-out is free. */
export function isStayFree(checkIn: string, checkOut: string, blocked: readonly BlockedRange[]): boolean {
  return blocked.every((range) => range.end <= checkIn || range.start >= checkOut);
}

export interface Selection {
  checkIn: string | null;
  checkOut: string | null;
}

export interface DayState {
  iso: string;
  past: boolean;
  booked: boolean;
  /** Can be chosen now (as check-in, or as check-out of the chosen check-in). */
  selectable: boolean;
  /** Selectable only as the check-out day (a booked night whose morning is free). */
  checkoutOnly: boolean;
  selected: boolean;
  inRange: boolean;
}

export function dayState(
  iso: string,
  today: string,
  lastDay: string,
  blocked: readonly BlockedRange[],
  selection: Selection,
): DayState {
  const past = iso < today || iso > lastDay;
  const booked = isBookedNight(iso, blocked);
  const { checkIn, checkOut } = selection;
  const asCheckOut =
    checkIn !== null && checkOut === null && iso > checkIn && isStayFree(checkIn, iso, blocked);
  const selectable = !past && (!booked || asCheckOut);
  return {
    iso,
    past,
    booked,
    selectable,
    checkoutOnly: booked && asCheckOut && !past,
    selected: iso === checkIn || iso === checkOut,
    inRange: checkIn !== null && checkOut !== null && iso > checkIn && iso < checkOut,
  };
}

/** The next selection after choosing `iso` (already known to be selectable). */
export function choose(iso: string, selection: Selection, blocked: readonly BlockedRange[]): Selection {
  const { checkIn, checkOut } = selection;
  if (checkIn !== null && checkOut === null && iso > checkIn && isStayFree(checkIn, iso, blocked)) {
    return { checkIn, checkOut: iso };
  }
  return { checkIn: iso, checkOut: null };
}

/** The weeks of a month as rows of 7 ISO dates (null outside the month), weeks starting on Monday. */
export function monthWeeks(firstOfMonth: string): (string | null)[][] {
  const first = parseISO(firstOfMonth);
  const lead = (getDay(first) + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = first; d.getMonth() === first.getMonth(); d = addDays(d, 1)) days.push(toIso(d));
  while (days.length % 7 !== 0) days.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/**
 * Fewer days than this left in the current month (today included) and the calendar opens on the next one:
 * a phone shows one month, and a month of two or three choosable days is a wasted first view.
 */
export const OPEN_NEXT_MONTH_BELOW_DAYS = 7;

/** How many months after today's the calendar first shows: 0, or 1 near the month's end. */
export function openingMonthOffset(today: string): number {
  // ISO dates parse as UTC midnights: their difference is whole days.
  const daysLeft = (Date.parse(monthStart(addMonthsTo(today, 1))) - Date.parse(today)) / 86_400_000;
  return daysLeft < OPEN_NEXT_MONTH_BELOW_DAYS ? 1 : 0;
}

/** Who is coming: the booking platform's four guest kinds. */
export interface Party {
  adults: number;
  children: number;
  infants: number;
  pets: number;
}

/**
 * The booking platform's link with the stay and party carried over (Airbnb's parameters). Children,
 * infants and pets are added only when there are some, as the platform's own links do.
 */
export function bookingLink(bookingUrl: string, checkIn: string, checkOut: string, party: Party): string {
  const url = new URL(bookingUrl);
  url.searchParams.set('check_in', checkIn);
  url.searchParams.set('check_out', checkOut);
  url.searchParams.set('adults', String(party.adults));
  for (const kind of ['children', 'infants', 'pets'] as const) {
    if (party[kind] > 0) url.searchParams.set(kind, String(party[kind]));
    else url.searchParams.delete(kind);
  }
  return url.toString();
}

/** 'Calendar updated 5 minutes ago' and its stale variant. */
export function freshnessText(syncedAt: string | null, stale: boolean, now: number): string {
  const age = syncedAt ? describeAge(now - Date.parse(syncedAt)) : null;
  if (stale) {
    return age ? m.home_availability_stale_since({ age }) : m.home_availability_stale();
  }
  return age ? m.home_availability_updated({ age }) : m.home_availability_not_synced();
}

function describeAge(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 1) return m.home_availability_just_now();
  const hours = Math.floor(minutes / 60);
  if (!isEnglish()) {
    // The language's own "5 minutes ago" (`vor 5 Minuten`, `5 分前`).
    const relative = new Intl.RelativeTimeFormat(intlLocale(getLocale()));
    if (minutes < 60) return relative.format(-minutes, 'minute');
    return hours < 48 ? relative.format(-hours, 'hour') : relative.format(-Math.floor(hours / 24), 'day');
  }
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `${Math.floor(hours / 24)} days ago`;
}
