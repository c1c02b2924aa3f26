import type { APIRequestContext, Page } from '@playwright/test';
import type { AccessCode } from '../../src/shared/schemas/access-codes.js';
import {
  a11yViolations,
  adminApi,
  escapeRegExp,
  expect,
  mockGet,
  signInAsAdmin,
  test,
  toast,
} from './fixtures.js';

/** Access codes (spec 2 'Admin access codes', 4 'Access code', 5 'Access code (admin)', 8 'Access codes admin'). */

/** The admin's date format, 'MMM d, yyyy' (issue 13: as the messages list, spec 9). */
const ADMIN_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'MMM d, yyyy' in the browser's time zone (the same machine runs the tests and the browser). */
const formatAdminDate = (iso: string) => {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
};

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const randomLetters = (n: number) =>
  Array.from({ length: n }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

/** A code no other test uses: random first and last pairs, so its masked form is distinctive too. */
const uniqueCode = () => `${randomLetters(2)}${Date.now().toString(36).toUpperCase()}${randomLetters(4)}`;

/** Spec 2: 4 characters or fewer all asterisks, otherwise the first 2 and last 2 characters. */
const mask = (code: string) =>
  code.length <= 4
    ? '*'.repeat(code.length)
    : `${code.slice(0, 2)}${'*'.repeat(code.length - 4)}${code.slice(-2)}`;

/** The card of `code`, whether it is masked or revealed. */
function codeCard(page: Page, code: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByText(new RegExp(`^(${escapeRegExp(mask(code))}|${escapeRegExp(code)})$`)) });
}

async function openAccessCodes(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin/access-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Codes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Access Code' })).toBeVisible();
}

async function createCode(request: APIRequestContext, data: Partial<AccessCode> = {}) {
  const api = await adminApi(request);
  return api.call<AccessCode>('POST', '/api/access-codes', {
    code: uniqueCode(),
    isActive: true,
    expiresAt: null,
    ...data,
  });
}

async function deleteCode(request: APIRequestContext, id: number | undefined) {
  if (id === undefined) return;
  const api = await adminApi(request);
  await api.call('DELETE', `/api/access-codes/${id}`).catch(() => undefined);
}

async function findCode(request: APIRequestContext, code: string) {
  const api = await adminApi(request);
  return (await api.call<AccessCode[]>('GET', '/api/access-codes')).find((c) => c.code === code);
}

test.describe('Admin access codes', () => {
  test('creates a code through "Add New Access Code"; it is masked, never expires and works on /check-in', async ({
    page,
    request,
  }) => {
    const code = uniqueCode();
    try {
      await openAccessCodes(page);
      await page.getByRole('button', { name: 'Add Access Code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Access Code' });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByText('Allow this code to be used for check-in', { exact: true }),
      ).toBeVisible();
      await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();

      await dialog.getByLabel('Code', { exact: true }).fill(code);
      await dialog.getByRole('button', { name: 'Create Access Code' }).click();
      await expect(toast(page, 'Access code created successfully')).toBeVisible();
      await expect(dialog).toBeHidden();

      const card = codeCard(page, code);
      await expect(card.getByText(mask(code), { exact: true })).toBeVisible();
      await expect(card.getByText(code, { exact: true })).toHaveCount(0);
      await expect(card.getByText('Active', { exact: true })).toBeVisible();
      await expect(card.getByText('Expired', { exact: true })).toHaveCount(0);
      await expect(card.locator('dt', { hasText: 'Expires' }).locator('+ dd')).toHaveText('Never');

      await page.goto('/check-in');
      await page.getByLabel('Access code').fill(code);
      await page.getByRole('button', { name: 'Access Instructions' }).click();
      await expect(page.getByText('Access code verified', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/check-in\\?code=${escapeRegExp(code)}$`));
    } finally {
      await deleteCode(request, (await findCode(request, code))?.id);
    }
  });

  test('a duplicate code is refused with "Failed to create access code: {message}"', async ({
    page,
    request,
  }) => {
    const existing = await createCode(request);
    try {
      await openAccessCodes(page);
      await page.getByRole('button', { name: 'Add Access Code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Access Code' });
      await dialog.getByLabel('Code', { exact: true }).fill(existing.code);
      await dialog.getByRole('button', { name: 'Create Access Code' }).click();
      await expect(
        page.locator('[data-slot="toast-title"]').filter({
          hasText: /^Failed to create access code: .*An access code with that code already exists/,
        }),
      ).toBeVisible();
      await expect(dialog).toBeVisible();
    } finally {
      await deleteCode(request, existing.id);
    }
  });

  test('the eye toggle reveals and hides the full code', async ({ page, request }) => {
    const accessCode = await createCode(request);
    try {
      await openAccessCodes(page);
      const card = codeCard(page, accessCode.code);
      await expect(card.getByText(mask(accessCode.code), { exact: true })).toBeVisible();
      expect(mask(accessCode.code)).toMatch(/^[A-Z]{2}\*+[A-Z]{2}$/);

      await card.getByRole('button', { name: 'Show code' }).click();
      await expect(card.getByText(accessCode.code, { exact: true })).toBeVisible();
      await card.getByRole('button', { name: 'Hide code' }).click();
      await expect(card.getByText(mask(accessCode.code), { exact: true })).toBeVisible();
    } finally {
      await deleteCode(request, accessCode.id);
    }
  });

  test('a code of 4 characters or fewer is fully masked', async ({ page, request }) => {
    const short = `${randomLetters(1)}${Math.floor(Math.random() * 900 + 100)}`;
    const accessCode = await createCode(request, { code: short });
    try {
      await openAccessCodes(page);
      // Several 4-character codes may exist: reveal each fully masked card until this one shows.
      const cards = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: /^(Show|Hide) code$/ }) });
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      let found = false;
      for (let i = 0; i < count && !found; i++) {
        const candidate = cards.nth(i);
        if ((await candidate.getByText('****', { exact: true }).count()) === 0) continue;
        await candidate.getByRole('button', { name: 'Show code' }).click();
        await expect(candidate.getByText('****', { exact: true })).toHaveCount(0);
        found = (await candidate.getByText(short, { exact: true }).count()) > 0;
        await candidate.getByRole('button', { name: 'Hide code' }).click();
      }
      expect(found).toBe(true);
    } finally {
      await deleteCode(request, accessCode.id);
    }
  });

  test('shows the Inactive and Expired badges and the expiry date', async ({ page, request }) => {
    const expired = await createCode(request, {
      expiresAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    const inactive = await createCode(request, { isActive: false });
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const upcoming = await createCode(request, { expiresAt: future });
    try {
      await openAccessCodes(page);

      const expiredCard = codeCard(page, expired.code);
      await expect(expiredCard.getByText('Active', { exact: true })).toBeVisible();
      await expect(expiredCard.getByText('Expired', { exact: true })).toBeVisible();

      const inactiveCard = codeCard(page, inactive.code);
      await expect(inactiveCard.getByText('Inactive', { exact: true })).toBeVisible();
      await expect(inactiveCard.getByText('Expired', { exact: true })).toHaveCount(0);
      await expect(inactiveCard.locator('dt', { hasText: 'Expires' }).locator('+ dd')).toHaveText('Never');

      const upcomingCard = codeCard(page, upcoming.code);
      await expect(upcomingCard.getByText('Expired', { exact: true })).toHaveCount(0);
      // The admin's one date format, 'MMM d, yyyy' (e.g. 'Jun 5, 2025'), in the browser's time zone.
      const expires = upcomingCard.locator('dt', { hasText: 'Expires' }).locator('+ dd');
      await expect(expires).toHaveText(ADMIN_DATE);
      await expect(expires).toHaveText(formatAdminDate(future));
      const created = upcomingCard.locator('dt', { hasText: 'Created' }).locator('+ dd');
      await expect(created).toHaveText(ADMIN_DATE);
      await expect(created).toHaveText(formatAdminDate(upcoming.createdAt));
    } finally {
      await deleteCode(request, expired.id);
      await deleteCode(request, inactive.id);
      await deleteCode(request, upcoming.id);
    }
  });

  test('the code must be 3 to 50 characters', async ({ page }) => {
    await openAccessCodes(page);
    await page.getByRole('button', { name: 'Add Access Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Access Code' });
    const input = dialog.getByLabel('Code', { exact: true });

    await input.fill('ab');
    await dialog.getByRole('button', { name: 'Create Access Code' }).click();
    await expect(dialog.getByText('Code must be at least 3 characters', { exact: true })).toBeVisible();

    await input.fill('X'.repeat(51));
    await dialog.getByRole('button', { name: 'Create Access Code' }).click();
    await expect(dialog.getByText('Code must be less than 50 characters', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('editing opens "Edit Access Code" with Cancel and "Update Code" and saves the change', async ({
    page,
    request,
  }) => {
    const accessCode = await createCode(request);
    try {
      await openAccessCodes(page);
      const card = codeCard(page, accessCode.code);
      await card.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Access Code' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Code', { exact: true })).toHaveValue(accessCode.code);
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();

      await dialog.getByRole('switch', { name: 'Active' }).click();
      await expect(dialog.getByRole('switch', { name: 'Active' })).not.toBeChecked();
      await dialog.getByRole('button', { name: 'Update Code' }).click();
      await expect(toast(page, 'Access code updated successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
      expect((await findCode(request, accessCode.code))?.isActive).toBe(false);
    } finally {
      await deleteCode(request, accessCode.id);
    }
  });

  test('Cancel closes the edit dialog without saving', async ({ page, request }) => {
    const accessCode = await createCode(request);
    try {
      await openAccessCodes(page);
      await codeCard(page, accessCode.code).getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Access Code' });
      await dialog.getByLabel('Code', { exact: true }).fill(`${accessCode.code}-CHANGED`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      expect((await findCode(request, accessCode.code))?.code).toBe(accessCode.code);
    } finally {
      await deleteCode(request, accessCode.id);
    }
  });

  test('delete removes the code at once, without a confirmation', async ({ page, request }) => {
    const accessCode = await createCode(request);
    try {
      await openAccessCodes(page);
      const card = codeCard(page, accessCode.code);
      await card.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(toast(page, 'Access code deleted successfully')).toBeVisible();
      await expect(card).toHaveCount(0);
      expect(await findCode(request, accessCode.code)).toBeUndefined();
    } finally {
      await deleteCode(request, accessCode.id);
    }
  });

  test('with no codes it shows "No Access Codes"', async ({ page }) => {
    await signInAsAdmin(page);
    await mockGet(page, '/api/access-codes', []);
    await page.goto('/admin/access-codes');
    await expect(page.getByRole('heading', { name: 'No Access Codes' })).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await openAccessCodes(page);
    await expect(page.getByRole('button', { name: 'Show code' }).first()).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Access Code' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Access Code' })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
});
