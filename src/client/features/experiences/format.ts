import { formatInLocale } from '../../../shared/i18n/format.js';
import { getLocale, m } from '../../../shared/i18n/locale.js';
import { WEEKDAYS as DAY_NAMES } from '../../../shared/schemas/experiences.js';
import { formatStayDateWithZone } from '../../../shared/stay.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** English keeps the spec's own formats; the other languages are formatted by Intl (decision 0093). */
const isEnglish = () => getLocale() === 'en';

/** The calendar fields of a YYYY-MM-DD date (no time, no zone: a booking date is a day). */
export function dateParts(iso: string) {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** A booking date as an instant at UTC midnight: formatted in UTC, it stays the same calendar day. */
const utcDay = (iso: string) => {
  const { year, month, day } = dateParts(iso);
  return Date.UTC(year, month - 1, day);
};

/** "Fri 5 Dec 2026" for a YYYY-MM-DD booking date ("2026年12月5日(金)" in Japanese). */
export function formatBookingDate(iso: string): string {
  const { year, month, day, weekday } = dateParts(iso);
  if (!isEnglish()) {
    return formatInLocale(utcDay(iso), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  return `${WEEKDAYS[weekday]?.slice(0, 3)} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** "Friday 5 December 2026" (a date button's accessible name). */
export function formatLongDate(iso: string): string {
  const { year, month, day, weekday } = dateParts(iso);
  if (!isEnglish()) {
    return formatInLocale(utcDay(iso), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-AU', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${WEEKDAYS[weekday]} ${day} ${monthName} ${year}`;
}

/** "December 2026": the calendar's title for the month starting on `first`. */
export function formatMonthTitle(first: string): string {
  const options = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  return isEnglish()
    ? new Date(utcDay(first)).toLocaleString('en-AU', options)
    : formatInLocale(utcDay(first), options);
}

/** The calendar's column headings, Monday first ("Mon", "Mo.", "月"). 2024-01-01 was a Monday. */
export function weekdayHeadings(): string[] {
  if (isEnglish()) return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return Array.from({ length: 7 }, (_, index) =>
    formatInLocale(Date.UTC(2024, 0, 1 + index), { weekday: 'short', timeZone: 'UTC' }),
  );
}

/** The days an experience runs on ("Monday, Friday"), named in the page's language. */
export function formatRunsOn(days: readonly string[]): string {
  if (isEnglish()) return days.join(', ');
  return days
    .map((name) => {
      const index = DAY_NAMES.findIndex((day) => day.toLowerCase() === name.trim().toLowerCase());
      return index < 0
        ? name
        : formatInLocale(Date.UTC(2024, 0, 1 + index), { weekday: 'long', timeZone: 'UTC' });
    })
    .join(getLocale() === 'ja' || getLocale() === 'zh' ? '、' : ', ');
}

export { formatPrice } from './price.js';

/** When a booking starts (or a cut-off): "Fri 5 Dec, 1:00 PM AEDT"; the language's way elsewhere, zone named. */
export function formatStartsAt(value: Date | string, timeZone: string): string {
  if (isEnglish()) return formatStayDateWithZone(value, timeZone);
  return formatInLocale(new Date(value), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
}

/** "1 place" / "3 places". */
export const placesText = (count: number) => m.experiences_places({ count });
