import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { adminApi as adminUrls } from '../../src/shared/admin-routes.js';
import type { AccessCode } from '../../src/shared/schemas/access-codes.js';
import type { ArrivalSettings } from '../../src/shared/schemas/arrival.js';
import { a11yViolations, expect, mockGet, test, toast, unique } from './fixtures.js';

// Two tests change the arrival settings every stay shows, and check them. One at a time, in file order (decision 0078).
test.describe.configure({ mode: 'default' });

/**
 * Issue 33 in the back office: the grouped list, the arrival details card, sending the link (message,
 * QR picture) and the printable arrival sheet.
 */

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function openAccessCodes(page: Page) {
  await page.goto('/admin/access-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Codes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Arrival details' }).getByText('WiFi network')).toBeVisible();
}

const group = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) });
const cardOf = (page: Page | Locator, guestName: string) =>
  page.getByRole('listitem').filter({ hasText: guestName });

test.describe('Access codes: groups, arrival details, sending the link', () => {
  test('each code is listed under the group of its stay; an ended stay says Ended first', async ({
    adminPage: page,
    factories,
  }) => {
    const names = {
      inStay: unique('In Stay Guest'),
      arriving: unique('Arriving Guest'),
      upcoming: unique('Upcoming Guest'),
      ended: unique('Ended Guest'),
      undated: unique('Undated Guest'),
    };
    await factories.accessCode({ guestName: names.inStay, checkInAt: inDays(-1), checkOutAt: inDays(2) });
    await factories.accessCode({ guestName: names.arriving, checkInAt: inDays(3), checkOutAt: inDays(5) });
    await factories.accessCode({ guestName: names.upcoming, checkInAt: inDays(30), checkOutAt: inDays(33) });
    await factories.accessCode({
      guestName: names.ended,
      checkInAt: inDays(-6),
      checkOutAt: inDays(-3),
      expiresAt: inDays(-2),
    });
    await factories.accessCode({ guestName: names.undated });
    await openAccessCodes(page);

    const headings = page.getByRole('heading', { level: 2 }).filter({ hasText: /\(\d+\)$/ });
    await expect(headings).toHaveText([
      /^In stay now/,
      /^Arriving in the next 7 days/,
      /^Upcoming/,
      /^Ended/,
      /^Without dates/,
    ]);
    await expect(cardOf(group(page, 'In stay now'), names.inStay)).toHaveCount(1);
    await expect(cardOf(group(page, 'Arriving in the next 7 days'), names.arriving)).toHaveCount(1);
    await expect(cardOf(group(page, 'Upcoming'), names.upcoming)).toHaveCount(1);
    await expect(cardOf(group(page, 'Without dates'), names.undated)).toHaveCount(1);
    const ended = cardOf(group(page, 'Ended'), names.ended);
    await expect(ended).toHaveCount(1);
    // "Ended" is the card's first words; the spec's badges stay: Active beside Expired.
    await expect(ended).toHaveText(/^Ended · checked out /);
    await expect(ended.getByText('Active', { exact: true })).toBeVisible();
    await expect(ended.getByText('Expired', { exact: true })).toBeVisible();
  });

  test('the arrival details are edited in their dialog and shown on the card', async ({
    adminPage: page,
    api,
  }) => {
    const before = await api.get<ArrivalSettings>(adminUrls.arrivalSettings);
    try {
      await openAccessCodes(page);
      const card = page.getByRole('region', { name: 'Arrival details' });
      await card.getByRole('button', { name: 'Edit arrival details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit arrival details' });
      await dialog.getByLabel('Address').fill('1 Valley Road, Kanimbla NSW 2790');
      await dialog.getByLabel('WiFi network').fill('Chalet-Guest');
      await dialog.getByLabel('WiFi password').fill('snowgum-42');
      await dialog.getByLabel('Door code', { exact: true }).fill('2790');
      // Issue 43: the backup door code (a lockbox), shown to guests behind "Code not working?".
      await dialog.getByLabel('Backup door code (optional)').fill('Lockbox 7781');
      await dialog.getByLabel('Check-in from').fill('14:30');
      await dialog.getByLabel('Check-out by').fill('11:00');
      // The lead window (decision 0072); 48 leaves other specs' stays inside it as with 24.
      await dialog.getByLabel('Send ahead (hours before the unlock)').fill('48');
      await dialog.getByRole('button', { name: 'Save arrival details' }).click();
      await expect(toast(page, 'Arrival details saved')).toBeVisible();
      await expect(dialog).toBeHidden();

      const value = (label: string) =>
        card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
      await expect(value('Address')).toHaveText('1 Valley Road, Kanimbla NSW 2790');
      await expect(value('WiFi network')).toHaveText('Chalet-Guest');
      await expect(value('WiFi password')).toHaveText('snowgum-42');
      await expect(value('Door code')).toHaveText('2790');
      await expect(value('Backup door code')).toHaveText('Lockbox 7781');
      await expect(value('Check-in')).toHaveText('from 2:30 PM');
      await expect(value('Check-out')).toHaveText('by 11:00 AM');
      await expect(value('Sent ahead')).toHaveText('48 hours before the unlock');
      expect(await api.get<ArrivalSettings>(adminUrls.arrivalSettings)).toMatchObject({
        address: '1 Valley Road, Kanimbla NSW 2790',
        wifiNetwork: 'Chalet-Guest',
        doorCode: '2790',
        backupDoorCode: 'Lockbox 7781',
        checkInTime: '14:30',
        checkOutTime: '11:00',
        leadHours: 48,
      });

      const calendarSwitch = card.getByRole('switch', { name: 'Make codes from the booking calendar' });
      const was = await calendarSwitch.isChecked();
      await calendarSwitch.click();
      await expect(calendarSwitch).toBeChecked({ checked: !was });
      await expect
        .poll(async () => (await api.get<ArrivalSettings>(adminUrls.arrivalSettings)).calendarCodes)
        .toBe(!was);
    } finally {
      await api.call('PUT', adminUrls.arrivalSettings, before);
    }
  });

  test('"Send link": the message is copied as shown, and the QR code downloads as a PNG', async ({
    adminPage: page,
    factories,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const guestName = unique('Message Guest');
    const accessCode = await factories.accessCode({ guestName, checkInAt: inDays(3), checkOutAt: inDays(5) });
    await openAccessCodes(page);
    await cardOf(page, guestName).getByRole('button', { name: 'Send link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the guest link' });
    const message = dialog.getByLabel('Message to the guest');
    const link = `/check-in?code=${encodeURIComponent(accessCode.code)}`;
    await expect(message).toHaveValue(new RegExp(`^Hi ${guestName},`));
    await expect(message).toHaveValue(new RegExp(link.replace(/[?]/g, '\\?')));
    await expect(message).toHaveValue(/Your door code and WiFi appear here from \w{3} \d{1,2} \w{3}, /);

    await dialog.getByRole('button', { name: 'Copy message' }).click();
    await expect(toast(page, 'Message copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await message.inputValue());

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download QR code (PNG)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`check-in-${accessCode.code}.png`);
    const bytes = await readFile((await download.path()) as string);
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(bytes.length).toBeGreaterThan(500);
  });

  test('the printed arrival sheet leaves the door code out unless asked', async ({
    adminPage: page,
    factories,
  }) => {
    const guestName = unique('Sheet Guest');
    await factories.accessCode({ guestName, checkInAt: inDays(3), checkOutAt: inDays(5), doorCode: '8426' });
    await openAccessCodes(page);
    await cardOf(page, guestName).getByRole('button', { name: 'Arrival sheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Arrival sheet' });
    await expect(dialog.getByRole('article')).toContainText(guestName.split(' ')[0]);

    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('.arrival-sheet-print');
    await expect(printed).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Access Codes' })).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(printed).toContainText('Kanimbla Alpine Chalet');
    await expect(printed).toContainText('/check-in?code=');
    await expect(printed).not.toContainText('8426');
    await expect(printed).not.toContainText('Door code');

    await page.emulateMedia({ media: 'screen' });
    await dialog.getByLabel('Include door code').check();
    await page.emulateMedia({ media: 'print' });
    await expect(printed).toContainText('Door code');
    await expect(printed).toContainText('8426');
    await page.emulateMedia({ media: 'screen' });
  });

  test('the page has no serious accessibility violations, nor its dialogs', async ({
    adminPage: page,
    factories,
  }) => {
    const guestName = unique('Axe Guest');
    await factories.accessCode({ guestName, checkInAt: inDays(-1), checkOutAt: inDays(1) });
    await openAccessCodes(page);
    expect(await a11yViolations(page)).toEqual([]);
    for (const [button, dialogName] of [
      ['Send link', 'Send the guest link'],
      ['Arrival sheet', 'Arrival sheet'],
    ] as const) {
      await cardOf(page, guestName).getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible();
      expect(await a11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Edit arrival details' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit arrival details' })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });

  test('a code made from the booking calendar says so, and its door code is edited in the form', async ({
    adminPage: page,
    factories,
  }) => {
    const guestName = unique('Airbnb guest ·4821');
    const made = await factories.accessCode({ guestName, checkInAt: inDays(10), checkOutAt: inDays(12) });
    // The list as a synced feed leaves it (a calendar code cannot be made through the API).
    const calendarCode: AccessCode = { ...made, source: 'calendar', calendarUid: 'abc123@airbnb.com' };
    await mockGet(page, adminUrls.accessCodes, [calendarCode]);
    await openAccessCodes(page);
    const card = cardOf(page, guestName);
    await expect(card.getByText('From calendar', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Access Code' });
    await expect(dialog.getByText(/^Made from the booking calendar\./)).toBeVisible();
    await dialog.getByLabel('Door code for this stay (optional)').fill('  5150 ');
    await dialog.getByRole('button', { name: 'Update Code' }).click();
    await expect(toast(page, 'Access code updated successfully')).toBeVisible();
    const saved = (await (await page.request.get(adminUrls.accessCodes)).json()) as AccessCode[];
    expect(saved.find((row) => row.id === made.id)?.doorCode).toBe('5150');
  });
});

/** The grouped list, the arrival details card and the sheet, looked at: 1440 and 390 px, light and dark. */
test('screenshots of the grouped list, the arrival details and the arrival sheet', async ({
  adminPage: page,
  api,
  factories,
}) => {
  test.setTimeout(180_000);
  const before = await api.get<ArrivalSettings>(adminUrls.arrivalSettings);
  await api.call('PUT', adminUrls.arrivalSettings, {
    address: '1 Valley Road, Kanimbla NSW 2790',
    wifiNetwork: 'Chalet-Guest',
    wifiPassword: 'snowgum-42',
    doorCode: '2790',
  });
  try {
    const sheetGuest = unique('Anna Keller');
    await factories.accessCode({ guestName: sheetGuest, checkInAt: inDays(2), checkOutAt: inDays(5) });
    await factories.accessCode({
      guestName: unique('Tom Nguyen'),
      checkInAt: inDays(-1),
      checkOutAt: inDays(1),
    });
    await factories.accessCode({
      guestName: unique('Maria Rossi'),
      checkInAt: inDays(-9),
      checkOutAt: inDays(-6),
    });
    await factories.accessCode({
      guestName: unique('Lee Park'),
      checkInAt: inDays(40),
      checkOutAt: inDays(44),
    });
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        await openAccessCodes(page);
        await page.screenshot({
          path: `.test-output/screens/i33-owner-list-${width}-${theme}.png`,
          fullPage: true,
        });
        await cardOf(page, sheetGuest).getByRole('button', { name: 'Arrival sheet' }).click();
        const dialog = page.getByRole('dialog', { name: 'Arrival sheet' });
        await expect(dialog.getByRole('article')).toBeVisible();
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map((a) => a.finished.catch(() => 0))),
        );
        await page.screenshot({ path: `.test-output/screens/i33-owner-sheet-${width}-${theme}.png` });
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({
          path: `.test-output/screens/i33-owner-print-${width}-${theme}.png`,
          fullPage: true,
        });
        await page.emulateMedia({ media: 'screen' });
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await cardOf(page, sheetGuest).getByRole('button', { name: 'Send link' }).click();
        await expect(page.getByRole('dialog', { name: 'Send the guest link' })).toBeVisible();
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map((a) => a.finished.catch(() => 0))),
        );
        await page.screenshot({ path: `.test-output/screens/i33-owner-send-${width}-${theme}.png` });
        await page.keyboard.press('Escape');
      }
    }
  } finally {
    await api.call('PUT', adminUrls.arrivalSettings, before);
  }
});
