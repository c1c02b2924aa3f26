import type { Page } from '@playwright/test';
import { ANY_WIDTH, a11yViolations, expect, test } from './fixtures.js';

/** 'Verified Airbnb Reviews': paged carousel, 6 per page, wrap-around, dots, 10 s auto-advance (spec 2, 4, 9). */

const carousel = (page: Page) => page.getByRole('region', { name: 'Guest reviews' });
const slide = (page: Page) => carousel(page).getByRole('group');
const dots = (page: Page) => carousel(page).getByRole('button', { name: /^Go to page \d+$/ });

/** Number of pages, from the page dots (the seeded reviews fill at least two pages). */
async function pageCount(page: Page): Promise<number> {
  await expect(dots(page).first()).toBeAttached();
  return dots(page).count();
}

test('the section is titled "Verified Airbnb Reviews" and shows at most 6 reviews per page', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.locator('#testimonials');
  await expect(section.getByRole('heading', { level: 2, name: 'Verified Airbnb Reviews' })).toBeVisible();
  const pages = await pageCount(page);
  expect(pages).toBeGreaterThanOrEqual(2);
  for (let index = 0; index < pages; index++) {
    await dots(page).nth(index).click();
    await expect(slide(page)).toHaveAttribute('aria-label', `Page ${index + 1} of ${pages}`);
    const cards = slide(page).getByRole('figure');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    if (index < pages - 1) expect(count).toBe(6);
  }
});

test('next and previous move between pages and wrap around', async ({ page }) => {
  await page.goto('/');
  const pages = await pageCount(page);
  const next = carousel(page).getByRole('button', { name: 'Next reviews' });
  const previous = carousel(page).getByRole('button', { name: 'Previous reviews' });
  await expect(slide(page)).toHaveAttribute('aria-label', `Page 1 of ${pages}`);
  const firstPageText = await slide(page).textContent();

  await previous.click();
  await expect(slide(page)).toHaveAttribute('aria-label', `Page ${pages} of ${pages}`);
  await next.click();
  await expect(slide(page)).toHaveAttribute('aria-label', `Page 1 of ${pages}`);
  await next.click();
  await expect(slide(page)).toHaveAttribute('aria-label', `Page 2 of ${pages}`);
  expect(await slide(page).textContent()).not.toBe(firstPageText);
  for (let index = 2; index < pages; index++) await next.click();
  await expect(slide(page)).toHaveAttribute('aria-label', `Page ${pages} of ${pages}`);
  await next.click();
  await expect(slide(page)).toHaveAttribute('aria-label', `Page 1 of ${pages}`);
  expect(await slide(page).textContent()).toBe(firstPageText);
});

test('the page dots select a page and mark the current one', async ({ page }) => {
  await page.goto('/');
  const pages = await pageCount(page);
  await expect(dots(page).first()).toHaveAttribute('aria-current', 'true');
  await dots(page)
    .nth(pages - 1)
    .click();
  await expect(slide(page)).toHaveAttribute('aria-label', `Page ${pages} of ${pages}`);
  await expect(dots(page).nth(pages - 1)).toHaveAttribute('aria-current', 'true');
  await expect(dots(page).first()).not.toHaveAttribute('aria-current', 'true');
});

test('the carousel advances to the next page every 10 seconds', ANY_WIDTH, async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // The section is hydrated (and its timer started) when the visitor scrolls near it.
  await scrollToCarousel(page);
  const pages = await pageCount(page);
  await expect(slide(page)).toHaveAttribute('aria-label', `Page 1 of ${pages}`);
  await page.clock.fastForward(9_000);
  await expect(slide(page)).toHaveAttribute('aria-label', `Page 1 of ${pages}`);
  await page.clock.fastForward(1_500);
  await expect(slide(page)).toHaveAttribute('aria-label', `Page 2 of ${pages}`);
  await page.clock.fastForward(10_500);
  await expect(slide(page)).toHaveAttribute(
    'aria-label',
    pages > 2 ? `Page 3 of ${pages}` : `Page 1 of ${pages}`,
  );
});

test('with reduced motion the carousel does not advance on its own', ANY_WIDTH, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const pages = await pageCount(page);
  await expect(slide(page)).toHaveAttribute('aria-label', `Page 1 of ${pages}`);
  await page.clock.fastForward(25_000);
  await expect(slide(page)).toHaveAttribute('aria-label', `Page 1 of ${pages}`);
  // The buttons still work.
  await carousel(page).getByRole('button', { name: 'Next reviews' }).click();
  await expect(slide(page)).toHaveAttribute('aria-label', `Page 2 of ${pages}`);
});

test('each review shows a star rating out of 5 and the guest name', ANY_WIDTH, async ({ page }) => {
  await page.goto('/');
  const first = slide(page).getByRole('figure').first();
  await expect(first.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
  await expect(first.locator('blockquote')).not.toBeEmpty();
  await expect(first.locator('figcaption p').first()).not.toBeEmpty();
});

/** Sum of the layout shifts the page reports from now on (PerformanceObserver `layout-shift`). */
async function watchLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}

async function scrollToCarousel(page: Page) {
  // Scrolled again while it is not hydrated: late in a full run the sections above hold what other
  // specs added, and a picture loading above it can move it out of view before it is seen.
  await expect(async () => {
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-hydrated="true"]').filter({ has: carousel(page) })).toBeAttached({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await page.mouse.move(0, 0);
}

test('turning pages moves nothing on the page: every page has the same height (no layout shift)', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await scrollToCarousel(page);
  const pages = await pageCount(page);
  // A section further down the page: any change of the carousel's height would move it.
  const below = async () => (await page.locator('#contact').boundingBox())?.y;
  const shifts = await watchLayoutShifts(page);
  const start = await below();
  for (let index = 1; index <= pages; index++) {
    await page.clock.fastForward(10_500);
    await expect(slide(page)).toHaveAttribute('aria-label', `Page ${(index % pages) + 1} of ${pages}`);
    expect(await below()).toBe(start);
  }
  expect(await shifts()).toEqual([]);
});

test('the carousel waits while it is out of view', ANY_WIDTH, async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await scrollToCarousel(page);
  const pages = await pageCount(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(carousel(page)).not.toBeInViewport();
  await page.clock.fastForward(25_000);
  await carousel(page).scrollIntoViewIfNeeded();
  // The pointer away from it (hovering pauses it too), and the page's observer told it is in view.
  await page.mouse.move(0, 0);
  await expect(carousel(page)).toBeInViewport();
  await expect(slide(page)).toHaveAttribute('aria-label', `Page 1 of ${pages}`);
  // Back in view, it goes on: the timer starts once the page has seen it in view, so time moves in steps.
  await expect(async () => {
    await page.clock.fastForward(2_000);
    await expect(slide(page)).toHaveAttribute('aria-label', `Page 2 of ${pages}`, { timeout: 200 });
  }).toPass({ timeout: 15_000 });
});

test('a visible pause button stops and restarts the auto-advance', ANY_WIDTH, async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await scrollToCarousel(page);
  const pages = await pageCount(page);
  await carousel(page).getByRole('button', { name: 'Pause reviews' }).click();
  const play = carousel(page).getByRole('button', { name: 'Play reviews' });
  await expect(play).toBeVisible();
  // Focus and pointer leave the carousel: only the button's choice keeps it still.
  await page.locator('#testimonials h2').click();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(25_000);
  await expect(slide(page)).toHaveAttribute('aria-label', `Page 1 of ${pages}`);
  await play.click();
  await page.locator('#testimonials h2').click();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(10_500);
  await expect(slide(page)).toHaveAttribute('aria-label', `Page 2 of ${pages}`);
  expect(await a11yViolations(page)).toEqual([]);
});
