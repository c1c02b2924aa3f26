import type { Page } from '@playwright/test';
import type { GalleryImage } from '../../src/shared/schemas/gallery.js';
import { galleryCategoryLabel } from '../../src/shared/text/gallery-category.js';
import { a11yViolations, chooseOption, expect, mockGet, test, toast, unique } from './fixtures.js';
import { card, expectLoaded, openGallery, TINY_PNG } from './gallery-helpers.js';

/** Manage Gallery (spec 2 'Admin gallery', 4 'Gallery form', 5, 8 'Gallery admin' and 'Upload'). */

/** A lowercase category name no other test uses. */
const uniqueCategory = () => unique('e2e').toLowerCase().replace(/\s+/g, '-');

async function openAddForm(page: Page) {
  await page.getByRole('button', { name: 'Add Image', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add New Gallery Image' })).toBeVisible();
}

test.describe('Admin gallery', () => {
  test('uploads a PNG, shows its preview, saves it in a new category and the public gallery shows it', async ({
    adminPage: page,
    request,
    api,
  }) => {
    const title = unique('E2E Upload');
    const alt = `Alt ${title}`;
    const category = uniqueCategory();
    let createdId: number | undefined;
    try {
      await openGallery(page);
      await openAddForm(page);

      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Alt text (optional)').fill(alt);
      await page.getByRole('combobox', { name: 'Category', exact: true }).click();
      await chooseOption(page.getByRole('option', { name: '+ New category…' }));
      // The choice takes the owner straight to the field it revealed, and focus stays where they go next.
      await expect(page.getByLabel('New category name')).toBeFocused();
      await page.getByLabel('New category name').fill(category);
      await page.getByLabel('Sort order').fill('9000');

      await page.getByLabel('Upload image file').setInputFiles({
        name: 'pixel.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      await expect(toast(page, 'Image uploaded')).toBeVisible();
      await expect(page.getByLabel('Or paste an image URL or path')).toHaveValue(/^\/uploads\/.+\.webp$/);
      const preview = page.getByRole('img', { name: alt, exact: true });
      await expect(preview).toBeVisible();
      await expectLoaded(preview);

      await page.getByRole('button', { name: 'Add Image', exact: true }).click();
      await expect(toast(page, 'Gallery image added successfully')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Add New Gallery Image' })).toBeHidden();

      const saved = card(page, title);
      await expect(saved).toBeVisible();
      await expect(saved).toContainText(galleryCategoryLabel(category));
      await expect(saved).toContainText('Order: 9000');
      await expectLoaded(saved.getByRole('img', { name: alt, exact: true }));

      const images = (await (await request.get('/api/gallery')).json()) as GalleryImage[];
      const created = images.find((i) => i.title === title);
      expect(created?.src).toMatch(/^\/uploads\/.+\.webp$/);
      expect(created?.category).toBe(category);
      createdId = created?.id;

      await page.goto('/gallery');
      const tile = page.getByRole('button', { name: `View larger: ${title}` });
      await expect(tile).toBeVisible();
      await expectLoaded(tile.getByRole('img'));
    } finally {
      await api.discard('gallery', createdId);
    }
  });

  test('a text file named .png is refused with "Upload Failed"', async ({ adminPage: page }) => {
    await openGallery(page);
    await openAddForm(page);
    await page.getByLabel('Upload image file').setInputFiles({
      name: 'not-a-picture.png',
      mimeType: 'image/png',
      buffer: Buffer.from('This is plain text, not a PNG image.\n'),
    });
    const failed = toast(page, 'Upload Failed');
    await expect(failed).toBeVisible();
    await expect(failed.locator('[data-slot="toast-description"]')).not.toBeEmpty();
    await expect(page.getByLabel('Or paste an image URL or path')).toHaveValue('');
    await expect(page.getByText('No image', { exact: true })).toBeVisible();
  });

  test('a file that is not an image type is refused with "Upload Failed"', async ({ adminPage: page }) => {
    await openGallery(page);
    await openAddForm(page);
    await page.getByLabel('Upload image file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Just some notes.\n'),
    });
    await expect(toast(page, 'Upload Failed')).toBeVisible();
    await expect(page.getByLabel('Or paste an image URL or path')).toHaveValue('');
  });

  test('saving an empty form shows the validation messages', async ({ adminPage: page }) => {
    await openGallery(page);
    await openAddForm(page);
    await page.getByRole('button', { name: 'Add Image', exact: true }).click();
    await expect(page.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Image URL is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Category is required', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add New Gallery Image' })).toBeVisible();
  });

  test('the Add Image / Cancel toggle opens and closes the form', async ({ adminPage: page }) => {
    await openGallery(page);
    const toggle = page.getByRole('button', { name: 'Add Image', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('heading', { name: 'Add New Gallery Image' })).toBeVisible();
    const headerToggle = page.getByRole('button', { name: 'Cancel' }).and(page.locator('[aria-expanded]'));
    await expect(headerToggle).toHaveAttribute('aria-expanded', 'true');
    await headerToggle.click();
    await expect(page.getByRole('heading', { name: 'Add New Gallery Image' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add Image', exact: true })).toBeVisible();
  });

  test('editing an image prefills the form and saves the change', async ({ adminPage: page, factories }) => {
    const image = await factories.galleryImage();
    const newTitle = unique('E2E Edited');
    await openGallery(page);
    await page.getByRole('button', { name: `Edit ${image.title}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Gallery Image' })).toBeVisible();
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue(image.title);
    await expect(page.getByLabel('Sort order')).toHaveValue('9000');
    await expect(page.getByLabel('Or paste an image URL or path')).toHaveValue(image.src);

    await title.fill(newTitle);
    await page.getByRole('button', { name: 'Update Image' }).click();
    await expect(toast(page, 'Gallery image updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Gallery Image' })).toBeHidden();
    await expect(card(page, newTitle)).toBeVisible();
    await expect(card(page, image.title)).toHaveCount(0);

    await page.goto('/gallery');
    await expect(page.getByRole('button', { name: `View larger: ${newTitle}` })).toBeVisible();
  });

  test('deleting an image asks for confirmation, then removes it', async ({ adminPage: page, factories }) => {
    const image = await factories.galleryImage();
    await openGallery(page);
    await expect(card(page, image.title)).toBeVisible();
    await page.getByRole('button', { name: `Delete ${image.title}`, exact: true }).click();

    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expect(confirm).toContainText(
      'This will permanently delete this gallery image. This action cannot be undone.',
    );
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card(page, image.title)).toBeVisible();

    await page.getByRole('button', { name: `Delete ${image.title}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Gallery image deleted successfully')).toBeVisible();
    await expect(card(page, image.title)).toHaveCount(0);

    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(page.getByRole('button', { name: `View larger: ${image.title}` })).toHaveCount(0);
  });

  test('the category filter shows only that category, and "No images found" when it is empty', async ({
    adminPage: page,
    factories,
  }) => {
    const category = uniqueCategory();
    const image = await factories.galleryImage({ category });
    await openGallery(page);
    const filters = page.getByRole('group', { name: 'Filter by category' });
    await expect(filters.getByRole('button').first()).toHaveText('All Images');
    await expect(filters.getByRole('button', { name: 'All Images' })).toHaveAttribute('aria-pressed', 'true');

    const label = galleryCategoryLabel(category);
    // The owner reads a label; the stored value stays the slug.
    expect(label).not.toBe(category);
    await filters.getByRole('button', { name: label, exact: true }).click();
    await expect(filters.getByRole('button', { name: label, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(`1 image in ${label}`, { exact: true })).toBeVisible();
    await expect(card(page, image.title)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(1);

    // Delete the only image of the category: the filter stays and the empty state offers all images.
    await page.getByRole('button', { name: `Delete ${image.title}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Gallery image deleted successfully')).toBeVisible();
    await expect(page.getByText('No images found', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'View all images' }).click();
    await expect(filters.getByRole('button', { name: 'All Images' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('No images found', { exact: true })).toBeHidden();
  });

  test('shows the category guide and filter chips with readable labels, never slugs', async ({
    adminPage: page,
  }) => {
    await openGallery(page);
    await expect(page.getByRole('heading', { name: 'How categories are used' })).toBeVisible();
    for (const label of ['About section', 'Hero section', 'Interior', 'Exterior', 'Attractions']) {
      await expect(page.locator('dt').getByText(label, { exact: true })).toBeVisible();
    }
    const filters = page.getByRole('group', { name: 'Filter by category' });
    await expect(filters.getByRole('button', { name: 'Hero section', exact: true })).toBeVisible();
    for (const slug of ['about-section', 'hero-section']) {
      await expect(page.getByText(slug, { exact: true })).toHaveCount(0);
    }
  });

  test('with no images it shows "No images found"', async ({ adminPage: page }) => {
    await mockGet(page, '/api/gallery', []);
    await page.goto('/admin/gallery');
    await expect(page.getByText('No images found', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View all images' })).toHaveCount(0);
  });

  test('a failed load shows "Error loading gallery images"', async ({ adminPage: page }) => {
    await mockGet(page, '/api/gallery', 'Database unavailable', 503);
    await page.goto('/admin/gallery');
    await expect(page.getByText('Error loading gallery images', { exact: true })).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ adminPage: page }) => {
    await openGallery(page);
    expect(await a11yViolations(page)).toEqual([]);
    await openAddForm(page);
    expect(await a11yViolations(page)).toEqual([]);
  });
});
