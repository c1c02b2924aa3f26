import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IcalServer, startIcalServer } from '../helpers/ical-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 42 item 3: a 4,000-reservation feed (about 1 MB) synced on the embedded database stalled every
 * request, health included, for seconds while the codes were written, and again when 3,995 of them were
 * switched off. `/api/health` is asked back to back during each sync; no answer may wait 2 s (the old
 * code: 2.5–39 s; now the slowest is reported, measured figures in docs/performance.md).
 */

const clock = new Date('2026-11-20T00:00:00Z');
let t: TestApp;
let ical: IcalServer;

beforeAll(async () => {
  t = await createTestApp({ ICAL_ALLOW_PRIVATE_ADDRESSES: true }, { now: () => clock });
  ical = await startIcalServer();
});
afterAll(async () => {
  await ical.close();
  await t.close();
});

const compact = (iso: string) => iso.replaceAll('-', '');
const dayAfter = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** `count` one-night reservations in Airbnb's shape, cycling over two years from 1 December 2026. */
function bigFeed(count: number): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', 'VERSION:2.0'];
  for (let index = 0; index < count; index++) {
    const start = dayAfter('2026-12-01', index % 730);
    lines.push(
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${compact(dayAfter(start, 1))}`,
      `DTSTART;VALUE=DATE:${compact(start)}`,
      `UID:big-${index}-1418fb94e984-8c3f9b7d2a1e@airbnb.com`,
      `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM${String(index).padStart(8, '0')}\\nPhone Number (Last 4 Digits): ${String(index % 10_000).padStart(4, '0')}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

function serve(body: string) {
  ical.route('/big.ics', (_req, res) => {
    res.setHeader('content-type', 'text/calendar; charset=utf-8');
    res.end(body);
  });
}

/** Runs 'Sync now' while health is asked back to back; answers the slowest health answer in ms. */
async function slowestHealthDuringSync(cookie: string): Promise<number> {
  let syncing = true;
  const sync = t.app
    .inject({ method: 'POST', url: '/api/availability/sync', headers: { cookie } })
    .finally(() => {
      syncing = false;
    });
  let slowest = 0;
  let answers = 0;
  while (syncing) {
    const started = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    slowest = Math.max(slowest, performance.now() - started);
    expect(health.statusCode).toBe(200);
    answers++;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const response = await sync;
  expect(response.statusCode).toBe(200);
  console.info(`${answers} health answers during the sync, the slowest ${Math.round(slowest)} ms`);
  return slowest;
}

describe('a 4,000-reservation feed', () => {
  it('is synced, and its codes switched off, while health keeps answering', {
    timeout: 240_000,
  }, async () => {
    const cookie = await t.adminCookie();
    const body = bigFeed(4000);
    expect(body.length).toBeGreaterThan(900_000);
    serve(body);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/availability/feeds',
      headers: { cookie },
      payload: { url: ical.url('/big.ics'), label: 'Big listing' },
    });
    expect(added.statusCode).toBe(201);

    const slowestWrite = await slowestHealthDuringSync(cookie);
    const codes = await t.app.inject({ method: 'GET', url: '/api/access-codes', headers: { cookie } });
    const made = (codes.json() as { calendarUid: string | null; isActive: boolean }[]).filter((code) =>
      code.calendarUid?.startsWith('big-'),
    );
    expect(made).toHaveLength(4000);
    expect(made.every((code) => code.isActive)).toBe(true);

    // 3,995 reservations leave at once (5 stay): each is a cancellation.
    serve(bigFeed(5));
    const slowestSwitchOff = await slowestHealthDuringSync(cookie);
    const after = await t.app.inject({ method: 'GET', url: '/api/access-codes', headers: { cookie } });
    const active = (after.json() as { calendarUid: string | null; isActive: boolean }[]).filter(
      (code) => code.calendarUid?.startsWith('big-') && code.isActive,
    );
    expect(active).toHaveLength(5);

    console.info(
      `slowest /api/health during the 4,000-code sync: ${Math.round(slowestWrite)} ms; while switching 3,995 off: ${Math.round(slowestSwitchOff)} ms`,
    );
    expect(slowestWrite).toBeLessThan(2000);
    expect(slowestSwitchOff).toBeLessThan(2000);
  });
});
