import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** What the back office's gallery specs share (admin-gallery, gallery-photo-upload). */

/** A valid 64x48 PNG (205 bytes): big enough that a srcset density never rounds its width to 0. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAf0lEQVRoge2SQQkAQRDDKidKKuf8P09GGLYQ' +
    'AUlp+Hqa6AYsoPqK7EK9S3QDFlB9RXah3iW6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6' +
    'l+gGLKD6iuxCvUt0Ax4P+AErn1CXti1H5wAAAABJRU5ErkJggg==',
  'base64',
);

/** The card of the image titled `title` in the admin grid. */
export function card(page: Page, title: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

export async function openGallery(page: Page) {
  await page.goto('/admin/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Gallery' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All Images' })).toBeVisible();
}

export async function expectLoaded(image: ReturnType<Page['locator']>) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}
