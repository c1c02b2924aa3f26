import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, heldUntilReleased, test } from './fixtures.js';

/**
 * How public pages load their code (ARCHITECTURE section 7, docs/decisions/0006): each page other than
 * home is its own chunk preloaded by its HTML; home sections below the hero are hydrated when the
 * visitor scrolls near them, and nothing a visitor does in the meantime is lost.
 */

/** Script URLs the page requests from now on. */
function recordScripts(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Holds back the responses to requests matching `url` until the returned `release` is called. */
async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const ENTRY = /\/assets\/entry-client-[^/]+\.js$/;

const wrapperOf = (page: Page, sectionId: string) =>
  page.locator('[data-hydrated]').filter({ has: page.locator(`#${sectionId}`) });

test(
  "a page's HTML preloads its own chunk, and the home page's does not preload other pages",
  ANY_WIDTH,
  async ({ request }) => {
    const gallery = await (await request.get('/gallery')).text();
    // The start script's list of chunks (decision 0024), preloaded once the page has painted.
    expect(gallery).toMatch(/data-chunks="[^"]*\/assets\/gallery-page-[^"]+\.js[^"]*"/);
    const home = await (await request.get('/')).text();
    expect(home).not.toMatch(/gallery-page-|check-in-page-|admin-app-/);
  },
);

test('the first view of the home page downloads no code of the sections below it', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /contact-section-/.test(url))).toEqual([]);
  await expect(wrapperOf(page, 'contact')).toHaveAttribute('data-hydrated', 'false');
  // The server's HTML is complete meanwhile.
  await expect(page.locator('#contact').getByRole('button', { name: 'Send Message' })).toBeAttached();

  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(wrapperOf(page, 'contact')).toHaveAttribute('data-hydrated', 'true');
  expect(scripts.filter((url) => /contact-section-/.test(url))).toHaveLength(1);
});

test.describe('a section already in view on a tall screen', () => {
  // The availability calendar, first below the hero, is wholly in view at this size.
  test.use({ viewport: { width: 1280, height: 1700 } });

  test(
    "is hydrated only from the visitor's first scroll, press or key (decision 0034)",
    ANY_WIDTH,
    async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-client', 'started');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#availability')).toBeInViewport();
      // Complete and readable meanwhile, and none of its code was fetched.
      await expect(wrapperOf(page, 'availability')).toHaveAttribute('data-hydrated', 'false');
      await expect(page.locator('#availability').getByRole('button', { name: /Next month/ })).toBeVisible();
      expect(scripts.filter((url) => /availability-section-/.test(url))).toEqual([]);

      await page.keyboard.press('Shift');
      await expect(wrapperOf(page, 'availability')).toHaveAttribute('data-hydrated', 'true');
      expect(scripts.filter((url) => /availability-section-/.test(url))).toHaveLength(1);
      // Sections far below still wait until the visitor comes near them.
      await expect(wrapperOf(page, 'contact')).toHaveAttribute('data-hydrated', 'false');
    },
  );

  test(
    'a click on its control before anything else is carried out once it is hydrated',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-client', 'started');
      const calendar = page.locator('#availability');
      await expect(wrapperOf(page, 'availability')).toHaveAttribute('data-hydrated', 'false');
      // The first month shown: today's, or the next one near a month's end (decision 0058).
      const firstMonth = calendar.getByRole('heading', { level: 3 }).first();
      const opening = (await firstMonth.textContent()) ?? '';
      await calendar.getByRole('button', { name: /Next month/ }).click();
      await expect(wrapperOf(page, 'availability')).toHaveAttribute('data-hydrated', 'true');
      // The click was held and made again once React handled the calendar: it moved a month on.
      await expect(firstMonth).not.toHaveText(opening);
    },
  );

  test(
    'a click on its control made before the client has started is carried out too',
    ANY_WIDTH,
    async ({ page }) => {
      // Held back so the click surely lands before the client starts: the start script holds it and
      // replays it once the client has started, which must count as the visitor's first press.
      const release = await holdBack(page, ENTRY);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const calendar = page.locator('#availability');
      await calendar.getByRole('button', { name: /Next month/ }).click();
      await expect(page.locator('html')).not.toHaveAttribute('data-client');
      release();
      await expect(wrapperOf(page, 'availability')).toHaveAttribute('data-hydrated', 'true');
      await expect(calendar.getByRole('button', { name: /Previous month/ })).toBeEnabled();
    },
  );
});

test(
  'a click in a section whose code is still on its way is carried out once it arrives',
  ANY_WIDTH,
  async ({ page }) => {
    // Hold the section's code back until the click has been made, so it surely lands before hydration.
    const clicked = heldUntilReleased();
    await page.route(/check-in-help-section-[^/]+\.js$/, async (route) => {
      await clicked.held;
      await route.continue();
    });
    await page.goto('/');
    const help = page.locator('#check-in-help');
    await help.scrollIntoViewIfNeeded();
    await help.getByRole('button', { name: 'View more' }).click();
    await expect(wrapperOf(page, 'check-in-help')).toHaveAttribute('data-hydrated', 'false');
    clicked.release();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(wrapperOf(page, 'check-in-help')).toHaveAttribute('data-hydrated', 'true');
  },
);

test(
  'a click made after the first paint but before the client has started is carried out once it has',
  ANY_WIDTH,
  async ({ page }) => {
    // Hold the entry back so the click surely lands before the client starts (decision 0024).
    const release = await holdBack(page, ENTRY);
    await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
    await page
      .locator('main')
      .getByRole('button', { name: /^View larger: / })
      .first()
      .click();
    await expect(page.locator('html')).not.toHaveAttribute('data-client');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-client', 'started');
    await expect(page.getByRole('dialog')).toBeVisible();
  },
);

/** The hero's picture requests (either crop: the landscape `<img>` set or the portrait `<source>`). */
const HERO_PICTURE = /\/images\/hero(-portrait)?\.webp\?/;

test(
  "the client's code is requested only once the first view's pictures have arrived",
  ANY_WIDTH,
  async ({ page }) => {
    // The hero's picture arrives late, after the first paint; the code must not share the connection
    // with it (decision 0028).
    const painted = heldUntilReleased();
    let pictureDone = 0;
    let entryRequested = 0;
    await page.route(HERO_PICTURE, async (route) => {
      await painted.held;
      await route.continue();
      pictureDone = Date.now();
    });
    page.on('request', (request) => {
      if (ENTRY.test(request.url()) && !entryRequested) entryRequested = Date.now();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1);
    painted.release();
    await expect(page.locator('html')).toHaveAttribute('data-client', 'started');
    expect(pictureDone).toBeGreaterThan(0);
    expect(entryRequested).toBeGreaterThanOrEqual(pictureDone);
  },
);

test(
  "a public page's view is sent once it has painted, before the client starts; the client sends only its own navigations",
  ANY_WIDTH,
  async ({ page }) => {
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events')) sent.push(request.postDataJSON());
    });
    const release = await holdBack(page, ENTRY);
    await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => sent).toEqual([{ name: 'page_view', path: '/gallery' }]);
    await expect(page.locator('html')).not.toHaveAttribute('data-client');

    release();
    await expect(page.locator('html')).toHaveAttribute('data-client', 'started');
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(() => sent)
      .toEqual([
        { name: 'page_view', path: '/gallery' },
        { name: 'page_view', path: '/' },
      ]);

    // The admin's pages are not counted.
    await page.goto('/admin/login');
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(2);
  },
);

test("the hero's loading overlay fades once its picture has loaded, before the client has started", async ({
  page,
}) => {
  const release = await holdBack(page, ENTRY);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const image = page.locator('#home img').first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.locator('#home [data-hero-overlay]')).toHaveCSS('opacity', '0');
  await expect(page.locator('html')).not.toHaveAttribute('data-client');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-client', 'started');
  await expect(page.locator('#home [data-hero-overlay]')).toHaveCSS('opacity', '0');
});

test('a picture that never arrives does not keep the client from starting', ANY_WIDTH, async ({ page }) => {
  let pending = 0;
  await page.route(HERO_PICTURE, () => {
    pending += 1; // never answered: the page's load event never comes
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-client', 'started', { timeout: 10_000 });
  expect(pending).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  // The client works: the hero's button scrolls to the next section.
  await page.getByRole('button', { name: 'Explore Our Chalet' }).click();
  await expect(page.locator('#about')).toBeInViewport();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test(
  'clicks held before the client started are dropped when the page cannot hydrate',
  ANY_WIDTH,
  async ({ page }) => {
    // Clicks that reach the window: a held click does not (it is stopped on its way), a replayed one does.
    await page.addInitScript(() => {
      const w = window as unknown as { __clicks: number };
      w.__clicks = 0;
      addEventListener('click', () => {
        w.__clicks++;
      });
    });
    const release = await holdBack(page, ENTRY);
    // Without its page's chunk the gallery cannot hydrate: the entry announces `failed`.
    await page.route(/gallery-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
    await page
      .locator('main')
      .getByRole('button', { name: /^View larger: / })
      .first()
      .click();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-client', 'failed');
    expect(await page.evaluate(() => (window as unknown as { __clicks: number }).__clicks)).toBe(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
);

test(
  'a section link clicked before the footer is hydrated still navigates within the app',
  ANY_WIDTH,
  async ({ page }) => {
    // The footer's code is held back until the link has been clicked.
    const clicked = heldUntilReleased();
    await page.route(/site-footer-[^/]+\.js$/, async (route) => {
      await clicked.held;
      await route.continue();
    });
    await page.goto('/gallery');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    clicked.release();
    // Client-side navigation: no reload, so the hash stays out of the address and the page scrolls.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#contact')).toBeInViewport();
  },
);

test('navigating between pages changes the document title', ANY_WIDTH, async ({ page }) => {
  await page.goto('/terms-of-use');
  await expect(page).toHaveTitle('Terms of Use | Kanimbla Alpine Chalet');
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Kanimbla Alpine Chalet | Luxury Blue Mountains Retreat');
});

test(
  'scripts and styles are sent compressed to a browser that takes brotli or gzip',
  ANY_WIDTH,
  async ({ request }) => {
    const home = await (await request.get('/')).text();
    // The URLs the start script loads after the first paint (decision 0024).
    const script = home.match(/<script data-entry="([^"]+)"/)?.[1];
    const style = home.match(/ data-css="([^" ]+)"/)?.[1];
    for (const url of [script, style]) {
      expect(url).toBeTruthy();
      const br = await request.get(url as string, { headers: { 'accept-encoding': 'br' } });
      expect(br.headers()['content-encoding']).toBe('br');
      const gzip = await request.get(url as string, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding']).toBe('gzip');
    }
  },
);

test(
  'an access code typed before the check-in page is interactive is kept and can be submitted',
  ANY_WIDTH,
  async ({ page, factories }) => {
    const code = `EARLY-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    await factories.accessCode({ code, isActive: true, expiresAt: null });
    // Hold the page's code back so the typing surely happens before hydration.
    const release = await holdBack(page, /check-in-page-[^/]+\.js$/);
    await page.goto('/check-in', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Access code').fill(code);
    release();
    const submit = page.getByRole('button', { name: 'Access Instructions' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Access code verified', { exact: true })).toBeVisible();
  },
);

test(
  'a page that fails to render says so inside the layout, and the next page renders again',
  ANY_WIDTH,
  async ({ page }) => {
    // An answer of a shape this page's code does not know (a newer server, a tab open across a deploy).
    await page.route('**/api/experience-bookings/manage/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected":true}' }),
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/manage-booking/some-token');
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The header still works: its home link leads to a page that renders.
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(alert).toHaveCount(0);
  },
);
