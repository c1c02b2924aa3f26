import type { Page, TestInfo } from '@playwright/test';
import { ANY_WIDTH, expect, expectScrolledTo, test } from './fixtures.js';

/** Header, menus, booking links, footer and analytics (spec 1, 2 'Header' / 'Footer', 4, 9). */

const BOOKING_URL = 'https://www.airbnb.com.au/rooms/kanimbla-demo';
const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const WHITE = 'rgb(255, 255, 255)';

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

const header = (page: Page) => page.locator('header').first();

async function headerLook(page: Page) {
  return header(page).evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, shadow: style.boxShadow };
  });
}

/** Chooses a header menu item: the desktop menu, or the mobile menu on phones. */
async function chooseMenuItem(page: Page, testInfo: TestInfo, label: string) {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: label, exact: true })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: label, exact: true })
      .click();
  }
}

test.describe('header', () => {
  test('is transparent at the top of the home page and turns white with a shadow after scrolling more than 100 px', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(header(page)).toHaveClass(/bg-transparent/);
    expect(await headerLook(page)).toEqual({ background: TRANSPARENT, shadow: 'none' });

    // Exactly 100 px is not "more than 100 px".
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
    await expect(header(page)).toHaveClass(/bg-transparent/);

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header(page)).toHaveClass(/bg-white/);
    await expect.poll(async () => (await headerLook(page)).background).toBe(WHITE);
    expect((await headerLook(page)).shadow).not.toBe('none');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveClass(/bg-transparent/);
    await expect.poll(async () => (await headerLook(page)).background).toBe(TRANSPARENT);
  });

  for (const path of ['/guest-info', '/check-in', '/attractions', '/gallery', '/privacy-policy']) {
    test(`is white at the top of ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(header(page)).toHaveClass(/bg-white/);
      await expect.poll(async () => (await headerLook(page)).background).toBe(WHITE);
      await expect(header(page).getByRole('link', { name: 'Home', exact: true }).last()).toBeVisible();
    });
  }

  const breadcrumbs = [
    ['/guest-info', 'Guest Information'],
    ['/check-in', 'Check-in Instructions'],
    ['/attractions', 'Local Attractions'],
    ['/gallery', 'Gallery'],
  ] as const;

  for (const [path, title] of breadcrumbs) {
    test(`shows the breadcrumb '${title}' on ${path} (desktop)`, async ({ page }, testInfo) => {
      test.skip(isPhone(testInfo), 'The breadcrumb is desktop only.');
      await page.goto(path);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb).toBeVisible();
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(title);
    });
  }

  test('hides the breadcrumb on small screens', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'Small screens only.');
    await page.goto('/guest-info');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Home', exact: true }).last()).toBeVisible();
  });

  const sections = [
    ['About', 'about'],
    ['Guest Info', 'guest-info'],
    ['Attractions', 'attractions'],
    ['Gallery', 'gallery'],
    ['Contact', 'contact'],
    ['Home', 'home'],
  ] as const;

  for (const [label, id] of sections) {
    test(`menu item '${label}' scrolls to #${id} on the home page`, async ({ page }, testInfo) => {
      await page.goto('/');
      if (id === 'home') await page.evaluate(() => window.scrollTo(0, 1500));
      await chooseMenuItem(page, testInfo, label);
      await expectScrolledTo(page, id);
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test("'Guest Info' from /gallery goes to the home page and scrolls to the guest information", async ({
    page,
  }, testInfo) => {
    await page.goto('/gallery');
    await chooseMenuItem(page, testInfo, 'Guest Info');
    await expect(page).toHaveURL(/\/$/);
    await expectScrolledTo(page, 'guest-info');
    await expect(page.getByRole('heading', { level: 2, name: 'Guest Information' })).toBeInViewport();
  });

  test("'Check-in' navigates to /check-in", async ({ page }, testInfo) => {
    await page.goto('/');
    await chooseMenuItem(page, testInfo, 'Check-in');
    await expect(page).toHaveURL(/\/check-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in Instructions' })).toBeVisible();
  });

  test('the mobile menu opens from the menu button and closes on a selection', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'The mobile menu exists on small screens only.');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'About',
      'Guest Info',
      'Attractions',
      'Gallery',
      'Contact',
      'Check-in',
      /Book Your Stay/,
    ]);

    await menu.getByRole('link', { name: 'Gallery', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expectScrolledTo(page, 'gallery');

    // The button also closes it again.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    // Check-in closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Check-in', exact: true }).click();
    await expect(page).toHaveURL(/\/check-in$/);
    await expect(menu).toBeHidden();
  });

  test('the open mobile menu covers the page: nothing of the hero shows through, and a tap outside closes it', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), 'The mobile menu exists on small screens only.');
    await page.goto('/');
    const heroBook = page.locator('#home').getByRole('link', { name: /Book Your Stay/ });
    await expect(heroBook).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    // Whatever lies under the hero's button now is the menu or the dimmed layer over the page.
    const covered = await heroBook.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && !link.contains(top);
    });
    expect(covered).toBe(true);
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width / 2, viewport.height - 10);
    await expect(menu).toBeHidden();
  });

  test('the desktop menu lists the items in order', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), 'The inline menu is desktop only.');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Home',
      'About',
      'Guest Info',
      'Attractions',
      'Gallery',
      'Contact',
      'Check-in',
    ]);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test("every 'Book Your Stay' link opens the booking listing in a new tab", async ({ page }, testInfo) => {
    await page.goto('/');
    // Header, mobile menu, hero and contact block (some are hidden at one width or the other).
    const links = page.locator('a', { hasText: 'Book Your Stay' });
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', BOOKING_URL);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The header's own link: inline on desktop, inside the mobile menu on phones.
    if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
    const headerBook = header(page)
      .getByRole('link', { name: /Book Your Stay/ })
      .filter({ visible: true });
    await expect(headerBook).toHaveCount(1);
    await expect(headerBook).toHaveAttribute('href', BOOKING_URL);
  });
});

test.describe('footer', () => {
  test('shows the brand, quick links, Kanimbla location, copyright and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Kanimbla Alpine Chalet', { exact: true })).toBeVisible();
    await expect(footer).toContainText('luxury alpine retreat');

    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    await expect(quickLinks).toHaveText([
      'Home',
      'About',
      'Guest Information',
      'Local Attractions',
      'Gallery',
      'Contact',
      /Bookings/,
    ]);
    const bookings = footer.getByRole('link', { name: /Bookings/ });
    await expect(bookings).toHaveAttribute('href', BOOKING_URL);
    await expect(bookings).toHaveAttribute('target', '_blank');

    await expect(footer.getByRole('heading', { name: 'Location' })).toBeVisible();
    await expect(footer).toContainText('Kanimbla, Blue Mountains');
    await expect(footer).toContainText('NSW, Australia');
    await expect(footer.getByRole('link', { name: /social media/i })).toHaveAttribute('target', '_blank');

    const year = new Date().getFullYear();
    await expect(footer.getByText(`© ${year} Kanimbla Alpine Chalet. All rights reserved.`)).toBeVisible();

    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    await expect(footer.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  test('the legal links open the Privacy Policy and the Terms of Use', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms-of-use$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  });

  test('a quick link from another page goes home and scrolls to its section', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Local Attractions' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectScrolledTo(page, 'attractions');
  });
});

test.describe('analytics', () => {
  test(
    "without an analytics id, clicking 'Book Your Stay' sends nothing to a Google tag (window.dataLayer stays undefined; the site's own analytics are tested in admin-analytics.spec.ts)",
    ANY_WIDTH,
    async ({ page, context }) => {
      await context.route('https://www.airbnb.com.au/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
      );
      await page.goto('/');
      expect(await page.evaluate(() => typeof (window as { dataLayer?: unknown }).dataLayer)).toBe(
        'undefined',
      );
      await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);

      const popupPromise = page.waitForEvent('popup');
      await page
        .locator('#home')
        .getByRole('link', { name: /Book Your Stay/ })
        .click();
      const popup = await popupPromise;
      await expect(popup).toHaveURL(BOOKING_URL);
      await popup.close();

      // Other recorded events: explore_chalet.
      await page.getByRole('button', { name: 'Explore Our Chalet' }).click();
      expect(await page.evaluate(() => typeof (window as { dataLayer?: unknown }).dataLayer)).toBe(
        'undefined',
      );
    },
  );
});
