import type { Page } from '@playwright/test';
import type { AccessCode } from '../../src/shared/schemas/access-codes.js';
import { expect, seriousA11yViolations, test } from './fixtures.js';

/** Access codes with a stay (issue 10): the form by keyboard alone, the cards, QR, new code. */

const uniqueCode = () =>
  `KB${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/** Presses Tab until the focused element matches, as a keyboard user would (no clicks). */
async function tabTo(page: Page, matches: (page: Page) => Promise<boolean>, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await matches(page)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('focus never reached the element');
}
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

test('an access code with a stay is created with the keyboard alone and shown on its card', async ({
  adminPage: page,
}, testInfo) => {
  // A long flow (two accessibility scans, two screenshots): more than the default 45 s on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/admin/access-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Codes' })).toBeVisible();

  await tabTo(page, async (p) => (await focusedText(p)) === 'Add Access Code');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Add New Access Code' })).toBeVisible();
  expect(await focusedId(page)).toBe('access-code-code');
  const code = uniqueCode();
  await page.keyboard.type(code);

  await tabTo(page, async (p) => (await focusedId(p)) === 'access-code-guest');
  await page.keyboard.type('Keyboard Guest');
  await page.keyboard.press('Tab');
  expect(await focusedId(page)).toBe('access-code-check-in');
  // Chromium's date-time field (en-US): month, day, year, hour, minute, AM/PM, each advancing on its own.
  // The year takes up to 6 digits, so the right arrow moves on from it.
  await page.keyboard.type('12102030');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('0300P');
  // Tab walks the field's own parts (and its picker button) before leaving it.
  await tabTo(page, async (p) => (await focusedId(p)) === 'access-code-check-out');
  await page.keyboard.type('12122030');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('1000A');
  await expect(page.getByLabel('Check-in (Sydney time)')).toHaveValue('2030-12-10T15:00');
  await expect(page.getByLabel('Check-out (Sydney time)')).toHaveValue('2030-12-12T10:00');

  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `.test-output/screens/admin-access-code-form-${testInfo.project.name}.png` });

  await tabTo(page, async (p) => (await focusedText(p)) === 'Create Access Code');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const card = page.getByRole('listitem').filter({ hasText: 'Keyboard Guest' });
  await expect(card).toContainText('Upcoming');
  await expect(card).toContainText('Dec 10, 2030, 3:00 PM AEDT');
  await expect(card).toContainText('Dec 12, 2030, 10:00 AM AEDT');
  await expect(card).toContainText('Not yet');

  // The page's own session (signed in above) reads the list.
  const list = async () => (await (await page.request.get('/api/access-codes')).json()) as AccessCode[];
  const saved = (await list()).find((row) => row.code === code);
  // 3 pm in Sydney in December is 04:00 UTC (daylight time).
  expect(saved?.checkInAt).toBe('2030-12-10T04:00:00.000Z');

  // QR code of the guest link, and a new code for the same stay.
  await card.getByRole('button', { name: 'QR code' }).click();
  await expect(card.getByRole('img', { name: /QR code of the guest link/ })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({
    path: `.test-output/screens/admin-access-codes-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `.test-output/screens/admin-access-codes-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await card.getByRole('button', { name: 'New code' }).click();
  await expect.poll(async () => (await list()).find((row) => row.id === saved?.id)?.code).not.toBe(code);
  const validate = await page.request.post('/api/access-codes/validate', { data: { code } });
  expect(await validate.json()).toEqual({ valid: false });
  await page.request.delete(`/api/access-codes/${saved?.id}`);
});

test('a check-out before check-in is refused in the form', async ({ adminPage: page }) => {
  await page.goto('/admin/access-codes');
  await page.getByRole('button', { name: 'Add Access Code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(uniqueCode());
  await page.getByLabel('Check-in (Sydney time)').fill('2030-12-10T15:00');
  await page.getByLabel('Check-out (Sydney time)').fill('2030-12-09T10:00');
  await page.getByRole('button', { name: 'Create Access Code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Check-out must be after check-in' })).toBeVisible();
});
