/**
 * Guest stays: the window in which a code's `stay` instructions are shown, and the chalet-zone date
 * helpers both sides use. Plain Intl (no zone database in the bundle): every engine we target ships ICU;
 * the offsets and wall-clock conversions are @date-fns/tz's, which reads them from Intl (decision 0081).
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import { formatInLocale } from './i18n/format.js';
import { getLocale } from './i18n/locale.js';
import { intlLocale, type Locale, SOURCE_LOCALE } from './locales.js';

const HOUR_MS = 3_600_000;

export interface StayMargins {
  earlyHours: number;
  lateHours: number;
}

/** From `checkInAt − early` (stay instructions unlock) to `checkOutAt + late` (the code stops working). */
export function stayWindow(checkInAt: Date, checkOutAt: Date, { earlyHours, lateHours }: StayMargins) {
  return {
    opensAt: new Date(checkInAt.getTime() - earlyHours * HOUR_MS),
    closesAt: new Date(checkOutAt.getTime() + lateHours * HOUR_MS),
  };
}

/**
 * When a stay's secrets start to travel ahead to the guest's phone: `leadHours` before the unlock
 * (decision 0072; 0 means at the unlock, i.e. nothing travels early).
 */
export function aheadFrom(opensAt: Date, leadHours: number): Date {
  return new Date(opensAt.getTime() - leadHours * HOUR_MS);
}

export type StayPhase = 'upcoming' | 'in-stay' | 'ended';

/** Where `now` lies relative to a stay window. */
export function stayPhase(window: { opensAt: Date; closesAt: Date }, now: Date): StayPhase {
  if (now.getTime() < window.opensAt.getTime()) return 'upcoming';
  if (now.getTime() >= window.closesAt.getTime()) return 'ended';
  return 'in-stay';
}

/** One formatter per zone and options: making an Intl.DateTimeFormat costs about a hundred times more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', { timeZone, ...options });
    formatters.set(key, formatter);
  }
  return formatter;
}

function parts(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const map: Record<string, string> = {};
  for (const part of formatterOf(timeZone, options).formatToParts(date)) {
    map[part.type] = part.value;
  }
  return map;
}

/** "Fri 5 Dec, 1:00 PM" in the zone (the issue's `weekday d MMM, h:mm a`). */
export function formatStayDate(value: Date | string, timeZone: string): string {
  const p = parts(new Date(value), timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return `${p.weekday} ${p.day} ${p.month}, ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
}

/** A house time as guests read it: '15:00' → '3:00 PM' (anything else as it is). */
export function formatHouseTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time;
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'Sydney time': a zone as people say it, for a label that holds dates on either side of a change. */
export function zoneCityTime(timeZone: string): string {
  const city = timeZone.includes('/') ? timeZone.slice(timeZone.lastIndexOf('/') + 1) : '';
  return city ? `${city.replace(/_/g, ' ')} time` : timeZone;
}

/**
 * The zone's short name at that instant, as guests read it: 'AEDT' in summer, 'AEST' in winter (en-AU
 * names Australia's zones; en-US would say 'GMT+11'). Where the short name is only an offset, the
 * city's: 'Paris time'.
 */
export function zoneName(value: Date | string, timeZone: string): string {
  const name = parts(new Date(value), timeZone, { timeZoneName: 'short' }).timeZoneName ?? '';
  return /^[A-Z]{2,5}$/.test(name) ? name : zoneCityTime(timeZone);
}

/** "Fri 5 Dec, 1:00 PM AEDT": a date a guest or the owner sees says its zone, by its short name. */
export function formatStayDateWithZone(value: Date | string, timeZone: string): string {
  return `${formatStayDate(value, timeZone)} ${zoneName(value, timeZone)}`;
}

/**
 * A stay's date and time with its zone in a language (decision 0093): English exactly as
 * `formatStayDateWithZone`; the others in their own way (`Sa., 14. März, 14:00 GMT+11`,
 * `3月14日(土) 14:00 GMT+11`), the zone always last so it reads the same in every language.
 */
export function formatStayDateIn(
  value: Date | string,
  timeZone: string,
  locale: Locale = getLocale(),
): string {
  if (locale === SOURCE_LOCALE) return formatStayDateWithZone(value, timeZone);
  const date = new Date(value);
  const when = formatInLocale(
    date,
    { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone },
    locale,
  );
  const zone = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${when} ${zone}` : when;
}

/** A house time in a language: English as `formatHouseTime` ('3:00 PM'), others their way ('15:00', '오후 3:00'). */
export function formatHouseTimeIn(time: string, locale: Locale = getLocale()): string {
  if (locale === SOURCE_LOCALE) return formatHouseTime(time);
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time;
  // A wall-clock time of no particular day: formatted on a fixed UTC date in UTC, so no zone moves it.
  return formatInLocale(
    Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])),
    { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' },
    locale,
  );
}

/** The zone's offset from UTC at an instant, in minutes (+600 for Sydney in winter, +660 in summer). */
export function zoneOffsetMinutes(value: Date | string, timeZone: string): number {
  return tzOffset(timeZone, new Date(value));
}

/** An instant as a `datetime-local` value (`YYYY-MM-DDTHH:mm`) on the zone's wall clock. */
export function toZonedLocalInput(value: Date | string, timeZone: string): string {
  // TZDate's ISO text is the zone's wall clock with its offset: 2027-10-03T08:00:00.000+11:00.
  return new TZDate(new Date(value).getTime(), timeZone).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read on the zone's wall clock, as an ISO instant; null when malformed. A
 * time the clock skips (daylight saving starts) moves forward by the change; a time it shows twice is
 * the second (standard time) one.
 */
export function fromZonedLocalInput(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const date = new Date(new TZDate(y, mo - 1, d, h, mi, timeZone).getTime());
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
