/**
 * Turns an iCal body into blocked date ranges, with ical.js (Mozilla's RFC 5545 parser) doing the
 * parsing. All-day events keep their dates, `DTEND` exclusive (RFC 5545 3.6.1; a missing DTEND means one
 * day). Timed events block the nights they touch, in the chalet's time zone.
 *
 * The work is bounded (decision 0036): at most ICAL_MAX_EVENTS events, counted before anything is parsed,
 * and a parse linear in the feed's size. The sync runs it in a worker thread (ical-parse-thread.ts).
 */
import ICAL from 'ical.js';
import type { BlockedRange } from '../../../shared/schemas/availability.js';
import { addDaysIso, isoDateInZone } from '../../platform/time/zoned-dates.js';
import { mergeRanges } from './ranges.js';

export class FeedParseError extends Error {}

/** Far more than a listing's calendar holds (one event per stay or blocked night, a year or two ahead). */
export const ICAL_MAX_EVENTS = 5_000;
const EVENT_START = /^BEGIN:VEVENT[ \t]*\r?$/gim;

const pad = (n: number) => String(n).padStart(2, '0');
const timeToIso = (t: ICAL.Time) => `${t.year}-${pad(t.month)}-${pad(t.day)}`;

/**
 * Refuses what is not a calendar, or one of more than ICAL_MAX_EVENTS events, before any parsing: the
 * events are counted on the text, a scan of a few milliseconds for 2 MB.
 */
export function assertReadableFeed(body: string): void {
  if (!/^\s*BEGIN:VCALENDAR/i.test(body)) {
    throw new FeedParseError('The answer is not an iCalendar file (no BEGIN:VCALENDAR)');
  }
  if ((body.match(EVENT_START)?.length ?? 0) > ICAL_MAX_EVENTS) {
    throw new FeedParseError(
      `The feed has more than ${ICAL_MAX_EVENTS.toLocaleString('en-US')} events and was not read`,
    );
  }
}

export function parseIcalRanges(body: string, timeZone: string): BlockedRange[] {
  assertReadableFeed(body);
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
    // No exceptions to relate: without them ICAL.Event scans every sibling for a RECURRENCE-ID, which
    // made the parse quadratic (30,000 events: minutes). Rules are not expanded (decision 0013), so an
    // exception is read as the event it is.
    const event = new ICAL.Event(component, { exceptions: [] });
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
