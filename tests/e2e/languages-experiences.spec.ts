import { localizedPath } from '../../src/shared/locales.js';
import { experiencePagePath, paths } from '../../src/shared/routes.js';
import { ANY_WIDTH, collectPageErrors, expect, test } from './fixtures.js';

/**
 * The experiences' pages and the legal pages' own texts in German and Japanese (issue 46): the interface
 * speaks the page's language, English stays on the English page, and a booking made on a language's page
 * sends that language.
 */

test('an experience booked on the Japanese page: Japanese messages, dates and prices, and the language sent', async ({
  page,
  factories,
}) => {
  const errors = collectPageErrors(page);
  const experience = await factories.experience();
  await page.goto(localizedPath('ja', experiencePagePath(experience.id)));
  await expect(page.getByRole('heading', { level: 2, name: 'この体験を予約する' })).toBeVisible();
  await expect(page.getByText('1日あたり最大', { exact: false }).first()).toBeVisible();

  await page.getByRole('button', { name: '予約する' }).click();
  await expect(page.getByText('お名前を入力してください')).toBeVisible();
  await expect(page.getByText('ご予約日をお選びください')).toBeVisible();

  // The calendar's month is named in Japanese ("2026年12月"), its days say their places left.
  await expect(page.getByRole('group', { name: /^\d{4}年\d{1,2}月$/ })).toBeVisible();
  const date = page.locator('button[data-date]:not([disabled])').first();
  await expect(date).toHaveAccessibleName(/年.*月.*日.*、残り\d+席/);
  await date.click();
  await page.getByLabel('お名前').fill('Grace Hopper');
  await page.getByLabel('メールアドレス').fill('grace@example.com');
  await page.getByLabel('電話番号').fill('0400 000 000');
  await page.getByLabel('参加人数').fill('2');

  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/experience-bookings',
  );
  await page.getByRole('button', { name: '予約する' }).click();
  expect((await request).postDataJSON()).toMatchObject({ language: 'ja', participants: 2 });
  await expect(page.getByRole('heading', { name: 'Grace Hopper様、ありがとうございます' })).toBeVisible();
  await expect(page.getByText('予約番号').first()).toBeVisible();

  // The manage page keeps the language (a wouter link).
  await page.getByRole('link', { name: '予約の確認・キャンセル' }).click();
  await expect(page).toHaveURL(/\/ja\/manage-booking\//);
  await expect(page.getByRole('heading', { level: 1, name: 'ご予約内容' })).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('確定');
  expect(errors).toEqual([]);
});
test('an experience on the German page, and the English page unchanged', async ({ page, factories }) => {
  const errors = collectPageErrors(page);
  const experience = await factories.experience();
  await page.goto(localizedPath('de', experiencePagePath(experience.id)));
  await expect(page.getByRole('heading', { level: 2, name: 'Dieses Erlebnis buchen' })).toBeVisible();
  await expect(
    page.getByText('145,00 A$ pro Person').or(page.getByText('145,00 AU$ pro Person')),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Jetzt buchen' }).click();
  await expect(page.getByText('Bitte geben Sie Ihren Namen ein')).toBeVisible();

  await page.goto(experiencePagePath(experience.id));
  await expect(page.getByRole('heading', { level: 2, name: 'Book this experience' })).toBeVisible();
  await expect(page.getByText('A$145.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  expect(errors).toEqual([]);
});
test(
  'the legal pages: their own texts translated, the owner’s English text marked English',
  ANY_WIDTH,
  async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(localizedPath('de', paths.privacyPolicy));
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
    await expect(page.getByText(/^Zuletzt aktualisiert: /)).toBeVisible();
    await expect(page.locator('main [lang="en"] h2').first()).toBeVisible();

    await page.goto(localizedPath('ja', paths.termsOfUse));
    await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
    await expect(page.getByText(/^最終更新：\d{4}年\d{1,2}月$/)).toBeVisible();

    await page.goto(paths.privacyPolicy);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  },
);
