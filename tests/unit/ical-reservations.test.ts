import { describe, expect, it } from 'vitest';
import { FeedParseError, ICAL_MAX_EVENTS } from '../../src/server/modules/availability/ical-parse.js';
import { parseIcalReservations } from '../../src/server/modules/availability/ical-reservations.js';

const ZONE = 'Australia/Sydney';
const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'VERSION:2.0',
    ...events.flat(),
    'END:VCALENDAR',
  ].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];

describe('parseIcalReservations', () => {
  it('reads reservations, not blocked dates or cancelled events; folded lines, alarms and UTC times', async () => {
    const body = calendar(
      event(
        'DTSTART;VALUE=DATE:20261204',
        'DTEND;VALUE=DATE:20261207',
        'UID:a@airbnb.com',
        'SUMMARY:Reserved',
        // A long DESCRIPTION folded over two lines (RFC 5545 3.1).
        'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM4ZX8KQ2P\\nPhone Nu',
        ' mber (Last 4 Digits): 4821',
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        'END:VALARM',
      ),
      event(
        'DTSTART;VALUE=DATE:20261210',
        'DTEND;VALUE=DATE:20261212',
        'UID:b@airbnb.com',
        'SUMMARY:Airbnb (Not available)',
      ),
      event(
        'DTSTART;VALUE=DATE:20261215',
        'DTEND;VALUE=DATE:20261216',
        'UID:c@airbnb.com',
        'SUMMARY:Reserved',
        'STATUS:CANCELLED',
      ),
      // 11 pm UTC on 19 Dec is 10 am on 20 Dec in Sydney.
      event('DTSTART:20261219T230000Z', 'DTEND:20261221T230000Z', 'UID:d@example.com', 'SUMMARY:Reserved'),
      event('DTSTART;VALUE=DATE:20261225', 'SUMMARY:Reserved'),
    );
    expect(await parseIcalReservations(body, ZONE)).toEqual({
      platform: 'Airbnb',
      reservations: [
        { uid: 'a@airbnb.com', start: '2026-12-04', end: '2026-12-07', phoneLast4: '4821' },
        { uid: 'd@example.com', start: '2026-12-20', end: '2026-12-22', phoneLast4: null },
      ],
    });
  });

  it('refuses a feed of more than ICAL_MAX_EVENTS events, like the ranges parser', async () => {
    const events = Array.from({ length: ICAL_MAX_EVENTS + 1 }, (_, i) =>
      event('DTSTART;VALUE=DATE:20261204', `UID:${i}`, 'SUMMARY:Reserved'),
    );
    await expect(parseIcalReservations(calendar(...events), ZONE)).rejects.toBeInstanceOf(FeedParseError);
  });

  it('stops at an event that never ends, without reading further', async () => {
    const body = calendar(event('DTSTART;VALUE=DATE:20261204', 'UID:ok', 'SUMMARY:Reserved'), [
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20261205',
      'UID:open',
      'SUMMARY:Reserved',
    ]);
    expect((await parseIcalReservations(body, ZONE)).reservations.map((r) => r.uid)).toEqual(['ok']);
  });

  it('skips a reservation outside the window around today: no code from year 1 to 9999', async () => {
    const body = calendar(
      event('DTSTART;VALUE=DATE:00010101', 'DTEND;VALUE=DATE:99991231', 'UID:hostile', 'SUMMARY:Reserved'),
      event('DTSTART;VALUE=DATE:20261204', 'DTEND;VALUE=DATE:20261207', 'UID:fine', 'SUMMARY:Reserved'),
    );
    expect((await parseIcalReservations(body, ZONE, '2026-11-20')).reservations.map((r) => r.uid)).toEqual([
      'fine',
    ]);
  });
});
