import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsDailyTotals,
  analyticsDailyVisitors,
  analyticsEvents,
  analyticsSalts,
  rateLimits,
} from '../../src/server/db/schema.js';
import { insertContactSubmission } from '../../src/server/demo/factories.js';
import { runAnalyticsRollup } from '../../src/server/modules/analytics/analytics.js';
import { ANALYTICS_RATE_LIMIT_MESSAGE } from '../../src/server/modules/analytics/analytics.routes.js';
import {
  ANALYTICS_DAYS_MESSAGE,
  SITE_EVENT_NAME_MESSAGE,
  SITE_EVENT_PATH_MESSAGE,
} from '../../src/shared/schemas/analytics.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const RATE_LIMIT = 5;

/** The app's clock; each scenario sets its own day, far from the others, so their numbers never mix. */
let clock = new Date('2026-03-10T02:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_RATE_LIMIT: RATE_LIMIT }, { now: () => clock });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test sends from its own address, so one test's rate limit does not leak into another. */
const freshIp = () => `10.2.0.${++ipCounter}`;

interface SendOptions {
  ip?: string;
  headers?: Record<string, string>;
}
const send = (payload: unknown, { ip = freshIp(), headers = {} }: SendOptions = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: ip,
    headers: { 'user-agent': BROWSER, ...headers },
    ...(typeof payload === 'string' ? { body: payload } : { payload: payload as object }),
  });

const rowsOn = (path: string) => t.db.select().from(analyticsEvents).where(eq(analyticsEvents.path, path));

const summary = async (days: number | string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/analytics/summary?days=${days}`,
    headers: { cookie: await t.adminCookie() },
  });

describe('POST /api/events', () => {
  it('records a page view (204) on the day in the chalet time zone', async () => {
    clock = new Date('2026-03-10T15:00:00Z'); // 11 March, 2 am in Sydney
    const response = await send({ name: 'page_view', path: '/privacy-policy' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await rowsOn('/privacy-policy');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'page_view', day: '2026-03-11' });
  });

  it('records every tracked event name', async () => {
    for (const name of ['contact', 'gallery_view', 'explore_chalet', 'book_stay']) {
      expect((await send({ name, path: '/terms-of-use' })).statusCode).toBe(204);
    }
    expect((await rowsOn('/terms-of-use')).map((r) => r.name).sort()).toEqual([
      'book_stay',
      'contact',
      'explore_chalet',
      'gallery_view',
    ]);
  });

  it('refuses an unknown event name with 400', async () => {
    const response = await send({ name: 'purchase', path: '/guest-info' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SITE_EVENT_NAME_MESSAGE);
    expect(await rowsOn('/guest-info')).toHaveLength(0);
  });

  it('refuses a path that is not a path on this site with 400', async () => {
    for (const path of [
      'https://example.com/',
      '//example.com/x',
      'gallery',
      '',
      '/check-in?code=ABC123',
      '/gallery#top',
      '/with space',
      '/nul\u0000',
      `/${'a'.repeat(300)}`,
    ]) {
      const response = await send({ name: 'page_view', path });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toBe(SITE_EVENT_PATH_MESSAGE);
    }
    expect((await send({ name: 'page_view' })).statusCode).toBe(400);
  });

  it('accepts JSON sent as text/plain (navigator.sendBeacon), and refuses text that is not JSON', async () => {
    const headers = { 'content-type': 'text/plain;charset=UTF-8' };
    const ok = await send(JSON.stringify({ name: 'book_stay', path: '/check-in' }), { headers });
    expect(ok.statusCode).toBe(204);
    expect(await rowsOn('/check-in')).toHaveLength(1);
    const bad = await send('name=book_stay', { headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/JSON/);
  });

  it('ignores robots and clients without a user agent (204, nothing stored)', async () => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'facebookexternalhit/1.1',
      '',
    ]) {
      const response = await send(
        { name: 'page_view', path: '/experiences' },
        { headers: { 'user-agent': userAgent } },
      );
      expect(response.statusCode, userAgent).toBe(204);
    }
    expect(await rowsOn('/experiences')).toHaveLength(0);
  });

  it('ignores a path that is no page of the site (a 404 or an admin screen): 204, nothing stored', async () => {
    for (const path of ['/nope', '/admin/dashboard', '/experiences/abc', '/gallery/']) {
      const response = await send({ name: 'page_view', path });
      expect(response.statusCode, path).toBe(204);
      expect(await rowsOn(path), path).toHaveLength(0);
    }
  });

  it('never stores a manage link or its token (issue 42 item 6): 204, nothing stored', async () => {
    const token = 'Tk0_manage-link-token-of-a-guest-0123456789';
    for (const path of [`/manage-booking/${token}`, '/manage-booking']) {
      const response = await send({ name: 'page_view', path });
      expect(response.statusCode, path).toBe(204);
    }
    const stored = JSON.stringify([
      await t.db.select().from(analyticsEvents),
      await t.db.select().from(analyticsDailyTotals),
    ]);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('/manage-booking');
  });

  it('stores nothing for a visitor sending Sec-GPC: 1 or DNT: 1', async () => {
    expect(
      (await send({ name: 'page_view', path: '/experiences/901' }, { headers: { 'sec-gpc': '1' } }))
        .statusCode,
    ).toBe(204);
    expect(
      (await send({ name: 'book_stay', path: '/experiences/901' }, { headers: { dnt: '1' } })).statusCode,
    ).toBe(204);
    expect(await rowsOn('/experiences/901')).toHaveLength(0);
    // DNT: 0 is no objection.
    expect(
      (await send({ name: 'page_view', path: '/experiences/901' }, { headers: { dnt: '0' } })).statusCode,
    ).toBe(204);
    expect(await rowsOn('/experiences/901')).toHaveLength(1);
  });

  it('answers 429 past the per-address limit and stores nothing more', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await send({ name: 'page_view', path: '/experiences/902' }, { ip })).statusCode).toBe(204);
    }
    const refused = await send({ name: 'page_view', path: '/experiences/902' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ANALYTICS_RATE_LIMIT_MESSAGE);
    expect(await rowsOn('/experiences/902')).toHaveLength(RATE_LIMIT);
    // Another address is not affected.
    expect((await send({ name: 'page_view', path: '/experiences/902' })).statusCode).toBe(204);
  });

  it('stores no IP address or user agent anywhere (rate-limit keys included), only a daily hash', async () => {
    const ip = '203.0.113.77';
    await send({ name: 'page_view', path: '/experiences/903' }, { ip });
    const [row] = await rowsOn('/experiences/903');
    expect(row.visitorHash).toMatch(/^[\w-]{22}$/);
    const everything = JSON.stringify([
      await t.db.select().from(analyticsEvents),
      await t.db.select().from(analyticsDailyTotals),
      await t.db.select().from(analyticsDailyVisitors),
      await t.db.select().from(analyticsSalts),
      // The rate limiter's keys too.
      await t.db.select().from(rateLimits),
    ]);
    expect(everything).not.toContain(ip);
    expect(everything).not.toContain('203.0.113');
    expect(everything).not.toContain('Chrome/131');
  });

  it('gives one visitor the same hash all day, another visitor a different one, and a new one the next day', async () => {
    clock = new Date('2026-04-01T01:00:00Z');
    await send({ name: 'page_view', path: '/experiences/904' }, { ip: '10.9.0.1' });
    await send({ name: 'page_view', path: '/experiences/904' }, { ip: '10.9.0.1' });
    await send({ name: 'page_view', path: '/experiences/904' }, { ip: '10.9.0.2' });
    clock = new Date('2026-04-02T01:00:00Z');
    await send({ name: 'page_view', path: '/experiences/904' }, { ip: '10.9.0.1' });
    const rows = await rowsOn('/experiences/904');
    const [a1, a2, b, aNextDay] = rows.sort((x, y) => x.id - y.id).map((r) => r.visitorHash);
    expect(a1).toBe(a2);
    expect(b).not.toBe(a1);
    expect(aNextDay).not.toBe(a1);
  });
});

describe('GET /api/analytics/summary', () => {
  it('requires a signed-in admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics/summary?days=30' })).statusCode).toBe(
      401,
    );
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/summary?days=30',
      headers: { cookie: await t.userCookie() },
    });
    expect(asUser.statusCode).toBe(403);
  });

  it('accepts 30 or 90 days only', async () => {
    for (const days of ['7', '31', 'abc', '-30', '']) {
      const response = await summary(days);
      expect(response.statusCode, days).toBe(400);
      expect(response.json().message).toBe(ANALYTICS_DAYS_MESSAGE);
    }
  });

  it('lists every day up to today in the chalet time zone, zero-filled', async () => {
    clock = new Date('2026-05-20T20:00:00Z'); // 21 May in Sydney
    for (const days of [30, 90]) {
      const body = (await summary(days)).json();
      expect(body.days).toHaveLength(days);
      expect(body.timeZone).toBe('Australia/Sydney');
      expect(body.days.at(-1).date).toBe('2026-05-21');
      expect(body.days[0].date).toBe(days === 30 ? '2026-04-22' : '2026-02-21');
      const quiet = body.days.find((d: { date: string }) => d.date === '2026-05-01');
      expect(quiet).toEqual({
        date: '2026-05-01',
        pageViews: 0,
        visitors: 0,
        bookClicks: 0,
        bookVisitors: 0,
        enquiries: 0,
      });
    }
  });

  it('counts page views, unique visitors, Book clicks, enquiries and top pages per day', async () => {
    clock = new Date('2025-06-15T03:00:00Z');
    const alice = { ip: '10.3.0.1' };
    const bob = { ip: '10.3.0.2' };
    for (let i = 0; i < 3; i++) await send({ name: 'page_view', path: '/' }, alice);
    await send({ name: 'book_stay', path: '/' }, alice);
    await send({ name: 'book_stay', path: '/' }, alice);
    await send({ name: 'page_view', path: '/gallery' }, bob);
    await send({ name: 'gallery_view', path: '/gallery' }, bob);
    // 14:30 UTC on the 14th is 00:30 on the 15th in Sydney; 13:30 UTC is still the 14th there.
    await insertContactSubmission(t.db, { createdAt: new Date('2025-06-14T14:30:00Z') });
    await insertContactSubmission(t.db, { createdAt: new Date('2025-06-14T13:30:00Z') });

    const body = (await summary(30)).json();
    expect(body.days.at(-1)).toEqual({
      date: '2025-06-15',
      pageViews: 4,
      visitors: 2,
      bookClicks: 2,
      bookVisitors: 1,
      enquiries: 1,
    });
    expect(body.days.at(-2)).toMatchObject({ date: '2025-06-14', pageViews: 0, enquiries: 1 });
    expect(body.topPages).toEqual([
      { path: '/', pageViews: 3 },
      { path: '/gallery', pageViews: 1 },
    ]);
    expect(body.totals).toEqual({
      pageViews: 4,
      visitors: 2,
      bookClicks: 2,
      bookVisitors: 1,
      enquiries: 2,
      conversion: 0.5,
    });
  });
});

describe('analytics roll-up', () => {
  it('folds raw rows older than the retention into daily totals, deletes them and old salts, and leaves the summary unchanged', async () => {
    const old = new Date('2024-01-10T03:00:00Z');
    clock = old;
    await send({ name: 'page_view', path: '/' }, { ip: '10.4.0.1' });
    await send({ name: 'page_view', path: '/attractions' }, { ip: '10.4.0.1' });
    await send({ name: 'book_stay', path: '/attractions' }, { ip: '10.4.0.1' });
    await send({ name: 'page_view', path: '/' }, { ip: '10.4.0.2' });
    // Today (40 days later, past the 35-day retention) has raw rows that must stay.
    clock = new Date('2024-02-19T03:00:00Z');
    await send({ name: 'page_view', path: '/' }, { ip: '10.4.0.3' });

    const before = (await summary(90)).json();
    expect(before.days.find((d: { date: string }) => d.date === '2024-01-10')).toMatchObject({
      pageViews: 3,
      visitors: 2,
      bookClicks: 1,
      bookVisitors: 1,
    });

    const saltDays = async () => (await t.db.select().from(analyticsSalts)).map((s) => s.day);
    expect(await saltDays()).toContain('2024-01-10');
    const folded = await runAnalyticsRollup(t.db, t.config, { now: clock });
    expect(folded).toBeGreaterThanOrEqual(4);
    const raw = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.day, '2024-01-10'));
    expect(raw).toHaveLength(0);
    expect(
      await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.day, '2024-02-19')),
    ).toHaveLength(1);
    const totals = await t.db
      .select()
      .from(analyticsDailyTotals)
      .where(eq(analyticsDailyTotals.day, '2024-01-10'));
    expect(totals.sort((a, b) => `${a.name}${a.path}`.localeCompare(`${b.name}${b.path}`))).toEqual([
      { day: '2024-01-10', name: 'book_stay', path: '/attractions', count: 1 },
      { day: '2024-01-10', name: 'page_view', path: '/', count: 2 },
      { day: '2024-01-10', name: 'page_view', path: '/attractions', count: 1 },
    ]);
    // Salts of past days are gone (other scenarios' later days are "the future" here and stay).
    const salts = await saltDays();
    expect(salts.filter((day) => day < '2024-02-19')).toEqual([]);
    expect(salts).toContain('2024-02-19');

    expect((await summary(90)).json()).toEqual(before);
    // Nothing left to fold: a second run changes nothing.
    expect(await runAnalyticsRollup(t.db, t.config, { now: clock })).toBe(0);
    expect((await summary(90)).json()).toEqual(before);
  });
});

describe('Referrer-Policy (issue 42 item 6, decision 0068)', () => {
  it('is no-referrer on a page whose address is a key, strict-origin-when-cross-origin elsewhere', async () => {
    const policyOf = async (url: string) => (await t.app.inject({ url })).headers['referrer-policy'];
    expect(await policyOf(`/manage-booking/${'A'.repeat(43)}`)).toBe('no-referrer');
    expect(await policyOf('/check-in?code=PINE-CONE-7')).toBe('no-referrer');
    expect(await policyOf('/check-in')).toBe('strict-origin-when-cross-origin');
    expect(await policyOf('/')).toBe('strict-origin-when-cross-origin');
    expect(await policyOf('/gallery?utm_source=mail')).toBe('strict-origin-when-cross-origin');
  });
});
