/**
 * Guest stays: the window in which a code's `stay` instructions are shown, and the chalet-zone date
 * helpers both sides use. Plain Intl (no zone database in the bundle): every engine we target ships ICU.
 */

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

export type StayPhase = 'upcoming' | 'in-stay' | 'ended';

/** Where `now` lies relative to a stay window. */
export function stayPhase(window: { opensAt: Date; closesAt: Date }, now: Date): StayPhase {
  if (now.getTime() < window.opensAt.getTime()) return 'upcoming';
  if (now.getTime() >= window.closesAt.getTime()) return 'ended';
  return 'in-stay';
}

function parts(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const map: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat('en-AU', { timeZone, ...options }).formatToParts(date)) {
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

/** The wall-clock fields of an instant in a zone, as if they were UTC (to measure the zone's offset). */
function wallClockAsUtc(date: Date, timeZone: string): number {
  const p: Record<string, string> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(date)) p[part.type] = part.value;
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
}

/**
 * One formatter per zone: making one costs far more than using it, and a calendar sync reads the wall
 * clock four times per reservation (thousands in a big feed, issue 42).
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in minutes (+600 for Sydney in winter, +660 in summer). */
export function zoneOffsetMinutes(value: Date | string, timeZone: string): number {
  const date = new Date(value);
  const instant = Math.floor(date.getTime() / 1000) * 1000; // the wall clock is read to the second
  return Math.round((wallClockAsUtc(date, timeZone) - instant) / 60_000);
}

/** An instant as a `datetime-local` value (`YYYY-MM-DDTHH:mm`) on the zone's wall clock. */
export function toZonedLocalInput(value: Date | string, timeZone: string): string {
  return new Date(wallClockAsUtc(new Date(value), timeZone)).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read on the zone's wall clock, as an ISO instant; null when malformed.
 * Two passes settle the offset across a daylight-saving change.
 */
export function fromZonedLocalInput(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  let guess = wanted;
  for (let pass = 0; pass < 2; pass++) {
    guess = wanted - (wallClockAsUtc(new Date(guess), timeZone) - guess);
  }
  const date = new Date(guess);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
