/**
 * When an experience can be booked (decision 0053): on one of its weekdays, starting at least its lead
 * time from now, and no further ahead than its booking window, all on the chalet's calendar and clock
 * (SITE_TIME_ZONE).
 */
import { weekdayOfIsoDate } from '../../../shared/schemas/experiences.js';
import {
  addDaysIso,
  formatLongDate,
  fromZonedLocalInput,
  isoDateInZone,
} from '../../platform/time/zoned-dates.js';

export interface BookingRules {
  availableDays: readonly string[];
  startTime: string;
  durationMinutes: number;
  leadTimeHours: number;
  advanceWindowDays: number;
  cancellationCutoffHours: number;
}

const HOUR_MS = 3_600_000;

/** The instant an experience starts on a date: its start time on the chalet's wall clock. */
export function startsAtOf(date: string, startTime: string, timeZone: string): Date {
  const iso = fromZonedLocalInput(`${date}T${startTime}`, timeZone);
  if (!iso) throw new Error(`not a date and time: ${date}T${startTime}`);
  return new Date(iso);
}

/** The first and last dates bookable now, whatever their weekday. */
export function bookableRange(rules: BookingRules, timeZone: string, now: Date) {
  const earliest = new Date(now.getTime() + rules.leadTimeHours * HOUR_MS);
  let first = isoDateInZone(earliest, timeZone);
  if (startsAtOf(first, rules.startTime, timeZone) < earliest) first = addDaysIso(first, 1);
  const last = addDaysIso(isoDateInZone(now, timeZone), rules.advanceWindowDays);
  return { first, last };
}

const listDays = (days: readonly string[]) =>
  days.length <= 1 ? (days[0] ?? '') : `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;

/** Why a date cannot be booked now (the booking date's message), or null when it can. */
export function whyNotBookable(
  rules: BookingRules,
  date: string,
  timeZone: string,
  now: Date,
): string | null {
  if (!rules.availableDays.includes(weekdayOfIsoDate(date))) {
    return `This experience runs on ${listDays(rules.availableDays)} only. Please choose one of those days.`;
  }
  const { first, last } = bookableRange(rules, timeZone, now);
  if (date < first) {
    return `Please book at least ${rules.leadTimeHours} hours ahead: the earliest date is ${formatLongDate(first)}.`;
  }
  if (date > last) {
    return `Bookings are taken up to ${rules.advanceWindowDays} days ahead: the latest date is ${formatLongDate(last)}.`;
  }
  return null;
}

/** Each bookable date from `from` to `to` (inclusive), in order. */
export function bookableDates(rules: BookingRules, timeZone: string, now: Date, from: string, to: string) {
  const range = bookableRange(rules, timeZone, now);
  const start = from > range.first ? from : range.first;
  const end = to < range.last ? to : range.last;
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDaysIso(date, 1)) {
    if (rules.availableDays.includes(weekdayOfIsoDate(date))) dates.push(date);
  }
  return dates;
}

/** Until when a guest may cancel online: the cut-off before the start. */
export function cancelUntilOf(startsAt: Date, rules: Pick<BookingRules, 'cancellationCutoffHours'>): Date {
  return new Date(startsAt.getTime() - rules.cancellationCutoffHours * HOUR_MS);
}
