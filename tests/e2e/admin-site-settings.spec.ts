import { mkdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SiteSettings } from '../../src/shared/schemas/site-settings.js';
import { expect, seriousA11yViolations, test, toast, unique } from './fixtures.js';

/**
 * Site settings (issue 12, item 3): the chalet's own words and links, edited in the back office and
 * server-rendered on the public site. These tests change what every public page shows, so they run in
 * their own project after the others (playwright.config.ts) and put the settings back when done.
 */

const SCREENSHOT_DIR = '.test-output/screenshots';

async function readSettings(request: APIRequestContext): Promise<SiteSettings> {
  const response = await request.get('/api/site-settings');
  expect(response.ok()).toBe(true);
  return response.json();
}

async function openSiteSettings(page: Page) {
  await page.goto('/admin/site-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Site settings' })).toBeVisible();
}

test.describe('Admin site settings', () => {
  let original: SiteSettings;

  test.beforeEach(async ({ request }) => {
    original = await readSettings(request);
  });

  // Whatever a test changed, the public site goes back to what it showed before.
  test.afterEach(async ({ api }) => {
    await api.call('PUT', '/api/site-settings', original);
  });

  test('a new headline and badge saved in the admin show on the reloaded home page, also without JavaScript', async ({
    adminPage: page,
    browser,
  }) => {
    const headline = unique('Above the Valley');
    await openSiteSettings(page);
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await expect(page.getByText('All changes saved.')).toBeVisible();

    await page.getByLabel('Headline').fill(headline);
    const badges = page.getByRole('group', { name: 'Feature badges' });
    await badges.getByRole('button', { name: 'Add badge' }).click();
    const newBadge = badges.getByRole('textbox', { name: `Badge ${original.aboutBadges.length + 1}` });
    await expect(newBadge).toBeFocused();
    await newBadge.fill('Hot Tub');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await save.click();

    await expect(toast(page, 'Site settings saved')).toBeVisible();
    await expect(save).toBeDisabled();
    expect(await readSettings(page.request)).toMatchObject({
      heroHeadline: headline,
      aboutBadges: [...original.aboutBadges, 'Hot Tub'],
      // Fields not touched were not sent, so they are as they were.
      promoTitle: original.promoTitle,
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${headline} | Kanimbla Alpine Chalet`,
    );
    await expect(
      page.getByRole('list', { name: 'Highlights' }).getByText('Hot Tub', { exact: true }),
    ).toBeAttached();

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto(new URL('/', page.url()).href);
      await expect(plain.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      const jsonLd = JSON.parse(
        (await plain.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      expect(jsonLd.slogan).toBe(headline);
    } finally {
      await noScript.close();
    }
  });

  test("the owner's position, guests and reply note reach the structured record and the enquiry thank-you", async ({
    adminPage: page,
  }) => {
    await openSiteSettings(page);
    const search = page.getByRole('group', { name: 'For search engines' });
    await search.getByLabel('Latitude (optional)').fill('-33.619');
    await search.getByLabel('Longitude (optional)').fill('150.227');
    await search.getByLabel('Maximum guests (optional)').fill('8');
    await page.getByLabel('Reply note').fill('We reply within two hours.');
    await page.getByLabel('Host phone (optional)').fill('+61 2 4787 0000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Site settings saved')).toBeVisible();

    await page.goto('/');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -33.619, longitude: 150.227 });
    expect(jsonLd.containsPlace.occupancy.maxValue).toBe(8);

    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{}' }),
    );
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Olivia');
    await form.getByLabel('Email').fill('olivia@example.com');
    await form.getByLabel('Subject').fill('A weekend in June');
    await form.getByLabel('Message').fill('Is the chalet free for a long weekend in June?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const thanks = page.getByTestId('contact-thanks');
    await expect(thanks).toContainText('We reply within two hours.');
    await expect(thanks.getByRole('link', { name: 'Phone: +61 2 4787 0000' })).toHaveAttribute(
      'href',
      'tel:+61247870000',
    );
  });

  test('refuses a javascript: link and an invalid email with clear messages, saving nothing', async ({
    adminPage: page,
  }) => {
    await openSiteSettings(page);
    await page.getByLabel('Social media link').fill('javascript:alert(document.cookie)');
    await page.getByLabel('Host email (optional)').fill('not-an-email');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') sent.push(request.url());
    });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByText('Social link: Must be a web address starting with http:// or https://'),
    ).toBeVisible();
    await expect(page.getByText('Host email must be a valid email address')).toBeVisible();
    await expect(page.getByLabel('Social media link')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect((await readSettings(page.request)).socialUrl).toBe(original.socialUrl);
  });

  test('a list needs its first entry: removing the only location line is refused', async ({
    adminPage: page,
  }) => {
    await openSiteSettings(page);
    const lines = page.getByRole('group', { name: 'Location lines' });
    const count = await lines.getByRole('textbox').count();
    for (let i = count; i >= 1; i--) {
      await lines.getByRole('button', { name: `Remove location line ${i}` }).click();
    }
    await expect(lines.getByRole('textbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(lines.getByText('Location lines needs at least one entry')).toBeVisible();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(lines.getByRole('textbox')).toHaveCount(count);
  });

  test('has no serious accessibility violations; screenshots at 1440 and 390 px', async ({
    adminPage: page,
  }) => {
    await openSiteSettings(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-site-settings-1440.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('form', { name: 'Site settings' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-site-settings-390.png`, fullPage: true });
    // As seen on a phone: the save bar stays at the bottom of the screen.
    await page.getByLabel('Headline').fill('Changed, to show the save bar');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-site-settings-390-view.png` });
  });

  test('the owner downloads a complete backup from Site Settings (decision 0051); screenshots light and dark', async ({
    adminPage: page,
  }) => {
    await openSiteSettings(page);
    const card = page.getByRole('region', { name: 'Backup' });
    const downloading = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Download a backup' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kanimbla-backup-\d{8}-\d{4}\.tar\.gz$/);
    const file = await download.path();
    // A gzip stream: its two magic bytes.
    expect([...readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        await openSiteSettings(page);
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-site-settings-backup-${width}-${theme}.png` });
      }
    }
  });
});
