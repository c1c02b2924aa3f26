/**
 * An iCalendar file (RFC 5545) with one event, sent with a booking's emails. Its times are written on
 * the chalet's wall clock with the zone's id (`DTSTART;TZID=Australia/Sydney:…`), and the file carries
 * that zone's definition (VTIMEZONE) with the real daylight-saving changes around the event, worked out
 * from the platform's zone data, so a calendar app shows the right hour whatever its own zone.
 */
import { toZonedLocalInput, zoneOffsetMinutes } from '../time/zoned-dates.js';

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

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Text value escaping (RFC 5545 3.3.11). */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a character (3.1). */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** 20270405T090000 from a `YYYY-MM-DDTHH:mm[:ss]` wall-clock value. */
function basicLocal(local: string): string {
  const [date, time] = local.split('T');
  const [hh = '00', mm = '00', ss = '00'] = time.split(':');
  return `${date.replaceAll('-', '')}T${hh}${mm}${ss}`;
}

const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** +1100, -0330 */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** The zone's offset changes between two instants, each found to the minute. */
function transitionsBetween(timeZone: string, fromMs: number, toMs: number): Transition[] {
  const found: Transition[] = [];
  let previous = zoneOffsetMinutes(new Date(fromMs), timeZone);
  for (let day = fromMs + DAY_MS; day <= toMs; day += DAY_MS) {
    const offset = zoneOffsetMinutes(new Date(day), timeZone);
    if (offset === previous) continue;
    let low = day - DAY_MS; // offset `previous`
    let high = day; // offset `offset`
    while (high - low > MINUTE_MS) {
      const middle = low + Math.max(MINUTE_MS, Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS);
      if (zoneOffsetMinutes(new Date(middle), timeZone) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: previous, to: offset });
    previous = offset;
  }
  return found;
}

/**
 * A zone's changes over whole years, worked out once per process and zone and range: finding them reads
 * the offset of every day of about three years, which made each booking's calendar file cost
 * 100–250 ms of CPU (issue 42, item 4). Zone rules change only with a new Node (a restart).
 */
const transitionsByRange = new Map<string, Transition[]>();
function transitionsOfYears(timeZone: string, fromYear: number, toYear: number): Transition[] {
  const key = `${timeZone} ${fromYear} ${toYear}`;
  let transitions = transitionsByRange.get(key);
  if (!transitions) {
    transitions = transitionsBetween(timeZone, Date.UTC(fromYear, 0, 1), Date.UTC(toYear, 11, 31));
    transitionsByRange.set(key, transitions);
  }
  return transitions;
}

/** The VTIMEZONE of `timeZone` covering the year before `start` to the year after `end`. */
function timeZoneLines(timeZone: string, start: Date, end: Date): string[] {
  const transitions = transitionsOfYears(timeZone, start.getUTCFullYear() - 1, end.getUTCFullYear() + 1);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const offset = offsetText(zoneOffsetMinutes(start, timeZone));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
  } else {
    const standard = Math.min(...transitions.flatMap((t) => [t.from, t.to]));
    for (const transition of transitions) {
      const kind = transition.to > standard ? 'DAYLIGHT' : 'STANDARD';
      // DTSTART is the local time of the change on the clock in force before it (3.6.5).
      const localBefore = new Date(transition.at + transition.from * MINUTE_MS).toISOString().slice(0, 19);
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${basicLocal(localBefore)}`,
        `TZOFFSETFROM:${offsetText(transition.from)}`,
        `TZOFFSETTO:${offsetText(transition.to)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The calendar file's text (CRLF lines). */
export function buildCalendarFile(event: CalendarEvent, productName: string): string {
  const local = (date: Date) => basicLocal(toZonedLocalInput(date, event.timeZone));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(productName)}//Experience bookings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...timeZoneLines(event.timeZone, event.start, event.end),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;TZID=${event.timeZone}:${local(event.start)}`,
    `DTEND;TZID=${event.timeZone}:${local(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
