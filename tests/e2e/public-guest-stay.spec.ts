import type { Page } from '@playwright/test';
import { ACCESS_ENDS_AT_HEADER } from '../../src/shared/offline.js';
import { ANY_WIDTH, expect, type Factories, seriousA11yViolations, test, uniqueCode } from './fixtures.js';

/**
 * Guest stays (issue 10, decision 0012): a dated code shows the `stay` instructions (the seeded
 * "Door Code & WiFi") only inside its window, greets the guest, and once unlocked keeps working offline.
 * The server runs on the real clock, so the stays are placed relative to now.
 */

const HOUR = 3_600_000;
const DOOR = 'Door Code & WiFi';
const CACHE = 'check-in-v1';

async function createStay(factories: Factories, label: string, checkInAt: number, checkOutAt: number) {
  const code = uniqueCode(label);
  const { id } = await factories.accessCode({
    code,
    guestName: 'Olivia Bennett',
    checkInAt: new Date(checkInAt).toISOString(),
    checkOutAt: new Date(checkOutAt).toISOString(),
  });
  return { code, id };
}

const cachedEntries = (page: Page, code: string) =>
  page.evaluate(
    async ({ cacheName, code }) => {
      const cache = await caches.open(cacheName);
      return (await cache.keys()).filter((request) => new URL(request.url).searchParams.get('code') === code)
        .length;
    },
    { cacheName: CACHE, code },
  );

/** The end of access each of `code`'s kept answers carries (ms since the epoch), as the worker reads it. */
const keptEnds = (page: Page, code: string) =>
  page.evaluate(
    async ({ cacheName, code, header }) => {
      const cache = await caches.open(cacheName);
      const keys = (await cache.keys()).filter(
        (request) => new URL(request.url).searchParams.get('code') === code,
      );
      return Promise.all(
        keys.map(async (key) =>
          Date.parse((await cache.match(key, { ignoreVary: true }))?.headers.get(header) ?? ''),
        ),
      );
    },
    { cacheName: CACHE, code, header: ACCESS_ENDS_AT_HEADER },
  );

test('before the stay: a greeting, the door code locked with its unlock time, the locked answers kept', async ({
  page,
  factories,
}, testInfo) => {
  const checkIn = Date.now() + 5 * 24 * HOUR;
  const { code } = await createStay(factories, 'EARLY', checkIn, checkIn + 3 * 24 * HOUR);
  await page.goto(`/check-in?code=${code}`);

  await expect(page.getByRole('heading', { name: 'Welcome, Olivia Bennett' })).toBeVisible();
  const locked = page.getByRole('article', { name: `${DOOR} (locked)` });
  await expect(locked).toContainText(/Available from \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [AP]M (AEDT|AEST)/);
  await expect(page.getByText(/2790|bluemountains792/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Arrival & Parking' })).toBeVisible();
  // No made-up contact: the owner has set none in the e2e data (decision 0041).
  await expect(page.getByRole('link', { name: '0400 000 000' })).toHaveCount(0);
  await expect(page.getByText(/booking platform you booked on/).first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({
    path: `.test-output/screens/guest-before-stay-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // A locked stay is kept as shown (decision 0041): the server sent no secret, so none is kept.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => cachedEntries(page, code)).toBe(2);
  const kept = await page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    const texts = await Promise.all(
      (await cache.keys()).map(async (key) => (await cache.match(key))?.text()),
    );
    return texts.join('\n');
  }, CACHE);
  expect(kept).not.toMatch(/2790|bluemountains792/);
});

test('during the stay the instructions show, and still show offline until the window ends', async ({
  page,
  context,
  factories,
}, testInfo) => {
  const checkIn = Date.now() - HOUR;
  const checkOut = Date.now() + 2 * 24 * HOUR;
  const { code } = await createStay(factories, 'NOW', checkIn, checkOut);
  await page.goto(`/check-in?code=${code}`);

  await expect(page.getByRole('heading', { name: 'Welcome, Olivia Bennett' })).toBeVisible();
  await expect(page.getByRole('heading', { name: DOOR })).toBeVisible();
  await expect(page.getByText('Enter 2790 followed by the tick key')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({
    path: `.test-output/screens/guest-during-stay-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The worker takes over and keeps the unlocked answers (the instructions and the stay).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => cachedEntries(page, code)).toBe(2);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Access code verified')).toBeVisible();
  await expect(page.getByText('Enter 2790 followed by the tick key')).toBeVisible();

  // The page's clock past check-out + 1 h: the cached copy is deleted and the code refused.
  await page.clock.setFixedTime(checkOut + HOUR + 60_000);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Invalid access code. Please check and try again.');
  await expect(page.getByText(/2790/)).toHaveCount(0);
  expect(await cachedEntries(page, code)).toBe(0);
  await context.setOffline(false);
});

test('the server refusing a code deletes its offline copy', ANY_WIDTH, async ({ page, api, factories }) => {
  const { code, id } = await createStay(factories, 'GONE', Date.now() - HOUR, Date.now() + 24 * HOUR);
  await page.goto(`/check-in?code=${code}`);
  await expect(page.getByText('Enter 2790 followed by the tick key')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => cachedEntries(page, code)).toBe(2);

  await api.update('accessCodes', id, { isActive: false });

  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Invalid access code. Please check and try again.');
  expect(await cachedEntries(page, code)).toBe(0);
});

test(
  'an ended stay leaves the device at the next page the guest opens, whichever it is',
  ANY_WIDTH,
  async ({ page, api, factories }) => {
    // An undated code, unlocked now, so the worker keeps its answers.
    const opened = Date.now();
    const code = uniqueCode('BRIEF');
    const { id } = await factories.accessCode({ code, expiresAt: new Date(opened + HOUR).toISOString() });
    await page.goto(`/check-in?code=${code}`);
    await expect(page.getByText('Enter 2790 followed by the tick key')).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => cachedEntries(page, code)).toBe(2);

    // Its access now ends shortly (twice what opening it took, at least 3 s), and the guest opens it
    // once more before that: the device keeps the answers with the new end.
    const endsAt = Date.now() + Math.max(3_000, 2 * (Date.now() - opened));
    await api.update('accessCodes', id, { expiresAt: new Date(endsAt).toISOString() });
    await page.goto(`/check-in?code=${code}`);
    await expect.poll(() => keptEnds(page, code)).toEqual([endsAt, endsAt]);
    expect(Date.now(), 'the answers were kept before the access ended').toBeLessThan(endsAt);

    // The guest never opens the check-in page again; once the device's clock is past the end, the
    // home page alone sweeps the copy away.
    await expect
      .poll(() => page.evaluate(() => Date.now()), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(endsAt);
    await page.goto('/');
    await expect.poll(() => cachedEntries(page, code)).toBe(0);
  },
);

test(
  'the web app manifest lets a guest add the check-in page to the home screen',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/check-in');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href ?? '')).json();
    expect(manifest).toMatchObject({ start_url: '/check-in', display: 'standalone' });
    expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === '512x512')).toBe(true);
    // Android crops an installed app's icon to its own shape: a maskable icon fills it without a white ring.
    const maskable = manifest.icons.find((icon: { purpose?: string }) => icon.purpose === 'maskable');
    expect(maskable).toMatchObject({ sizes: '512x512', type: 'image/png' });
    expect((await page.request.get(maskable.src)).status()).toBe(200);
    // An iPhone's home screen takes the apple-touch-icon (else a screenshot of the page).
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const icon = await page.request.get(touchIcon ?? '');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, touchIcon ?? '');
    expect(size).toEqual([180, 180]);
  },
);
