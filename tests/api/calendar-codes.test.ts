import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityFeeds, outboxEmails } from '../../src/server/db/schema.js';
import { GENERATED_ACCESS_CODE_PATTERN } from '../../src/shared/access-code-format.js';
import { type IcalServer, isoDaysFromToday, startIcalServer } from '../helpers/ical-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 33 (decision 0040): access codes made from the reservations of a synced feed, served by a real
 * HTTP server on 127.0.0.1 in Airbnb's shape. The app's clock is fixed; the feed's dates are fixed.
 */

let clock = new Date('2026-11-20T00:00:00Z');
let t: TestApp;
let ical: IcalServer;

beforeAll(async () => {
  // Email set up, so the owner's alerts are queued in the outbox (no worker sends them in these tests).
  t = await createTestApp(
    {
      ICAL_ALLOW_PRIVATE_ADDRESSES: true,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      NOTIFY_EMAIL: 'owner@example.com',
    },
    { now: () => clock },
  );
  ical = await startIcalServer();
});
afterAll(async () => {
  await ical.close();
  await t.close();
});

interface FeedEvent {
  uid: string;
  start: string;
  end: string;
  summary: 'Reserved' | 'Airbnb (Not available)';
  /** Written as it is (a hostile feed's `00010101`), not from `start`/`end`. */
  raw?: { start: string; end: string };
  phoneLast4?: string;
}

const compact = (iso: string) => iso.replaceAll('-', '');

/** Airbnb's export: all-day events; a reservation's DESCRIPTION has its link and the phone's last digits. */
function airbnbFeed(events: readonly FeedEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', 'VERSION:2.0'];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${event.raw?.end ?? compact(event.end)}`,
      `DTSTART;VALUE=DATE:${event.raw?.start ?? compact(event.start)}`,
      `UID:${event.uid}`,
      ...(event.summary === 'Reserved'
        ? [
            `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM${event.uid.slice(0, 8).toUpperCase()}${event.phoneLast4 ? `\\nPhone Number (Last 4 Digits): ${event.phoneLast4}` : ''}`,
          ]
        : []),
      `SUMMARY:${event.summary}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** What the feed at `path` answers from now on. */
function serve(path: string, events: readonly FeedEvent[]) {
  const body = airbnbFeed(events);
  ical.route(path, (_req, res) => {
    res.setHeader('content-type', 'text/calendar; charset=utf-8');
    res.end(body);
  });
}

const admin = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: await t.adminCookie() }, ...(payload ? { payload } : {}) });

async function addFeed(path: string, label = 'My listing') {
  const response = await admin('POST', '/api/availability/feeds', { url: ical.url(path), label });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

async function syncNow() {
  const response = await admin('POST', '/api/availability/sync');
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; label: string; lastStatus: string; lastError: string | null }[];
}

interface Code {
  id: number;
  code: string;
  isActive: boolean;
  guestName: string | null;
  checkInAt: string | null;
  checkOutAt: string | null;
  source: string;
  calendarUid: string | null;
  calendarCancelledAt: string | null;
}

/** The calendar-made codes whose UIDs start with `prefix` (each test uses its own). */
async function codesOf(prefix: string): Promise<Code[]> {
  const response = await admin('GET', '/api/access-codes');
  return (response.json() as Code[]).filter((code) => code.calendarUid?.startsWith(prefix));
}

// 4–7 December 2026 in Sydney (daylight time, +11): in at 15:00, out at 10:00 by default.
const DEC_4_3PM = '2026-12-04T04:00:00.000Z';
const DEC_7_10AM = '2026-12-06T23:00:00.000Z';

describe('calendar-made access codes', () => {
  it('a reservation makes one code for its dates; blocked-off dates make none; a second sync none more', async () => {
    serve('/one.ics', [
      {
        uid: 'one-a@airbnb.com',
        start: '2026-12-04',
        end: '2026-12-07',
        summary: 'Reserved',
        phoneLast4: '4821',
      },
      {
        uid: 'one-block@airbnb.com',
        start: '2026-12-10',
        end: '2026-12-12',
        summary: 'Airbnb (Not available)',
      },
      { uid: 'one-nophone@airbnb.com', start: '2026-12-20', end: '2026-12-22', summary: 'Reserved' },
      // Already over at the app's clock: no code for a past stay.
      { uid: 'one-past@airbnb.com', start: '2026-11-01', end: '2026-11-03', summary: 'Reserved' },
    ]);
    await addFeed('/one.ics');
    expect((await syncNow()).map((feed) => feed.lastStatus)).toContain('ok');

    const codes = await codesOf('one-');
    expect(codes.map((code) => code.calendarUid).sort()).toEqual([
      'one-a@airbnb.com',
      'one-nophone@airbnb.com',
    ]);
    const made = codes.find((code) => code.calendarUid === 'one-a@airbnb.com');
    expect(made).toMatchObject({
      isActive: true,
      source: 'calendar',
      guestName: 'Airbnb guest ·4821',
      checkInAt: DEC_4_3PM,
      checkOutAt: DEC_7_10AM,
      calendarCancelledAt: null,
    });
    expect(made?.code).toMatch(GENERATED_ACCESS_CODE_PATTERN);
    expect(codes.find((code) => code.calendarUid === 'one-nophone@airbnb.com')?.guestName).toBe(
      'Airbnb guest',
    );

    // The guest's link works: the stay and its arrival card.
    const stay = await t.app.inject({
      method: 'GET',
      url: `/api/check-in/stay?code=${encodeURIComponent(made?.code.toLowerCase() ?? '')}`,
      remoteAddress: '10.40.0.1',
    });
    expect(stay.statusCode).toBe(200);
    // The label stays the owner's (above): the guest's page has no name to greet them by (issue 45).
    expect(stay.json()).toMatchObject({ code: made?.code, guestName: null, unlocked: false });

    await syncNow();
    const again = await codesOf('one-');
    expect(again.map((code) => [code.id, code.code]).sort()).toEqual(
      codes.map((code) => [code.id, code.code]).sort(),
    );
  });

  it('a cancellation (the UID gone from a non-empty feed) switches the code off; an empty feed changes nothing', async () => {
    const kept = {
      uid: 'two-kept@airbnb.com',
      start: '2026-12-14',
      end: '2026-12-16',
      summary: 'Reserved',
    } as const;
    const cancelled = {
      uid: 'two-gone@airbnb.com',
      start: '2026-12-04',
      end: '2026-12-07',
      summary: 'Reserved',
    } as const;
    serve('/two.ics', [kept, cancelled]);
    await addFeed('/two.ics');
    await syncNow();
    expect((await codesOf('two-')).every((code) => code.isActive)).toBe(true);

    // An empty answer is never taken as "everything was cancelled".
    serve('/two.ics', []);
    await syncNow();
    expect((await codesOf('two-')).every((code) => code.isActive)).toBe(true);

    clock = new Date('2026-11-25T03:00:00Z');
    serve('/two.ics', [kept]);
    await syncNow();
    const codes = await codesOf('two-');
    expect(codes.find((code) => code.calendarUid === kept.uid)?.isActive).toBe(true);
    const gone = codes.find((code) => code.calendarUid === cancelled.uid);
    expect(gone).toMatchObject({ isActive: false, calendarCancelledAt: '2026-11-25T03:00:00.000Z' });

    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/check-in?code=${gone?.code}`,
      remoteAddress: '10.40.0.2',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Invalid or expired access code',
      endedAt: '2026-11-25T03:00:00.000Z',
    });
  });

  it('a later sync moves the dates of an unedited code, and leaves an owner-edited code alone', async () => {
    clock = new Date('2026-11-20T00:00:00Z');
    const moved = { uid: 'three-moved@airbnb.com', summary: 'Reserved' } as const;
    const edited = { uid: 'three-edited@airbnb.com', summary: 'Reserved' } as const;
    serve('/three.ics', [
      { ...moved, start: '2026-12-04', end: '2026-12-07' },
      { ...edited, start: '2027-01-04', end: '2027-01-07' },
    ]);
    await addFeed('/three.ics');
    await syncNow();
    const editedCode = (await codesOf('three-edited'))[0];
    const change = await admin('PUT', `/api/access-codes/${editedCode.id}`, {
      guestName: 'Priya Raman',
      doorCode: '8080',
    });
    expect(change.statusCode).toBe(200);

    serve('/three.ics', [
      { ...moved, start: '2026-12-05', end: '2026-12-08' },
      { ...edited, start: '2027-01-05', end: '2027-01-08' },
    ]);
    await syncNow();
    expect((await codesOf('three-moved'))[0]).toMatchObject({
      checkInAt: '2026-12-05T04:00:00.000Z',
      checkOutAt: '2026-12-07T23:00:00.000Z',
    });
    expect((await codesOf('three-edited'))[0]).toMatchObject({
      guestName: 'Priya Raman',
      checkInAt: editedCode.checkInAt,
      checkOutAt: editedCode.checkOutAt,
      isActive: true,
    });
  });

  it("the owner's times and calendarCodes=false: no new code, the house times for the next", async () => {
    const off = await admin('PUT', '/api/arrival-settings', { calendarCodes: false });
    expect(off.json().calendarCodes).toBe(false);
    serve('/four.ics', [
      { uid: 'four-a@airbnb.com', start: '2026-12-04', end: '2026-12-07', summary: 'Reserved' },
    ]);
    await addFeed('/four.ics');
    await syncNow();
    expect(await codesOf('four-')).toEqual([]);

    await admin('PUT', '/api/arrival-settings', {
      calendarCodes: true,
      checkInTime: '14:00',
      checkOutTime: '11:30',
    });
    await syncNow();
    expect(await codesOf('four-')).toMatchObject([
      { checkInAt: '2026-12-04T03:00:00.000Z', checkOutAt: '2026-12-07T00:30:00.000Z' },
    ]);
    await admin('PUT', '/api/arrival-settings', { checkInTime: '15:00', checkOutTime: '10:00' });
  });
});

describe('hostile events (issue 42, item 1)', () => {
  it('skips an event from year 1 to 9999 by name: the calendar and home page answer, and it makes no code', async () => {
    clock = new Date('2026-11-20T00:00:00Z');
    serve('/hostile.ics', [
      {
        uid: 'hostile-x@airbnb.com',
        start: '',
        end: '',
        raw: { start: '00010101', end: '99991231' },
        summary: 'Reserved',
      },
      { uid: 'hostile-ok@airbnb.com', start: '2026-12-04', end: '2026-12-07', summary: 'Reserved' },
    ]);
    const { id } = await addFeed('/hostile.ics', 'Hostile listing');
    const feed = (await syncNow()).find((f) => f.id === id);
    expect(feed).toMatchObject({ lastStatus: 'ok' });
    expect(feed?.lastError).toContain('1 event was skipped');
    expect(feed?.lastError).toContain('"Reserved" 0001-01-01 → 9999-12-31');

    const availability = await t.app.inject({ method: 'GET', url: '/api/availability' });
    expect(availability.statusCode).toBe(200);
    const blocked = availability.json().blocked as { start: string; end: string }[];
    // Merged with the other feeds of this file: some range covers the stay, none reaches year 9999.
    expect(blocked.some((range) => range.start <= '2026-12-04' && range.end >= '2026-12-07')).toBe(true);
    expect(blocked.every((range) => range.start >= '2025-11-01' && range.end <= '2030-01-01')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await codesOf('hostile-')).map((code) => code.calendarUid)).toEqual(['hostile-ok@airbnb.com']);
  });

  it('a bad range already stored is left out of the calendar, never a 500', async () => {
    const { id } = await addFeed('/stored.ics', 'Stored junk');
    await t.db
      .update(availabilityFeeds)
      .set({
        blocked: [
          { start: '1-01-01', end: '9999-12-31' },
          { start: '2026-12-20', end: 'soon' },
          { start: '2026-12-24', end: '2026-12-26' },
          // Nightly blocks merge into one range longer than one event may be: still shown.
          { start: isoDaysFromToday(60), end: isoDaysFromToday(560) },
        ],
      })
      .where(eq(availabilityFeeds.id, id));
    const availability = await t.app.inject({ method: 'GET', url: '/api/availability' });
    expect(availability.statusCode).toBe(200);
    const blocked = availability.json().blocked as { start: string; end: string }[];
    expect(blocked.some((range) => range.start <= '2026-12-24' && range.end >= '2026-12-26')).toBe(true);
    expect(blocked).toContainEqual({ start: isoDaysFromToday(60), end: isoDaysFromToday(560) });
    const isoDate = /^\d{4}-\d{2}-\d{2}$/;
    expect(blocked.every((range) => isoDate.test(range.start) && isoDate.test(range.end))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/availability/feeds/${id}`,
      headers: { cookie: await t.adminCookie() },
    });
    expect(deleted.statusCode).toBe(200);
  });
});

describe('a feed losing every reservation at once (issue 42, item 2)', () => {
  const block = {
    uid: 'glitch-block@airbnb.com',
    start: '2026-12-10',
    end: '2026-12-12',
    summary: 'Airbnb (Not available)',
  } as const;
  const stays = [
    { uid: 'glitch-a@airbnb.com', start: '2026-12-04', end: '2026-12-07', summary: 'Reserved' },
    { uid: 'glitch-b@airbnb.com', start: '2026-12-14', end: '2026-12-16', summary: 'Reserved' },
  ] as const;
  const alerts = () =>
    t.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'calendar-reservations-gone'));

  it('keeps the codes and tells the owner until an answer an hour later agrees', async () => {
    clock = new Date('2026-11-21T00:00:00Z');
    serve('/glitch.ics', [...stays, block]);
    const { id } = await addFeed('/glitch.ics', 'Glitching listing');
    await syncNow();
    expect((await codesOf('glitch-')).map((code) => code.isActive)).toEqual([true, true]);
    const calendarBefore = (await t.app.inject({ method: 'GET', url: '/api/availability' })).json().blocked;

    // Airbnb's glitch: the owner's block alone.
    serve('/glitch.ics', [block]);
    let feed = (await syncNow()).find((f) => f.id === id);
    expect(feed?.lastStatus).toBe('empty-ignored');
    expect(feed?.lastError).toBe(
      'The feed answered without any reservation, which would switch off 2 access codes. The codes and the previous calendar are kept until an answer at least an hour later says the same.',
    );
    expect((await codesOf('glitch-')).map((code) => code.isActive)).toEqual([true, true]);
    expect((await t.app.inject({ method: 'GET', url: '/api/availability' })).json().blocked).toEqual(
      calendarBefore,
    );
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert.subject).toBe('Calendar "Glitching listing": every reservation disappeared at once');
    expect(alert.text).toContain('which would switch off 2 access codes made from it');

    // The same 59 minutes later: still held, no second email.
    clock = new Date('2026-11-21T00:59:00Z');
    feed = (await syncNow()).find((f) => f.id === id);
    expect(feed?.lastStatus).toBe('empty-ignored');
    expect((await codesOf('glitch-')).every((code) => code.isActive)).toBe(true);
    expect(await alerts()).toHaveLength(1);

    // An hour after the first: it is believed.
    clock = new Date('2026-11-21T01:00:00Z');
    feed = (await syncNow()).find((f) => f.id === id);
    expect(feed).toMatchObject({ lastStatus: 'ok', lastError: null });
    const codes = await codesOf('glitch-');
    expect(codes.map((code) => [code.isActive, code.calendarCancelledAt])).toEqual([
      [false, '2026-11-21T01:00:00.000Z'],
      [false, '2026-11-21T01:00:00.000Z'],
    ]);
  });

  it('a normal answer in between starts the hour again; one reservation leaving is a cancellation at once', async () => {
    clock = new Date('2026-11-22T00:00:00Z');
    const again = stays.map((stay) => ({ ...stay, uid: stay.uid.replace('glitch-', 'again-') }));
    serve('/again.ics', [...again, block]);
    const { id } = await addFeed('/again.ics', 'Again listing');
    await syncNow();
    serve('/again.ics', [block]);
    expect((await syncNow()).find((f) => f.id === id)?.lastStatus).toBe('empty-ignored');

    clock = new Date('2026-11-22T00:30:00Z');
    serve('/again.ics', [...again, block]);
    expect((await syncNow()).find((f) => f.id === id)).toMatchObject({ lastStatus: 'ok', lastError: null });

    clock = new Date('2026-11-22T01:10:00Z');
    serve('/again.ics', [block]);
    expect((await syncNow()).find((f) => f.id === id)?.lastStatus).toBe('empty-ignored');
    expect((await codesOf('again-')).every((code) => code.isActive)).toBe(true);

    clock = new Date('2026-11-22T01:20:00Z');
    serve('/again.ics', [again[1], block]);
    expect((await syncNow()).find((f) => f.id === id)?.lastStatus).toBe('ok');
    const codes = await codesOf('again-');
    expect(codes.find((code) => code.calendarUid === again[0].uid)).toMatchObject({
      isActive: false,
      calendarCancelledAt: '2026-11-22T01:20:00.000Z',
    });
    expect(codes.find((code) => code.calendarUid === again[1].uid)?.isActive).toBe(true);
  });
});
