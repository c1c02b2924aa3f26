import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airbnbIcal,
  type IcalServer,
  isoDaysFromToday,
  manyNightsIcal,
  startIcalServer,
} from '../helpers/ical-server.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/scratch-database.js';
import { createServerGroup, login, type ServerProcess } from '../helpers/server-process.js';

const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'two-processes-password' };
/** 0.04 minutes = 2.4 s: short enough to see several intervals, long against scheduling noise. */
const INTERVAL_MINUTES = 0.04;
const INTERVAL_MS = INTERVAL_MINUTES * 60_000;

let database: ScratchDatabase;
const databases: ScratchDatabase[] = [];
const servers = createServerGroup({
  ...ADMIN,
  ICAL_ALLOW_PRIVATE_ADDRESSES: 'true',
  AVAILABILITY_SYNC_MINUTES: String(INTERVAL_MINUTES),
});
let ical: IcalServer;

// A first start renders the demo pictures: slow on a busy machine.
const start = (databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> =>
  servers.start({ DATABASE_URL: databaseUrl, ...env }, { healthMs: 240_000 });

beforeAll(async () => {
  database = await createScratchDatabase('chalet_sync');
  ical = await startIcalServer();
});
afterAll(async () => {
  await servers.stopAll();
  await ical?.close();
  await database?.drop();
  for (const scratch of databases) await scratch.drop();
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
    // Two independent schedulers would fetch twice per interval: of every two gaps one would be at most
    // half an interval. The lease allows one fetch per interval whichever process wins it; a fetch may
    // start late on a busy machine (its lease was taken on time), so one gap may be short by that delay
    // and the next long by as much: the five gaps together still span five intervals.
    for (const gap of gaps) expect(gap).toBeGreaterThan(INTERVAL_MS / 2);
    expect(times[5] - times[0]).toBeGreaterThan(5 * INTERVAL_MS - 1000);

    // Both processes serve the synced calendar from the shared database.
    for (const server of [first, second]) {
      const body = await (await fetch(`${server.url}/api/availability`)).json();
      expect(body.blocked).toEqual([{ start: isoDaysFromToday(5), end: isoDaysFromToday(9) }]);
      expect(body.stale).toBe(false);
    }
  });
});

/** Runs `work` while polling /api/health back to back; answers its result and every answer's time. */
async function whilePollingHealth<T>(server: ServerProcess, work: () => Promise<T>) {
  let done = false;
  const latencies: number[] = [];
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      expect(response.status).toBe(200);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  try {
    return { result: await work(), latencies };
  } finally {
    done = true;
    await poll;
  }
}

describe('a large feed does not stall the server', () => {
  it('refuses 30,000 events by name with /api/health answering within 100 ms throughout, and reads 2 MB under the cap', {
    timeout: 420_000,
  }, async () => {
    const scratch = await createScratchDatabase('chalet_big_feed');
    databases.push(scratch);
    // One sync at a time, the owner's: the schedule stays out of the way.
    const server = await start(scratch.url, { AVAILABILITY_SYNC_MINUTES: '600' });
    const cookie = await login(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    let body = Buffer.alloc(0);
    ical.route('/big.ics', (_req, res) => {
      res.setHeader('content-type', 'text/calendar');
      res.end(body);
    });
    const created = await fetch(`${server.url}/api/availability/feeds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: JSON.stringify({ url: ical.url('/big.ics'), label: 'Airbnb' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const syncNow = async () => {
      const response = await fetch(`${server.url}/api/availability/sync`, {
        method: 'POST',
        headers: { cookie, origin: server.url },
        signal: AbortSignal.timeout(60_000),
      });
      expect(response.status).toBe(200);
      const feeds = (await response.json()) as { id: number; lastStatus: string; lastError: string | null }[];
      // The demo calendar is listed too.
      return feeds.find((feed) => feed.id === id);
    };

    // The report's feed: 30,000 one-night events in 1.98 MB, under the size limit.
    body = Buffer.from(manyNightsIcal(30_000, isoDaysFromToday(1)));
    expect(body.length).toBeLessThan(2 * 1024 * 1024);
    // A stall the sync causes shows in every sync; the hiccups of a busy 2-core machine (other processes,
    // the disk) rarely in three in a row. So the best of up to three syncs must have every answer in time.
    const worst: number[] = [];
    while (worst.length < 3 && !worst.some((ms) => ms < 100)) {
      const refused = await whilePollingHealth(server, syncNow);
      expect(refused.result).toMatchObject({
        lastStatus: 'error',
        lastError: 'The feed has more than 5,000 events and was not read',
      });
      worst.push(Math.max(...refused.latencies));
    }
    expect(Math.min(...worst), `the slowest answer of each sync: ${worst.join(', ')} ms`).toBeLessThan(100);

    // The most an accepted feed can hold, 5,000 events with descriptions in 1.8 MB, read in a worker
    // thread of the real server process.
    const stays = Array.from({ length: 5_000 }, (_, index) => ({
      start: isoDaysFromToday(1 + (index % 300)),
      end: isoDaysFromToday(2 + (index % 300)),
      summary: 'Reserved',
    }));
    body = Buffer.from(
      airbnbIcal(stays).replaceAll('DESCRIPTION:', `DESCRIPTION:${'Guest notes. '.repeat(8)}`),
    );
    expect(body.length).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(body.length).toBeLessThan(2 * 1024 * 1024);
    expect(await syncNow()).toMatchObject({ lastStatus: 'ok', lastError: null });
    const calendar = await (await fetch(`${server.url}/api/availability`)).json();
    expect(calendar.blocked).toEqual([{ start: isoDaysFromToday(1), end: isoDaysFromToday(301) }]);
  });
});
