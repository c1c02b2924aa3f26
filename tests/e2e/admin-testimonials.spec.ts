import type { Page } from '@playwright/test';
import type { Testimonial } from '../../src/shared/schemas/testimonials.js';
import {
  type AdminApi,
  a11yViolations,
  chooseOption,
  expect,
  mockGet,
  test,
  toast,
  unique,
} from './fixtures.js';

/** Admin testimonials (spec 2 'Admin testimonials', 4, 5 'Testimonial', 8 'Testimonials admin'). */

/** The table row of the testimonial from `name`. */
function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

async function openTestimonials(page: Page) {
  await page.goto('/admin/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

async function findTestimonial(api: AdminApi, name: string) {
  const all = await api.get<Testimonial[]>('/api/testimonials');
  return all.find((t) => t.name === name);
}

/**
 * Looks through every page of the public 'Verified Airbnb Reviews' carousel for a review by `name`.
 * Reduced motion stops the automatic page change while it looks.
 */
async function findPublicReview(page: Page, name: string): Promise<boolean> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/#testimonials');
  const section = page.locator('section#testimonials');
  await expect(section.getByRole('heading', { level: 2, name: 'Verified Airbnb Reviews' })).toBeVisible();
  const carousel = section.getByRole('region', { name: 'Guest reviews' });
  await expect(carousel).toBeVisible();
  const dots = carousel.getByRole('button', { name: /^Go to page \d+$/ });
  const pages = Math.max(1, await dots.count());
  for (let index = 0; index < pages; index++) {
    if (index > 0)
      await carousel.getByRole('button', { name: `Go to page ${index + 1}`, exact: true }).click();
    await expect(carousel.getByRole('group', { name: `Page ${index + 1} of ${pages}` })).toBeVisible();
    if ((await carousel.getByRole('figure').filter({ hasText: name }).count()) > 0) return true;
  }
  return false;
}

test.describe('Admin testimonials', () => {
  test('adds an active testimonial that appears in "Verified Airbnb Reviews"', async ({
    adminPage: page,
    api,
  }) => {
    const name = unique('E2E Reviewer');
    const comment = `Wonderful valley views and a cosy fireplace. ${name}`;
    try {
      await openTestimonials(page);
      await page.getByRole('button', { name: 'Add Testimonial' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
      await expect(dialog).toBeVisible();

      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Location (optional)').fill('Leura, NSW');
      await dialog.getByRole('combobox', { name: 'Rating' }).click();
      await chooseOption(page.getByRole('option', { name: '4 stars' }));
      await dialog.getByLabel('Comment').fill(comment);
      await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();

      await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
      await expect(toast(page, 'Testimonial added successfully')).toBeVisible();
      await expect(dialog).toBeHidden();

      const added = row(page, name);
      await expect(added).toBeVisible();
      await expect(added.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
      await expect(
        added.getByRole('button', { name: `Active: hide the testimonial from ${name}` }),
      ).toBeVisible();

      expect(await findPublicReview(page, name)).toBe(true);
      await expect(
        page.locator('section#testimonials').getByRole('figure').filter({ hasText: name }),
      ).toContainText(comment);
    } finally {
      await api.discard('testimonials', (await findTestimonial(api, name))?.id);
    }
  });

  test('name and comment are required', async ({ adminPage: page }) => {
    await openTestimonials(page);
    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
    await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Comment is required', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('the status button hides an active testimonial from the website and shows it again', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const testimonial = await factories.testimonial();
    await openTestimonials(page);
    const status = row(page, testimonial.name).getByRole('button', {
      name: `Active: hide the testimonial from ${testimonial.name}`,
    });
    await expect(status).toHaveText('Active');
    await status.click();
    await expect(toast(page, 'Testimonial updated successfully')).toBeVisible();
    const hidden = row(page, testimonial.name).getByRole('button', {
      name: `Hidden: show the testimonial from ${testimonial.name}`,
    });
    await expect(hidden).toHaveText('Hidden');
    expect((await findTestimonial(api, testimonial.name))?.isActive).toBe(false);
    expect(await findPublicReview(page, testimonial.name)).toBe(false);

    await openTestimonials(page);
    await row(page, testimonial.name)
      .getByRole('button', { name: `Hidden: show the testimonial from ${testimonial.name}` })
      .click();
    await expect(toast(page, 'Testimonial updated successfully')).toBeVisible();
    await expect(
      row(page, testimonial.name).getByRole('button', {
        name: `Active: hide the testimonial from ${testimonial.name}`,
      }),
    ).toBeVisible();
    expect(await findPublicReview(page, testimonial.name)).toBe(true);
  });

  test('editing a testimonial prefills the form and saves the change', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const testimonial = await factories.testimonial();
    const comment = `Edited comment: the sauna was perfect. ${unique('c')}`;
    await openTestimonials(page);
    await page.getByRole('button', { name: `Edit testimonial from ${testimonial.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Testimonial' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue(testimonial.name);
    await expect(dialog.getByLabel('Comment')).toHaveValue(testimonial.comment);
    await expect(dialog.getByRole('combobox', { name: 'Rating' })).toHaveText('4 stars');

    await dialog.getByLabel('Comment').fill(comment);
    await dialog.getByRole('button', { name: 'Update Testimonial' }).click();
    await expect(toast(page, 'Testimonial updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, testimonial.name)).toContainText(comment);
    expect((await findTestimonial(api, testimonial.name))?.comment).toBe(comment);
  });

  test('deleting asks "Are you sure you want to delete this testimonial?", then removes it', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const testimonial = await factories.testimonial();
    await openTestimonials(page);
    await page.getByRole('button', { name: `Delete testimonial from ${testimonial.name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(
      confirm.getByRole('heading', { name: 'Are you sure you want to delete this testimonial?' }),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, testimonial.name)).toBeVisible();

    await page.getByRole('button', { name: `Delete testimonial from ${testimonial.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Testimonial deleted successfully')).toBeVisible();
    await expect(row(page, testimonial.name)).toHaveCount(0);
    expect(await findTestimonial(api, testimonial.name)).toBeUndefined();
  });

  test('with no testimonials it shows the admin empty state', async ({ adminPage: page }) => {
    await mockGet(page, '/api/testimonials', []);
    await page.goto('/admin/testimonials');
    await expect(
      page.getByText('No testimonials found. Add your first testimonial to get started.', { exact: true }),
    ).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ adminPage: page }) => {
    await openTestimonials(page);
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Testimonial' })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
});
