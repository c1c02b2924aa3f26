import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airbnbIcal, type IcalServer, isoDaysFromToday, startIcalServer } from '../helpers/ical-server.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/scratch-database.js';
import {
  freePort,
  login,
  type ServerProcess,
  startServer,
  waitForHealth,
} from '../helpers/server-process.js';

const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'two-processes-password' };
/** 0.04 minutes = 2.4 s: short enough to see several intervals, long against scheduling noise. */
const INTERVAL_MINUTES = 0.04;
const INTERVAL_MS = INTERVAL_MINUTES * 60_000;

let database: ScratchDatabase;
const running: ServerProcess[] = [];
const dataDirs: string[] = [];
let ical: IcalServer;

async function start(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-sync-'));
  dataDirs.push(dataDir);
  const server = startServer({
    ...ADMIN,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PORT: String(await freePort()),
    ICAL_ALLOW_PRIVATE_ADDRESSES: 'true',
    AVAILABILITY_SYNC_MINUTES: String(INTERVAL_MINUTES),
  });
  running.push(server);
  // A first start renders the demo pictures: slow on a busy machine.
  await waitForHealth(server, 240_000);
  return server;
}

beforeAll(async () => {
  database = await createScratchDatabase('chalet_sync');
  ical = await startIcalServer();
});
afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  await ical?.close();
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('availability sync with two app processes on one PostgreSQL', () => {
  it('fetches the feed once per interval, not once per process', { timeout: 420_000 }, async () => {
    // The first migrates and seeds; the second then starts on the same database.
    const first = await start(database.url);
    const second = await start(database.url);

    ical.route('/airbnb.ics', (_req, res) => {
      res.setHeader('content-type', 'text/calendar');
      res.end(airbnbIcal([{ start: isoDaysFromToday(5), end: isoDaysFromToday(9), summary: 'Reserved' }]));
    });
    const cookie = await login(first.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    const created = await fetch(`${first.url}/api/availability/feeds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: first.url },
      body: JSON.stringify({ url: ical.url('/airbnb.ics'), label: 'Airbnb' }),
    });
    expect(created.status).toBe(201);

    // Watch five scheduled fetches.
    const deadline = Date.now() + 60_000;
    while (ical.requests.length < 6 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const times = ical.requests.map((r) => r.at);
    expect(times.length).toBeGreaterThanOrEqual(6);
    const gaps = times.slice(1).map((at, i) => at - times[i]);
    // Two independent schedulers would fetch about twice per interval; the lease allows one fetch per
    // interval (minus a little delivery jitter) whichever process wins it.
    for (const gap of gaps) expect(gap).toBeGreaterThan(INTERVAL_MS - 500);

    // Both processes serve the synced calendar from the shared database.
    for (const server of [first, second]) {
      const body = await (await fetch(`${server.url}/api/availability`)).json();
      expect(body.blocked).toEqual([{ start: isoDaysFromToday(5), end: isoDaysFromToday(9) }]);
      expect(body.stale).toBe(false);
    }
  });
});
