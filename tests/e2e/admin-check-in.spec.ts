import type { Page } from '@playwright/test';
import type { CheckInInstruction } from '../../src/shared/schemas/check-in.js';
import {
  type AdminApi,
  a11yViolations,
  expect,
  type Factories,
  lateSortOrder,
  mockGet,
  test,
  toast,
  unique,
} from './fixtures.js';

/** Check-In Instructions admin (spec 2 'Admin check-in instructions', 3, 5 'Check-in instruction', 8). */

function instructionCard(page: Page, title: string) {
  return page
    .locator('ul[aria-label="Check-in instructions"] > li')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

async function openCheckIn(page: Page) {
  await page.goto('/admin/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-In Instructions' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Check-in instructions' })).toBeVisible();
}

async function createAccessCode(factories: Factories) {
  const code = `CI${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  return factories.create('accessCodes', { code, isActive: true, expiresAt: null });
}

async function findInstruction(api: AdminApi, title: string) {
  return (await api.get<CheckInInstruction[]>('/api/check-in-instructions/all')).find(
    (i) => i.title === title,
  );
}

test.describe('Admin check-in instructions', () => {
  test('adds an instruction ("Save Instruction") that guests see at /check-in with their code', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const title = unique('E2E Parking');
    const sortOrder = String(lateSortOrder());
    const accessCode = await createAccessCode(factories);
    try {
      await openCheckIn(page);
      await page.getByRole('button', { name: 'Add Instruction' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Check-In Instruction' });
      await expect(dialog).toBeVisible();
      // The form's sort order starts at 1 (spec 3).
      await expect(dialog.getByLabel('Sort order')).toHaveValue('1');

      await dialog.getByLabel('Title', { exact: true }).fill(title);
      await dialog
        .getByLabel('Content')
        .fill('Where to park\n• Park on the gravel beside the carport\n• Leave the gate closed behind you');
      // The preview beside the raw text shows the section as guests will see it.
      const preview = dialog.getByRole('region', { name: 'Preview' });
      await expect(preview.getByRole('heading', { name: 'Where to park' })).toBeVisible();
      await expect(
        preview.getByRole('listitem').filter({ hasText: /^Leave the gate closed behind you$/ }),
      ).toBeVisible();
      await expect(preview).not.toContainText('•');
      await dialog.getByLabel('Sort order').fill(sortOrder);
      await dialog.getByRole('button', { name: 'Save Instruction' }).click();

      await expect(toast(page, 'Check-in instruction created')).toBeVisible();
      await expect(dialog).toBeHidden();
      const card = instructionCard(page, title);
      await expect(card).toBeVisible();
      await expect(card.getByText(`Order: ${sortOrder}`, { exact: true })).toBeVisible();
      await expect(card).toContainText('Park on the gravel beside the carport');

      await page.goto(`/check-in?code=${encodeURIComponent(accessCode.code)}`);
      await expect(page.getByText('Access code verified', { exact: true })).toBeVisible();
      const group = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
      await group.scrollIntoViewIfNeeded();
      await expect(group).toBeVisible();
      await expect(group).toContainText('Park on the gravel beside the carport');
    } finally {
      const created = await findInstruction(api, title);
      if (created) await api.remove('checkInInstructions', created.id).catch(() => undefined);
    }
  });

  test('title and content are required and the sort order is at least 1', async ({ adminPage: page }) => {
    await openCheckIn(page);
    await page.getByRole('button', { name: 'Add Instruction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Check-In Instruction' });
    await dialog.getByLabel('Sort order').fill('0');
    await dialog.getByRole('button', { name: 'Save Instruction' }).click();
    await expect(dialog.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Content is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Sort order must be at least 1', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('editing opens "Edit Check-In Instruction" and "Update Instruction" saves the change', async ({
    adminPage: page,
    factories,
  }) => {
    const instruction = await factories.checkInInstruction();
    const newTitle = unique('E2E Renamed Instruction');
    await openCheckIn(page);
    await page.getByRole('button', { name: `Edit ${instruction.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Check-In Instruction' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(instruction.title);
    await expect(dialog.getByLabel('Content')).toHaveValue(instruction.content);
    await expect(dialog.getByLabel('Sort order')).toHaveValue(String(instruction.sortOrder));

    await dialog.getByLabel('Title', { exact: true }).fill(newTitle);
    await dialog.getByRole('button', { name: 'Update Instruction' }).click();
    await expect(toast(page, 'Check-in instruction updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(instructionCard(page, newTitle)).toBeVisible();
    await expect(instructionCard(page, instruction.title)).toHaveCount(0);
  });

  test('deleting asks for confirmation with the instruction title, then removes it', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const instruction = await factories.checkInInstruction();
    await openCheckIn(page);
    await page.getByRole('button', { name: `Delete ${instruction.title}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expect(
      confirm.getByText(
        `This will permanently delete the "${instruction.title}" instruction. This action cannot be undone.`,
        { exact: true },
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(instructionCard(page, instruction.title)).toBeVisible();

    await page.getByRole('button', { name: `Delete ${instruction.title}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Check-in instruction deleted successfully')).toBeVisible();
    await expect(instructionCard(page, instruction.title)).toHaveCount(0);
    expect(await findInstruction(api, instruction.title)).toBeUndefined();
  });

  test('instructions are listed by sort order with an "Order: n" badge', async ({ adminPage: page }) => {
    await openCheckIn(page);
    const orders = (
      await page
        .locator('ul[aria-label="Check-in instructions"] > li')
        .getByText(/^Order: \d+$/)
        .allTextContents()
    ).map((text) => Number(text.replace('Order: ', '')));
    expect(orders.length).toBeGreaterThan(0);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  test('with no instructions it shows "No Check-In Instructions Yet" and "Add First Instruction"', async ({
    adminPage: page,
  }) => {
    await mockGet(page, '/api/check-in-instructions/all', []);
    await page.goto('/admin/check-in');
    await expect(page.getByRole('heading', { name: 'No Check-In Instructions Yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add First Instruction' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Check-In Instruction' })).toBeVisible();
  });

  test('a failed load shows "Error loading check-in instructions: {message}"', async ({
    adminPage: page,
  }) => {
    await mockGet(page, '/api/check-in-instructions/all', 'Database unavailable', 503);
    await page.goto('/admin/check-in');
    await expect(
      page.getByText('Error loading check-in instructions: 503: Database unavailable', { exact: true }),
    ).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ adminPage: page }) => {
    await openCheckIn(page);
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Instruction' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Check-In Instruction' })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
});
