import { format, isValid } from 'date-fns';
import { DATE_FORMAT_MESSAGES } from '../../../shared/constants.js';

export type DateInput = string | number | Date | null | undefined;

/** A valid Date, or null for missing or unparseable input. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
}

/** 'MMM d, yyyy' (spec 9, e.g. 'Jun 5, 2025'); '' when there is no valid date. Browser-only use (local time). */
export function formatDate(value: DateInput, pattern: string = DATE_FORMAT_MESSAGES): string {
  const date = toDate(value);
  return date ? format(date, pattern) : '';
}

/** The browser's local date (toLocaleDateString); `fallback` when there is no valid date. */
export function formatLocalDate(value: DateInput, fallback = ''): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString() : fallback;
}

/** The browser's local date and time (toLocaleString); `fallback` when there is no valid date. */
export function formatLocalDateTime(value: DateInput, fallback = ''): string {
  const date = toDate(value);
  return date ? date.toLocaleString() : fallback;
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
