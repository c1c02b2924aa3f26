import { expect, test } from './fixtures.js';

/**
 * A field's error (issue 37): shown once, under its field (no toast repeats it), and gone as soon as the
 * field is valid again, while the other fields' errors stay until they are fixed.
 */

test('the gallery form shows a field error once and clears it as soon as the field is filled', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Gallery' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Image', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add New Gallery Image' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Image', exact: true }).click();

  const title = page.getByLabel('Title', { exact: true });
  await expect(page.getByText('Title is required')).toHaveCount(1);
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);

  await title.fill('Sunset over the valley');
  await expect(page.getByText('Title is required')).toHaveCount(0);
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Image URL is required')).toHaveCount(1);

  await title.fill('');
  await expect(page.getByText('Title is required')).toHaveCount(1);
});

test('a dialog form shows a field error once and clears it as soon as the field is valid', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Testimonial', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add Testimonial', exact: true }).click();
  const name = dialog.getByLabel('Name', { exact: true });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const nameError = page.getByText('Name is required');
  await expect(nameError).toHaveCount(1);
  await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);
  await name.fill('Ada');
  await expect(nameError).toHaveCount(0);
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
});
