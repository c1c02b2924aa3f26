import { ANY_WIDTH, expect, test } from './fixtures.js';

/** Legal pages and the not-found card (spec 2 'Route table'). */

const legalPages = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-use', 'Terms of Use'],
] as const;

for (const [path, title] of legalPages) {
  test(`${path} shows '${title}' dated June 2025`, ANY_WIDTH, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('June 2025');
    await expect(page).toHaveTitle(new RegExp(title));
  });

  test(`${path} has a 'Back to Home' link that goes to /`, ANY_WIDTH, async ({ page }) => {
    await page.goto(path);
    const back = page.getByRole('link', { name: 'Back to Home' });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Alpine Escape in the Blue Mountains' }),
    ).toBeVisible();
  });
}

test("an unknown path shows '404 Page Not Found' with the spec's hint and, beside it, the site's words", async ({
  page,
}) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByText(/The link may be old, or the address mistyped/)).toBeVisible();
  const main = page.getByRole('navigation', { name: 'Main pages' });
  for (const [name, href] of [
    ['Experiences', '/experiences'],
    ['Local attractions', '/attractions'],
    ['Gallery', '/gallery'],
    ['Guest information', '/guest-info'],
    ['Guest check-in', '/check-in'],
  ]) {
    await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await main.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await page.goto('/this-page-does-not-exist');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test(
  'the not-found page is also shown for unknown nested paths and leads back home',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/gallery/extra/segment');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  },
);
