import type { Page } from '@playwright/test';
import type { AttractionCategory } from '../../src/shared/schemas/attractions.js';
import { ANY_WIDTH, expect, type Factories, test, unique } from './fixtures.js';

/** Local attractions on the home page and /attractions (spec 2 'Home sections': Attractions). */

const PICTURE = '/uploads/demo/three-sisters.webp';
const ADDRESS = '1 Echo Point Rd, Katoomba NSW 2780 & Co.';

/** A category sorted last with three attractions whose titles are created out of order. */
async function createCategoryWithAttractions(factories: Factories) {
  const suffix = unique('').trim();
  const name = `Test Trails ${suffix}`;
  const category = await factories.attractionCategory({
    name,
    icon: 'hiking',
    image: null,
    sortOrder: 9000,
    description: 'Created by a test.',
  });
  const titles = [`Cedar Walk ${suffix}`, `Acacia Lookout ${suffix}`, `banksia Falls ${suffix}`];
  for (const [index, title] of titles.entries()) {
    await factories.attraction({
      title,
      description: `Attraction ${index + 1} of the test category.`,
      image: PICTURE,
      details: '{}',
      distance: index === 0 ? null : `${index * 10} km`,
      address: index === 0 ? ADDRESS : null,
      websiteUrl: index === 0 ? 'https://example.com/cedar-walk' : null,
      categoryId: category.id,
    });
  }
  return { name, titles, sorted: [titles[1], titles[2], titles[0]] };
}

const categoryButton = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Attraction categories' })
    .getByRole('button', { name: new RegExp(`^${name}`) });

test('the first category is selected by default', ANY_WIDTH, async ({ page, request }) => {
  const categories = await (await request.get('/api/attraction-categories')).json();
  const first = [...(categories as AttractionCategory[])].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.id - b.id,
  )[0];
  await page.goto('/');
  const section = page.locator('#attractions');
  await expect(section.getByRole('heading', { level: 2, name: 'Local Attractions' })).toBeVisible();
  const buttons = section.getByRole('navigation', { name: 'Attraction categories' }).getByRole('button');
  await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(buttons.first()).toContainText(first.name);
  expect(await section.locator('[aria-pressed="true"]').count()).toBe(1);
  const cards = section.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText(first.name);
});

test('choosing another category shows its attractions sorted alphabetically by title', async ({
  page,
  factories,
}) => {
  const fixture = await createCategoryWithAttractions(factories);
  await page.goto('/');
  const section = page.locator('#attractions');
  const button = categoryButton(page, fixture.name);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(fixture.sorted);
  // Each card names its category and its distance or address.
  const first = section.getByRole('article').filter({ hasText: fixture.sorted[0] });
  await expect(first).toContainText(fixture.name);
  await expect(first).toContainText('10 km');
  await expect(section.getByRole('article').filter({ hasText: fixture.titles[0] })).toContainText(ADDRESS);
});

test("'Get directions' is a maps search for the encoded address", ANY_WIDTH, async ({ page, factories }) => {
  const fixture = await createCategoryWithAttractions(factories);
  await page.goto('/attractions');
  await categoryButton(page, fixture.name).click();
  const card = page.getByRole('article').filter({ hasText: fixture.titles[0] });
  const directions = card.getByRole('link', { name: 'Get directions' });
  const href = (await directions.getAttribute('href')) ?? '';
  expect(href).toContain(encodeURIComponent(ADDRESS));
  const url = new URL(href);
  expect(url.pathname).toContain('/maps/search');
  expect(url.searchParams.get('query')).toBe(ADDRESS);
  await expect(directions).toHaveAttribute('target', '_blank');
});

test(
  "'Visit website' opens the attraction's website in a new tab",
  ANY_WIDTH,
  async ({ page, context, factories }) => {
    const fixture = await createCategoryWithAttractions(factories);
    await context.route('https://example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Cedar Walk</title>' }),
    );
    await page.goto('/attractions');
    await expect(page.getByRole('heading', { level: 1, name: 'Local Attractions' })).toBeVisible();
    await categoryButton(page, fixture.name).click();
    const card = page.getByRole('article').filter({ hasText: fixture.titles[0] });
    const website = card.getByRole('link', { name: 'Visit website' });
    await expect(website).toHaveAttribute('href', 'https://example.com/cedar-walk');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', /noopener/);

    const popupPromise = page.waitForEvent('popup');
    await website.click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL('https://example.com/cedar-walk');
    await popup.close();
    await expect(page).toHaveURL(/\/attractions$/);

    // Attractions without a website have no such link.
    const other = page.getByRole('article').filter({ hasText: fixture.titles[1] });
    await expect(other.getByRole('link', { name: 'Visit website' })).toHaveCount(0);
  },
);
