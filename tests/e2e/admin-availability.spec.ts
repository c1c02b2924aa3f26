import type { AvailabilityFeed } from '../../src/shared/schemas/availability.js';
import { airbnbIcal, type IcalServer, isoDaysFromToday, startIcalServer } from '../helpers/ical-server.js';
import { expect, screenshotsAtBothWidths, seriousA11yViolations, test } from './fixtures.js';

// The tests share one feed server, and each removes every feed it finds afterwards. One at a time, in file order (decision 0078).
test.describe.configure({ mode: 'default' });

/** The back office's Availability page (issue 11): feeds, their states, add, sync now, delete. */

let ical: IcalServer;
test.beforeAll(async () => {
  ical = await startIcalServer();
});
// Leave no real feed behind: the public specs expect the demo calendar.
test.afterEach(async ({ api }) => {
  const feeds = await api.get<AvailabilityFeed[]>('/api/availability/feeds');
  for (const feed of feeds.filter((f) => !f.isDemo)) await api.remove('availabilityFeeds', feed.id);
});
test.afterAll(async () => {
  await ical.close();
});

test('a hostile event is skipped and named under its feed; the home page still answers', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  ical.route('/hostile.ics', (_req, res) => {
    res.setHeader('content-type', 'text/calendar');
    res.end(
      airbnbIcal([
        { start: '0001-01-01', end: '9999-12-31', summary: 'Reserved' },
        { start: isoDaysFromToday(3), end: isoDaysFromToday(6), summary: 'Reserved' },
      ]),
    );
  });
  await page.goto('/admin/availability');
  await page.getByLabel('Label').fill('Hostile listing');
  await page.getByLabel('iCal export URL').fill(ical.url('/hostile.ics'));
  await page.getByRole('button', { name: 'Add Feed' }).click();
  const card = page.getByTestId('availability-feed').filter({ hasText: 'Hostile listing' });
  await expect(card).toContainText('Synced');
  await expect(card).toContainText(
    'Note: 1 event was skipped: dates more than a year back, more than three years ahead or longer than a year: "Reserved" 0001-01-01 → 9999-12-31.',
  );
  const home = await page.request.get('/');
  expect(home.status()).toBe(200);
});

test('the owner adds a feed, sees its state, syncs it and deletes it', async ({ adminPage: page }) => {
  test.setTimeout(120_000);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Availability', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/availability$/);

  const cards = page.getByTestId('availability-feed');
  const demo = cards.filter({ hasText: 'Demo calendar' });
  await expect(demo).toContainText('Sample dates, shown until you add a feed');

  // The shared schema's messages, in the form.
  await page.getByRole('button', { name: 'Add Feed' }).click();
  await expect(page.getByText('Label is required')).toBeVisible();
  await expect(page.getByText('Enter a full http:// or https:// address')).toBeVisible();

  ical.route('/listing.ics', (_req, res) => {
    res.setHeader('content-type', 'text/calendar');
    res.end(airbnbIcal([{ start: isoDaysFromToday(3), end: isoDaysFromToday(6), summary: 'Reserved' }]));
  });
  await page.getByLabel('Label').fill('Airbnb test listing');
  await page.getByLabel('iCal export URL').fill(ical.url('/listing.ics'));
  // No booking link per feed (decision 0062): the form sends the owner to the one in Site Settings.
  await expect(page.getByLabel(/booking/i)).toHaveCount(0);
  const bookingNote = page.locator('p', {
    hasText: 'Guests book their dates through the booking link set in',
  });
  await expect(bookingNote.getByRole('link', { name: 'Site Settings' })).toHaveAttribute(
    'href',
    '/admin/site-settings#bookingUrl',
  );
  await page.getByRole('button', { name: 'Add Feed' }).click();

  const card = cards.filter({ hasText: 'Airbnb test listing' });
  await expect(card).toContainText('Synced');
  await expect(card).toContainText('Booked stays1');
  await expect(demo).toContainText('Not in use');

  ical.route('/listing.ics', (_req, res) => {
    res.statusCode = 500;
    res.end('oops');
  });
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(card).toContainText('Last sync failed');
  await expect(card).toContainText('Last error: The feed answered HTTP 500');
  // The last good calendar is kept.
  await expect(card).toContainText('Booked stays1');

  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshotsAtBothWidths(page, '.test-output/screens/admin-availability');

  await card.getByRole('button', { name: 'Delete Airbnb test listing' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The feed "Airbnb test listing"');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(demo).not.toContainText('Not in use');

  await bookingNote.getByRole('link', { name: 'Site Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();
  // The link lands on the one booking link's field.
  await expect(page.getByLabel('Booking link')).toBeFocused();
  await expect(page.getByLabel('Booking link')).toBeInViewport();
});

test('the dashboard has a Calendar Feeds tile linking to the page', async ({ adminPage: page }) => {
  await page.goto('/admin/dashboard');
  const tile = page
    .getByRole('region', { name: 'Content counts' })
    .getByRole('link', { name: /Calendar Feeds/ });
  await expect(tile).toHaveAttribute('href', '/admin/availability');
  await expect(tile).toHaveText(/^Calendar Feeds\s*\d+$/);
  await expect(page.getByRole('alert').filter({ hasText: 'out of date' })).toHaveCount(0);
});
