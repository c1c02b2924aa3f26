import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareLockRace } from '../helpers/lock-contenders.js';
import {
  createScratchDatabase,
  POSTGRES_SERVER_URL,
  postgresAvailable,
  runSql,
} from '../helpers/scratch-database.js';
import {
  createServerGroup,
  freePort,
  type GroupStartOptions,
  login,
  type ServerProcess,
  waitForHealth,
} from '../helpers/server-process.js';

const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'hardening-password-1' };
const processes = createServerGroup(ADMIN);
afterAll(() => processes.stopAll());
const tempDir = processes.tempDir;
/** Started, not yet healthy: each test waits for what it expects (health, or a refusal to start). */
const start = (env: Record<string, string>, options: GroupStartOptions = {}) =>
  processes.start(env, { healthMs: 0, ...options });

function firstLine(server: ServerProcess): string {
  return server.output().trim().split('\n')[0];
}

const canUnshare = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

describe('started without NODE_ENV', () => {
  it("renders with React's production build (the development build renders pages several times slower)", async () => {
    const server = await start(
      { DATA_DIR: tempDir('node-env') },
      { nodeArgs: ['--require', './tests/helpers/report-react-build.cjs'], unsetEnv: ['NODE_ENV'] },
    );
    await waitForHealth(server);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    const builds = [...server.output().matchAll(/react build loaded: (\S+)/g)].map((match) => match[1]);
    expect(builds.length).toBeGreaterThan(0);
    expect(new Set(builds)).toEqual(new Set(['production']));
  });
});

describe('the data-directory lock', () => {
  it('takes exactly one winner among 50 processes starting at once, on a fresh and on a stale lock', async () => {
    const race = prepareLockRace({ heartbeatMs: 250, staleMs: 8000 });
    processes.onStop(() => rmSync(race.dir, { recursive: true, force: true }));
    const fresh = path.join(race.dir, 'fresh');
    // A lock left by a process that died (SIGKILL, power cut): every contender may take it over, one must.
    const stale = path.join(race.dir, 'stale');
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    const self = {
      host: os.hostname(),
      bootId: spawnSync('cat', ['/proc/sys/kernel/random/boot_id']).stdout.toString().trim(),
      pidNamespace: spawnSync('readlink', ['/proc/self/ns/pid']).stdout.toString().trim(),
    };
    mkdirSync(path.join(stale, 'server.lock'), { recursive: true });
    writeFileSync(
      path.join(stale, 'server.lock', 'owner-deadbeef'),
      JSON.stringify({ pid: Number(dead), ...self, beat: 7 }),
    );

    const contenders = [
      ...Array.from({ length: 50 }, () => ({ dir: fresh, contender: race.start(fresh) })),
      ...Array.from({ length: 50 }, () => ({ dir: stale, contender: race.start(stale) })),
    ];
    processes.onStop(() => {
      for (const { contender } of contenders) contender.child.kill('SIGKILL');
    });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // let them all reach the start line
    race.go();
    const outcomes = await Promise.all(
      contenders.map(async ({ dir, contender }) => ({ dir, outcome: await contender.outcome })),
    );
    for (const dir of [fresh, stale]) {
      const mine = outcomes.filter((o) => o.dir === dir).map((o) => o.outcome);
      expect(mine.filter((o) => o !== 'won' && o !== 'refused')).toEqual([]);
      expect(mine.filter((o) => o === 'won')).toHaveLength(1);
      expect(mine.filter((o) => o === 'refused')).toHaveLength(49);
    }
    for (const { contender } of contenders) contender.release();
  }, 180_000);

  it('starts on a lock of the first version (no heartbeat) whose pid now belongs to a live, unrelated process', async () => {
    const dataDir = tempDir('reused-pid');
    // Pids repeat in containers: after a crash the lock names some live process (here, this test runner).
    // A lock of the current version naming one is taken over once its heartbeat stands still (unit test).
    writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    const server = await start({ DATA_DIR: dataDir });
    await waitForHealth(server, 150_000);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 200_000);

  it.skipIf(!canUnshare)(
    'refuses a second server in another PID namespace on the same DATA_DIR (skipped where unshare is unavailable)',
    async () => {
      const dataDir = tempDir('pidns');
      const first = await start({ DATA_DIR: dataDir });
      await waitForHealth(first, 150_000);
      // Its own PID namespace: the first server's pid means nothing there (it even sees itself as pid 1).
      const second = await start(
        { DATA_DIR: dataDir },
        { prefix: ['unshare', '--pid', '--fork', '--mount-proc'] },
      );
      expect(await second.exited).toBe(1);
      expect(firstLine(second)).toMatch(/is in use by another server process/);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    },
    200_000,
  );
  if (!canUnshare) console.warn('unshare --pid is unavailable here: the PID-namespace lock test is skipped.');
});

describe('start-up errors name the real cause first', () => {
  it('a refused database', async () => {
    const port = await freePort(); // nothing listens there
    const server = await start({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/chalet`,
      DATA_DIR: tempDir('refused'),
    });
    expect(await server.exited).toBe(1);
    expect(firstLine(server)).toBe(
      `Cannot start: the database at 127.0.0.1:${port}/chalet refused the connection. Start PostgreSQL there, or correct host and port in DATABASE_URL.`,
    );
  });

  it('a database that accepts connections but never answers: fails within the connect timeout', async () => {
    const sockets: Socket[] = [];
    let connectedAt = 0;
    const silent = createServer((socket) => {
      connectedAt ||= Date.now();
      sockets.push(socket);
    });
    silent.listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    processes.onStop(() => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });
    const port = (silent.address() as { port: number }).port;
    const server = await start({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/chalet`,
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATA_DIR: tempDir('silent'),
    });
    expect(await server.exited).toBe(1);
    expect(connectedAt).toBeGreaterThan(0);
    // Measured from its first connection, so the time node takes to load the code does not count.
    expect(Date.now() - connectedAt).toBeLessThan(1500 + 2500);
    expect(firstLine(server)).toBe(
      `Cannot start: the database at 127.0.0.1:${port}/chalet did not answer within 1500 ms (DATABASE_CONNECT_TIMEOUT_MS). Check that PostgreSQL is running and reachable there (host, port, firewall).`,
    );
  });
});

const hasPostgres = await postgresAvailable();
if (!hasPostgres)
  console.warn(`PostgreSQL is not reachable at ${POSTGRES_SERVER_URL}: its process tests are skipped.`);

/** A TCP relay between the app and PostgreSQL that can stop passing bytes, like a database that hangs. */
function startRelay(target: { host: string; port: number }) {
  let paused = false;
  const pairs: [Socket, Socket][] = [];
  const server: Server = createServer((client) => {
    const upstream = createConnection(target);
    pairs.push([client, upstream]);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('data', (chunk) => {
      if (!paused) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!paused) client.write(chunk);
    });
  });
  server.listen(0, '127.0.0.1');
  return {
    server,
    port: () => (server.address() as { port: number }).port,
    pause: () => {
      paused = true;
    },
    /** Like a stopped database: open connections drop and the port refuses new ones (ECONNREFUSED). */
    close: () => {
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
      server.close();
    },
  };
}

describe.skipIf(!hasPostgres)('several processes on PostgreSQL', () => {
  let databaseUrl: string;
  let dataDir: string;
  let servers: ServerProcess[] = [];

  /** A healthy server whose connection to the database runs through a relay the test can pause or close. */
  async function startBehindRelay(statementMs: number) {
    const target = new URL(databaseUrl);
    const relay = startRelay({ host: target.hostname, port: Number(target.port || 5432) });
    await new Promise((resolve) => relay.server.once('listening', resolve));
    processes.onStop(() => relay.close());
    const viaRelay = new URL(databaseUrl);
    viaRelay.port = String(relay.port());
    const server = await start({
      DATABASE_URL: viaRelay.toString(),
      DATA_DIR: dataDir,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: String(statementMs),
    });
    await waitForHealth(server, 120_000);
    return { relay, server };
  }

  beforeAll(async () => {
    const database = await createScratchDatabase('chalet_process');
    processes.onStop(() => database.drop());
    databaseUrl = database.url;
    dataDir = tempDir('postgres');
  });

  it('three processes started at once on a fresh database all serve', async () => {
    servers = await Promise.all(
      [0, 1, 2].map(() => start({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '1500' })),
    );
    await Promise.all(servers.map((server) => waitForHealth(server, 150_000)));
    for (const server of servers) {
      const rooms = await fetch(`${server.url}/api/rooms`);
      expect(rooms.status).toBe(200);
      expect(((await rooms.json()) as unknown[]).length).toBeGreaterThan(0);
    }
    const users = await runSql<{ n: number }>(databaseUrl, 'select count(*)::int as n from users');
    expect(users[0].n).toBe(1);
  }, 180_000);

  it('SIGTERM during a burst: every request sent before the signal is answered, health says 503 meanwhile', async () => {
    const server = servers[0];
    expect(server?.child.exitCode).toBe(null);
    const burst = Array.from({ length: 100 }, (_, i) =>
      fetch(`${server.url}/api/rooms?burst=${i}`).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        (error: Error) => `failed: ${error.message} ${String(error.cause ?? '')}`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20)); // the requests are on their way
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200)); // the signal has arrived
    const health = await fetch(`${server.url}/api/health`);
    const statuses = await Promise.all(burst);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(health.status).toBe(503);
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('a database that stops answering at run time: health 503 within 2 s; what the cache holds 200, the rest 503', async () => {
    const { relay, server } = await startBehindRelay(1000);
    expect((await fetch(`${server.url}/`)).status).toBe(200);

    relay.pause();
    const started = Date.now();
    const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    expect(health.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);

    // Never read before (a query string of its own), so not in memory: the database would have to answer.
    const api = await fetch(`${server.url}/api/rooms?during=outage`, { signal: AbortSignal.timeout(15_000) });
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    const page = await fetch(`${server.url}/gallery?during=outage`, { signal: AbortSignal.timeout(15_000) });
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // Read before the outage: answered from memory, as the site last showed it (decision 0037).
    const held = await fetch(`${server.url}/`, { signal: AbortSignal.timeout(15_000) });
    expect(held.status).toBe(200);
    server.child.kill('SIGKILL');
  }, 180_000);

  it('a database that accepts but never answers: every route answers within the statement timeout and a margin', async () => {
    const statementMs = 2000;
    // The server's own deadline is the statement timeout plus 1 s; the rest is a slow, busy machine.
    const budgetMs = statementMs + 2500;
    const { relay, server } = await startBehindRelay(statementMs);
    const cookie = await login(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    for (const page of ['/', '/gallery']) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status, server.output()).toBe(200);
    }

    relay.pause();
    const timed = async (name: string, init?: RequestInit) => {
      const started = Date.now();
      try {
        const response = await fetch(`${server.url}${name}`, {
          ...init,
          signal: AbortSignal.timeout(40_000),
        });
        await response.arrayBuffer();
        return {
          name,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          ms: Date.now() - started,
        };
      } catch (error) {
        return {
          name,
          status: `no answer: ${(error as Error).message}`,
          retryAfter: null,
          ms: Date.now() - started,
        };
      }
    };
    const adminWrite = {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: JSON.stringify({ name: 'Silent', comment: 'Written while the database hangs' }),
    };
    // Twice: as the outage begins (the pool's connections hang), and once it is known (new ones hang too).
    // Each answer is a page or read from memory (200) or a 503 with Retry-After, in time.
    for (const round of [1, 2]) {
      const answers = await Promise.all([
        timed('/gallery'),
        timed('/'),
        timed('/api/rooms'),
        // Not in memory (a query string of their own): only the database could answer them.
        timed('/gallery?during=outage'),
        timed('/api/rooms?during=outage'),
        timed('/api/testimonials', adminWrite),
      ]);
      const late = answers.filter(
        (answer) =>
          answer.ms > budgetMs ||
          !(answer.status === 200 || (answer.status === 503 && answer.retryAfter !== null)),
      );
      expect({ round, late }).toEqual({ round, late: [] });
    }
    server.child.kill('SIGKILL');
  }, 180_000);

  it('a stopped database (connection refused): API calls 503 with Retry-After, what the cache holds 200', async () => {
    const { relay, server } = await startBehindRelay(1000);
    const cookie = await login(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    expect((await fetch(`${server.url}/`)).status).toBe(200);

    relay.close();
    const answer = async (name: string, init?: RequestInit) => {
      const response = await fetch(`${server.url}${name}`, { ...init, signal: AbortSignal.timeout(15_000) });
      await response.arrayBuffer();
      return { name, status: response.status, retryAfter: response.headers.get('retry-after') };
    };
    // Twice: as the connections drop, and once every new connection is refused.
    for (const round of [1, 2]) {
      const answers = await Promise.all([
        answer('/api/rooms?during=refused'),
        answer('/api/access-codes/validate', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ code: 'NOPE-NOPE' }),
        }),
        answer('/api/testimonials', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: server.url },
          body: JSON.stringify({ name: 'Refused', comment: 'Written while the database is stopped' }),
        }),
        answer('/api/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: 'not-the-password' }),
        }),
        answer('/api/admin/user', { headers: { cookie } }),
        answer('/api/access-codes', { headers: { cookie } }),
        answer('/api/check-in/stay?code=NOPE-NOPE'),
        answer('/api/events', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: server.url,
            'user-agent': 'Mozilla/5.0 Firefox/130',
          },
          body: JSON.stringify({ name: 'page_view', path: '/gallery' }),
        }),
      ]);
      expect({ round, answers }).toEqual({
        round,
        answers: answers.map(({ name }) => ({ name, status: 503, retryAfter: '5' })),
      });
    }
    // Read before the outage: answered from memory.
    expect((await answer('/')).status).toBe(200);
    server.child.kill('SIGKILL');
  }, 180_000);
});
