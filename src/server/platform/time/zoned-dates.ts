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
} from '../../../shared/stay.js';

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
