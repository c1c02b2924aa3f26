import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FAST_PASSWORD_HASHES } from '../helpers/fast-password-hashes.js';
import { login } from '../helpers/server-process.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';
import {
  expect,
  type SpecServer,
  screenshotsAtBothWidths,
  seriousA11yViolations,
  startSpecServer,
  test,
  toast,
} from './fixtures.js';

// The tests share the server this file starts (its owner's password changes). One at a time, in order.
test.describe.configure({ mode: 'default' });

/**
 * Issue 45 item 2 (decision 0085): the owner's password in the back office, at 390 and 1440 px. The
 * change on the Account screen, and "Forgot password?" through to the emailed link, read from a real
 * SMTP server on 127.0.0.1: the site runs here as its own server with email set up (the shared e2e
 * server has none, and its admin's password is every other spec's).
 */

const USERNAME = 'owner';
const OWNER = 'owner@chalet.example';
const SHOTS = '.test-output/screens';
const RULE = 'The new password must be at least 12 characters';

let smtp: TestSmtpServer;
let server: SpecServer | undefined;
let baseUrl: string;
/** The owner's password as the tests leave it. */
let password = 'printed-password-1';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = new TestSmtpServer();
  await smtp.start();
  server = await startSpecServer({
    ADMIN_USERNAME: USERNAME,
    ADMIN_PASSWORD: password,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OWNER,
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...FAST_PASSWORD_HASHES,
  });
  baseUrl = server.url;
  mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function signIn(page: Page) {
  const [name, value] = (await login(baseUrl, USERNAME, password)).split('=');
  await page.context().addCookies([{ name, value, url: baseUrl }]);
}

const screens = (name: string) =>
  test.info().project.name === 'desktop' ? `${SHOTS}/admin-password-${name}` : '';

test('the owner changes the password on the Account screen; other devices are signed out', async ({
  page,
}) => {
  await signIn(page);
  const otherDevice = await login(baseUrl, USERNAME, password);
  await page.goto(`${baseUrl}/admin/dashboard`);
  if ((page.viewportSize()?.width ?? 1440) < 1024)
    await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Change password' });
  await expect(card.getByText('At least 12 characters, and not your username.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await card.getByLabel('Current password', { exact: true }).fill(password);
  await card.getByLabel('New password', { exact: true }).fill('too short');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('alert').filter({ hasText: RULE })).toBeVisible();
  if (screens('change')) await screenshotsAtBothWidths(page, screens('change'));

  await card.getByLabel('Current password', { exact: true }).fill('not my password');
  await card.getByLabel('New password', { exact: true }).fill('changed in the browser 1');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(
    card.getByRole('alert').filter({ hasText: 'The current password is not correct' }),
  ).toBeVisible();

  await card.getByLabel('Current password', { exact: true }).fill(password);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  await expect(card.getByLabel('Current password', { exact: true })).toHaveValue('');
  password = 'changed in the browser 1';

  // This device stays signed in, the other one is out; the new password signs in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const other = await fetch(`${baseUrl}/api/admin/user`, { headers: { cookie: otherDevice } });
  expect(await other.json()).toBeNull();
  await login(baseUrl, USERNAME, password);
});

test('"Forgot password?" emails the owner a link that sets a new password once', async ({ page }) => {
  await page.goto(`${baseUrl}/admin/login`);
  if (screens('login')) await screenshotsAtBothWidths(page, screens('login'));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByText("emailed to the owner's address")).toBeVisible();
  await expect(page.getByText('npm run reset-password')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  if (screens('forgot')) await screenshotsAtBothWidths(page, screens('forgot'));

  const before = smtp.received.length;
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    "If that username exists, a reset link is on its way to the owner's email address. It works once, for one hour.",
  );
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  expect(mail.recipients).toEqual([OWNER]);
  const link = new RegExp(`${baseUrl}/admin/reset-password/[\\w-]{43}`).exec(mail.mail.text ?? '')?.[0];
  expect(link, mail.mail.text).toBeTruthy();

  await page.goto(link as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For ${USERNAME}.`)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  if (screens('reset')) await screenshotsAtBothWidths(page, screens('reset'));
  const field = page.getByLabel('New password', { exact: true });
  await field.fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: RULE })).toBeVisible();
  await field.fill(USERNAME.padEnd(12, ' '));
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The new password must not be your username' }),
  ).toBeVisible();
  await field.fill('reset from the email 2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Password set. Sign in with your new password.');
  password = 'reset from the email 2';
  if (screens('reset-done')) await screenshotsAtBothWidths(page, screens('reset-done'));

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The link works once: opened again, it says so at once.
  await page.goto(link as string);
  await expect(page.getByRole('alert')).toHaveText('This reset link was already used. Ask for a new one.');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
