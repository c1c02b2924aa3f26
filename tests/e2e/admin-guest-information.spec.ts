import type { Page } from '@playwright/test';
import type { GuestInfoCategory, GuestInfoItem } from '../../src/shared/schemas/guest-info.js';
import {
  type AdminApi,
  a11yViolations,
  chooseOption,
  escapeRegExp,
  exactly,
  expect,
  lateSortOrder,
  mockGet,
  test,
  toast,
  unique,
} from './fixtures.js';

/** Guest Information admin (spec 2 'Admin Guest Information (three tabs)', 5, 8 'Guest info admin'). */

async function openGuestInformation(page: Page) {
  await page.goto('/admin/guest-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Information' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Categories/ })).toBeVisible();
}

/** The row of a category on the Categories tab. */
function categoryRow(page: Page, name: string) {
  return page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** The group of a category on the Items tab. */
function itemGroup(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

async function findCategory(api: AdminApi, name: string) {
  return (await api.get<GuestInfoCategory[]>('/api/guest-info/categories')).find((c) => c.name === name);
}

async function findItem(api: AdminApi, title: string) {
  return (await api.get<GuestInfoItem[]>('/api/guest-info/items')).find((i) => i.title === title);
}

test.describe('Admin guest information', () => {
  test('adds a category on the Categories tab with its order and item count', async ({
    adminPage: page,
    api,
  }) => {
    const name = unique('E2E Arrival');
    const sortOrder = String(lateSortOrder());
    try {
      await openGuestInformation(page);
      await page.getByRole('button', { name: 'Add Category' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Category' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Sort order').fill(sortOrder);
      await dialog.getByRole('button', { name: 'Add Category' }).click();

      await expect(toast(page, 'Category added successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      const row = categoryRow(page, name);
      await expect(row).toBeVisible();
      await expect(row).toContainText(`Order ${sortOrder}`);
      await expect(row).toContainText('0 items');
      // Sorted by sort order: the new (highest) category is listed after the demo ones.
      const names = await page.getByRole('tabpanel').getByRole('listitem').allTextContents();
      expect(names.findIndex((text) => text.includes(name))).toBeGreaterThan(0);
    } finally {
      await api.discard('guestInfoCategories', (await findCategory(api, name))?.id);
    }
  });

  test('a category needs a name and a sort order of 0 or more', async ({ adminPage: page }) => {
    await openGuestInformation(page);
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByLabel('Sort order').fill('-1');
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Sort order must be 0 or more', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('the item form shows "Please select a category", "Please enter a title" and "Please enter a description"', async ({
    adminPage: page,
  }) => {
    await openGuestInformation(page);
    await page.getByRole('tab', { name: /^Items/ }).click();
    await page.getByRole('button', { name: 'Add Item', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Item' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Item' }).click();

    const validation = toast(page, 'Validation Error');
    await expect(validation).toBeVisible();
    await expect(validation.locator('[data-slot="toast-description"]')).toHaveText(
      'Please select a category',
    );
    await expect(dialog.getByText('Please select a category', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Please enter a title', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Please enter a description', { exact: true })).toBeVisible();

    // Whitespace-only text counts as empty.
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await chooseOption(page.getByRole('option').first());
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByLabel('Description').fill('Something useful');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog.getByText('Please enter a title', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Please select a category', { exact: true })).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test('adds an item that shows on the Items tab, in the Preview and on /guest-info', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const category = await factories.guestInfoCategory();
    const title = unique('E2E Firewood');
    const description =
      'Firewood is stacked under the carport.\n* Use the dry logs first\n- Close the flue after use';
    await openGuestInformation(page);
    await page.getByRole('tab', { name: /^Items/ }).click();
    await itemGroup(page, category.name)
      .getByRole('button', { name: `Add item to ${category.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add Item' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText(category.name);

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill(description);
    // The preview beside the raw text shows it as guests will read it.
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('Firewood is stacked under the carport.')).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveText([
      'Use the dry logs first',
      'Close the flue after use',
    ]);
    await expect(preview).not.toContainText('*');
    await dialog.getByRole('combobox', { name: 'Icon' }).click();
    await chooseOption(page.getByRole('option', { name: 'Fireplace', exact: true }));
    await dialog.getByLabel('Sort order').fill('2');
    await dialog.getByRole('button', { name: 'Add Item' }).click();

    await expect(toast(page, 'Item added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const group = itemGroup(page, category.name);
    await expect(group.getByText(title, { exact: true })).toBeVisible();
    await expect(group).toContainText('1 item');
    await expect(group).toContainText('Order 2');
    // Short descriptions render '*' and '-' lines as bullets.
    await expect(
      group.getByRole('listitem').filter({ hasText: exactly('Use the dry logs first') }),
    ).toHaveCount(1);
    expect(await findItem(api, title)).toMatchObject({
      categoryId: category.id,
      icon: 'fireplace',
      sortOrder: 2,
    });

    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(category.name)}`) }).click();
    await expect(page.getByRole('tabpanel').getByText(title, { exact: true })).toBeVisible();

    await page.goto('/guest-info');
    const card = page.getByRole('heading', { level: 2, name: category.name, exact: true });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  });

  test('editing an item saves the change ("Update Item")', async ({ adminPage: page, api, factories }) => {
    const category = await factories.guestInfoCategory();
    const item = await factories.guestInfoItem({ categoryId: category.id });
    const newTitle = unique('E2E Rubbish');
    await openGuestInformation(page);
    await page.getByRole('tab', { name: /^Items/ }).click();
    await page.getByRole('button', { name: `Edit item ${item.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Item' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue(item.title);
    await expect(dialog.getByLabel('Description')).toHaveValue(item.description);

    await dialog.getByLabel('Title').fill(newTitle);
    await dialog.getByRole('button', { name: 'Update Item' }).click();
    await expect(toast(page, 'Item updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(itemGroup(page, category.name).getByText(newTitle, { exact: true })).toBeVisible();
    expect((await findItem(api, newTitle))?.id).toBe(item.id);
  });

  test('descriptions over 150 characters are cut to 150 plus an ellipsis in the list', async ({
    adminPage: page,
    factories,
  }) => {
    const category = await factories.guestInfoCategory();
    const long = `${'The hot water system is solar with a gas booster. '.repeat(2)}\n* Shower first\n* ${'Then run the taps. '.repeat(3)}END-MARKER`;
    const item = await factories.guestInfoItem({ categoryId: category.id, description: long });
    await openGuestInformation(page);
    await page.getByRole('tab', { name: /^Items/ }).click();
    const group = itemGroup(page, category.name);
    await expect(group.getByText(item.title, { exact: true })).toBeVisible();
    await expect(group).not.toContainText('END-MARKER');
    const shown = (await group.getByText(/^The hot water system/).textContent()) ?? '';
    expect(shown.endsWith('…') || shown.endsWith('...')).toBe(true);
    expect(shown.replace(/(…|\.\.\.)$/, '').length).toBeLessThanOrEqual(150);
    // Formatted, not raw: no bullet markers in the shortened text.
    expect(shown).not.toContain('*');
  });

  test('deleting an item asks for confirmation, then removes it', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const category = await factories.guestInfoCategory();
    const item = await factories.guestInfoItem({ categoryId: category.id });
    await openGuestInformation(page);
    await page.getByRole('tab', { name: /^Items/ }).click();
    await page.getByRole('button', { name: `Delete item ${item.title}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Item deleted successfully')).toBeVisible();
    await expect(itemGroup(page, category.name).getByText(item.title, { exact: true })).toHaveCount(0);
    expect(await findItem(api, item.title)).toBeUndefined();
  });

  test('editing a category renames it; deleting it warns with its item count and removes its items', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const category = await factories.guestInfoCategory();
    const first = await factories.guestInfoItem({ categoryId: category.id });
    const second = await factories.guestInfoItem({ categoryId: category.id, sortOrder: 2 });
    const newName = unique('E2E House Rules');
    await openGuestInformation(page);
    await categoryRow(page, category.name)
      .getByRole('button', { name: `Edit category ${category.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await expect(dialog.getByLabel('Name')).toHaveValue(category.name);
    await dialog.getByLabel('Name').fill(newName);
    await dialog.getByRole('button', { name: 'Update Category' }).click();
    await expect(toast(page, 'Category updated successfully')).toBeVisible();
    const row = categoryRow(page, newName);
    await expect(row).toBeVisible();
    await expect(row).toContainText('2 items');

    await row.getByRole('button', { name: `Delete category ${newName}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expect(confirm).toContainText(newName);
    await expect(confirm).toContainText('2 items');
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await expect(toast(page, 'Category deleted successfully')).toBeVisible();
    await expect(categoryRow(page, newName)).toHaveCount(0);
    expect(await findItem(api, first.title)).toBeUndefined();
    expect(await findItem(api, second.title)).toBeUndefined();

    await page.goto('/guest-info');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: newName })).toHaveCount(0);
  });

  test('the Preview accordion keeps one category open at a time', async ({ adminPage: page, factories }) => {
    const one = await factories.guestInfoCategory();
    const two = await factories.guestInfoCategory();
    const itemOne = await factories.guestInfoItem({ categoryId: one.id });
    const itemTwo = await factories.guestInfoItem({ categoryId: two.id });
    await openGuestInformation(page);
    await page.getByRole('tab', { name: 'Preview' }).click();
    const panel = page.getByRole('tabpanel');
    const triggerOne = panel.getByRole('button', { name: new RegExp(`^${escapeRegExp(one.name)}`) });
    const triggerTwo = panel.getByRole('button', { name: new RegExp(`^${escapeRegExp(two.name)}`) });

    await triggerOne.click();
    await expect(panel.getByText(itemOne.title, { exact: true })).toBeVisible();
    await triggerTwo.click();
    await expect(panel.getByText(itemTwo.title, { exact: true })).toBeVisible();
    await expect(panel.getByText(itemOne.title, { exact: true })).toBeHidden();
    await expect(triggerOne).toHaveAttribute('aria-expanded', 'false');
    // Collapsible: the open one closes again.
    await triggerTwo.click();
    await expect(triggerTwo).toHaveAttribute('aria-expanded', 'false');
  });

  test('with no items the Preview shows "No content to preview"', async ({ adminPage: page }) => {
    await mockGet(page, '/api/guest-info/items', []);
    await page.goto('/admin/guest-information');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByText('No content to preview', { exact: true })).toBeVisible();
  });

  test('with no categories "Add Item" is disabled and says to create a category first', async ({
    adminPage: page,
  }) => {
    await mockGet(page, '/api/guest-info/categories', []);
    await page.goto('/admin/guest-information');
    await page.getByRole('tab', { name: /^Items/ }).click();
    await expect(page.getByRole('button', { name: 'Add Item', exact: true })).toBeDisabled();
    await expect(
      page.getByText('Cannot add item – Please create a category first before adding items', { exact: true }),
    ).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ adminPage: page }) => {
    await openGuestInformation(page);
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: /^Items/ }).click();
    await expect(page.getByRole('button', { name: 'Add Item', exact: true })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Preview' }).click();
    expect(await a11yViolations(page)).toEqual([]);
  });
});
