import { api as urls } from '../../src/shared/routes.js';
import { expect, test } from './fixtures.js';

/**
 * A screen whose code cannot be downloaded (a new version was deployed while the tab was open, so the
 * old chunk is gone, or the connection dropped): the download is tried once more, then the page area
 * offers a reload; never an uncaught "Failed to fetch dynamically imported module".
 */
const ADMIN_CHUNK = /\/assets\/admin-app-[\w-]+\.js$/;
const CHARTS_CHUNK = /\/assets\/analytics-charts-[\w-]+\.js$/;

test.describe('the back office when its code fails to download', () => {
  test('loads the screen when only the first download fails', async ({ adminPage: page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let attempts = 0;
    await page.route(ADMIN_CHUNK, (route) =>
      ++attempts === 1 ? route.abort('connectionfailed') : route.continue(),
    );
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(attempts).toBe(2);
    expect(errors).toEqual([]);
  });

  test('offers a reload when the download fails again, and the reload loads the screen', async ({
    adminPage: page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let attempts = 0;
    await page.route(ADMIN_CHUNK, (route) => {
      attempts += 1;
      return route.abort('connectionfailed');
    });
    await page.goto('/admin/dashboard');
    const offer = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
    await expect(offer).toBeVisible();
    expect(attempts).toBe(2);
    expect(errors).toEqual([]);

    await page.unroute(ADMIN_CHUNK);
    await offer.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('keeps the dashboard when only its charts cannot be downloaded, saying so in their place', async ({
    adminPage: page,
    request,
  }) => {
    // The charts are drawn once there is a visit to chart (an ordinary browser's: robots are not counted).
    const visit = await request.post(urls.events, {
      data: { name: 'page_view', path: '/' },
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      },
    });
    expect(visit.status()).toBe(204);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(CHARTS_CHUNK, (route) => route.abort('connectionfailed'));
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const offer = page.getByRole('alert').filter({ hasText: 'The charts could not be loaded.' });
    await expect(offer.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Content counts' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
