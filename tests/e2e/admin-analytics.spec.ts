import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test, waitForClient } from './fixtures.js';

/**
 * First-party analytics (issue 12 item 4–5, decision 0017): page views and 'Book' clicks recorded by
 * our own server, shown on the dashboard's charts and table; Sec-GPC honoured; no third-party script.
 */

// Headless Chromium says "HeadlessChrome", which the server ignores as a robot: these tests visit as
// an ordinary browser. (So parallel specs add no events; numbers are still compared before/after.)
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
test.use({ userAgent: BROWSER_UA });

interface Totals {
  pageViews: number;
  visitors: number;
  bookClicks: number;
}

/** The 'Total' row of the dashboard's data table (read as a screen reader would). */
async function dashboardTotals(page: Page): Promise<Totals> {
  await page.goto('/admin/dashboard');
  const total = page.getByTestId('analytics-table').locator('tfoot tr');
  await expect(total.locator('td')).toHaveCount(4);
  const [pageViews, visitors, bookClicks] = (await total.locator('td').allTextContents()).map(Number);
  return { pageViews, visitors, bookClicks };
}

const isOurs = (url: string, origin: string) => url.startsWith(origin) || url.startsWith('data:');

test.describe('Dashboard visitor numbers', () => {
  test("a visit of public pages and a 'Book' click show on the dashboard's table and charts; no third-party script loads", async ({
    adminPage: page,
    browser,
    baseURL,
  }) => {
    const before = await dashboardTotals(page);

    const guest = await browser.newContext({ userAgent: BROWSER_UA, baseURL });
    const thirdParty: string[] = [];
    const beacons: Request[] = [];
    guest.on('request', (request) => {
      if (request.url().endsWith('/api/events')) beacons.push(request);
      if (!isOurs(request.url(), baseURL ?? '') && request.resourceType() !== 'document') {
        thirdParty.push(`${request.resourceType()} ${request.url()}`);
      }
    });
    // The booking platform is not visited for real.
    await guest.route(/^https:\/\/www\.airbnb\.com\.au\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
    );
    const visitor = await guest.newPage();
    // A page view is sent once the page has painted (decision 0028): each is awaited before the
    // visitor moves on, as a visitor who reads the page would.
    for (const [index, path] of ['/', '/attractions', '/guest-info'].entries()) {
      await visitor.goto(path);
      await expect.poll(() => beacons.length).toBe(index + 1);
    }
    const popup = guest.waitForEvent('page');
    await visitor.goto('/');
    await expect.poll(() => beacons.length).toBe(4);
    await visitor
      .locator('#home')
      .getByRole('link', { name: /Book Your Stay/ })
      .click();
    await (await popup).close();
    // Four page views (/ twice) and the click: wait for all five before the context closes, or a
    // beacon still on its way is dropped with it.
    await expect.poll(() => beacons.length).toBeGreaterThanOrEqual(5);
    const sent = beacons.map((request) => request.postDataJSON());
    expect(sent.filter((event) => event.name === 'page_view')).toHaveLength(4);
    expect(sent).toContainEqual({ name: 'page_view', path: '/attractions' });
    expect(sent).toContainEqual({ name: 'book_stay', path: '/' });
    expect(thirdParty).toEqual([]);
    await guest.close();

    await expect
      .poll(async () => {
        const after = await dashboardTotals(page);
        return (
          after.pageViews >= before.pageViews + 4 &&
          after.visitors >= before.visitors + 1 &&
          after.bookClicks >= before.bookClicks + 1
        );
      })
      .toBe(true);

    // The charts are drawn (recharts, loaded by the dashboard only) and the page stays accessible.
    const charts = page.getByRole('region', { name: 'Visitors' });
    await expect(charts.getByRole('heading', { name: 'Page views and visitors per day' })).toBeVisible();
    await expect(charts.locator('.recharts-surface').first()).toBeVisible();
    await expect(charts.getByRole('heading', { name: 'Top pages' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // 90 days answers too, with 90 rows.
    await charts.getByRole('button', { name: '90 days' }).click();
    await expect(charts.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('analytics-table').locator('tbody tr')).toHaveCount(90);
  });

  test('an event sent with Sec-GPC: 1 (or DNT: 1) is not counted', async ({ adminPage: page }) => {
    const summary = async () =>
      (await (await page.request.get('/api/analytics/summary?days=30')).json()).totals as Totals;
    const before = await summary();
    for (const headers of [{ 'sec-gpc': '1' }, { dnt: '1' }] as Record<string, string>[]) {
      const refused = await page.request.post('/api/events', {
        data: { name: 'book_stay', path: '/' },
        headers: { ...headers, 'user-agent': BROWSER_UA },
      });
      expect(refused.status()).toBe(204);
    }
    expect((await summary()).bookClicks).toBe(before.bookClicks);
    // The same event without the signal is counted.
    const counted = await page.request.post('/api/events', {
      data: { name: 'book_stay', path: '/' },
      headers: { 'user-agent': BROWSER_UA },
    });
    expect(counted.status()).toBe(204);
    expect((await summary()).bookClicks).toBeGreaterThanOrEqual(before.bookClicks + 1);
  });

  test('a browser with Global Privacy Control sends nothing', async ({ browser, baseURL }) => {
    const guest = await browser.newContext({ userAgent: BROWSER_UA, baseURL });
    await guest.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const beacons: string[] = [];
    guest.on('request', (request) => {
      if (request.url().endsWith('/api/events')) beacons.push(request.url());
    });
    const visitor = await guest.newPage();
    // The start script sends a first view at the first paint, before the client starts; the client
    // sends one at each of its own navigations: one is made and rendered.
    await visitor.goto('/gallery');
    await waitForClient(visitor);
    await visitor
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Check-in', exact: true })
      .click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Check-in Instructions' })).toBeVisible();
    await expect(visitor).toHaveURL(/\/check-in$/);
    expect(beacons).toEqual([]);
    await guest.close();
  });
});
