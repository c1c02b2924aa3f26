import { a11yViolations, expect, signInAsAdmin, test } from './fixtures.js';

/** Admin dashboard (spec 2 'Admin dashboard'): count tiles linking to their pages, quick tips. */

const TILES = [
  { label: 'Gallery Images', path: '/admin/gallery', heading: 'Manage Gallery' },
  { label: 'Testimonials', path: '/admin/testimonials', heading: 'Testimonials' },
  { label: 'Contact Messages', path: '/admin/messages', heading: 'Contact Messages' },
  { label: 'Attractions', path: '/admin/attractions', heading: 'Local Attractions' },
  { label: 'Amenities', path: '/admin/amenities', heading: 'Spaces & Amenities' },
  { label: 'Check-In Instructions', path: '/admin/check-in', heading: 'Check-In Instructions' },
  { label: 'Access Codes', path: '/admin/access-codes', heading: 'Access Codes' },
  { label: 'Calendar Feeds', path: '/admin/availability', heading: 'Availability' },
] as const;

test.describe('Admin dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('shows a count tile for each managed list, each linking to its admin page', async ({ page }) => {
    const counts = page.getByRole('region', { name: 'Content counts' });
    for (const tile of TILES) {
      const link = counts.getByRole('link').filter({ hasText: tile.label });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', tile.path);
      // Once loaded, the tile shows a number (the exact count depends on data other tests change).
      await expect(link).toHaveText(new RegExp(`^${tile.label}\\s*\\d+$`));
    }
  });

  test('the gallery tile counts the demo images', async ({ page }) => {
    // Exact counts change while other tests run; the seeded demo gallery is never empty.
    const gallery = page
      .getByRole('region', { name: 'Content counts' })
      .getByRole('link')
      .filter({ hasText: 'Gallery Images' });
    await expect(gallery).toHaveText(/\d+$/);
    const count = Number((await gallery.textContent())?.match(/(\d+)$/)?.[1]);
    expect(count).toBeGreaterThan(0);
  });

  test('shows the quick tips', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Quick tips' })).toBeVisible();
    await expect(page.getByText('Home page images', { exact: true })).toBeVisible();
  });

  for (const tile of TILES) {
    test(`the '${tile.label}' tile opens ${tile.path}`, async ({ page }) => {
      await page
        .getByRole('region', { name: 'Content counts' })
        .getByRole('link')
        .filter({ hasText: tile.label })
        .click();
      await expect(page).toHaveURL(new RegExp(`${tile.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: tile.heading })).toBeVisible();
    });
  }

  test('has no serious accessibility violations', async ({ page }) => {
    await expect(
      page
        .getByRole('region', { name: 'Content counts' })
        .getByRole('link')
        .filter({ hasText: 'Access Codes' }),
    ).toHaveText(/\d+$/);
    expect(await a11yViolations(page)).toEqual([]);
  });
});
