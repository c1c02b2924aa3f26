import { openingMonthOffset } from '../../src/client/features/availability/calendar-model.js';
import { type IcalServer, isoDaysFromToday, startIcalServer } from '../helpers/ical-server.js';
import { createScratchDatabase, runSql, type ScratchDatabase } from '../helpers/scratch-database.js';
import { login } from '../helpers/server-process.js';
import { expect, type SpecServer, startSpecServer, test } from './fixtures.js';

// The tests share the server this file starts. One at a time, in file order (decision 0078).
test.describe.configure({ mode: 'default' });

/**
 * Staleness (issue 11): a feed with no successful sync for more than 3 hours. Time is not faked: the
 * site runs as its own server on a PostgreSQL database this test can write to, and the feed's history is
 * set 5 hours back there, as it would be after a platform outage.
 */

const ADMIN = { username: 'owner', password: 'stale-calendar-password' };
let database: ScratchDatabase | undefined;
let server: SpecServer | undefined;
let baseUrl: string;
let ical: IcalServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  database = await createScratchDatabase('chalet_stale');
  ical = await startIcalServer();
  server = await startSpecServer({
    DATABASE_URL: database.url,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ICAL_ALLOW_PRIVATE_ADDRESSES: 'true',
  });
  baseUrl = server.url;

  // A feed that worked once, 5 hours ago, and has failed since.
  ical.route('/down.ics', (_req, res) => {
    res.statusCode = 503;
    res.end('Service Unavailable');
  });
  const cookie = await login(baseUrl, ADMIN.username, ADMIN.password);
  const created = await fetch(`${baseUrl}/api/availability/feeds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
    body: JSON.stringify({ url: ical.url('/down.ics'), label: 'Airbnb' }),
  });
  expect(created.status).toBe(201);
  const synced = await fetch(`${baseUrl}/api/availability/sync`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl },
  });
  expect(synced.status).toBe(200);
  const fiveHoursAgo = new Date(Date.now() - 5 * 60 * 60 * 1000);
  await runSql(
    database.url,
    `update availability_feeds set created_at = $1, last_success_at = $1,
       blocked = $2::jsonb where is_demo = false`,
    [fiveHoursAgo, JSON.stringify([{ start: isoDaysFromToday(2), end: isoDaysFromToday(12) }])],
  );
});

test.afterAll(async () => {
  await server?.stop();
  await ical?.close();
  await database?.drop();
});

/**
 * A booked night the calendar shows when it opens: two days from now, or the 1st of next month when the
 * calendar opens there (fewer than 7 days left in this month, decision 0058); the booked range covers both.
 */
function bookedNightShown(): string {
  const today = isoDaysFromToday(0);
  const [year, month] = today.split('-').map(Number);
  const firstOfNext = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  const twoDaysOn = isoDaysFromToday(2);
  return openingMonthOffset(today) === 1 && firstOfNext > twoDaysOn ? firstOfNext : twoDaysOn;
}

test('guests are told the calendar may be out of date', async ({ page }, testInfo) => {
  await page.goto(`${baseUrl}/`);
  const freshness = page.locator('#availability').getByTestId('availability-freshness');
  await expect(freshness).toHaveText(
    'Availability may be out of date: the calendar was last updated 5 hours ago.',
  );
  // The last good dates are still shown.
  await expect(page.locator(`#availability [data-date="${bookedNightShown()}"]`)).toHaveAttribute(
    'aria-label',
    /, booked$/,
  );
  await page.locator('#availability').scrollIntoViewIfNeeded();
  await page.locator('#availability').screenshot({
    path: `.test-output/screens/availability-stale-${testInfo.project.name}.png`,
  });
});

test('the owner sees the stale warning on the dashboard and the Availability page', async ({ page }) => {
  const response = await page.request.post(`${baseUrl}/api/admin/login`, { data: ADMIN });
  expect(response.ok()).toBe(true);
  await page.goto(`${baseUrl}/admin/dashboard`);
  const warning = page.getByRole('alert').filter({ hasText: 'The availability calendar is out of date' });
  await expect(warning).toContainText('Airbnb: no successful sync for more than 3 hours');
  await warning.getByRole('link', { name: 'Check the feeds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'out of date' })).toBeVisible();
  const card = page.getByTestId('availability-feed').filter({ hasText: 'Airbnb' });
  await expect(card).toContainText('Stale');
  await expect(card).toContainText('Last error: The feed answered HTTP 503');
  await page.screenshot({ path: '.test-output/screens/admin-availability-stale-1440.png', fullPage: true });
});
