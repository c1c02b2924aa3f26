/**
 * Turns an iCal body into blocked date ranges, with ical.js (Mozilla's RFC 5545 parser) doing the
 * parsing. All-day events keep their dates, `DTEND` exclusive (RFC 5545 3.6.1; a missing DTEND means one
 * day). Timed events block the nights they touch, in the chalet's time zone.
 */
import ICAL from 'ical.js';
import type { BlockedRange } from '../../../shared/schemas/availability.js';
import { addDaysIso, mergeRanges } from './ranges.js';

export class FeedParseError extends Error {}

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

const pad = (n: number) => String(n).padStart(2, '0');
const timeToIso = (t: ICAL.Time) => `${t.year}-${pad(t.month)}-${pad(t.day)}`;

export function parseIcalRanges(body: string, timeZone: string): BlockedRange[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(body)) {
    throw new FeedParseError('The answer is not an iCalendar file (no BEGIN:VCALENDAR)');
  }
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(body) as unknown[]);
  } catch (error) {
    throw new FeedParseError(`The iCalendar file could not be read: ${(error as Error).message}`);
  }
  if (calendar.name !== 'vcalendar') throw new FeedParseError('The answer is not an iCalendar file');
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }

  const ranges: BlockedRange[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const status = component.getFirstPropertyValue('status');
    if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') continue;
    const event = new ICAL.Event(component);
    const start = event.startDate;
    if (!start) continue;
    let end = event.endDate;
    let startIso: string;
    let endIso: string;
    if (start.isDate) {
      startIso = timeToIso(start);
      endIso = end?.isDate ? timeToIso(end) : addDaysIso(startIso, 1);
    } else {
      startIso = isoDateInZone(start.toJSDate(), timeZone);
      end ??= start;
      const endDate = end.toJSDate();
      endIso = isoDateInZone(endDate, timeZone);
    }
    // A stay blocks at least its first night.
    if (endIso <= startIso) endIso = addDaysIso(startIso, 1);
    ranges.push({ start: startIso, end: endIso });
  }
  return mergeRanges(ranges);
}
