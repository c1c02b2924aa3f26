import { localizedPath } from '../../src/shared/locales.js';
import { paths } from '../../src/shared/routes.js';
import { ANY_WIDTH, collectPageErrors, expect, test } from './fixtures.js';

/** The gallery page and its lightbox in German and Japanese (issue 46). */

test('gallery: the filter and the lightbox speak German and Japanese', ANY_WIDTH, async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(localizedPath('de', paths.gallery));
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Nach Kategorie filtern' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Größer anzeigen: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(localizedPath('ja', paths.gallery));
  await expect(page.getByRole('heading', { level: 1, name: 'ギャラリー' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'すべて' })).toBeVisible();
  expect(errors).toEqual([]);
});
