/**
 * The reservations in a booking platform's calendar feed (issue 33, decision 0040), for the access codes
 * the site makes from them. Read straight from ical.js's jCal arrays (no ICAL.Event per event), in one
 * pass, and at most MAX_RESERVATION_EVENTS events, whatever the feed holds.
 *
 * Airbnb's export has one `Reserved` event per booking with a stable UID and, in DESCRIPTION,
 * "Reservation URL: …" and "Phone Number (Last 4 Digits): 1234"; dates the owner blocked read
 * "Airbnb (Not available)" and are not reservations.
 */
import ICAL from 'ical.js';
import { addDaysIso } from './ranges.js';

/** Events read from one feed at most: a calendar is a year or two of stays, far fewer than this. */
export const MAX_RESERVATION_EVENTS = 5000;

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
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
  }
  return value.slice(0, 10);
}

/** The platform from PRODID: the organisation in `-//Organisation//Product//EN`, first word. */
function platformName(prodid: string | null): string | null {
  const organisation = prodid?.split('//')[1]?.trim();
  const word = organisation?.split(/\s+/)[0]?.replace(/[^\p{L}\p{N}.-]/gu, '');
  return word ? word.slice(0, 40) : null;
}

/**
 * The reservations of a feed (bookings, not blocked dates): events with a UID, not cancelled, whose
 * summary says `Reserved` or whose description carries a reservation link. Throws on a body ical.js
 * cannot read (the ranges parser has reported that already).
 */
export function parseIcalReservations(body: string, timeZone: string): FeedReservations {
  let parsed = ICAL.parse(body) as unknown as JCalComponent | JCalComponent[];
  // Several VCALENDARs in one body: the first, as the ranges parser reads.
  if (Array.isArray(parsed[0])) parsed = parsed[0] as JCalComponent;
  const calendar = parsed as JCalComponent;
  const events = calendar[2]
    .filter((component) => component[0] === 'vevent')
    .slice(0, MAX_RESERVATION_EVENTS);
  const reservations: FeedReservation[] = [];
  const seen = new Set<string>();
  for (const [, properties] of events) {
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
    seen.add(uid);
    reservations.push({ uid, start, end, phoneLast4: PHONE_LAST4.exec(description)?.[1] ?? null });
  }
  return { platform: platformName(firstText(calendar[1], 'prodid')), reservations };
}
