import type { Page } from '@playwright/test';
import { TOAST_DURATION_MS } from '../../src/shared/constants.js';
import { SITE_SETTINGS_DEFAULTS } from '../../src/shared/schemas/site-settings.js';
import { ANY_WIDTH, a11yViolations, expect, test, unique } from './fixtures.js';

/** Contact form: validation, sending, success and failure toasts, one toast at a time (spec 2, 4, 5, 8, 9). */

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const toasts = (page: Page) => page.locator('[data-slot="toast"]');

async function fillForm(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) {
  const f = form(page);
  await f.getByLabel('Name').fill(values.name);
  await f.getByLabel('Email').fill(values.email);
  await f.getByLabel('Subject').fill(values.subject);
  await f.getByLabel('Message').fill(values.message);
}

const validValues = () => ({
  name: 'Test Guest',
  email: 'guest@example.com',
  subject: unique('Stay in June'),
  message: 'Is the chalet available for a long weekend in June?',
});

test('an empty submit shows the four validation messages', ANY_WIDTH, async ({ page }) => {
  let posted = false;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/contact')) posted = true;
  });
  await page.goto('/');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const alerts = form(page).getByRole('alert');
  await expect(alerts).toHaveText([
    'Name is required',
    'Please enter a valid email address',
    'Subject is required',
    'Message must be at least 10 characters',
  ]);
  await expect(form(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
});

test(
  'an invalid email and a 9-character message are refused; 10 characters are enough',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{}' }),
    );
    await fillForm(page, { name: 'A', email: 'not-an-email', subject: 'Hi', message: '123456789' });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByRole('alert')).toHaveText([
      'Please enter a valid email address',
      'Message must be at least 10 characters',
    ]);
    await form(page).getByLabel('Email').fill('a@example.com');
    await form(page).getByLabel('Message').fill('1234567890');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page).filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  },
);

test(
  "a valid message shows 'Sending...', then the success toast and a thank-you; a new message starts on an empty form",
  ANY_WIDTH,
  async ({ page, api }) => {
    // It checks the whole page with axe: more than the default time.
    test.slow();
    // The page's clock is Playwright's, so the toast's 5 s are moved on rather than waited for.
    await page.clock.install();
    await page.goto('/');
    const values = validValues();
    await fillForm(page, values);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    const sending = form(page).getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    const toast = toasts(page).filter({ hasText: 'Message sent successfully!' });
    await expect(toast).toBeVisible();
    await expect(toast.locator('[data-slot="toast-title"]')).toHaveText('Message sent successfully!');
    await expect(toast).toContainText("We'll get back to you soon.");
    // The thank-you stays where the form was (issue 37): after the toast has gone too.
    const thanks = page.getByTestId('contact-thanks');
    await expect(
      thanks.getByRole('heading', { name: 'Thank you, Test Guest! Your message is on its way.' }),
    ).toBeFocused();
    await expect(thanks).toContainText(SITE_SETTINGS_DEFAULTS.replyNote);
    await expect(form(page)).toHaveCount(0);
    await page.clock.fastForward(TOAST_DURATION_MS);
    await expect(toast).toBeHidden();
    await expect(thanks).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
    await thanks.getByRole('button', { name: 'Write another message' }).click();
    await expect(thanks).toHaveCount(0);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(form(page).getByLabel(label)).toHaveValue('');
    }
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();

    // The message reached the back office.
    const messages = await api.call<{ subject: string; email: string }[]>('GET', '/api/contact');
    expect(messages.find((m) => m.subject === values.subject)).toMatchObject({ email: values.email });
  },
);

test('a server failure shows the error toast', ANY_WIDTH, async ({ page }) => {
  await page.goto('/');
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  );
  await fillForm(page, validValues());
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const toast = toasts(page).filter({ hasText: 'Error sending message' });
  await expect(toast).toBeVisible();
  await expect(toast.locator('[data-slot="toast-title"]')).toHaveText('Error sending message');
  await expect(toast).toContainText('Please try again later or contact us directly.');
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('only one toast is visible at a time', ANY_WIDTH, async ({ page }) => {
  await page.goto('/');
  let fail = true;
  await page.route('**/api/contact', (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
      : route.fulfill({ status: 201, contentType: 'application/json', body: '{}' }),
  );
  await fillForm(page, validValues());
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(toasts(page).filter({ hasText: 'Error sending message' })).toBeVisible();

  fail = false;
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(toasts(page).filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'Error sending message' })).toHaveCount(0);
  await expect(toasts(page).filter({ visible: true })).toHaveCount(1);
});
