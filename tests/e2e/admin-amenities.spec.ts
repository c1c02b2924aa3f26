import type { APIRequestContext, Page } from '@playwright/test';
import type { Amenity } from '../../src/shared/schemas/amenities.js';
import { a11yViolations, chooseOption, expect, mockGet, test, toast, unique } from './fixtures.js';

/** Spaces & Amenities admin (spec 2 'Admin Spaces & Amenities', 5 'Amenity category', 8 'Amenities admin'). */

/** The admin card of the category named `name`. */
function categoryCard(page: Page, name: string) {
  return page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

async function openAmenities(page: Page) {
  await page.goto('/admin/amenities');
  await expect(page.getByRole('heading', { level: 1, name: 'Spaces & Amenities' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit category / }).first()).toBeVisible();
}

async function findAmenity(request: APIRequestContext, name: string) {
  const all = (await (await request.get('/api/amenities')).json()) as Amenity[];
  return all.find((a) => a.categoryName === name);
}

test.describe('Admin amenities', () => {
  test('adds a category, which starts empty ("No items in this category"), then adds its items', async ({
    adminPage: page,
    request,
    api,
  }) => {
    const name = unique('E2E Outdoors');
    try {
      await openAmenities(page);
      await page.getByRole('button', { name: 'Add Category' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Category' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Category name').fill(name);
      await dialog.getByRole('combobox', { name: 'Icon' }).click();
      await chooseOption(page.getByRole('option', { name: 'Leaf', exact: true }));
      await dialog.getByRole('button', { name: 'Add Category' }).click();

      await expect(toast(page, 'Category added successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      const card = categoryCard(page, name);
      await expect(card).toBeVisible();
      await expect(card.getByText('No items in this category', { exact: true })).toBeVisible();
      expect(await findAmenity(request, name)).toMatchObject({ categoryIcon: 'leaf', items: [] });

      await card.getByRole('button', { name: `Edit items of ${name}` }).click();
      const items = page.getByRole('dialog', { name: 'Edit Items' });
      await expect(items).toBeVisible();
      await items.getByLabel('Items').fill('  Fire pit  \n\nOutdoor bath\n   \nStar gazing deck\n');
      await expect(items.getByText('3 items.', { exact: false })).toBeVisible();
      await items.getByRole('button', { name: 'Save Items' }).click();

      await expect(toast(page, 'Items updated successfully')).toBeVisible();
      await expect(items).toBeHidden();
      // Saved as trimmed, non-empty lines, listed as bullets.
      await expect(card.getByRole('listitem')).toHaveText(['Fire pit', 'Outdoor bath', 'Star gazing deck']);
      expect((await findAmenity(request, name))?.items).toEqual([
        'Fire pit',
        'Outdoor bath',
        'Star gazing deck',
      ]);
    } finally {
      await api.discard('amenities', (await findAmenity(request, name))?.id);
    }
  });

  test('a new category appears as a card in Spaces & Amenities on the home page', async ({
    adminPage: page,
    factories,
  }) => {
    const amenity = await factories.amenity();
    await page.goto('/#amenities');
    const section = page.locator('section#amenities');
    const publicCard = section.getByRole('article', { name: amenity.categoryName });
    await publicCard.scrollIntoViewIfNeeded();
    await expect(publicCard).toBeVisible();
    await expect(publicCard).toContainText('Outdoor bath');
  });

  test('category name and icon are required', async ({ adminPage: page }) => {
    await openAmenities(page);
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await expect(dialog.getByText('Category name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Icon is required', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('editing a category changes its name and icon', async ({ adminPage: page, request, factories }) => {
    const amenity = await factories.amenity();
    const newName = unique('E2E Garden');
    await openAmenities(page);
    await categoryCard(page, amenity.categoryName)
      .getByRole('button', { name: `Edit category ${amenity.categoryName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Category name')).toHaveValue(amenity.categoryName);
    await expect(dialog.getByRole('combobox', { name: 'Icon' })).toHaveText('Leaf');

    await dialog.getByLabel('Category name').fill(newName);
    await dialog.getByRole('combobox', { name: 'Icon' }).click();
    await chooseOption(page.getByRole('option', { name: 'Home', exact: true }));
    await dialog.getByRole('button', { name: 'Update Category' }).click();

    await expect(toast(page, 'Category updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(categoryCard(page, newName)).toBeVisible();
    await expect(categoryCard(page, newName).getByRole('listitem')).toHaveText([
      'Outdoor bath',
      'Hammock',
      'Bird feeder',
    ]);
    expect(await findAmenity(request, newName)).toMatchObject({ categoryIcon: 'home' });
  });

  test('deleting a category asks for confirmation, then removes it', async ({
    adminPage: page,
    request,
    factories,
  }) => {
    const amenity = await factories.amenity();
    await openAmenities(page);
    const card = categoryCard(page, amenity.categoryName);
    await card.getByRole('button', { name: `Delete category ${amenity.categoryName}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expect(confirm).toContainText(amenity.categoryName);
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await expect(toast(page, 'Category deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await findAmenity(request, amenity.categoryName)).toBeUndefined();

    await page.goto('/#amenities');
    await expect(page.locator('section#amenities').getByRole('article').first()).toBeVisible();
    await expect(
      page.locator('section#amenities').getByRole('article', { name: amenity.categoryName }),
    ).toHaveCount(0);
  });

  test('with no categories it shows "No amenities found"', async ({ adminPage: page }) => {
    await mockGet(page, '/api/amenities', []);
    await page.goto('/admin/amenities');
    await expect(page.getByText('No amenities found', { exact: true })).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ adminPage: page }) => {
    await openAmenities(page);
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Category' })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
});
