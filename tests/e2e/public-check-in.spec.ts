import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, type Factories, heldUntilReleased, test, uniqueCode } from './fixtures.js';

/**
 * Guest access page /check-in (spec 2 'Guest access page', 3, 4, 5, 8).
 *
 * The server counts failed code checks per address (10 per 15 minutes, shared by every test of a run):
 * only the invalid / inactive / expired tests below spend them, 3 per project.
 */

// These tests replace API answers with page.route, which does not see requests a service worker
// makes; the offline worker has its own spec (public-guest-stay.spec.ts).
test.use({ serviceWorkers: 'block' });

const INVALID = 'Invalid access code. Please check and try again.';
const EMPTY = 'No check-in instructions are available at this time. Please contact the host.';

async function createCode(
  factories: Factories,
  label: string,
  fields: { isActive?: boolean; expiresAt?: string | null } = {},
) {
  const code = uniqueCode(label);
  await factories.accessCode({
    code,
    isActive: fields.isActive ?? true,
    expiresAt: fields.expiresAt ?? null,
  });
  return { code };
}

const codeInput = (page: Page) => page.getByLabel('Access code');
const submitButton = (page: Page) => page.getByRole('button', { name: 'Access Instructions' });

async function enterCode(page: Page, code: string) {
  await codeInput(page).fill(code);
  await submitButton(page).click();
}

test('the submit button is disabled while the code is empty', ANY_WIDTH, async ({ page }) => {
  await page.goto('/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in Instructions' })).toBeVisible();
  await expect(submitButton(page)).toBeDisabled();
  await codeInput(page).fill('   ');
  await expect(submitButton(page)).toBeDisabled();
  await codeInput(page).fill('ABC');
  await expect(submitButton(page)).toBeEnabled();
  await codeInput(page).fill('');
  await expect(submitButton(page)).toBeDisabled();
});

test('an unknown code is refused with the invalid-code message', ANY_WIDTH, async ({ page }) => {
  await page.goto('/check-in');
  await enterCode(page, uniqueCode('NOPE'));
  await expect(page.getByRole('alert').filter({ hasText: INVALID })).toHaveText(INVALID);
  await expect(page).toHaveURL(/\/check-in$/);
  await expect(page.getByText('Access code verified')).toHaveCount(0);
});

test(
  'a valid code shows the instructions and writes the code into the address',
  ANY_WIDTH,
  async ({ page, factories }) => {
    const { code } = await createCode(factories, 'VALID');
    await page.goto('/check-in');
    await enterCode(page, code);
    await expect(page.getByText('Access code verified')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/check-in\\?code=${code}$`));
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(codeInput(page)).toHaveCount(0);
  },
);

test(
  '/check-in?code=<code> pre-fills the code and submits it automatically',
  ANY_WIDTH,
  async ({ page, factories }) => {
    const { code } = await createCode(factories, 'AUTO');
    // Hold the check until the pre-filled, verifying form has been seen.
    const { held, release } = heldUntilReleased();
    await page.route('**/api/access-codes/validate', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/check-in?code=${code}`);
    await expect(codeInput(page)).toHaveValue(code);
    await expect(page.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    release();
    await expect(page.getByText('Access code verified')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/check-in\\?code=${code}$`));
  },
);

test('an inactive code is refused', ANY_WIDTH, async ({ page, factories }) => {
  const { code } = await createCode(factories, 'OFF', { isActive: false });
  await page.goto('/check-in');
  await enterCode(page, code);
  await expect(page.getByRole('alert').filter({ hasText: INVALID })).toHaveText(INVALID);
  await expect(page.getByText('Access code verified')).toHaveCount(0);
});

test('an expired code is refused', ANY_WIDTH, async ({ page, factories }) => {
  const { code } = await createCode(factories, 'OLD', {
    expiresAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
  });
  await page.goto('/check-in');
  await enterCode(page, code);
  await expect(page.getByRole('alert').filter({ hasText: INVALID })).toHaveText(INVALID);
  await expect(page.getByText('Access code verified')).toHaveCount(0);
});

test(
  "the 'Quick Start Guide' title is not shown as a heading",
  ANY_WIDTH,
  async ({ page, api, factories }) => {
    const all = await api.call<{ id: number; title: string }[]>('GET', '/api/check-in-instructions/all');
    if (!all.some((instruction) => instruction.title === 'Quick Start Guide')) {
      await factories.checkInInstruction({
        title: 'Quick Start Guide',
        content: 'Your stay at a glance\nCheck-in from 3 pm.\n───\nWiFi\nThe password is on the fridge.',
        imagePath: null,
        sortOrder: 1,
      });
    }
    const { code } = await createCode(factories, 'QUICK');
    await page.goto(`/check-in?code=${code}`);
    await expect(page.getByText('Access code verified')).toBeVisible();
    const quickStart = page.getByRole('article', { name: 'Quick Start Guide' });
    await expect(quickStart).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick Start Guide' })).toHaveCount(0);
    await expect(page.getByText('Quick Start Guide', { exact: true })).toHaveCount(0);
  },
);

test(
  "an instruction group with more than 2 items shows a preview of 2 and 'View more' with all of them",
  ANY_WIDTH,
  async ({ page, factories }) => {
    const title = `Test Instructions ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const sections = [
      ['Wood heater', 'Open the damper before lighting.'],
      ['Hot water', 'The booster switch is in the laundry.'],
      ['Bins', 'Red lid for general waste.'],
      ['Departure', 'Leave the keys on the bench.'],
    ];
    await factories.checkInInstruction({
      title,
      content: sections.map((lines) => lines.join('\n')).join('\n───\n'),
      imagePath: null,
      sortOrder: 900,
    });
    const { code } = await createCode(factories, 'MORE');
    await page.goto(`/check-in?code=${code}`);
    const group = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
    await expect(group).toBeVisible();
    await expect(group.getByRole('heading', { level: 3 })).toHaveText(['Wood heater', 'Hot water']);
    await expect(group.getByText('Open the damper before lighting.')).toBeVisible();
    await expect(group.getByText('───')).toHaveCount(0);

    await group.getByRole('button', { name: /^View more/ }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(sections.map(([heading]) => heading));
    await expect(dialog.getByText('Leave the keys on the bench.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  },
);

test(
  'an instruction group with 2 items or fewer has no "View more"',
  ANY_WIDTH,
  async ({ page, factories }) => {
    const title = `Short Instructions ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await factories.checkInInstruction({
      title,
      content: 'Parking\nUse the gravel pad.\n───\nGates\nClose them behind you.',
      imagePath: null,
      sortOrder: 901,
    });
    const { code } = await createCode(factories, 'TWO');
    await page.goto(`/check-in?code=${code}`);
    const group = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
    await expect(group.getByRole('heading', { level: 3 })).toHaveText(['Parking', 'Gates']);
    await expect(group.getByRole('button', { name: /View more/ })).toHaveCount(0);
  },
);

test(
  'with no instructions at all a valid code shows the "no instructions" message',
  ANY_WIDTH,
  async ({ page, factories }) => {
    // Emptying the real list would break parallel tests, so the instruction list answer is replaced.
    const { code } = await createCode(factories, 'EMPTY');
    await page.route('**/api/check-in?code=*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/check-in');
    await enterCode(page, code);
    await expect(page.getByText('Access code verified')).toBeVisible();
    await expect(page.getByText(EMPTY, { exact: true })).toBeVisible();
  },
);

test('a failed instruction fetch shows the generic error', ANY_WIDTH, async ({ page, factories }) => {
  const { code } = await createCode(factories, 'FAIL');
  await page.route('**/api/check-in?code=*', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
  );
  await page.goto('/check-in');
  await enterCode(page, code);
  await expect(page.getByText('An error occurred. Please try again later.', { exact: true })).toBeVisible();
  await expect(page.getByText('Access code verified')).toHaveCount(0);
});

test("'Change code' returns to the empty code form", ANY_WIDTH, async ({ page, factories }) => {
  const { code } = await createCode(factories, 'CHANGE');
  await page.goto(`/check-in?code=${code}`);
  await expect(page.getByText('Access code verified')).toBeVisible();
  await page.getByRole('button', { name: 'Change code' }).click();
  await expect(codeInput(page)).toHaveValue('');
  await expect(codeInput(page)).toBeFocused();
  await expect(page).toHaveURL(/\/check-in$/);
});
