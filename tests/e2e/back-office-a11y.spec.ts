import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures.js';

/**
 * axe-core (WCAG 2.1 A/AA, serious and critical) on every signed-in admin screen, at both widths (issue 37).
 * The screens are read from the side menu, which the admin page registry (ADMIN_PAGES) builds, so a new
 * screen is checked as soon as it is registered. Named outside `admin-*` so the phone project runs it too.
 */

/** The admin menu's links (present in the DOM at every width; the desktop side menu is only hidden on phones). */
async function adminScreens(page: Page) {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const hrefs = await page
    .locator('aside nav[aria-label="Admin"] a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(5);
  return hrefs;
}

for (const theme of ['light', 'dark'] as const) {
  test(`every admin screen has no serious accessibility violations (${theme})`, async ({
    adminPage: page,
  }) => {
    test.setTimeout(180_000);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const found: Record<string, unknown> = {};
    for (const href of await adminScreens(page)) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Lists load after the heading; wait until no request is pending and no loading state shows.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const violations = await seriousA11yViolations(page);
      if (violations.length > 0) found[href] = violations;
    }
    expect(found).toEqual({});
  });
}

test('the admin header shows the whole brand name, and on phones the menu button carries the unread count', async ({
  adminPage: page,
  factories,
}, testInfo) => {
  await factories.contactMessage();
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const brand = page
    .locator('header, aside')
    .getByText('Kanimbla Alpine Chalet', { exact: true })
    .filter({ visible: true });
  await expect(brand).toHaveCount(1);
  // Not cut off: the name's box is as wide as its text.
  expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  const badge = page.locator(
    'aside nav[aria-label="Admin"] a[href="/admin/messages"] span[aria-hidden="true"]',
  );
  await expect(badge).toHaveText(/^\d+$/);
  const count = Number(await badge.textContent());
  expect(count).toBeGreaterThan(0);
  const menuButton = page.getByRole('button', { name: `Open menu, ${count} unread`, exact: true });
  if (testInfo.project.name === 'phone') {
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toContainText(String(count > 99 ? '99+' : count));
  } else {
    await expect(menuButton).toBeHidden();
  }
});
