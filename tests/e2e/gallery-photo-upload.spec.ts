import { readFileSync } from 'node:fs';
import { HEIC_FIXTURE, largePhotoFile } from '../helpers/large-photo.js';
import { chooseOption, expect, test, unique } from './fixtures.js';
import { card, expectLoaded, openGallery, TINY_PNG } from './gallery-helpers.js';

/**
 * Photos as phones take them (issue 45, decision 0088): several at once from the gallery's photo
 * upload, a 20 MB JPEG and a HEIC among them. On the phone too (other back-office specs run on the
 * desktop only), since that is where the owner's photos are.
 */

test.describe('Gallery photo upload', () => {
  test('uploads a 20 MB phone JPEG and an iPhone HEIC together, and the gallery shows both', async ({
    adminPage: page,
    api,
  }) => {
    // Shrinking a 48-megapixel photo takes a few seconds on a busy machine.
    test.setTimeout(120_000);
    const jpegTitle = unique('E2E Phone');
    const heicTitle = unique('E2E iPhone');
    const titles = [jpegTitle, heicTitle];
    try {
      await openGallery(page);
      const panel = page.getByRole('region', { name: 'Upload photos' });
      await expect(
        panel.getByText('JPEG, PNG, WebP or HEIC, up to 40 MB each', { exact: true }),
      ).toBeVisible();
      await panel.getByRole('combobox', { name: 'Add to category' }).click();
      await chooseOption(page.getByRole('option', { name: 'Exterior', exact: true }));

      await panel.getByLabel('Upload photos files').setInputFiles([
        { name: `${jpegTitle}.jpg`, mimeType: 'image/jpeg', buffer: readFileSync(await largePhotoFile()) },
        { name: `${heicTitle}.HEIC`, mimeType: 'image/heic', buffer: readFileSync(HEIC_FIXTURE) },
      ]);
      const uploads = panel.getByRole('list', { name: 'Photo uploads' });
      for (const title of titles) {
        await expect(uploads.getByRole('listitem').filter({ hasText: title })).toContainText(
          'Added to Exterior',
          { timeout: 90_000 },
        );
      }
      for (const title of titles) {
        const saved = card(page, title);
        await expect(saved).toBeVisible();
        await expect(saved).toContainText('Exterior');
        await expect(saved).toContainText('Order: 0');
        await expectLoaded(saved.getByRole('img'));
      }
    } finally {
      for (const title of titles) {
        await api.discard('gallery', (await api.find('gallery', (image) => image.title === title))?.id);
      }
    }
  });

  test('one photo refused among several leaves the others to be added', async ({ adminPage: page, api }) => {
    const good = unique('E2E Good');
    const bad = unique('E2E Not a photo');
    try {
      await openGallery(page);
      const panel = page.getByRole('region', { name: 'Upload photos' });
      await panel.getByLabel('Upload photos files').setInputFiles([
        {
          name: `${bad}.jpg`,
          mimeType: 'image/jpeg',
          buffer: Buffer.from('This is plain text, not a photo.\n'),
        },
        { name: `${good}.png`, mimeType: 'image/png', buffer: TINY_PNG },
      ]);
      const uploads = panel.getByRole('list', { name: 'Photo uploads' });
      const failed = uploads.getByRole('listitem').filter({ hasText: bad });
      await expect(failed).toContainText(
        'Only image files are allowed (JPEG, PNG, WebP, HEIC, AVIF or GIF).',
      );
      // Refused for what it is: sending it again would not help.
      await expect(failed.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await expect(uploads.getByRole('listitem').filter({ hasText: good })).toContainText(
        'Added to Interior',
      );
      await expect(card(page, good)).toBeVisible();
      await expect(card(page, bad)).toHaveCount(0);
    } finally {
      await api.discard('gallery', (await api.find('gallery', (image) => image.title === good))?.id);
    }
  });

  test('a photo whose upload was cut off is sent again with "Try again"', async ({
    adminPage: page,
    api,
  }) => {
    const title = unique('E2E Retried');
    let cutOff = false;
    // The connection drops once, as a phone's can; the second attempt goes through.
    await page.route('**/api/upload', (route) => {
      if (cutOff) return route.continue();
      cutOff = true;
      return route.abort('connectionreset');
    });
    try {
      await openGallery(page);
      const panel = page.getByRole('region', { name: 'Upload photos' });
      await panel
        .getByLabel('Upload photos files')
        .setInputFiles([{ name: `${title}.png`, mimeType: 'image/png', buffer: TINY_PNG }]);
      const row = panel
        .getByRole('list', { name: 'Photo uploads' })
        .getByRole('listitem')
        .filter({ hasText: title });
      await expect(row).toContainText('An error occurred while uploading the image');
      await row.getByRole('button', { name: 'Try again' }).click();
      await expect(row).toContainText('Added to Interior');
      await expect(card(page, title)).toBeVisible();
    } finally {
      await api.discard('gallery', (await api.find('gallery', (image) => image.title === title))?.id);
    }
  });
});
