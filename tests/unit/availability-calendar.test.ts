import { describe, expect, it } from 'vitest';
import {
  bookingLink,
  choose,
  dayState,
  freshnessText,
  monthWeeks,
  openingMonthOffset,
} from '../../src/client/features/availability/calendar-model.js';
import {
  FeedParseError,
  parseIcalCalendar,
  parseIcalRanges,
  skippedEventsNote,
} from '../../src/server/modules/availability/ical-parse.js';
import {
  ICAL_INLINE_PARSE_MAX_BYTES,
  parseIcalCalendarOffThread,
} from '../../src/server/modules/availability/ical-parse-thread.js';
import { mergeRanges } from '../../src/server/modules/availability/ranges.js';
import { airbnbIcal, manyNightsIcal } from '../helpers/ical-server.js';

const blocked = [{ start: '2026-12-10', end: '2026-12-13' }];

describe('guest calendar model', () => {
  it('lets a booked night be the check-out morning but never a check-in', () => {
    const none = { checkIn: null, checkOut: null };
    expect(dayState('2026-12-10', '2026-12-01', '2027-11-30', blocked, none).selectable).toBe(false);
    const fromEighth = { checkIn: '2026-12-08', checkOut: null };
    const tenth = dayState('2026-12-10', '2026-12-01', '2027-11-30', blocked, fromEighth);
    expect(tenth).toMatchObject({ selectable: true, checkoutOnly: true });
    // Past the booking the stay would cross booked nights: that day starts a new stay instead.
    expect(choose('2026-12-14', fromEighth, blocked)).toEqual({ checkIn: '2026-12-14', checkOut: null });
    expect(choose('2026-12-10', fromEighth, blocked)).toEqual({
      checkIn: '2026-12-08',
      checkOut: '2026-12-10',
    });
  });

  it('refuses days before today', () => {
    const state = dayState('2026-11-30', '2026-12-01', '2027-11-30', [], { checkIn: null, checkOut: null });
    expect(state).toMatchObject({ past: true, selectable: false });
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks('2026-12-01'); // a Tuesday
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it("carries the stay into the platform's query parameters", () => {
    const party = { adults: 3, children: 0, infants: 0, pets: 0 };
    const url = new URL(
      bookingLink('https://www.airbnb.com.au/rooms/123?source=site', '2026-12-08', '2026-12-10', party),
    );
    expect(url.searchParams.get('check_in')).toBe('2026-12-08');
    expect(url.searchParams.get('check_out')).toBe('2026-12-10');
    expect(url.searchParams.get('adults')).toBe('3');
    expect(url.searchParams.get('source')).toBe('site');
    // No children, infants or pets: no parameter for them.
    expect([...url.searchParams.keys()].sort()).toEqual(['adults', 'check_in', 'check_out', 'source']);
  });

  it('carries children, infants and pets, replacing any the configured link already had', () => {
    const url = new URL(
      bookingLink('https://www.airbnb.com.au/rooms/123?pets=4&infants=2', '2026-12-08', '2026-12-10', {
        adults: 2,
        children: 1,
        infants: 0,
        pets: 1,
      }),
    );
    expect(url.searchParams.get('adults')).toBe('2');
    expect(url.searchParams.get('children')).toBe('1');
    expect(url.searchParams.has('infants')).toBe(false);
    expect(url.searchParams.get('pets')).toBe('1');
  });

  it('opens on the next month when fewer than 7 days of this one remain', () => {
    expect(openingMonthOffset('2026-11-23')).toBe(0); // 8 days left, today included
    expect(openingMonthOffset('2026-11-24')).toBe(0); // 7 days left
    expect(openingMonthOffset('2026-11-25')).toBe(1); // 6 days left
    expect(openingMonthOffset('2026-11-30')).toBe(1);
    expect(openingMonthOffset('2026-12-01')).toBe(0);
    expect(openingMonthOffset('2027-02-22')).toBe(0); // 7 days left of a 28-day February
    expect(openingMonthOffset('2027-02-23')).toBe(1);
    expect(openingMonthOffset('2028-02-23')).toBe(0); // leap year: 7 days left of 29
    expect(openingMonthOffset('2028-02-24')).toBe(1);
  });

  it('says how fresh the calendar is', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(freshnessText('2026-12-01T09:53:00Z', false, now)).toBe('Calendar updated 7 minutes ago');
    expect(freshnessText('2026-12-01T09:59:30Z', false, now)).toBe('Calendar updated just now');
    expect(freshnessText('2026-12-01T05:00:00Z', true, now)).toBe(
      'Availability may be out of date: the calendar was last updated 5 hours ago.',
    );
    expect(freshnessText(null, true, now)).toBe('Availability may be out of date.');
  });
});

describe('iCal parsing', () => {
  it('keeps all-day DTEND exclusive, merges touching stays and skips cancelled events', () => {
    const body = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20261201',
      'DTEND;VALUE=DATE:20261204',
      'SUMMARY:Reserved',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20261204',
      'DTEND;VALUE=DATE:20261205',
      'SUMMARY:Airbnb (Not available)',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20261220',
      'SUMMARY:One night, no DTEND',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20261224',
      'DTEND;VALUE=DATE:20261226',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART:20261227T040000Z',
      'DTEND:20261229T000000Z',
      'SUMMARY:Timed, in UTC',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(parseIcalRanges(body, 'Australia/Sydney')).toEqual([
      { start: '2026-12-01', end: '2026-12-05' },
      { start: '2026-12-20', end: '2026-12-21' },
      // 04:00Z is 15:00 in Sydney (AEDT); 00:00Z on the 29th is 11:00 there.
      { start: '2026-12-27', end: '2026-12-29' },
    ]);
  });

  it('reads zoned times, durations and recurring events as before: first occurrence, exceptions apart', () => {
    const body = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:STANDARD',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:zoned',
      // 20:00 in New York (EST, -5) is 01:00Z on the 2nd, 12:00 on the 2nd in Sydney (AEDT, +11).
      'DTSTART;TZID=America/New_York:20261201T200000',
      'DTEND;TZID=America/New_York:20261203T080000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTART;VALUE=DATE:20270105',
      'DTEND;VALUE=DATE:20270107',
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly',
      'RECURRENCE-ID;VALUE=DATE:20270112',
      'DTSTART;VALUE=DATE:20270113',
      'DTEND;VALUE=DATE:20270115',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:duration',
      'DTSTART;VALUE=DATE:20270201',
      'DURATION:P3D',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:timed-duration',
      'DTSTART:20270301T010000Z',
      'DURATION:PT36H',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(parseIcalRanges(body, 'Australia/Sydney')).toEqual([
      { start: '2026-12-02', end: '2026-12-04' },
      // The rule is not expanded (decision 0013): its first occurrence, and the moved one on its own.
      { start: '2027-01-05', end: '2027-01-07' },
      { start: '2027-01-13', end: '2027-01-15' },
      { start: '2027-02-01', end: '2027-02-04' },
      // 01:00Z is 12:00 in Sydney; 36 hours later is 00:00 on the 3rd there.
      { start: '2027-03-01', end: '2027-03-03' },
    ]);
  });

  it('skips and names events far outside the window, and never writes a year without its four digits', () => {
    const event = (uid: string, start: string, end: string) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'SUMMARY:Reserved',
      `DTSTART;VALUE=DATE:${start}`,
      `DTEND;VALUE=DATE:${end}`,
      'END:VEVENT',
    ];
    const body = [
      'BEGIN:VCALENDAR',
      ...event('hostile', '00010101', '99991231'),
      ...event('ancient', '20240101', '20240105'),
      ...event('far', '20300101', '20300105'),
      ...event('long', '20261201', '20281201'),
      ...event('fine', '20261204', '20261207'),
      'END:VCALENDAR',
    ].join('\r\n');
    const { ranges, skipped } = parseIcalCalendar(body, 'Australia/Sydney', '2026-11-20');
    expect(ranges).toEqual([{ start: '2026-12-04', end: '2026-12-07' }]);
    expect(skipped).toEqual([
      '"Reserved" 0001-01-01 → 9999-12-31',
      '"Reserved" 2024-01-01 → 2024-01-05',
      '"Reserved" 2030-01-01 → 2030-01-05',
      '"Reserved" 2026-12-01 → 2028-12-01',
    ]);
    expect(skippedEventsNote(skipped)).toBe(
      '4 events were skipped: dates more than a year back, more than three years ahead or longer than a year: "Reserved" 0001-01-01 → 9999-12-31; "Reserved" 2024-01-01 → 2024-01-05; "Reserved" 2030-01-01 → 2030-01-05 and 1 more.',
    );
  });

  // Each parse starts a worker thread, which run from source loads through tsx: seconds on a busy machine.
  it('parses a large feed in a worker thread to the same ranges, and gives up at its deadline', {
    timeout: 90_000,
  }, async () => {
    const body = manyNightsIcal(3_000, '2026-12-01', 20).replace(
      'BEGIN:VEVENT',
      'BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270301\r\nDTEND;VALUE=DATE:20270305\r\nEND:VEVENT\r\nBEGIN:VEVENT',
    );
    expect(body.length).toBeGreaterThan(ICAL_INLINE_PARSE_MAX_BYTES);
    const { ranges, skipped } = await parseIcalCalendarOffThread(body, 'Australia/Sydney', {
      today: '2026-11-20',
    });
    expect(skipped).toEqual([]);
    expect(ranges).toEqual([
      { start: '2026-12-01', end: '2026-12-21' },
      { start: '2027-03-01', end: '2027-03-05' },
    ]);
    expect(ranges).toEqual(parseIcalRanges(body, 'Australia/Sydney'));

    const late = parseIcalCalendarOffThread(body, 'Australia/Sydney', { timeoutMs: 1 });
    await expect(late).rejects.toThrow(FeedParseError);
    await expect(late).rejects.toThrow('The feed could not be read within 0.001 seconds');
    // A feed error raised in the worker reaches the owner as it is.
    const broken = parseIcalCalendarOffThread(body.replace('UID:7\r\n', 'BROKEN LINE\r\n'), 'UTC');
    await expect(broken).rejects.toThrow(FeedParseError);
    await expect(broken).rejects.toThrow(
      'The iCalendar file could not be read: invalid line (no token ";" or ":") "BROKEN LINE"',
    );
  });

  // Each parse starts a worker thread, which run from source loads through tsx: seconds on a busy machine.
  it('holds the calling thread only to scan a large feed, not to parse it', { timeout: 90_000 }, async () => {
    // 5,000 events with descriptions, 1.8 MB: parsed in place it holds the thread 300 ms to seconds.
    const stays = Array.from({ length: 5_000 }, (_, index) => ({
      start: `2027-01-${String(1 + (index % 28)).padStart(2, '0')}`,
      end: '2027-02-01',
      summary: 'Reserved',
    }));
    const body = airbnbIcal(stays).replaceAll('DESCRIPTION:', `DESCRIPTION:${'Guest notes. '.repeat(8)}`);
    // The best of three: a busy machine may pause any one call, but not the same way three times.
    const held: number[] = [];
    while (held.length < 3 && !held.some((ms) => ms < 100)) {
      const started = performance.now();
      const parsing = parseIcalCalendarOffThread(body, 'Australia/Sydney');
      held.push(performance.now() - started);
      expect((await parsing).ranges).toEqual([{ start: '2027-01-01', end: '2027-02-01' }]);
    }
    expect(Math.min(...held), `held ${held.join(', ')} ms`).toBeLessThan(100);
  });

  it('merges overlapping ranges from several feeds', () => {
    expect(
      mergeRanges([
        { start: '2026-12-05', end: '2026-12-08' },
        { start: '2026-12-01', end: '2026-12-06' },
        { start: '2026-12-10', end: '2026-12-11' },
      ]),
    ).toEqual([
      { start: '2026-12-01', end: '2026-12-08' },
      { start: '2026-12-10', end: '2026-12-11' },
    ]);
  });
});
