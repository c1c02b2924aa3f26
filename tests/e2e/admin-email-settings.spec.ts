import { mkdirSync } from 'node:fs';
import net from 'node:net';
import type { Page } from '@playwright/test';
import { FAST_PASSWORD_HASHES } from '../helpers/fast-password-hashes.js';
import { login } from '../helpers/server-process.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';
import { ANY_WIDTH, expect, type SpecServer, startSpecServer, test, toast } from './fixtures.js';

// The tests share the server this file starts (its email settings). One at a time, in file order.
test.describe.configure({ mode: 'default' });

/**
 * Issue 45 item 3 (decision 0086): the owner sets up email in the back office (Site Settings, Email):
 * the mail server's password is masked after a reload, a test email reaches a real SMTP server on
 * 127.0.0.1, and an unreachable server is told in plain words. A site of its own: the shared e2e server
 * has no email, and other specs count on that.
 */

const ADMIN = { username: 'owner', password: 'email-settings-password' };
const MAIL_USER = 'owner@chalet.example';
const MAIL_PASSWORD = 'app-password-1234';
const SHOTS = '.test-output/screens';

const smtp = new TestSmtpServer({ auth: { user: MAIL_USER, password: MAIL_PASSWORD } });
let server: SpecServer | undefined;
let baseUrl: string;
let cookie: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await smtp.start();
  server = await startSpecServer({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...FAST_PASSWORD_HASHES,
  });
  baseUrl = server.url;
  cookie = await login(baseUrl, ADMIN.username, ADMIN.password);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp.stop();
});

async function signIn(page: Page) {
  const [name, value] = cookie.split('=');
  await page.context().addCookies([{ name, value, url: baseUrl }]);
}

/** A port on 127.0.0.1 nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const emailCard = (page: Page) => page.getByRole('region', { name: 'Email', exact: true });
const smtpField = (page: Page) => emailCard(page).getByLabel('Mail server (SMTP URL)', { exact: true });

async function openEmailSettings(page: Page) {
  await signIn(page);
  await page.goto(`${baseUrl}/admin/site-settings#email`);
  await expect(smtpField(page)).toBeVisible();
}

async function saveSmtpUrl(page: Page, url: string) {
  await smtpField(page).fill(url);
  await emailCard(page).getByRole('button', { name: 'Save email settings' }).click();
  await expect(toast(page, 'Email settings saved')).toBeVisible();
}

test('the owner sets up email: the password masked after a reload, a test email delivered', async ({
  page,
}) => {
  smtp.received.length = 0;
  await openEmailSettings(page);
  const card = emailCard(page);
  await expect(card).toContainText('Not set up yet');
  await expect(card.getByRole('button', { name: 'Send test email' })).toBeDisabled();

  const url = `smtp://${MAIL_USER}:${MAIL_PASSWORD}@127.0.0.1:${smtp.port}`;
  await card.getByLabel('Notification email (optional)').fill('bookings@chalet.example');
  await saveSmtpUrl(page, url);
  await expect(card).toContainText("On: new enquiries, bookings and guests' messages are emailed to");

  await page.reload();
  const masked = `smtp://${MAIL_USER}:••••@127.0.0.1:${smtp.port}`;
  await expect(smtpField(page)).toHaveValue(masked);
  expect(await page.content()).not.toContain(MAIL_PASSWORD);

  await emailCard(page).getByRole('button', { name: 'Send test email' }).click();
  await expect(emailCard(page).getByRole('status')).toHaveText(
    'Test email sent to bookings@chalet.example. Check your inbox.',
  );
  const [{ recipients }] = await smtp.waitFor(1);
  expect(recipients).toEqual(['bookings@chalet.example']);

  // The Messages screen now says where enquiries go.
  await page.goto(`${baseUrl}/admin/messages`);
  await expect(page.getByRole('region', { name: 'Email notifications' })).toContainText(
    'Each new message is emailed to bookings@chalet.example.',
  );
});

test('an unreachable mail server is told in plain words', async ({ page }) => {
  const port = await closedPort();
  await openEmailSettings(page);
  await saveSmtpUrl(page, `smtp://${MAIL_USER}:${MAIL_PASSWORD}@127.0.0.1:${port}`);
  await emailCard(page).getByRole('button', { name: 'Send test email' }).click();
  await expect(emailCard(page).getByRole('status')).toHaveText(
    `The test email was not sent. Could not reach the mail server at 127.0.0.1:${port}.`,
  );
});

test('a mail server address that is not one is refused at its field', ANY_WIDTH, async ({ page }) => {
  await openEmailSettings(page);
  await smtpField(page).fill('mail.example.com');
  await emailCard(page).getByRole('button', { name: 'Save email settings' }).click();
  await expect(emailCard(page).getByRole('alert')).toHaveText(
    'Mail server (SMTP URL): write it as smtps://user:password@smtp.example.com:465, or smtp://… for port 587',
  );
  await expect(smtpField(page)).toHaveAttribute('aria-invalid', 'true');
});

test('screenshots: the Email card at 390 and 1440 px, light and dark', ANY_WIDTH, async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.goto(`${baseUrl}/admin/site-settings#email`);
      await expect(smtpField(page)).toBeVisible();
      await emailCard(page).getByRole('button', { name: 'Send test email' }).click();
      await expect(emailCard(page).getByRole('status')).toContainText('The test email was not sent.');
      await emailCard(page).getByText('What is an SMTP URL?').click();
      await emailCard(page).screenshot({ path: `${SHOTS}/i45-email-card-${width}-${theme}.png` });
    }
  }
  // Email off again: the Messages screen says where to set it up.
  const off = await fetch(`${baseUrl}/api/admin/email-settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
    body: JSON.stringify({ smtpUrl: null }),
  });
  expect(off.status).toBe(200);
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.goto(`${baseUrl}/admin/messages`);
      const card = page.getByRole('region', { name: 'Email notifications' });
      await expect(card).toContainText('Email is not set up yet');
      await card.screenshot({ path: `${SHOTS}/i45-messages-email-${width}-${theme}.png` });
    }
  }
});

test('set on the server: the fields are read-only and say so', ANY_WIDTH, async ({ page }) => {
  test.setTimeout(240_000);
  const envServer = await startSpecServer({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://server-user:server-secret@127.0.0.1:${smtp.port}`,
    NOTIFY_EMAIL: 'server-owner@chalet.example',
    EMAIL_FROM: 'bookings@chalet.example',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...FAST_PASSWORD_HASHES,
  });
  try {
    const [name, value] = (await login(envServer.url, ADMIN.username, ADMIN.password)).split('=');
    await page.context().addCookies([{ name, value, url: envServer.url }]);
    await page.goto(`${envServer.url}/admin/site-settings#email`);
    const card = emailCard(page);
    await expect(card).toContainText(
      'Set on the server: these fields are read-only. Whoever runs the website set them there, and they win over what is saved here.',
    );
    const field = card.getByLabel('Mail server (SMTP URL), set on the server', { exact: true });
    await expect(field).toHaveValue(`smtp://server-user:••••@127.0.0.1:${smtp.port}`);
    await expect(field).toHaveAttribute('readonly', '');
    await expect(card.getByRole('button', { name: 'Save email settings' })).toHaveCount(0);
    expect(await page.content()).not.toContain('server-secret');
    mkdirSync(SHOTS, { recursive: true });
    await card.screenshot({ path: `${SHOTS}/i45-email-card-on-server-1440-light.png` });
  } finally {
    await envServer.stop();
  }
});
