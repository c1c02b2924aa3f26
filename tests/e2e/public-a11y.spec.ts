import type { Page, TestInfo } from '@playwright/test';
import { ANY_WIDTH, expect, seriousA11yViolations, test } from './fixtures.js';

/** axe-core (WCAG 2.1 A/AA, serious and critical) on every public page, and keyboard use. */

const pages = [
  ['/', 'Your Alpine Escape in the Blue Mountains'],
  ['/check-in', 'Check-in Instructions'],
  ['/guest-info', 'Guest Information'],
  ['/attractions', 'Local Attractions'],
  ['/gallery', 'Gallery'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-use', 'Terms of Use'],
  ['/no-such-page', '404 Page Not Found'],
] as const;

/** Waits until the page is hydrated and settled (fonts loaded, no pending requests). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const [path, heading] of pages) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('/check-in after a valid code has no serious accessibility violations', async ({ page, factories }) => {
  const code = `A11Y-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  await factories.accessCode({ code, isActive: true, expiresAt: null });
  await page.goto(`/check-in?code=${code}`);
  await expect(page.getByText('Access code verified')).toBeVisible();
  // Not network idle: once a code is verified the service worker saves the page and its reads for offline
  // use, and those requests can stay open from the page's side; the instructions shown are what matter.
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the home page in the dark theme has no serious accessibility violations', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await settle(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

/** Presses Tab up to `max` times and returns a short description of each focused element. */
async function tabThrough(page: Page, max: number) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    seen.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return 'body';
        const inHeader = el.closest('header') ? 'header:' : '';
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ') ?? '';
        return `${inHeader}${el.tagName.toLowerCase()}:${name}`;
      }),
    );
  }
  return seen;
}

test('Tab reaches the skip link and the header links', async ({ page }, testInfo: TestInfo) => {
  await page.goto('/');
  await settle(page);
  const focused = await tabThrough(page, testInfo.project.name === 'phone' ? 4 : 12);
  expect(focused[0]).toBe('a:Skip to content');
  expect(focused[1]).toBe('header:a:Kanimbla Alpine Chalet, Blue Mountains · NSW, home');
  if (testInfo.project.name === 'phone') {
    expect(focused).toContain('header:button:Switch to dark theme');
    expect(focused).toContain('header:button:Open menu');
  } else {
    for (const label of ['Home', 'About', 'Guest Info', 'Attractions', 'Gallery', 'Contact', 'Check-in']) {
      expect(focused).toContain(`header:a:${label}`);
    }
    expect(focused).toContain('header:a:Book Your Stay (opens in a new tab)');
    // The language switcher (decision 0093): "Language en", its visible code named.
    expect(focused).toContain('header:summary:Language en');
    expect(focused).toContain('header:button:Switch to dark theme');
  }
});

test('the skip link moves focus to the main content', ANY_WIDTH, async ({ page }) => {
  await page.goto('/guest-info');
  await settle(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test(
  'the lightbox traps focus and returns it to the image button when closed',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/gallery');
    await settle(page);
    const tile = page
      .locator('main')
      .getByRole('button', { name: /^View larger: / })
      .first();
    await tile.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    await expect.poll(() => lightbox.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(
        await lightbox.evaluate((el) => el.contains(document.activeElement)),
        `focus stays inside (step ${i})`,
      ).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(tile).toBeFocused();
  },
);

test('the lightbox close button returns focus to the image button too', ANY_WIDTH, async ({ page }) => {
  await page.goto('/');
  await settle(page);
  const tile = page
    .locator('#gallery')
    .getByRole('button', { name: /^View larger: / })
    .nth(1);
  await tile.click();
  const lightbox = page.getByRole('dialog');
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();
  await expect(tile).toBeFocused();
});
