import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FAST_PASSWORD_HASHES } from '../helpers/fast-password-hashes.js';
import { login } from '../helpers/server-process.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';
import { ANY_WIDTH, expect, type SpecServer, startSpecServer, test } from './fixtures.js';

// The tests share the server this file starts. One at a time, in file order (decision 0078).
test.describe.configure({ mode: 'default' });

/**
 * Issue 43 item 5 (decision 0074): when the door does not open. "Code not working?" shows the owner's
 * backup door code and sends the owner the guest's message; "I'm in" tells the owner; without signal both
 * wait on the phone and go out when it returns. The owner's emails are checked at a real SMTP server on
 * 127.0.0.1, so the site runs here as its own server with email set up (the shared e2e server has none).
 */

const ADMIN = { username: 'owner', password: 'door-help-password' };
const OWNER = 'owner@chalet.example';
const HOUR = 3_600_000;
const BACKUP = 'Lockbox 7781';
const DOOR = '2790';
const SHOTS = '.test-output/screens';

let smtp: TestSmtpServer;
let server: SpecServer | undefined;
let baseUrl: string;
let cookie: string;

/** A stay that is unlocked now (check-in in an hour; STAY_EARLY_HOURS 2). */
async function stayInWindow(guestName: string): Promise<string> {
  const code = `HELP-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const checkIn = Date.now() + HOUR;
  const response = await fetch(`${baseUrl}/api/access-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
    body: JSON.stringify({
      code,
      guestName,
      checkInAt: new Date(checkIn).toISOString(),
      checkOutAt: new Date(checkIn + 2 * 24 * HOUR).toISOString(),
    }),
  });
  expect(response.status).toBe(201);
  return code;
}

async function signIn(page: Page) {
  const [name, value] = cookie.split('=');
  await page.context().addCookies([{ name, value, url: baseUrl }]);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = new TestSmtpServer();
  await smtp.start();
  server = await startSpecServer({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OWNER,
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...FAST_PASSWORD_HASHES,
  });
  baseUrl = server.url;
  cookie = await login(baseUrl, ADMIN.username, ADMIN.password);
  const settings = await fetch(`${baseUrl}/api/arrival-settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
    body: JSON.stringify({ doorCode: DOOR, backupDoorCode: BACKUP, wifiNetwork: 'Chalet-Guest' }),
  });
  expect(settings.status).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const arrivalCard = (page: Page) => page.getByRole('region', { name: /^Welcome/ });
const mailsAbout = (text: string) => smtp.received.filter((m) => m.mail.text?.includes(text));
/** The kinds of the presses waiting on the phone for signal (src/client/features/stay/guest-alerts.ts). */
const queuedAlerts = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('check-in:pending-alerts') ?? '[]') as { kind: string }[]).map(
      (alert) => alert.kind,
    ),
  );

test(
  '"Code not working?" shows the backup code and emails the owner; both presses wait for signal',
  ANY_WIDTH,
  async ({ page, context }) => {
    test.setTimeout(120_000);
    const guestName = `Nina ${Date.now().toString(36)}`;
    const code = await stayInWindow(guestName);
    await page.goto(`${baseUrl}/check-in?code=${code}`);
    const card = arrivalCard(page);
    await expect(card.getByText(DOOR, { exact: true })).toBeVisible();

    // The backup code is behind the button.
    await expect(page.getByText(BACKUP)).toHaveCount(0);
    await card.getByRole('button', { name: 'Code not working?' }).click();
    const panel = card.getByRole('region', { name: 'Code not working?' });
    await expect(panel.getByText(BACKUP, { exact: true })).toBeVisible();

    // A message reaches the owner, once.
    const message = panel.getByLabel('Still stuck? Tell the host what happens');
    await panel.getByRole('button', { name: 'Send to host' }).click();
    await expect(panel.getByText('Please write a few words for the host')).toBeVisible();
    await message.fill('The keypad flashes red.');
    await panel.getByRole('button', { name: 'Send to host' }).click();
    await expect(panel.getByRole('status')).toHaveText('Your message was sent to the host.');
    await expect.poll(() => mailsAbout('The keypad flashes red.').length, { timeout: 30_000 }).toBe(1);
    const [help] = mailsAbout('The keypad flashes red.');
    expect(help.recipients).toEqual([OWNER]);
    expect(help.mail.subject).toBe(`Door trouble: ${guestName} needs help`);
    expect(help.mail.text).toContain(`${guestName} (code ${code}, staying `);

    // Without signal: both presses wait on the phone…
    await context.setOffline(true);
    await message.fill('Backup worked, thanks!');
    await panel.getByRole('button', { name: 'Send to host' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'No signal: your message will go to the host as soon as your phone is back online.',
    );
    await card.getByRole('button', { name: "I'm in" }).click();
    await expect(
      card.getByText('No signal: the host will be told you are in as soon as your phone is back online.'),
    ).toBeVisible();
    // Nothing leaves a phone without signal: both wait in its queue.
    expect(await queuedAlerts(page)).toEqual(['help', 'arrived']);
    expect(mailsAbout('Backup worked, thanks!')).toHaveLength(0);

    // …and reach the owner once signal returns, once each.
    await context.setOffline(false);
    await expect(panel.getByRole('status')).toHaveText('Your message was sent to the host.');
    await expect(card.getByText(/^Arrived .+\. The host knows you are in\.$/)).toBeVisible();
    await expect.poll(() => mailsAbout('Backup worked, thanks!').length, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(() => smtp.received.filter((m) => m.mail.subject === `${guestName} is in`).length, {
        timeout: 30_000,
      })
      .toBe(1);
    // The queue is empty: nothing more will go out, and the first message went once.
    await expect.poll(() => queuedAlerts(page)).toEqual([]);
    expect(mailsAbout('The keypad flashes red.')).toHaveLength(1);

    // The owner's card says when the guest got in.
    await signIn(page);
    await page.goto(`${baseUrl}/admin/access-codes`);
    const ownerCard = page.getByRole('listitem').filter({ hasText: guestName });
    await expect(ownerCard.getByText(/^Arrived [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  },
);

test(
  "screenshots: the guest's help panel and the owner's dialog and card, 390 and 1440 px, light and dark",
  ANY_WIDTH,
  async ({ page }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const guestName = `Shot ${Date.now().toString(36)}`;
    const code = await stayInWindow(guestName);
    const arrived = await fetch(`${baseUrl}/api/check-in/arrived`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(arrived.status).toBe(201);
    await signIn(page);
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        await page.goto(`${baseUrl}/check-in?code=${code}`);
        const card = arrivalCard(page);
        await card.getByRole('button', { name: 'Code not working?' }).click();
        await expect(card.getByText(BACKUP, { exact: true })).toBeVisible();
        await card.getByRole('region', { name: 'Code not working?' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/i43-guest-help-${width}-${theme}.png` });

        await page.goto(`${baseUrl}/admin/access-codes`);
        await expect(
          page
            .getByRole('listitem')
            .filter({ hasText: guestName })
            .getByText(/^Arrived /),
        ).toBeVisible();
        await page
          .getByRole('listitem')
          .filter({ hasText: guestName })
          .screenshot({ path: `${SHOTS}/i43-owner-card-${width}-${theme}.png` });
        await page.getByRole('button', { name: 'Add Access Code' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add New Access Code' });
        await expect(dialog.getByText(/^Without stay dates/)).toBeVisible();
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map((a) => a.finished.catch(() => 0))),
        );
        await page.screenshot({ path: `${SHOTS}/i43-owner-add-${width}-${theme}.png` });
        await page.keyboard.press('Escape');
      }
    }
  },
);
