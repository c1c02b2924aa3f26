import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, heldUntilReleased, test } from './fixtures.js';

/**
 * The hero's sharpness and art direction (decision 0021): on each screen the displayed part of the
 * picture has at least 2 image pixels for every 3 device pixels it covers. The viewport matrix is set
 * per describe, so it runs under the desktop project only (the phone project would repeat it).
 */

const MIN_IMAGE_PX_PER_DEVICE_PX = 2 / 3;
const SCREENS_DIR = '.test-output/screens';

const desktopOnly = (testInfo: TestInfo) =>
  test.skip(testInfo.project.name !== 'desktop', 'the viewport matrix runs once, under the desktop project');

const hero = (page: Page) => page.locator('#home img').first();

async function waitForHeroImage(page: Page) {
  await expect
    .poll(() => hero(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/** Image pixels per device pixel of what object-fit: cover shows, in each axis, and what was chosen. */
function measureHero(page: Page) {
  return hero(page).evaluate(async (img: HTMLImageElement) => {
    // naturalWidth of a srcset candidate is in CSS pixels (divided by its density): the file's own
    // pixel size comes from loading the chosen file on its own (from the cache).
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    const pixels = { width: file.naturalWidth, height: file.naturalHeight };
    const box = img.getBoundingClientRect();
    const dpr = window.devicePixelRatio;
    // cover scales the picture by the larger factor and cuts what overflows.
    const scale = Math.max(box.width / pixels.width, box.height / pixels.height);
    const shownWidth = box.width / scale;
    const shownHeight = box.height / scale;
    return {
      src: img.currentSrc,
      dpr,
      pixels,
      box: { width: box.width, height: box.height },
      perDevicePx: { x: shownWidth / (box.width * dpr), y: shownHeight / (box.height * dpr) },
      objectFit: getComputedStyle(img).objectFit,
      opacity: getComputedStyle(img).opacity,
    };
  });
}

const SCREENS = [
  {
    name: 'phone 390 × 844 at DPR 3',
    file: 'hero-390x844-dpr3.png',
    use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    variant: /\/images\/hero-portrait\.webp\?w=1200&q=75$/,
  },
  {
    name: 'tablet 768 × 1024 at DPR 2',
    file: 'hero-768x1024-dpr2.png',
    use: { viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2 },
    variant: /\/images\/hero-portrait\.webp\?w=1200&q=75$/,
  },
  {
    name: 'desktop 1440 × 900 at DPR 1',
    file: 'hero-1440x900-dpr1.png',
    use: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
    variant: /\/images\/hero\.webp\?w=1920&q=85$/,
  },
] as const;

for (const screen of SCREENS) {
  test.describe(`hero on a ${screen.name}`, () => {
    test.use(screen.use);

    test('the picture is sharp: at least 2 image pixels per 3 device pixels in both axes', async ({
      page,
    }, testInfo) => {
      desktopOnly(testInfo);
      const heroRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/images\/hero(-portrait)?\.webp/.test(request.url())) heroRequests.push(request.url());
      });
      await page.goto('/');
      await waitForHeroImage(page);
      const measured = await measureHero(page);
      expect(measured.src).toMatch(screen.variant);
      expect(measured.objectFit).toBe('cover');
      expect(measured.perDevicePx.x, JSON.stringify(measured)).toBeGreaterThanOrEqual(
        MIN_IMAGE_PX_PER_DEVICE_PX,
      );
      expect(measured.perDevicePx.y, JSON.stringify(measured)).toBeGreaterThanOrEqual(
        MIN_IMAGE_PX_PER_DEVICE_PX,
      );
      // The preload and the <picture> agree: the picture is downloaded once, in the chosen variant only.
      expect(heroRequests.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
        new URL(measured.src).pathname + new URL(measured.src).search,
      ]);

      // Overlay gone, picture shown: the screenshot a reviewer looks at.
      await expect(page.locator('#home > div[class*="bg-emerald-950/60"]')).toHaveCSS('opacity', '0');
      mkdirSync(SCREENS_DIR, { recursive: true });
      await page.screenshot({ path: `${SCREENS_DIR}/${screen.file}` });
    });
  });
}

test.describe('hero without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  test('the server-rendered picture shows at full opacity without waiting for the scripts', async ({
    page,
  }, testInfo) => {
    desktopOnly(testInfo);
    await page.goto('/');
    await waitForHeroImage(page);
    const measured = await measureHero(page);
    expect(measured.src).toMatch(/\/images\/hero-portrait\.webp\?w=1200&q=75$/);
    expect(measured.opacity).toBe('1');
    const preloads = page.locator('head link[rel="preload"][as="image"]');
    await expect(preloads).toHaveCount(2);
    await expect(preloads.first()).toHaveAttribute('fetchpriority', 'high');
  });
});

test.describe('hero before hydration', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('the hero picture is shown, and is the largest paint, before the scripts have arrived', async ({
    page,
  }, testInfo) => {
    desktopOnly(testInfo);
    // Every script is held back until the picture and the largest paint have been judged.
    const judged = heldUntilReleased();
    let scriptsReleasedAt = Number.POSITIVE_INFINITY;
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await judged.held;
      scriptsReleasedAt = Math.min(scriptsReleasedAt, Date.now());
      await route.continue();
    });
    const start = Date.now();
    await page.goto('/', { waitUntil: 'commit' });
    await waitForHeroImage(page);
    // Loaded and shown while every script is still held back.
    expect(await hero(page).evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    expect(Date.now()).toBeLessThan(scriptsReleasedAt);
    // Entries come in batches as paints are reported: the first may hold an earlier, smaller candidate
    // (a heading) while the picture's paint is still to come. Collect until the hero's entry is the
    // latest (or 5 s pass), then judge the latest: nothing on the page is larger than the hero.
    const lcp = await page.evaluate(
      () =>
        new Promise<{ inHero: boolean; startTime: number }>((resolve) => {
          let latest: { inHero: boolean; startTime: number } = { inHero: false, startTime: Number.NaN };
          const timer = setTimeout(() => resolve(latest), 5_000);
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
            const last = entries[entries.length - 1];
            latest = { inHero: !!last.element?.closest('#home'), startTime: last.startTime };
            if (latest.inHero) {
              clearTimeout(timer);
              resolve(latest);
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    // The largest paint is the hero (its picture, or the default picture beneath it of the same size,
    // whichever painted first), before any script was let through.
    expect(lcp.inHero).toBe(true);
    expect(start + lcp.startTime).toBeLessThan(scriptsReleasedAt);
    judged.release();
  });
});

test.describe('hero retries on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('a failing portrait crop drops the <source> and recovers through the resolve call', async ({
    page,
  }, testInfo) => {
    desktopOnly(testInfo);
    await page.route(/\/images\/hero-portrait\.webp/, (route) => route.abort());
    await page.goto('/');
    await waitForHeroImage(page);
    expect(await measureHero(page).then((m) => m.src)).toMatch(
      /\/api\/resolve-image\?src=%2Fimages%2Fhero\.webp&t=\d+$/,
    );
    await expect(page.locator('#home picture source')).toHaveCount(0);
    await expect(page.locator('#home > div[class*="bg-emerald-950/60"]')).toHaveCSS('opacity', '0');
  });

  test('when the resolve call fails too, the mobile variant is the last retry', async ({
    page,
  }, testInfo) => {
    desktopOnly(testInfo);
    const retries: string[] = [];
    await page.route(/\/images\/hero-portrait\.webp/, (route) => route.abort());
    await page.route(/\/api\/resolve-image/, (route) => route.abort());
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/resolve-image' || url.pathname === '/images/hero-default-mobile.webp') {
        if (url.searchParams.has('t')) retries.push(url.pathname);
      }
    });
    await page.goto('/');
    await waitForHeroImage(page);
    expect(await measureHero(page).then((m) => m.src)).toMatch(/\/images\/hero-default-mobile\.webp\?t=\d+$/);
    await expect(page.locator('#home picture source')).toHaveCount(0);
    expect(retries).toEqual(['/api/resolve-image', '/images/hero-default-mobile.webp']);
    await expect(page.locator('#home > div[class*="bg-emerald-950/60"]')).toHaveCSS('opacity', '0');
  });
});
