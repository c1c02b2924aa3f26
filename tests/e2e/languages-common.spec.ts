import type { Page } from '@playwright/test';
import { ANY_WIDTH, collectPageErrors, expect, test } from './fixtures.js';

/**
 * The frame and the home page in the visitor's language (issue 46): header, footer, 404 and the home
 * sections speak German and Japanese at /de/ and /ja/, English stays at the spec's addresses, and the
 * switcher goes to the same page in another language and remembers it. The desktop header's switcher and
 * menu: desktop width only (the phone menu's texts are the same messages).
 */

/** The page's errors while `run` runs. */
async function withPageErrors(page: Page, run: () => Promise<void>): Promise<string[]> {
  const errors = collectPageErrors(page);
  await run();
  return errors;
}

test(
  'the German home page: its title, header, sections and footer in German, no console error',
  ANY_WIDTH,
  async ({ page }) => {
    const errors = await withPageErrors(page, async () => {
      await page.goto('/de/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page).toHaveTitle(/Luxuriöser Rückzugsort in den Blue Mountains/);
      const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
      await expect(nav.getByRole('link', { name: 'Über uns', exact: true })).toHaveAttribute(
        'href',
        '/de/#about',
      );
      await expect(page.getByRole('button', { name: 'Das Chalet entdecken' })).toBeVisible();
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: 'Kontakt', level: 2 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Nachricht senden' })).toBeVisible();
      await page.locator('footer').scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: 'Schnellzugriff' })).toBeVisible();
    });
    expect(errors).toEqual([]);
  },
);

test('the Japanese home page and a validation message in Japanese', ANY_WIDTH, async ({ page }) => {
  const errors = await withPageErrors(page, async () => {
    await page.goto('/ja/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('button', { name: 'シャレーを見る' })).toBeVisible();
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByText('お名前を入力してください')).toBeVisible();
  });
  expect(errors).toEqual([]);
});

test(
  'the 404 page and a page title in Japanese; English stays at the English address',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/ja/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 ページが見つかりません');
    await expect(page.getByRole('link', { name: 'ホームに戻る' })).toHaveAttribute('href', '/ja/');

    await page.goto('/ja/gallery');
    await expect(page).toHaveTitle(/^ギャラリー \| /);

    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Explore Our Chalet' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
    ).toHaveAttribute('href', '/#about');
  },
);

test(
  'the switcher lists the six languages, goes to the same page in the chosen one and remembers it',
  ANY_WIDTH,
  async ({ page, context }) => {
    await page.goto('/gallery');
    await page.locator('header details summary').click();
    const list = page.locator('header details ul');
    await expect(list.getByRole('link')).toHaveText([
      'English',
      'Deutsch',
      'Français',
      '日本語',
      '한국어',
      '中文',
    ]);
    await expect(list.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await list.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/gallery$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('de');
  },
);

test.describe('a browser that prefers Japanese', ANY_WIDTH, () => {
  test.use({ locale: 'ja-JP' });

  test('sees one line in Japanese on an English page; closing it remembers English', async ({
    page,
    context,
  }) => {
    await page.goto('/gallery');
    const offer = page.getByText('このページは日本語でもご覧いただけます。');
    await expect(offer).toBeVisible();
    await expect(page.getByRole('link', { name: '日本語で見る' })).toHaveAttribute('href', '/ja/gallery');
    await page.getByRole('button', { name: '閉じる' }).click();
    await expect(offer).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    await page.reload();
    await page.waitForTimeout(500);
    await expect(offer).toBeHidden();
  });
});
