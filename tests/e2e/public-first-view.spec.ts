import type { Page } from '@playwright/test';
import { expect, heldUntilReleased, test, waitForClient } from './fixtures.js';

/**
 * The first view (decisions 0022, 0024): the CSS arrives inside the page, the fonts are the committed subsets,
 * and the swap from the metric-matched fallback to the web font moves nothing. Runs under both the
 * phone (390 px) and desktop (1440 px) projects.
 */

const PAGES = ['/', '/guest-info'];
const SUBSET_FONT = /\/assets\/(inter|playfair-display)-(core|latin-rest|latin-ext)-[\w-]+\.woff2$/;

/** Sums the page's layout shifts (those not caused by input), from before its first paint. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every web font face the page asked for has loaded, and the promise of each resolved. */
async function waitForWebFonts(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.includes('Variable'))
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/"/g, ''))
          .sort(),
      ),
    )
    .toEqual(expect.arrayContaining(['Inter Variable', 'Playfair Display Variable']));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const path of PAGES) {
  test(`${path}: the critical CSS is in the page, and the fonts come from the preloaded subsets`, async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-href="\/assets\/entry-client-[\w-]+\.css">/);
    const preloads = [
      ...head.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g),
    ];
    // Hashed names: /assets/inter-core-<hash>.woff2.
    expect(preloads.map((m) => m[1].match(/^\/assets\/([a-z-]+?-core)-[\w-]+\.woff2$/)?.[1])).toEqual([
      'inter-core',
      'playfair-display-core',
    ]);

    await waitForWebFonts(page);
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2')),
    );
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const url of fonts) expect(url).toMatch(SUBSET_FONT);
    expect(fonts.some((url) => url.includes('/assets/inter-core-'))).toBe(true);
    expect(fonts.some((url) => url.includes('/assets/playfair-display-core-'))).toBe(true);
    // The heading and the body text are drawn in the web fonts (polled: the client may be applying the
    // whole stylesheet at this moment, on `/` as the sections' reveal classes arrive).
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('600 32px "Playfair Display Variable"')))
      .toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"Inter Variable"/,
    );
    // The whole stylesheet is fetched once (not again by a lazy chunk), without blocking the first
    // paint.
    const sheet = head.match(/<style data-href="([^"]+)"/)?.[1] as string;
    expect(stylesheets.map((url) => new URL(url).pathname)).toEqual([sheet]);
    expect(
      await page.evaluate(
        (href) =>
          (
            performance.getEntriesByName(
              new URL(href, location.href).href,
            )[0] as PerformanceResourceTiming & {
              renderBlockingStatus: string;
            }
          ).renderBlockingStatus,
        sheet,
      ),
    ).toBe('non-blocking');
    // Applied at the visitor's first press or key at the latest (decision 0024; see the last test).
    const full = page.locator(`link[rel="stylesheet"][href="${sheet}"]`);
    await page.keyboard.press('Shift');
    await expect(full).toHaveAttribute('media', 'all');
    // Applied without its @font-face rules: the inline CSS declares every face, and a second set of the
    // same faces would have to load again before text drawn in them shows.
    const faces = await page.evaluate(() => ({
      inline: (document.querySelector('style[data-href]')?.textContent?.match(/@font-face/g) ?? []).length,
      inPage: document.fonts.size,
    }));
    expect(faces.inline).toBeGreaterThan(0);
    expect(faces.inPage).toBe(faces.inline);
    expect(await page.evaluate(() => document.fonts.check('600 32px "Playfair Display Variable"'))).toBe(
      true,
    );
  });

  test(`${path}: swapping the fallback for the web fonts shifts no layout`, async ({ page }) => {
    await recordLayoutShifts(page);
    // Fonts held back until the page has painted in the fallback faces, so the swap happens in view.
    const painted = heldUntilReleased();
    await page.route(/\.woff2$/, async (route) => {
      await painted.held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1);
    painted.release();
    await page.waitForLoadState('load');
    await waitForClient(page);
    await waitForWebFonts(page);
    // Two frames after the swap, so its layout (if any) has been recorded.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
    expect(shift).toBeLessThan(0.01);
  });
}

test('the whole stylesheet is applied once the client brings a class the inline CSS has no rule for', async ({
  page,
}) => {
  await page.goto('/guest-info');
  const full = page.locator('link[rel="stylesheet"][href^="/assets/entry-client-"]');
  const append = (className: string) =>
    page.evaluate((name) => {
      const element = document.createElement('div');
      element.className = name;
      document.body.append(element);
    }, className);
  // A class the page's HTML already uses has its rule inline (decision 0024): nothing to apply.
  const used = await page.evaluate(() => document.querySelector('main [class]')?.classList[0] ?? '');
  expect(used).not.toBe('');
  await append(used);
  await expect(full).toHaveAttribute('media', 'print');
  // A class the inline CSS lacks: the whole stylesheet applies before the next frame.
  await append('not-in-the-inline-css');
  await expect(full).toHaveAttribute('media', 'all');
});
