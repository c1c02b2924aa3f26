import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type IcalServer, isoDaysFromToday, startIcalServer } from '../helpers/ical-server.js';
import { expect, test } from './fixtures.js';

/**
 * Staleness (issue 11): a feed with no successful sync for more than 3 hours. Time is not faked: the
 * site runs as its own server on a PostgreSQL database this test can write to, and the feed's history is
 * set 5 hours back there, as it would be after a platform outage.
 */

const ADMIN_URL = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { username: 'owner', password: 'stale-calendar-password' };
const dbName = `chalet_stale_${randomBytes(6).toString('hex')}`;
let dataDir: string;
let server: ChildProcess | undefined;
let baseUrl: string;
let ical: IcalServer;

async function adminQuery(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await adminQuery(ADMIN_URL, `CREATE DATABASE ${dbName}`);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-stale-'));
  // The main e2e server already rendered the demo pictures; reuse them rather than render again.
  const pictures = '.test-output/e2e-data/uploads/demo';
  if (existsSync(pictures)) cpSync(pictures, path.join(dataDir, 'uploads/demo'), { recursive: true });
  ical = await startIcalServer();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      PUBLIC_URL: baseUrl,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ICAL_ALLOW_PRIVATE_ADDRESSES: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 200_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('stale-calendar server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }

  // A feed that worked once, 5 hours ago, and has failed since.
  ical.route('/down.ics', (_req, res) => {
    res.statusCode = 503;
    res.end('Service Unavailable');
  });
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
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
  await adminQuery(
    url.toString(),
    `update availability_feeds set created_at = $1, last_success_at = $1,
       blocked = $2::jsonb where is_demo = false`,
    [fiveHoursAgo, JSON.stringify([{ start: isoDaysFromToday(2), end: isoDaysFromToday(5) }])],
  );
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  server?.kill('SIGKILL');
  await ical?.close();
  await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('guests are told the calendar may be out of date', async ({ page }, testInfo) => {
  await page.goto(`${baseUrl}/`);
  const freshness = page.locator('#availability').getByTestId('availability-freshness');
  await expect(freshness).toHaveText(
    'Availability may be out of date: the calendar was last updated 5 hours ago.',
  );
  // The last good dates are still shown.
  await expect(page.locator(`#availability [data-date="${isoDaysFromToday(2)}"]`)).toHaveAttribute(
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
