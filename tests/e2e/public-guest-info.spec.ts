import type { APIRequestContext, Page } from '@playwright/test';
import type { GuestInfoCategory } from '../../src/shared/schemas/guest-info.js';
import { ANY_WIDTH, expect, type Factories, test, unique } from './fixtures.js';

/** Guest Information: the home summary and the /guest-info page (spec 2, 3, 9). */

// 200 characters without a space at the 80 and 120 cuts.
const LONG_TEXT =
  'Bring sturdy boots, a warm jacket and a head torch for the evening walks along the ridge track; ' +
  'temperatures drop quickly after sunset, so pack thermal layers, gloves, a beanie and a thermos flask.';

async function createCategory(
  factories: Factories,
  name: string,
  items: { title: string; description: string }[],
) {
  const category = await factories.guestInfoCategory({ name, sortOrder: 1000 });
  for (const [index, item] of items.entries()) {
    await factories.guestInfoItem({
      categoryId: category.id,
      title: item.title,
      description: item.description,
      icon: 'info',
      sortOrder: index + 1,
    });
  }
  return category;
}

/** The seeded 'What to Bring' category (created when another test removed it). */
async function whatToBring(factories: Factories, request: APIRequestContext) {
  const categories = (await (await request.get('/api/guest-info/categories')).json()) as GuestInfoCategory[];
  const existing = categories.find((c) => c.name === 'What to Bring');
  if (existing) return existing;
  return factories.guestInfoCategory({ name: 'What to Bring', sortOrder: 3 });
}

const homeCard = (page: Page, name: string) =>
  page
    .locator('#guest-info')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

const pageCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

test.describe('home section', () => {
  test('shows the Guest Information heading and its subtitle', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#guest-info');
    await expect(section.getByRole('heading', { level: 2, name: 'Guest Information' })).toBeVisible();
    await expect(section).toContainText('Everything you need for a perfect stay');
  });

  test(
    "shows a spinner with 'Loading guest information...' while the lists load",
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/gallery');
      // Coming from another page the guest information is not in the page's data yet: hold its answer.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/guest-info/items', async (route) => {
        await held;
        await route.continue();
      });
      try {
        await page.getByRole('contentinfo').getByRole('link', { name: 'Guest Information' }).click();
        await expect(page).toHaveURL(/\/$/);
        const section = page.locator('#guest-info');
        await expect(section.getByRole('status')).toContainText('Loading guest information...');
        release();
        await expect(section.getByRole('status')).toHaveCount(0);
        await expect(section.getByRole('article').first()).toBeVisible();
      } finally {
        release();
      }
    },
  );

  test('a category card shows only its first two items', ANY_WIDTH, async ({ page, factories }) => {
    const name = unique('Garden Notes');
    await createCategory(factories, name, [
      { title: 'Vegetable patch', description: 'Help yourself to herbs.' },
      { title: 'Chickens', description: 'Eggs are in the coop each morning.' },
      { title: 'Compost', description: 'Food scraps go to the compost bay.' },
    ]);
    await page.goto('/');
    const card = homeCard(page, name);
    await card.scrollIntoViewIfNeeded();
    const items = card.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Vegetable patch');
    await expect(items.nth(1)).toContainText('Chickens');
    await expect(card).not.toContainText('Compost');
  });

  test(
    'descriptions are shortened within 80 characters, at a word boundary, plus "..." outside "What to Bring"',
    ANY_WIDTH,
    async ({ page, factories }) => {
      // The 80th character falls inside 'the': the preview ends at the word before it.
      expect(LONG_TEXT.slice(0, 80)).toMatch(/along t$/);
      const name = unique('Walking Notes');
      await createCategory(factories, name, [{ title: 'Ridge walk', description: LONG_TEXT }]);
      await page.goto('/');
      const card = homeCard(page, name);
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('listitem').locator('p').nth(1)).toHaveText(
        'Bring sturdy boots, a warm jacket and a head torch for the evening walks along...',
      );
    },
  );

  test(
    'descriptions in "What to Bring" are shortened within 120 characters, at a word boundary, plus "..."',
    ANY_WIDTH,
    async ({ page, request, factories }) => {
      expect(LONG_TEXT.slice(0, 120)).toMatch(/quickl$/);
      const category = await whatToBring(factories, request);
      const title = unique('Ridge kit');
      await factories.guestInfoItem({
        categoryId: category.id,
        title,
        description: LONG_TEXT,
        icon: 'tshirt',
        sortOrder: 0,
      });
      await page.goto('/');
      const row = homeCard(page, 'What to Bring').getByRole('listitem').filter({ hasText: title });
      await row.scrollIntoViewIfNeeded();
      await expect(row.locator('p').nth(1)).toHaveText(
        'Bring sturdy boots, a warm jacket and a head torch for the evening walks along the ridge track; temperatures drop...',
      );
    },
  );
});

test.describe('/guest-info page', () => {
  test(
    'a card with more than 2 items has a "View more" / "View less" toggle',
    ANY_WIDTH,
    async ({ page, factories }) => {
      const name = unique('Laundry');
      await createCategory(factories, name, [
        { title: 'Washing machine', description: 'In the laundry.' },
        { title: 'Dryer', description: 'Above the washer.' },
        { title: 'Iron', description: 'In the cupboard.' },
      ]);
      await page.goto('/guest-info');
      await expect(page.getByRole('heading', { level: 1, name: 'Guest Information' })).toBeVisible();
      const card = pageCard(page, name);
      const toggle = card.getByRole('button', { name: 'View more' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      const less = card.getByRole('button', { name: 'View less' });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByRole('heading', { level: 3, name: 'Iron' })).toBeVisible();
      await less.click();
      await expect(card.getByRole('button', { name: 'View more' })).toHaveAttribute('aria-expanded', 'false');
    },
  );

  test(
    'a card with a description over 150 characters has the toggle; 150 characters and 2 items do not',
    ANY_WIDTH,
    async ({ page, factories }) => {
      const longName = unique('Long Notes');
      const shortName = unique('Short Notes');
      await createCategory(factories, longName, [{ title: 'Long', description: 'x'.repeat(151) }]);
      await createCategory(factories, shortName, [
        { title: 'Exactly 150', description: 'y'.repeat(150) },
        { title: 'Second', description: 'Short.' },
      ]);
      await page.goto('/guest-info');
      await expect(pageCard(page, longName).getByRole('button', { name: 'View more' })).toBeVisible();
      await expect(
        pageCard(page, shortName).getByRole('heading', { level: 3, name: 'Second' }),
      ).toBeVisible();
      await expect(pageCard(page, shortName).getByRole('button')).toHaveCount(0);
    },
  );

  test(
    '"What to Bring" never has the toggle, even with more than 2 items and long descriptions',
    ANY_WIDTH,
    async ({ page, request, factories }) => {
      const category = await whatToBring(factories, request);
      for (const n of [1, 2, 3]) {
        await factories.guestInfoItem({
          categoryId: category.id,
          title: unique(`Packing ${n}`),
          description: LONG_TEXT,
          icon: 'tshirt',
          sortOrder: 50 + n,
        });
      }
      await page.goto('/guest-info');
      const cards = pageCard(page, 'What to Bring');
      await expect(cards.first()).toBeVisible();
      expect(await cards.first().getByRole('heading', { level: 3 }).count()).toBeGreaterThan(2);
      for (const card of await cards.all()) {
        await expect(card.getByRole('button', { name: /View (more|less)/ })).toHaveCount(0);
      }
    },
  );

  test(
    'description bullets are list items and web addresses are links opening in a new tab',
    ANY_WIDTH,
    async ({ page, factories }) => {
      const name = unique('Useful Links');
      await createCategory(factories, name, [
        {
          title: 'Before you go',
          description:
            'Check these first:\n- Road conditions at www.livetraffic.com\n* Fire danger ratings\nTimetables at https://transportnsw.info today.',
        },
      ]);
      await page.goto('/guest-info');
      const card = pageCard(page, name);
      const bullets = card.getByRole('list').last().getByRole('listitem');
      await expect(bullets).toHaveText(['Road conditions at www.livetraffic.com', 'Fire danger ratings']);
      await expect(card.getByText('Check these first:', { exact: true })).toBeVisible();

      const www = card.getByRole('link', { name: 'www.livetraffic.com' });
      await expect(www).toHaveAttribute('href', 'https://www.livetraffic.com');
      await expect(www).toHaveAttribute('target', '_blank');
      await expect(www).toHaveAttribute('rel', /noopener/);
      const https = card.getByRole('link', { name: 'https://transportnsw.info' });
      await expect(https).toHaveAttribute('href', 'https://transportnsw.info');
      await expect(https).toHaveAttribute('target', '_blank');
    },
  );

  test(
    "the page links to the check-in page with 'Access Check-in Instructions'",
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/guest-info');
      await page.getByRole('link', { name: 'Access Check-in Instructions' }).click();
      await expect(page).toHaveURL(/\/check-in$/);
    },
  );
});
