import type { Page } from '@playwright/test';
import type { AccessCode, AccessCodeCreateInput } from '../../src/shared/schemas/access-codes.js';
import { formatStayDate } from '../../src/shared/stay.js';
import { type AdminApi, a11yViolations, escapeRegExp, expect, mockGet, test, toast } from './fixtures.js';

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
  await page.goto('/admin/access-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Codes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Access Code' })).toBeVisible();
}

async function createCode(api: AdminApi, data: Partial<AccessCodeCreateInput> = {}) {
  return api.create('accessCodes', {
    code: uniqueCode(),
    isActive: true,
    expiresAt: null,
    ...data,
  });
}

async function findCode(api: AdminApi, code: string) {
  return (await api.get<AccessCode[]>('/api/access-codes')).find((c) => c.code === code);
}

test.describe('Admin access codes', () => {
  test('creates a code through "Add New Access Code"; it is masked, never expires and works on /check-in', async ({
    adminPage: page,
    api,
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
      await api.discard('accessCodes', (await findCode(api, code))?.id);
    }
  });

  test('a duplicate code is refused with "Failed to create access code: {message}"', async ({
    adminPage: page,
    api,
  }) => {
    const existing = await createCode(api);
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
      // An error answer (this 409, a 507 for a full disk, a 503) keeps what the owner typed.
      await expect(dialog.getByLabel('Code', { exact: true })).toHaveValue(existing.code);
    } finally {
      await api.discard('accessCodes', existing.id);
    }
  });

  test('the eye toggle reveals and hides the full code', async ({ adminPage: page, api }) => {
    const accessCode = await createCode(api);
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
      await api.discard('accessCodes', accessCode.id);
    }
  });

  test('a code of 4 characters or fewer is fully masked', async ({ adminPage: page, api }) => {
    const short = `${randomLetters(1)}${Math.floor(Math.random() * 900 + 100)}`;
    const accessCode = await createCode(api, { code: short });
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
      await api.discard('accessCodes', accessCode.id);
    }
  });

  test('a dated code without an expiry says when it works until, as the guest page does', async ({
    adminPage: page,
    api,
  }) => {
    const checkInAt = Date.now() + 10 * 86_400_000;
    const dated = await createCode(api, {
      guestName: 'Dated Guest',
      checkInAt: new Date(checkInAt).toISOString(),
      checkOutAt: new Date(checkInAt + 3 * 86_400_000).toISOString(),
    });
    try {
      const stay = await (
        await page.request.get(`/api/check-in/stay?code=${encodeURIComponent(dated.code)}`)
      ).json();
      await openAccessCodes(page);
      const card = codeCard(page, dated.code);
      // The stay's end (check-out + the late margin), on the chalet's clock, where 'Never' would mislead.
      await expect(card.locator('dt', { hasText: 'Expires' }).locator('+ dd')).toHaveText(
        `Works until ${formatStayDate(stay.accessEndsAt, stay.timeZone)}`,
      );
      await expect(card.getByText('Upcoming', { exact: true })).toBeVisible();
      await expect(card.getByText('Expired', { exact: true })).toHaveCount(0);
    } finally {
      await api.discard('accessCodes', dated.id);
    }
  });

  test('shows the Inactive and Expired badges and the expiry date', async ({ adminPage: page, api }) => {
    const expired = await createCode(api, {
      expiresAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    const inactive = await createCode(api, { isActive: false });
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const upcoming = await createCode(api, { expiresAt: future });
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
      await api.discard('accessCodes', expired.id);
      await api.discard('accessCodes', inactive.id);
      await api.discard('accessCodes', upcoming.id);
    }
  });

  test('"Add New Access Code" opens with a generated code, "New code" draws another, and a code without dates is warned about', async ({
    adminPage: page,
    api,
  }) => {
    await openAccessCodes(page);
    await page.getByRole('button', { name: 'Add Access Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Access Code' });
    const input = dialog.getByLabel('Code', { exact: true });
    // Issue 43: XXXX-XXXX from the alphabet without vowels or look-alikes (decision 0040).
    const generated = /^[BCDFGHJKMNPQRSTVWXZ2-9]{4}-[BCDFGHJKMNPQRSTVWXZ2-9]{4}$/;
    await expect(input).toHaveValue(generated);
    const first = await input.inputValue();
    await dialog.getByRole('button', { name: 'New code' }).click();
    await expect(input).toHaveValue(generated);
    await expect(input).not.toHaveValue(first);

    const warning = dialog.getByText(
      /^Without stay dates, this code shows the door code and WiFi at any time/,
    );
    await expect(warning).toBeVisible();
    await dialog.getByLabel(/^Check-in \(/).fill('2031-03-01T15:00');
    await dialog.getByLabel(/^Check-out \(/).fill('2031-03-04T10:00');
    await expect(warning).toBeHidden();
    await dialog.getByLabel(/^Check-in \(/).fill('');
    await dialog.getByLabel(/^Check-out \(/).fill('');
    await expect(warning).toBeVisible();

    // Editable: the owner may still type their own.
    const own = uniqueCode();
    await input.fill(own);
    const kept = await input.inputValue();
    await dialog.getByRole('button', { name: 'Create Access Code' }).click();
    await expect(toast(page, 'Access code created successfully')).toBeVisible();
    const saved = await findCode(api, kept);
    try {
      expect(saved?.code).toBe(own);
    } finally {
      if (saved) await api.remove('accessCodes', saved.id);
    }
  });

  test('the code must be 3 to 50 characters', async ({ adminPage: page }) => {
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
    adminPage: page,
    api,
  }) => {
    const accessCode = await createCode(api);
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
      expect((await findCode(api, accessCode.code))?.isActive).toBe(false);
    } finally {
      await api.discard('accessCodes', accessCode.id);
    }
  });

  test('Cancel closes the edit dialog without saving', async ({ adminPage: page, api }) => {
    const accessCode = await createCode(api);
    try {
      await openAccessCodes(page);
      await codeCard(page, accessCode.code).getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Access Code' });
      await dialog.getByLabel('Code', { exact: true }).fill(`${accessCode.code}-CHANGED`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      expect((await findCode(api, accessCode.code))?.code).toBe(accessCode.code);
    } finally {
      await api.discard('accessCodes', accessCode.id);
    }
  });

  test('delete removes the code at once, without a confirmation', async ({ adminPage: page, api }) => {
    const accessCode = await createCode(api);
    try {
      await openAccessCodes(page);
      const card = codeCard(page, accessCode.code);
      await card.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(toast(page, 'Access code deleted successfully')).toBeVisible();
      await expect(card).toHaveCount(0);
      expect(await findCode(api, accessCode.code)).toBeUndefined();
    } finally {
      await api.discard('accessCodes', accessCode.id);
    }
  });

  test('with no codes it shows "No Access Codes"', async ({ adminPage: page }) => {
    await mockGet(page, '/api/access-codes', []);
    await page.goto('/admin/access-codes');
    await expect(page.getByRole('heading', { name: 'No Access Codes' })).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ adminPage: page }) => {
    await openAccessCodes(page);
    await expect(page.getByRole('button', { name: 'Show code' }).first()).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Access Code' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Access Code' })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
});
