import type { APIRequestContext, Page } from '@playwright/test';
import type { Attraction, AttractionCategory } from '../../src/shared/schemas/attractions.js';
import {
  a11yViolations,
  chooseOption,
  demoAttractionImage,
  escapeRegExp,
  expect,
  mockGet,
  test,
  toast,
  unique,
} from './fixtures.js';

/** Local Attractions admin (spec 2 'Admin Local Attractions', 4, 5 'Attraction', 8 'Attractions admin'). */

const filters = (page: Page) => page.getByRole('list', { name: 'Filter by category' });

/** The filter chip of a category (its name and attraction count). */
const chip = (page: Page, name: string) =>
  filters(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} \\d+$`) });

function attractionCard(page: Page, title: string) {
  return page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

async function openAttractions(page: Page) {
  await page.goto('/admin/attractions');
  await expect(page.getByRole('heading', { level: 1, name: 'Local Attractions' })).toBeVisible();
  await expect(filters(page)).toBeVisible();
}

async function findCategory(request: APIRequestContext, name: string) {
  const all = (await (await request.get('/api/attraction-categories')).json()) as AttractionCategory[];
  return all.find((c) => c.name === name);
}

async function findAttraction(request: APIRequestContext, title: string) {
  const all = (await (await request.get('/api/attractions')).json()) as Attraction[];
  return all.find((a) => a.title === title);
}

test.describe('Admin attractions', () => {
  test('adds a category; filtering by it shows "No Attractions Found"', async ({
    adminPage: page,
    request,
    api,
  }) => {
    const name = unique('E2E Dining');
    try {
      await openAttractions(page);
      await page.getByRole('button', { name: 'Add Category' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Category' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Description (optional)').fill('Cafes and restaurants nearby');
      await dialog.getByRole('combobox', { name: 'Icon' }).click();
      await chooseOption(page.getByRole('option', { name: 'Dining', exact: true }));
      await dialog.getByRole('button', { name: 'Add Category' }).click();

      await expect(toast(page, 'Category added successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(chip(page, name)).toBeVisible();
      expect(await findCategory(request, name)).toMatchObject({ icon: 'dining' });

      await chip(page, name).click();
      await expect(chip(page, name)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('heading', { name: 'No Attractions Found' })).toBeVisible();
      await expect(
        page.getByText(`There are no attractions in "${name}" yet.`, { exact: true }),
      ).toBeVisible();

      await filters(page)
        .getByRole('button', { name: /^All Attractions/ })
        .click();
      await expect(page.getByRole('heading', { name: 'No Attractions Found' })).toBeHidden();
    } finally {
      await api.discard('attractionCategories', (await findCategory(request, name))?.id);
    }
  });

  test('a category needs a name', async ({ adminPage: page }) => {
    await openAttractions(page);
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('adds an attraction with the form; it shows here and on /attractions under its category', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const category = await factories.attractionCategory();
    const title = unique('E2E Falls Walk');
    const image = await demoAttractionImage(api);
    await openAttractions(page);
    await chip(page, category.name).click();
    await page.getByRole('button', { name: 'Add Attraction' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Attraction' });
    await expect(dialog).toBeVisible();
    // The active filter's category is preselected.
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText(category.name);

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('A rainforest walk to a tall waterfall.');
    await dialog.getByLabel('Or paste an image URL or path').fill(image);
    await dialog.getByLabel('Or paste an image URL or path').press('Enter');
    await dialog.getByLabel('Image alt text').fill('A waterfall in the rainforest');
    await dialog.getByLabel('Distance (optional)').fill('25 min drive');
    await dialog.getByLabel('Address (optional)').fill('Falls Road, Wentworth Falls NSW');
    await dialog.getByLabel('Website URL (optional)').fill('https://example.com/falls');
    await dialog.getByRole('button', { name: 'Add Attraction' }).click();

    await expect(toast(page, 'Attraction added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = attractionCard(page, title);
    await expect(card).toBeVisible();
    await expect(card).toContainText(category.name);
    await expect(card).toContainText('25 min drive');
    await expect(card.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      /Falls(\+|%20)Road/,
    );
    await expect(card.getByRole('link', { name: /Visit website/ })).toHaveAttribute(
      'href',
      'https://example.com/falls',
    );

    await page.goto('/attractions');
    const nav = page.getByRole('navigation', { name: 'Attraction categories' });
    await nav.getByRole('button', { name: new RegExp(escapeRegExp(category.name)) }).click();
    const publicCard = page.getByRole('heading', { level: 3, name: title });
    await expect(publicCard).toBeVisible();
    await expect(page.getByText('A rainforest walk to a tall waterfall.')).toBeVisible();
  });

  test('title, category and description are required, and an image ("Image Required")', async ({
    adminPage: page,
    factories,
  }) => {
    const category = await factories.attractionCategory();
    await openAttractions(page);
    await page.getByRole('button', { name: 'Add Attraction' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Attraction' });
    await dialog.getByRole('button', { name: 'Add Attraction' }).click();
    await expect(dialog.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Description is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Category is required', { exact: true })).toBeVisible();
    const imageRequired = toast(page, 'Image Required');
    await expect(imageRequired).toBeVisible();
    await expect(imageRequired.locator('[data-slot="toast-description"]')).toHaveText(
      'Please upload an image for the attraction',
    );

    // With every other field filled, the missing image still blocks the save.
    await dialog.getByLabel('Title').fill(unique('E2E No Image'));
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await chooseOption(page.getByRole('option', { name: category.name }));
    await dialog.getByLabel('Description').fill('No picture yet.');
    // Dismiss the first toast (it may already have timed out) so the next one is a fresh one.
    await imageRequired
      .getByRole('button', { name: 'Close' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await expect(imageRequired).toHaveCount(0);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/attractions')) posts.push(r.url());
    });
    await dialog.getByRole('button', { name: 'Add Attraction' }).click();
    await expect(toast(page, 'Image Required')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('detail chips and alt text round-trip from the form to the public card, by keyboard', async ({
    adminPage: page,
    request,
    factories,
  }) => {
    const category = await factories.attractionCategory();
    const attraction = await factories.attraction({
      categoryId: category.id,
      imageAlt: null,
      details: { duration: '1–2 hours' },
    });
    await openAttractions(page);
    await page.getByRole('button', { name: `Edit ${attraction.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Attraction' });
    await expect(dialog).toBeVisible();
    // The stored details are listed as label/value rows.
    await expect(dialog.getByLabel('Detail 1 label')).toHaveValue('Duration');
    await expect(dialog.getByLabel('Detail 1 value')).toHaveValue('1–2 hours');

    // Alt text is required with the image.
    await dialog.getByRole('button', { name: 'Update Attraction' }).click();
    await expect(dialog.getByText('Describe the image for guests who cannot see it')).toBeVisible();

    // Keyboard only: add a chip, fill it, save.
    await dialog.getByLabel('Image alt text').fill('Boardwalk through tree ferns');
    await dialog.getByRole('button', { name: 'Add detail' }).focus();
    await page.keyboard.press('Enter');
    // The new row's label takes the focus.
    await expect(dialog.getByLabel('Detail 2 label')).toBeFocused();
    await page.keyboard.type('Difficulty');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Easy');
    await dialog.getByRole('button', { name: 'Update Attraction' }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Attraction updated successfully')).toBeVisible();

    const saved = await findAttraction(request, attraction.title);
    expect(saved?.imageAlt).toBe('Boardwalk through tree ferns');
    expect(saved?.details).toEqual({ Duration: '1–2 hours', Difficulty: 'Easy' });

    await page.goto('/attractions');
    const nav = page.getByRole('navigation', { name: 'Attraction categories' });
    await nav.getByRole('button', { name: new RegExp(escapeRegExp(category.name)) }).click();
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: attraction.title }) });
    await expect(card).toContainText('Duration: 1–2 hours');
    await expect(card).toContainText('Difficulty: Easy');
    await expect(card.getByRole('img', { name: 'Boardwalk through tree ferns' })).toBeAttached();
  });

  test('editing an attraction saves the change ("Update Attraction")', async ({
    adminPage: page,
    request,
    factories,
  }) => {
    const category = await factories.attractionCategory();
    const attraction = await factories.attraction({ categoryId: category.id });
    const newTitle = unique('E2E Renamed Lookout');
    await openAttractions(page);
    await page.getByRole('button', { name: `Edit ${attraction.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Attraction' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue(attraction.title);
    await expect(dialog.getByLabel('Website URL (optional)')).toHaveValue('https://example.com/lookout');

    await dialog.getByLabel('Title').fill(newTitle);
    await dialog.getByRole('button', { name: 'Update Attraction' }).click();
    await expect(toast(page, 'Attraction updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(attractionCard(page, newTitle)).toBeVisible();
    await expect(attractionCard(page, attraction.title)).toHaveCount(0);
    expect((await findAttraction(request, newTitle))?.id).toBe(attraction.id);
  });

  test('deleting an attraction asks for confirmation, then removes it', async ({
    adminPage: page,
    request,
    factories,
  }) => {
    const category = await factories.attractionCategory();
    const attraction = await factories.attraction({ categoryId: category.id });
    await openAttractions(page);
    await page.getByRole('button', { name: `Delete ${attraction.title}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expect(confirm).toContainText(attraction.title);
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await expect(toast(page, 'Attraction deleted successfully')).toBeVisible();
    await expect(attractionCard(page, attraction.title)).toHaveCount(0);
    expect(await findAttraction(request, attraction.title)).toBeUndefined();
  });

  test('deleting a category (chip) removes its attractions and resets the filter to all', async ({
    adminPage: page,
    request,
    factories,
  }) => {
    const category = await factories.attractionCategory();
    const attraction = await factories.attraction({ categoryId: category.id });
    await openAttractions(page);
    await chip(page, category.name).click();
    await expect(attractionCard(page, attraction.title)).toBeVisible();

    await filters(page)
      .getByRole('button', { name: `Delete category ${category.name}` })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expect(confirm).toContainText(category.name);
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await expect(toast(page, 'Category deleted successfully')).toBeVisible();
    await expect(chip(page, category.name)).toHaveCount(0);
    await expect(filters(page).getByRole('button', { name: /^All Attractions/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(attractionCard(page, attraction.title)).toHaveCount(0);
    expect(await findAttraction(request, attraction.title)).toBeUndefined();
  });

  test('with no categories it shows "No Categories Found"; Add Attraction warns and opens the category form', async ({
    adminPage: page,
  }) => {
    await mockGet(page, '/api/attraction-categories', []);
    await page.goto('/admin/attractions');
    await expect(page.getByRole('heading', { name: 'No Categories Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Attraction' }).click();
    const warning = toast(page, 'Warning');
    await expect(warning).toBeVisible();
    await expect(warning.locator('[data-slot="toast-description"]')).toHaveText(
      'Please create a category first before adding attractions.',
    );
    await expect(page.getByRole('dialog', { name: 'Add Category' })).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ adminPage: page }) => {
    await openAttractions(page);
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Attraction' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add Attraction' })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
});
