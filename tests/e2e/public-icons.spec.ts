import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, test } from './fixtures.js';

/**
 * Icons and the first view (decision 0033): a page carries the symbols its HTML draws, so its icons need
 * no request; the whole sprite, the web app manifest (and never a favicon file) come once the client
 * starts, after the first paint.
 */

/** The ids of the symbols the visible icons in `main` draw, and how many of those are drawn blank. */
async function visibleIcons(page: Page) {
  return page.evaluate(() => {
    const uses = [...document.querySelectorAll('main use')].filter(
      (use) => (use.closest('svg') as SVGSVGElement).getBoundingClientRect().width > 0,
    ) as SVGUseElement[];
    return {
      ids: [...new Set(uses.map((use) => use.getAttribute('href')?.slice(1) ?? ''))],
      blank: uses.filter((use) => use.getBBox().width === 0).length,
    };
  });
}

test(
  'the first view draws its icons from symbols in the page, without the sprite file',
  ANY_WIDTH,
  async ({ page }) => {
    await page.route('**/icons.svg*', (route) => route.abort());
    const response = await page.goto('/guest-info');
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('/icons.svg#');
    expect(html).not.toContain('rel="manifest"');
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+" type="image\/svg\+xml">/);

    const icons = await visibleIcons(page);
    expect(icons.ids.length).toBeGreaterThan(5);
    expect(icons.ids.every((id) => id.startsWith('icon-'))).toBe(true);
    expect(icons.blank).toBe(0);
  },
);

test(
  'the client brings the rest after the page has loaded: the manifest and every other icon',
  ANY_WIDTH,
  async ({ page }) => {
    // The sprite is held back until the page's own symbols are marked.
    let releaseSprite: () => void = () => undefined;
    const spriteHeld = new Promise<void>((resolve) => {
      releaseSprite = resolve;
    });
    await page.route(/\/icons\.svg/, async (route) => {
      await spriteHeld;
      await route.continue();
    });
    const response = await page.goto('/check-in');
    const inline = [...((await response?.text()) ?? '').matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

    // Both are asked for by the start script, after the page's load event.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await page.evaluate(() => {
      for (const symbol of document.querySelectorAll('[data-icon-sprite] symbol'))
        (symbol as unknown as { inlined: boolean }).inlined = true;
    });
    releaseSprite();
    const spriteSymbols = (await (await page.request.get('/icons.svg')).text()).match(/<symbol /g)?.length;
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('[data-icon-sprite] symbol').length))
      .toBe(spriteSymbols);
    // Only the missing symbols were added: the page's own stay, so none of its icons is drawn again,
    // and no id is there twice.
    const kept = await page.evaluate(() => {
      const symbols = [...document.querySelectorAll('[data-icon-sprite] symbol')];
      return {
        inlined: symbols.filter((symbol) => (symbol as unknown as { inlined?: boolean }).inlined).length,
        ids: new Set(symbols.map((symbol) => symbol.id)).size,
      };
    });
    expect(kept).toEqual({ inlined: inline.length, ids: spriteSymbols });
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const sprite = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/icons.svg'));
      return { load: navigation.loadEventStart, sprite: sprite?.startTime ?? -1 };
    });
    expect(timing.sprite).toBeGreaterThanOrEqual(timing.load);

    // A page reached without a reload draws icons the first page did not carry.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
      history.pushState(null, '', '/guest-info');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Guest Information' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await expect.poll(async () => (await visibleIcons(page)).ids.length).toBeGreaterThan(5);
    const icons = await visibleIcons(page);
    expect(icons.ids.filter((id) => !inline.includes(id)).length).toBeGreaterThan(0);
    expect(icons.blank).toBe(0);
  },
);
