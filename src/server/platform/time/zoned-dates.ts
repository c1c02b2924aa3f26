/**
 * The server's calendar dates: YYYY-MM-DD strings on the chalet's calendar (SITE_TIME_ZONE). Plain Intl,
 * no zone database. The wall-clock conversions the browser needs too live in src/shared/stay.ts and are
 * re-exported here, so server code finds every date helper in one place and none is written twice.
 */
export {
  formatStayDate,
  formatStayDateWithZone,
  fromZonedLocalInput,
  toZonedLocalInput,
  zoneName,
  zoneOffsetMinutes,
} from '../../../shared/stay.js';

import { zoneName } from '../../../shared/stay.js';

/** YYYY-MM-DD of an instant in a time zone. */
export function isoDateInZone(date: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** Adds days to an ISO date (calendar arithmetic in UTC, so no daylight-saving surprises). */
export function addDaysIso(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * "Monday 5 April 2027, 9:00 am AEST": an instant as a guest or the owner reads it in an email, on the
 * chalet's clock, saying which clock by its short name (decision 0056; the calendar file keeps the IANA id).
 */
export function formatLongDateTimeInZone(date: Date, timeZone: string): string {
  const map: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  for (const part of format.formatToParts(date)) map[part.type] = part.value;
  const period = (map.dayPeriod ?? '').toLowerCase();
  return `${map.weekday} ${map.day} ${map.month} ${map.year}, ${map.hour}:${map.minute} ${period} ${zoneName(date, timeZone)}`;
}

/** "Monday 5 April 2027": a calendar date (YYYY-MM-DD) written out. */
export function formatLongDate(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .format(new Date(`${iso}T00:00:00Z`))
    .replace(',', '');
}
