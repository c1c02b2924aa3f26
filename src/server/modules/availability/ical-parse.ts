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

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const timeToIso = (t: ICAL.Time) => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;

/**
 * The dates a feed's event may have (issue 42): starting at most a year back and three years ahead, and
 * lasting at most a year. A hostile `00010101`–`99991231` is skipped and named, not stored.
 */
export const EVENT_WINDOW = { daysBack: 366, daysAhead: 3 * 366, maxNights: 366 } as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether an event's dates are real calendar dates inside EVENT_WINDOW around `today`. */
export function isWithinEventWindow(start: string, end: string, today: string): boolean {
  if (!ISO_DATE.test(start) || !ISO_DATE.test(end) || Number.isNaN(Date.parse(start))) return false;
  if (Number.isNaN(Date.parse(end)) || end <= start) return false;
  if (
    start < addDaysIso(today, -EVENT_WINDOW.daysBack) ||
    start > addDaysIso(today, EVENT_WINDOW.daysAhead)
  ) {
    return false;
  }
  return end <= addDaysIso(start, EVENT_WINDOW.maxNights);
}

/** A skipped event as the owner reads it in the feed's status: `"Reserved" 0001-01-01 → 9999-12-31`. */
export function describeSkippedEvent(summary: string | null, start: string, end: string): string {
  const name = summary?.trim().replace(/\s+/g, ' ').slice(0, 60) || 'An event';
  return `"${name}" ${start} → ${end}`;
}

/** How many skipped events the status names; the rest are counted. */
const SKIPPED_NAMED = 3;

/** The feed's status note for events skipped as outside EVENT_WINDOW; null when none was. */
export function skippedEventsNote(skipped: readonly string[]): string | null {
  if (skipped.length === 0) return null;
  const named = skipped.slice(0, SKIPPED_NAMED).join('; ');
  const more = skipped.length > SKIPPED_NAMED ? ` and ${skipped.length - SKIPPED_NAMED} more` : '';
  const count = skipped.length === 1 ? '1 event was' : `${skipped.length} events were`;
  return `${count} skipped: dates more than a year back, more than three years ahead or longer than a year: ${named}${more}.`;
}

export interface ParsedCalendar {
  ranges: BlockedRange[];
  /** Events outside EVENT_WINDOW, described for the owner (describeSkippedEvent). */
  skipped: string[];
}

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

/** The blocked ranges of a feed; `today` (in the chalet's zone) skips events outside EVENT_WINDOW. */
export function parseIcalRanges(body: string, timeZone: string, today?: string): BlockedRange[] {
  return parseIcalCalendar(body, timeZone, today).ranges;
}

export function parseIcalCalendar(body: string, timeZone: string, today?: string): ParsedCalendar {
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
  const skipped: string[] = [];
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
    if (today !== undefined && !isWithinEventWindow(startIso, endIso, today)) {
      const summary = component.getFirstPropertyValue('summary');
      skipped.push(describeSkippedEvent(typeof summary === 'string' ? summary : null, startIso, endIso));
      continue;
    }
    ranges.push({ start: startIso, end: endIso });
  }
  return { ranges: mergeRanges(ranges), skipped };
}
