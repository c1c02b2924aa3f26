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

/** Each screen downloads the smallest tile picture that still covers the tile's device pixels. */
const TILE_SCREENS = [
  {
    name: 'a phone 390 × 844 at DPR 3',
    use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    width: 640,
  },
  {
    name: 'a tablet 768 × 1024 at DPR 2',
    use: { viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2 },
    width: 640,
  },
  {
    name: 'a desktop 1440 × 900 at DPR 1',
    use: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
    width: 320,
  },
] as const;

for (const screen of TILE_SCREENS) {
  test.describe(`/gallery tiles on ${screen.name}`, () => {
    test.use(screen.use);

    test(
      `are sharp and no bigger than needed: the ${screen.width} px picture`,
      ANY_WIDTH,
      async ({ page }) => {
        await page.goto('/gallery');
        const image = page
          .locator('main')
          .getByRole('button', { name: /^View larger: / })
          .first()
          .locator('img');
        await expect(image).toHaveJSProperty('complete', true);
        const measured = await image.evaluate(async (img: HTMLImageElement) => {
          // naturalWidth is divided by the srcset density; the file's own pixels are what count.
          const file = await createImageBitmap(await (await fetch(img.currentSrc)).blob());
          return {
            src: img.currentSrc,
            imagePx: file.width,
            devicePx: img.getBoundingClientRect().width * devicePixelRatio,
          };
        });
        expect(new URL(measured.src).searchParams.get('width'), JSON.stringify(measured)).toBe(
          String(screen.width),
        );
        // Sharp: at least one image pixel per device pixel across the tile.
        expect(measured.imagePx, JSON.stringify(measured)).toBeGreaterThanOrEqual(measured.devicePx);
      },
    );
  });
}
