import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, type SpecServer, startSpecServer, test, waitForClient } from './fixtures.js';

// The tests share the server this file starts. One at a time, in file order (decision 0078).
test.describe.configure({ mode: 'default' });

/**
 * Issue 42 item 6: with an analytics id set, no manage-link token or check-in code reaches the Google
 * tag or our own events endpoint. The tag's script is blocked (never fetched from Google); what the
 * page gave the tag is read from `window.dataLayer`, where gtag() queues it.
 */

const TOKEN = 'Zq9_guest-manage-token-abcdefghijklmnopqrst';
const CODE = 'PINE-CONE-SECRET';
let server: SpecServer | undefined;
let baseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startSpecServer({
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'analytics-tokens-password',
    ANALYTICS_ID: 'G-TEST12345',
  });
  baseUrl = server.url;
});

test.afterAll(async () => {
  await server?.stop();
});

/** What the page gave the tag: gtag()'s queued arguments as arrays, the rest as pushed. */
const dataLayerOf = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );

type PageFields = { page_location?: string; page_path?: string; page_referrer?: string };
const fieldsOf = (layer: unknown[], command: 'config' | 'set'): PageFields[] =>
  layer
    .filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === command)
    .map((entry) => entry[entry.length - 1] as PageFields);

test.describe('the analytics tag and a guest’s keys', ANY_WIDTH, () => {
  test('no manage token or check-in code in page_location, page_path, page_referrer or our events', async ({
    page,
  }) => {
    const blocked: string[] = [];
    await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events')) events.push(request.postData() ?? '');
    });

    // The guest opens the manage link from their email.
    const manage = await page.goto(`${baseUrl}/manage-booking/${TOKEN}`);
    await waitForClient(page);
    await expect.poll(() => blocked.length).toBeGreaterThan(0); // the tag was asked for, and blocked
    await expect.poll(() => events.length).toBeGreaterThan(0); // the page view, from the start script
    let layer = await dataLayerOf(page);
    expect(fieldsOf(layer, 'config')).toEqual([
      { page_location: `${baseUrl}/manage-booking`, page_path: '/manage-booking', page_referrer: '' },
    ]);

    // A click to another page of the site (client-side): the tag hears of it, the manage page as referrer.
    await page.locator('header a[href="/check-in"]').first().click();
    await expect(page).toHaveURL(`${baseUrl}/check-in`);
    await expect.poll(async () => fieldsOf(await dataLayerOf(page), 'set').length).toBe(1);
    layer = await dataLayerOf(page);
    expect(fieldsOf(layer, 'set')).toEqual([
      {
        page_location: `${baseUrl}/check-in`,
        page_path: '/check-in',
        page_referrer: `${baseUrl}/manage-booking`,
      },
    ]);
    expect(JSON.stringify(layer)).not.toContain(TOKEN);

    // A page loaded with the manage link as its document.referrer (a browser without the policy).
    await page.goto(`${baseUrl}/attractions`, { referer: `${baseUrl}/manage-booking/${TOKEN}` });
    await waitForClient(page);
    expect(await page.evaluate(() => document.referrer)).toContain(TOKEN);
    await expect.poll(async () => fieldsOf(await dataLayerOf(page), 'config').length).toBe(1);
    layer = await dataLayerOf(page);
    expect(fieldsOf(layer, 'config')[0].page_referrer).toBe(`${baseUrl}/manage-booking`);
    expect(JSON.stringify(layer)).not.toContain(TOKEN);

    // A check-in link with its code.
    const checkIn = await page.goto(`${baseUrl}/check-in?code=${CODE}`);
    await waitForClient(page);
    await expect.poll(async () => fieldsOf(await dataLayerOf(page), 'config').length).toBe(1);
    layer = await dataLayerOf(page);
    expect(fieldsOf(layer, 'config')[0]).toMatchObject({
      page_location: `${baseUrl}/check-in`,
      page_path: '/check-in',
    });
    expect(JSON.stringify(layer)).not.toContain(CODE);

    // Our own events endpoint never heard a key either.
    expect(events.join('\n')).not.toContain(TOKEN);
    expect(events.join('\n')).not.toContain(CODE);
    expect(events.map((body) => JSON.parse(body).path)).toContain('/manage-booking');
    // Nor does a request the key-bearing pages make, or the page after them (decision 0068).
    expect(manage?.headers()['referrer-policy']).toBe('no-referrer');
    expect(checkIn?.headers()['referrer-policy']).toBe('no-referrer');
  });
});
