import type { Page } from '@playwright/test';
import { ANY_WIDTH, collectPageErrors, expect, keptOnDevice, keptPage, test } from './fixtures.js';

/**
 * Issue 46 (decision 0093), the guest's arrival in the guest's language: the code form, the arrival
 * card and the guest information in German and Japanese, online and offline from the copy this phone
 * keeps (deliver 6); English stays the spec's. A phone's width: the guest's arrival happens on one.
 */

/** Offline, the browser logs the requests it could not make; those are the test's doing. */
const OFFLINE_REQUESTS = /ERR_INTERNET_DISCONNECTED|Failed to load resource/;
const HOUR = 3_600_000;
const STAY_DOOR_CODE = '6203';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.use(PHONE);

/** The arrival card: the region named by its greeting, in any of the languages. */
const arrivalCard = (page: Page, greeting: RegExp) => page.getByRole('region', { name: greeting });

/** A stay inside its window (unlocked): check-in within the next two hours. */
const unlockedStay = () => ({
  checkInAt: Date.now() + HOUR,
  checkOutAt: Date.now() + 50 * HOUR,
  doorCode: STAY_DOOR_CODE,
});

test('the code form speaks German on /de/check-in and English on /check-in', ANY_WIDTH, async ({ page }) => {
  const errors = collectPageErrors(page, OFFLINE_REQUESTS);
  await page.goto('/de/check-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check-in-Anleitung');
  await page.getByLabel('Zugangscode').fill('NOT-A-REAL-CODE');
  await page.getByRole('button', { name: 'Anleitung öffnen' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Ungültiger Zugangscode. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
  );
  await expect(page.getByRole('heading', { name: 'Code funktioniert nicht?' })).toBeVisible();
  // "No code yet? Contact the host" leads to the German home page's contact section.
  await expect(page.getByRole('link', { name: 'Gastgeber kontaktieren' })).toHaveAttribute(
    'href',
    '/de/#contact',
  );

  await page.goto('/check-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check-in Instructions');
  await expect(page.getByLabel('Access code')).toBeVisible();
  expect(errors).toEqual([]);
});

test(
  'a German stay: the arrival card in German, and again offline from the kept copy, with the guest information',
  ANY_WIDTH,
  async ({ page, context, factories }) => {
    const errors = collectPageErrors(page, OFFLINE_REQUESTS);
    const { code } = await factories.guestStay(unlockedStay());
    await page.goto(`/de/check-in?code=${code}`);
    const card = arrivalCard(page, /^Willkommen/);
    await expect(card.getByRole('heading', { name: 'Türcode' })).toBeVisible();
    await expect(card.getByText(STAY_DOOR_CODE, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ich bin drin' })).toBeVisible();
    // The stay's dates in German, in the chalet's zone: "Fr., 4. Dez., 15:30 GMT+11".
    await expect(card.getByText(/^Bis \w{2}\., \d{1,2}\. \S+ \d{1,2}:\d{2} \S+$/)).toBeVisible();
    await expect(page.getByText('Zugangscode bestätigt')).toBeVisible();
    await keptOnDevice(page, code);
    await page.goto('/de/guest-info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gästeinformationen');
    await expect.poll(() => keptPage(page, '/de/guest-info')).toBe(true);
    await page.goto(`/de/check-in?code=${code}`);
    await expect(card.getByText(STAY_DOOR_CODE, { exact: true })).toBeVisible();
    await expect.poll(() => keptPage(page, `/de/check-in?code=${code}`)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(card.getByRole('heading', { name: 'Türcode' })).toBeVisible();
    await expect(card.getByText(STAY_DOOR_CODE, { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { name: 'WLAN' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check-in Instructions' })).toHaveCount(0);
    await page.goto('/de/guest-info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gästeinformationen');
    await context.setOffline(false);
    expect(errors).toEqual([]);
  },
);

test.describe('a Japanese phone on the bare /check-in', () => {
  test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja' } });

  test(
    'the arrival card in Japanese, online and offline',
    ANY_WIDTH,
    async ({ page, context, factories }) => {
      const errors = collectPageErrors(page, OFFLINE_REQUESTS);
      const { code } = await factories.guestStay(unlockedStay());
      await page.goto(`/check-in?code=${code}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      const card = arrivalCard(page, /ようこそ/);
      await expect(card.getByRole('heading', { name: 'ドアコード' })).toBeVisible();
      await expect(card.getByText(STAY_DOOR_CODE, { exact: true })).toBeVisible();
      // "12月4日(金) 15:30 GMT+11まで": a Japanese reader's date, in the chalet's zone.
      await expect(card.getByText(/^\d{1,2}月\d{1,2}日\(.\) \d{1,2}:\d{2} \S+まで$/)).toBeVisible();
      await keptOnDevice(page, code);

      await context.setOffline(true);
      await page.reload();
      await expect(card.getByRole('heading', { name: 'ドアコード' })).toBeVisible();
      await expect(card.getByText(STAY_DOOR_CODE, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: '入室しました' })).toBeVisible();
      await context.setOffline(false);
      expect(errors).toEqual([]);
    },
  );

  test('a locked stay says when it unlocks, in Japanese', ANY_WIDTH, async ({ page, factories }) => {
    const errors = collectPageErrors(page, OFFLINE_REQUESTS);
    const checkIn = Date.now() + 48 * HOUR;
    const { code } = await factories.guestStay({ checkInAt: checkIn, checkOutAt: checkIn + 72 * HOUR });
    await page.goto(`/ja/check-in?code=${code}`);
    const card = arrivalCard(page, /ようこそ/);
    await expect(
      card.getByText(/^\d{1,2}月\d{1,2}日\(.\) \d{1,2}:\d{2} \S+までロック中$/).first(),
    ).toBeVisible();
    await expect(page.getByText(/Locked until/)).toHaveCount(0);
    await page.goto('/ja/guest-info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ゲスト情報');
    expect(errors).toEqual([]);
  });
});
