import { localizedPath } from '../../src/shared/locales.js';
import { paths } from '../../src/shared/routes.js';
import { ANY_WIDTH, collectPageErrors, expect, test } from './fixtures.js';

/** The attractions page in German and Japanese (issue 46); English stays on the English page. */

test(
  'attractions: German and Japanese texts on their pages, English on the English one',
  ANY_WIDTH,
  async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(localizedPath('de', paths.attractions));
    await expect(page.getByRole('heading', { level: 1, name: 'Ausflugsziele in der Nähe' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Kategorien der Ausflugsziele' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Route planen' }).first()).toBeVisible();

    await page.goto(localizedPath('ja', paths.attractions));
    await expect(page.getByRole('heading', { level: 1, name: '周辺の観光スポット' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ルートを表示' }).first()).toBeVisible();

    await page.goto(paths.attractions);
    await expect(page.getByRole('heading', { level: 1, name: 'Local Attractions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get directions' }).first()).toBeVisible();
    expect(errors).toEqual([]);
  },
);
