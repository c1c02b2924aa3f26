import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { SiteSettings } from '../../src/shared/schemas/site-settings.js';
import { expect, test, toast, unique } from './fixtures.js';

/**
 * The owner's own name and sections (issue 45, item 1): renaming the chalet reaches the header, the
 * page title and the guest's message at once; clearing 'As Seen On' hides it. These change what every
 * public page shows, so they run in the site-wide project (playwright.config.ts) and put the settings
 * back when done. Each runs at phone and desktop width.
 */

const SCREENSHOT_DIR = '.test-output/screenshots';
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const WIDTHS = [390, 1440] as const;

async function openSiteSettings(page: Page) {
  await page.goto('/admin/site-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Site settings' })).toBeVisible();
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Site settings saved')).toBeVisible();
}

test.describe('The site name and the sections the owner can clear', () => {
  let original: SiteSettings;

  test.beforeEach(async ({ request }) => {
    original = await (await request.get('/api/site-settings')).json();
  });

  test.afterEach(async ({ api }) => {
    await api.call('PUT', '/api/site-settings', original);
  });

  for (const width of WIDTHS) {
    test(`renamed in Site Settings, the new name shows in the header, the title and the guest's message (${width} px)`, async ({
      adminPage: page,
      factories,
    }) => {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      const name = unique('Wattle Ridge Lodge');
      await openSiteSettings(page);
      const nameGroup = page.getByRole('group', { name: 'Name' });
      await expect(nameGroup.getByLabel('Site name')).toHaveValue(original.siteName);
      await nameGroup.getByLabel('Site name').fill(name);
      await nameGroup.getByLabel('Short name').fill('Wattle');
      await saveSettings(page);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await nameGroup.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-site-name-form-${width}.png` });

      await page.goto('/gallery');
      await expect(page).toHaveTitle(`Gallery | ${name}`);
      await expect(
        page.getByRole('banner').getByRole('link', { name: new RegExp(`^${name},`) }),
      ).toBeVisible();
      await page.goto('/');
      await expect(page).toHaveTitle(`${name} | Luxury Blue Mountains Retreat`);
      await expect(page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-site-name-home-${width}.png` });
      const manifest = await (await page.request.get('/manifest.webmanifest')).json();
      expect(manifest).toMatchObject({ name: `${name} – Check-in`, short_name: 'Wattle' });

      // The guest's message and arrival sheet in the back office.
      const guestName = unique('Renamed Guest');
      await factories.accessCode({ guestName, checkInAt: inDays(3), checkOutAt: inDays(5) });
      await page.goto('/admin/access-codes');
      await expect(page.getByRole('heading', { level: 1, name: 'Access Codes' })).toBeVisible();
      const card = page.getByRole('listitem').filter({ hasText: guestName });
      await card.getByRole('button', { name: 'Send link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send the guest link' });
      await expect(dialog.getByLabel('Message to the guest')).toHaveValue(
        new RegExp(`We look forward to welcoming you to ${name}`),
      );
      await page.keyboard.press('Escape');
      await card.getByRole('button', { name: 'Arrival sheet' }).click();
      await expect(page.getByRole('dialog', { name: 'Arrival sheet' }).getByRole('article')).toContainText(
        name,
      );
      await page.keyboard.press('Escape');

      // Put back through the form, as the owner would.
      await openSiteSettings(page);
      await nameGroup.getByLabel('Site name').fill(original.siteName);
      await nameGroup.getByLabel('Short name').fill(original.siteShortName);
      await saveSettings(page);
      await page.goto('/gallery');
      await expect(page).toHaveTitle(`Gallery | ${original.siteName}`);
    });

    test(`clearing 'As Seen On' hides the section; setting it again brings it back (${width} px)`, async ({
      adminPage: page,
    }) => {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      const asSeenOn = page.getByRole('heading', { level: 2, name: 'As Seen On' });
      await page.goto('/');
      await expect(asSeenOn).toBeAttached();

      await openSiteSettings(page);
      const group = page.getByRole('group', { name: 'As Seen On' });
      for (const label of ['Text (optional)', 'Label (optional)', 'Link (optional)']) {
        await group.getByLabel(label).fill('');
      }
      await saveSettings(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 2, name: 'Verified Airbnb Reviews' })).toBeAttached();
      await expect(asSeenOn).toHaveCount(0);

      await openSiteSettings(page);
      await group.getByLabel('Text (optional)').fill(original.asSeenOnText);
      await group.getByLabel('Label (optional)').fill(original.asSeenOnLabel);
      await group.getByLabel('Link (optional)').fill(original.asSeenOnUrl);
      await saveSettings(page);
      await page.goto('/');
      await expect(asSeenOn).toBeAttached();
    });
  }

  test('screenshots, light and dark: the name form, a testimonial with its source and month, its dialog, the legal page', async ({
    adminPage: page,
    factories,
  }) => {
    await factories.testimonial({ name: unique('Ruth'), source: 'Airbnb', stayMonth: '2026-03' });
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        await openSiteSettings(page);
        await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-site-name-${width}-${theme}.png` });
        await page.getByRole('group', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-legal-text-${width}-${theme}.png` });
        await page.goto('/privacy-policy');
        await expect(page.getByText('Last updated: June 2025')).toBeVisible();
        await page.screenshot({ path: `${SCREENSHOT_DIR}/privacy-policy-${width}-${theme}.png` });
        await page.goto('/#testimonials');
        const byline = page.getByText('Airbnb · March 2026').first();
        await byline.scrollIntoViewIfNeeded();
        await expect(byline).toBeVisible();
        await page.screenshot({ path: `${SCREENSHOT_DIR}/testimonial-byline-${width}-${theme}.png` });
        await page.goto('/admin/testimonials');
        await page.getByRole('button', { name: 'Add Testimonial' }).first().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByLabel('Source (optional)')).toBeVisible();
        await dialog.getByLabel('Source (optional)').fill('Airbnb');
        await dialog.getByLabel('Month of stay (optional)').fill('2026-03');
        await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-testimonial-source-${width}-${theme}.png` });
      }
    }
  });
});
