import { format, isValid } from 'date-fns';
import { ADMIN_DATE_FORMAT, ADMIN_DATE_TIME_FORMAT } from '../../../shared/constants.js';
import { zoneName } from '../../../shared/stay.js';

export type DateInput = string | number | Date | null | undefined;

/** A valid Date, or null for missing or unparseable input. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
}

/**
 * A date in the back office, 'MMM d, yyyy' (e.g. 'Jun 5, 2025'; spec 9, one format across the admin),
 * in the browser's time zone; `fallback` when there is no valid date. Browser-only (local time).
 */
export function formatDate(value: DateInput, fallback = ''): string {
  const date = toDate(value);
  return date ? format(date, ADMIN_DATE_FORMAT) : fallback;
}

/** A date and time in the back office, 'MMM d, yyyy, h:mm a' (e.g. 'Jun 5, 2025, 3:04 PM'); see formatDate. */
export function formatDateTime(value: DateInput, fallback = ''): string {
  const date = toDate(value);
  return date ? format(date, ADMIN_DATE_TIME_FORMAT) : fallback;
}

/**
 * A date and time on a zone's wall clock, named: 'Dec 5, 2025, 1:00 PM AEDT' (the
 * formatDateTime format; a guest's stay is at the chalet, wherever the owner is). Plain Intl, en-US
 * for the month's short name and AM/PM.
 */
export function formatZonedDateTime(value: Date | string, timeZone: string): string {
  const p: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  for (const part of format.formatToParts(new Date(value))) p[part.type] = part.value;
  return `${p.month} ${p.day}, ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod} ${zoneName(value, timeZone)}`;
}

/** The value of an `<input type="datetime-local">` (local time, minutes) for a date; '' when none. */
export function toDateTimeLocalValue(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

/** An `<input type="datetime-local">` value (local time) as an ISO string; null when empty or invalid. */
export function fromDateTimeLocalValue(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return isValid(date) ? date.toISOString() : null;
}

/** True when the date is earlier than `now`. */
export function isPastDate(value: DateInput, now: Date = new Date()): boolean {
  const date = toDate(value);
  return date !== null && date.getTime() < now.getTime();
}

// One description of a house time, shared with the server's instruction placeholders.
export { formatHouseTime } from '../../../shared/stay.js';
