/**
 * The reservations in a booking platform's calendar feed (issue 33, decision 0040), for the access codes
 * the site makes from them. The feed has passed the ranges parser's limits (assertReadableFeed: at most
 * ICAL_MAX_EVENTS events, decision 0036) and is checked again here. Each VEVENT is cut from the text in
 * one forward scan and read by ical.js on its own, straight from its jCal arrays (no ICAL.Event), with a
 * pause every EVENTS_PER_SLICE events, so even a 2 MB feed never holds the main thread for long.
 *
 * Airbnb's export has one `Reserved` event per booking with a stable UID and, in DESCRIPTION,
 * "Reservation URL: …" and "Phone Number (Last 4 Digits): 1234"; dates the owner blocked read
 * "Airbnb (Not available)" and are not reservations.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import ICAL from 'ical.js';
import { addDaysIso, isoDateInZone } from '../../platform/time/zoned-dates.js';
import { assertReadableFeed, ICAL_MAX_EVENTS, isWithinEventWindow } from './ical-parse.js';

/** Events read between two pauses (a few milliseconds of work). */
const EVENTS_PER_SLICE = 250;

export interface FeedReservation {
  uid: string;
  /** Arrival date (YYYY-MM-DD, the chalet's calendar). */
  start: string;
  /** Departure date (YYYY-MM-DD), after `start`. */
  end: string;
  /** The last 4 digits of the guest's phone, when the description has them. */
  phoneLast4: string | null;
}

export interface FeedReservations {
  /** The platform's name from the feed's PRODID (`-//Airbnb Inc//…` → `Airbnb`), if any. */
  platform: string | null;
  reservations: FeedReservation[];
}

type JCalProperty = [name: string, params: Record<string, unknown>, type: string, ...values: unknown[]];
type JCalComponent = [name: string, properties: JCalProperty[], components: JCalComponent[]];

const PHONE_LAST4 = /Phone Number \(Last 4 Digits\):\s*(\d{4})/i;
const RESERVATION_URL = /Reservation URL:/i;
const RESERVED_SUMMARY = /^\s*Reserved\b/i;
const NOT_AVAILABLE = /not available|blocked|closed/i;

function firstText(properties: JCalProperty[], name: string): string | null {
  const property = properties.find((p) => p[0] === name);
  const value = property?.[3];
  return typeof value === 'string' ? value : null;
}

/** A DTSTART/DTEND as a date in the chalet's zone: UTC times are converted, others keep their date. */
function eventDate(properties: JCalProperty[], name: string, timeZone: string): string | null {
  const property = properties.find((p) => p[0] === name);
  const value = property?.[3];
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  if (property?.[2] === 'date-time' && value.endsWith('Z')) {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) return null;
    return isoDateInZone(instant, timeZone);
  }
  return value.slice(0, 10);
}

/** The platform from PRODID: the organisation in `-//Organisation//Product//EN`, first word. */
function platformName(prodid: string | null): string | null {
  const organisation = prodid?.split('//')[1]?.trim();
  const word = organisation?.split(/\s+/)[0]?.replace(/[^\p{L}\p{N}.-]/gu, '');
  return word ? word.slice(0, 40) : null;
}

const PRODID = /^PRODID[^:\r\n]*:([^\r\n]*)/im;

/**
 * The text of each VEVENT, in order, at most ICAL_MAX_EVENTS. Both searches only move forward, so the
 * scan is linear in the feed's size; an event that never ends stops it.
 */
function* eventTexts(body: string): Generator<string> {
  // Per call: two feeds are read at once, and each pauses between slices.
  const EVENT_BEGIN = /^BEGIN:VEVENT[ \t]*\r?$/gim;
  const EVENT_END = /^END:VEVENT[ \t]*\r?$/gim;
  for (let count = 0; count < ICAL_MAX_EVENTS; count++) {
    const begin = EVENT_BEGIN.exec(body);
    if (!begin) return;
    EVENT_END.lastIndex = EVENT_BEGIN.lastIndex;
    const end = EVENT_END.exec(body);
    if (!end) return;
    yield body.slice(begin.index, EVENT_END.lastIndex);
    EVENT_BEGIN.lastIndex = EVENT_END.lastIndex;
  }
}

/** One VEVENT's properties, read by ical.js; null when it cannot be read. */
function eventProperties(text: string): JCalProperty[] | null {
  try {
    const calendar = ICAL.parse(`BEGIN:VCALENDAR\r\n${text}\r\nEND:VCALENDAR`) as unknown as JCalComponent;
    const event = calendar[2]?.[0];
    return event?.[0] === 'vevent' ? event[1] : null;
  } catch {
    return null;
  }
}

/**
 * The reservations of a feed (bookings, not blocked dates): events with a UID, not cancelled, whose
 * summary says `Reserved` or whose description carries a reservation link. With `today` (in the
 * chalet's zone), one outside EVENT_WINDOW is skipped: no code from 1901 to 9999 (the ranges parser names
 * it in the feed's status). Throws FeedParseError on a feed the ranges parser refuses too.
 */
export async function parseIcalReservations(
  body: string,
  timeZone: string,
  today?: string,
): Promise<FeedReservations> {
  assertReadableFeed(body);
  const reservations: FeedReservation[] = [];
  const seen = new Set<string>();
  let read = 0;
  for (const text of eventTexts(body)) {
    if (++read % EVENTS_PER_SLICE === 0) await nextTurn();
    const properties = eventProperties(text);
    if (!properties) continue;
    const uid = firstText(properties, 'uid')?.trim();
    if (!uid || seen.has(uid)) continue;
    if (firstText(properties, 'status')?.toUpperCase() === 'CANCELLED') continue;
    const summary = firstText(properties, 'summary') ?? '';
    const description = firstText(properties, 'description') ?? '';
    const reserved = RESERVED_SUMMARY.test(summary) || RESERVATION_URL.test(description);
    if (!reserved || (NOT_AVAILABLE.test(summary) && !RESERVATION_URL.test(description))) continue;
    const start = eventDate(properties, 'dtstart', timeZone);
    if (!start) continue;
    let end = eventDate(properties, 'dtend', timeZone) ?? addDaysIso(start, 1);
    if (end <= start) end = addDaysIso(start, 1);
    if (today !== undefined && !isWithinEventWindow(start, end, today)) continue;
    seen.add(uid);
    reservations.push({ uid, start, end, phoneLast4: PHONE_LAST4.exec(description)?.[1] ?? null });
  }
  return { platform: platformName(PRODID.exec(body)?.[1]?.trim() ?? null), reservations };
}
