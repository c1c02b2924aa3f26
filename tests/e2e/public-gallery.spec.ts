import type { Locator, Page } from '@playwright/test';
import { ANY_WIDTH, expect, test, unique } from './fixtures.js';

/** Gallery grid and lightbox (spec 2 'Home sections': Gallery, 4, 8). */

/** The first image tile of the grid and what the lightbox should show for it. */
async function firstTile(scope: Locator) {
  const tile = scope.getByRole('button', { name: /^View larger: / }).first();
  await expect(tile).toBeVisible();
  const label = (await tile.getAttribute('aria-label')) ?? '';
  const title = label.replace(/^View larger: /, '');
  const alt = (await tile.locator('img').getAttribute('alt')) ?? '';
  return { tile, title, alt };
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test('clicking an image opens the lightbox with its title and alt text; the close button closes it', async ({
  page,
}) => {
  await page.goto('/');
  const { tile, title, alt } = await firstTile(page.locator('#gallery'));
  await tile.click();
  const lightbox = page.getByRole('dialog', { name: title });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('heading', { name: title })).toBeVisible();
  await expect(lightbox.getByText(alt, { exact: true })).toBeVisible();
  await expect(lightbox.getByRole('img', { name: alt })).toBeVisible();

  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();
});

test('clicking the backdrop closes the lightbox', async ({ page }) => {
  await page.goto('/gallery');
  const { tile, title } = await firstTile(page.locator('main'));
  await tile.click();
  const lightbox = page.getByRole('dialog', { name: title });
  await expect(lightbox).toBeVisible();
  // Clicking the image itself keeps it open.
  await lightbox.getByRole('img').click();
  await expect(lightbox).toBeVisible();
  // The dark area to the left, below the top bar and away from the arrows, is backdrop.
  await lightbox.click({ position: { x: 4, y: 110 } });
  await expect(lightbox).toBeHidden();
});

test('Escape closes the lightbox', ANY_WIDTH, async ({ page }) => {
  await page.goto('/gallery');
  const { tile, title } = await firstTile(page.locator('main'));
  await tile.click();
  const lightbox = page.getByRole('dialog', { name: title });
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('page scrolling is locked while the lightbox is open', async ({ page }) => {
  await page.goto('/gallery');
  expect(await bodyOverflow(page)).not.toBe('hidden');
  const { tile, title } = await firstTile(page.locator('main'));
  await tile.click();
  const lightbox = page.getByRole('dialog', { name: title });
  await expect(lightbox).toBeVisible();
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');

  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 1200);
  // Give a wheel scroll the chance to happen (none should).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
});

test('the lightbox moves to the next and previous image', async ({ page }) => {
  await page.goto('/gallery');
  const tiles = page.locator('main').getByRole('button', { name: /^View larger: / });
  const count = await tiles.count();
  test.skip(count < 2, 'Needs two images.');
  const second = ((await tiles.nth(1).getAttribute('aria-label')) ?? '').replace(/^View larger: /, '');
  await tiles.first().click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toContainText(`1 / ${count}`);
  await lightbox.getByRole('button', { name: 'Next image' }).click();
  await expect(lightbox).toContainText(`2 / ${count}`);
  await expect(lightbox.getByRole('heading')).toHaveText(second);
  await lightbox.getByRole('button', { name: 'Previous image' }).click();
  await lightbox.getByRole('button', { name: 'Previous image' }).click();
  await expect(lightbox).toContainText(`${count} / ${count}`);
});

test(
  "a broken image shows 'Image could not be loaded' and a Retry button in the lightbox",
  ANY_WIDTH,
  async ({ page, factories }) => {
    const title = unique('Broken Picture');
    await factories.galleryImage({
      title,
      src: '/uploads/does-not-exist.webp',
      alt: 'A picture that does not exist',
      category: 'exterior',
      isFeatured: false,
      sortOrder: 9999,
    });
    await page.goto('/gallery');
    const tile = page.getByRole('button', { name: `View larger: ${title}` });
    await tile.scrollIntoViewIfNeeded();
    // The tile itself falls back to a placeholder.
    await expect(tile.getByText('Image unavailable')).toBeVisible();
    await tile.click();
    const lightbox = page.getByRole('dialog', { name: title });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText('Image could not be loaded', { exact: true })).toBeVisible();
    const retry = lightbox.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    await retry.click();
    await expect(lightbox.getByText('Image could not be loaded', { exact: true })).toBeVisible();
    await expect(lightbox.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
);

test(
  'the /gallery category filter shows only the images of the chosen category',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/gallery');
    const filters = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
    await expect(filters.first()).toHaveText('All');
    await expect(filters.first()).toHaveAttribute('aria-pressed', 'true');
    const all = await page
      .locator('main')
      .getByRole('button', { name: /^View larger: / })
      .count();
    const interior = filters.filter({ hasText: /^Interior$/ });
    test.skip((await interior.count()) === 0, 'No interior images.');
    await interior.click();
    await expect(interior).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() =>
        page
          .locator('main')
          .getByRole('button', { name: /^View larger: / })
          .count(),
      )
      .toBeLessThan(all);
  },
);
