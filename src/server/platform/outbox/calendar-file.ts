/**
 * An iCalendar file (RFC 5545) with one event, sent with a booking's emails, written with ical.js
 * (decision 0081). Its times are on the chalet's wall clock with the zone's id
 * (`DTSTART;TZID=Australia/Sydney:…`), and the file carries that zone's definition (VTIMEZONE) with the
 * real daylight-saving changes around the event, found by @date-fns/tz from the platform's zone data,
 * so a calendar app shows the right hour whatever its own zone, and says which zone the event keeps.
 */
import { tzOffset, tzScan } from '@date-fns/tz';
import ICAL from 'ical.js';
import { toZonedLocalInput } from '../time/zoned-dates.js';

export interface CalendarEvent {
  uid: string;
  /** PUBLISH a new or changed event, CANCEL a cancelled one. */
  method: 'PUBLISH' | 'CANCEL';
  sequence: number;
  start: Date;
  end: Date;
  timeZone: string;
  summary: string;
  location: string;
  description: string;
  url?: string;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
}

const MINUTE_MS = 60_000;

// ical.js folds after 75 octets and then adds the continuation's space (76); RFC 5545 3.1 counts the
// space in the 75. Only this module writes iCalendar text (the feeds are only parsed).
ICAL.foldLength = 74;

/** A wall-clock time (`YYYY-MM-DDTHH:mm[:ss]`) as an ical.js time without a zone of its own. */
function floatingTime(local: string): ICAL.Time {
  return ICAL.Time.fromDateTimeString(local.length === 16 ? `${local}:00` : local);
}

interface Transition {
  at: Date;
  from: number;
  to: number;
}

/**
 * A zone's changes over whole years, worked out once per process and zone and range (a booking's file
 * must not cost a scan of years of offsets each time: issue 42, item 4). Zone rules change only with a
 * new Node (a restart).
 */
const transitionsByRange = new Map<string, Transition[]>();
function transitionsOfYears(timeZone: string, fromYear: number, toYear: number): Transition[] {
  const key = `${timeZone} ${fromYear} ${toYear}`;
  let transitions = transitionsByRange.get(key);
  if (!transitions) {
    const interval = { start: new Date(Date.UTC(fromYear, 0, 1)), end: new Date(Date.UTC(toYear, 11, 31)) };
    transitions = tzScan(timeZone, interval).map(({ date, change, offset }) => ({
      at: date,
      from: offset - change,
      to: offset,
    }));
    transitionsByRange.set(key, transitions);
  }
  return transitions;
}

function observance(kind: 'standard' | 'daylight', start: string, from: number, to: number): ICAL.Component {
  const component = new ICAL.Component(kind);
  component.addPropertyWithValue('dtstart', floatingTime(start));
  component.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromSeconds(from * 60));
  component.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromSeconds(to * 60));
  return component;
}

/** The VTIMEZONE of `timeZone` covering the year before `start` to the year after `end`. */
function timeZoneComponent(timeZone: string, start: Date, end: Date): ICAL.Component {
  const transitions = transitionsOfYears(timeZone, start.getUTCFullYear() - 1, end.getUTCFullYear() + 1);
  const zone = new ICAL.Component('vtimezone');
  zone.addPropertyWithValue('tzid', timeZone);
  if (transitions.length === 0) {
    const offset = tzOffset(timeZone, start);
    zone.addSubcomponent(observance('standard', '1970-01-01T00:00:00', offset, offset));
    return zone;
  }
  const standard = Math.min(...transitions.flatMap((t) => [t.from, t.to]));
  for (const { at, from, to } of transitions) {
    // DTSTART is the local time of the change on the clock in force before it (3.6.5).
    const localBefore = new Date(at.getTime() + from * MINUTE_MS).toISOString().slice(0, 19);
    zone.addSubcomponent(observance(to > standard ? 'daylight' : 'standard', localBefore, from, to));
  }
  return zone;
}

/** The calendar file's text (CRLF lines, folded at 75 octets). */
export function buildCalendarFile(event: CalendarEvent, productName: string): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', `-//${productName}//Experience bookings//EN`);
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', event.method);
  calendar.addSubcomponent(timeZoneComponent(event.timeZone, event.start, event.end));

  const vevent = new ICAL.Component('vevent');
  const booking = new ICAL.Event(vevent);
  booking.uid = event.uid;
  vevent.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(event.stamp, true));
  booking.sequence = event.sequence;
  for (const [name, instant] of [
    ['dtstart', event.start],
    ['dtend', event.end],
  ] as const) {
    const property = vevent.addPropertyWithValue(
      name,
      floatingTime(toZonedLocalInput(instant, event.timeZone)),
    );
    property.setParameter('tzid', event.timeZone);
  }
  booking.summary = event.summary;
  booking.location = event.location;
  booking.description = event.description;
  if (event.url) vevent.addPropertyWithValue('url', event.url);
  vevent.addPropertyWithValue('status', event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
  calendar.addSubcomponent(vevent);
  return `${calendar.toString()}\r\n`;
}
