import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, test } from './fixtures.js';

/** Light / dark theme, remembered under the local-storage key 'theme', without a flash (spec 2 'Theme', 9). */

const htmlIsDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const storedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

test('the site starts in the light theme', ANY_WIDTH, async ({ page }) => {
  await page.goto('/');
  expect(await htmlIsDark(page)).toBe(false);
  expect(await storedTheme(page)).toBeNull();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(0, 0, 0)');
});

test("the toggle switches to dark and stores 'dark' under 'theme'; toggling back stores 'light'", async ({
  page,
}) => {
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await storedTheme(page)).toBe('dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await storedTheme(page)).toBe('light');
});

test('after a reload the page is dark from the first paint', ANY_WIDTH, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await storedTheme(page)).toBe('dark');

  // Records the <html> class at the moment <body> is first parsed, before anything is painted and before
  // the app's own scripts run.
  await page.addInitScript(() => {
    const w = window as unknown as { __classAtBody?: string; __schemeAtBody?: string };
    const record = () => {
      if (w.__classAtBody !== undefined || !document.body) return false;
      w.__classAtBody = document.documentElement.className;
      w.__schemeAtBody = document.documentElement.style.colorScheme;
      return true;
    };
    new MutationObserver((_, observer) => {
      if (record()) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  const atBody = await page.evaluate(() => {
    const w = window as unknown as { __classAtBody?: string; __schemeAtBody?: string };
    return { className: w.__classAtBody, scheme: w.__schemeAtBody };
  });
  expect(atBody.className?.split(/\s+/)).toContain('dark');
  expect(atBody.scheme).toBe('dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('the stored dark theme applies even before the app script runs', ANY_WIDTH, async ({ page }) => {
  await page.goto('/guest-info');
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  // Without the application bundle only the inline head script can apply the theme.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.reload();
  expect(await htmlIsDark(page)).toBe(true);
});

test.describe('a phone set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the site is dark from the first paint while nothing is stored', ANY_WIDTH, async ({ page }) => {
    // Without the application bundle only the inline head script can apply the theme: no flash of light.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/check-in');
    expect(await htmlIsDark(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
    expect(await storedTheme(page)).toBeNull();
  });

  test('the visitor’s own choice wins over the phone and is remembered', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await storedTheme(page)).toBe('light');
    await page.reload();
    expect(await htmlIsDark(page)).toBe(false);
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test(
    'the page follows the phone when its setting changes and nothing is stored',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/gallery');
      await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
      await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
      expect(await storedTheme(page)).toBeNull();
    },
  );
});
