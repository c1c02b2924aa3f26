import { describe, expect, it } from 'vitest';
import {
  bookingLink,
  choose,
  dayState,
  freshnessText,
  monthWeeks,
} from '../../src/client/features/availability/calendar-model.js';
import { parseIcalRanges } from '../../src/server/modules/availability/ical-parse.js';
import { mergeRanges } from '../../src/server/modules/availability/ranges.js';

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
    const url = new URL(
      bookingLink('https://www.airbnb.com.au/rooms/123?source=site', '2026-12-08', '2026-12-10', 3),
    );
    expect(url.searchParams.get('check_in')).toBe('2026-12-08');
    expect(url.searchParams.get('check_out')).toBe('2026-12-10');
    expect(url.searchParams.get('adults')).toBe('3');
    expect(url.searchParams.get('source')).toBe('site');
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
