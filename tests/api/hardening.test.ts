import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { type Config, ConfigError, loadConfig, testConfig } from '../../src/server/config.js';
import type { Database } from '../../src/server/db/client.js';
import { rateLimits } from '../../src/server/db/schema.js';
import { readEmailSettings } from '../../src/server/modules/email-settings/email-settings.js';
import { createUser } from '../../src/server/modules/users/users.repository.js';
import { listOutboxEmails } from '../../src/server/platform/outbox/outbox.repository.js';
import { startOutboxWorker } from '../../src/server/platform/outbox/outbox-worker.js';
import { pruneRateLimits, RATE_RULES } from '../../src/server/platform/rate-limit/rate-limit.js';
import { ACCESS_CODE_OVERALL_LIMIT_MESSAGE } from '../../src/shared/schemas/access-codes.js';
import { DETAILS_NESTING_MESSAGE, MAX_DETAILS_DEPTH } from '../../src/shared/schemas/attractions.js';
import { CONTROL_CHARACTER_MESSAGE } from '../../src/shared/text/control-characters.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';
import { ADMIN_CREDENTIALS, sessionCookieFrom } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-db.js';

/**
 * Regression tests for the attack and fault sweeps (issue 8): each one failed before its fix.
 * The app here logs at info level into memory, so tests can prove what never reaches the log.
 */

interface LoggedApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every log line written so far. */
  lines: string[];
  /** Admin routes seen at registration: method and URL pattern. */
  routes: { method: HTTPMethods; url: string; public: boolean }[];
  adminCookie(): Promise<string>;
  close(): Promise<void>;
}

async function createLoggedApp(
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance, database: Database) => void,
): Promise<LoggedApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-hardening-'));
  const database = await openTestDatabase();
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  const routes: LoggedApp['routes'] = [];
  const config = testConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...overrides });
  const app = await buildApp({
    config,
    database,
    logStream,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, public: Boolean(route.config?.public) });
      }
    },
  });
  beforeReady?.(app, database);
  await app.ready();
  let cookie: Promise<string> | undefined;
  return {
    app,
    database,
    config,
    lines,
    routes,
    adminCookie: () => {
      cookie ??= (async () => {
        await createUser(database.db, { ...ADMIN_CREDENTIALS, isAdmin: true });
        return sessionCookieFrom(
          await app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN_CREDENTIALS }),
        );
      })();
      return cookie;
    },
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An app for the describe block this is called in, behind the proxies `trustProxy` names (as TRUST_PROXY
 * spells them), logging nothing: made before its tests, closed after them.
 */
function useProxiedApp(trustProxy: string): LoggedApp {
  const proxied = {} as LoggedApp;
  beforeAll(async () => {
    Object.assign(
      proxied,
      await createLoggedApp({
        LOG_LEVEL: 'silent',
        TRUST_PROXY: loadConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY,
      }),
    );
  });
  afterAll(() => proxied.close());
  return proxied;
}

const MARKER = 'private-marker@example.com';

/** One app for most tests (each uses its own client addresses, so limits do not interfere). */
let t: LoggedApp;
beforeAll(async () => {
  t = await createLoggedApp({}, (app, database) => {
    // Real queries that PostgreSQL (and PGlite) refuse, carrying the caller's data as a parameter.
    app.get('/api/test/data-error', { config: { public: true } }, async () => {
      await database.db.execute(sql`select ${`${MARKER}\u0000`}::text`);
      return {};
    });
    app.get('/api/test/broken-query', { config: { public: true } }, async () => {
      await database.db.execute(sql`select * from no_such_table where note = ${MARKER}`);
      return {};
    });
  });
});
afterAll(() => t.close());

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('POST /api/admin/login (parallel guesses)', () => {
  beforeAll(async () => {
    await t.adminCookie();
  });

  const login = (password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: ADMIN_CREDENTIALS.username, password },
      remoteAddress,
    });

  it('verifies no more than the limit in a burst, and refuses the right password with it', async () => {
    const ip = '10.20.0.1';
    const limit = RATE_RULES.loginFailures.limit;
    const burst = [
      ...Array.from({ length: 14 }, (_, i) => login(`wrong-${i}`, ip)),
      login(ADMIN_CREDENTIALS.password, ip),
    ];
    const responses = await Promise.all(burst);
    const statuses = responses.map((r) => r.statusCode);
    // Verified failures answer 401, except the one that reaches the limit (429 with the lock);
    // every other attempt is refused before its password is hashed.
    expect(count(statuses, 401)).toBe(limit - 1);
    expect(count(statuses, 429)).toBe(burst.length - (limit - 1));
    expect(statuses.at(-1)).toBe(429);
    expect(count(statuses, 200)).toBe(0);
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(response.json().message).toMatch(
        /^Too many failed login attempts\. Try again in \d+ minutes?\.$/,
      );
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Still locked afterwards: the right password is refused.
    expect((await login(ADMIN_CREDENTIALS.password, ip)).statusCode).toBe(429);
  });

  it('doubles the lockout each time (decision 0003), however the failures arrive', async () => {
    const ip = '10.20.0.2';
    const key = `login:${ADMIN_CREDENTIALS.username}:${ip}`;
    const first = await Promise.all(Array.from({ length: 8 }, (_, i) => login(`first-${i}`, ip)));
    const firstLock = first.find((r) => r.statusCode === 429 && r.json().message.includes('1 minute.'));
    expect(firstLock).toBeDefined();
    // The lock ends (moved into the past rather than waited for), then five more failures lock again.
    await t.database.db
      .update(rateLimits)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, key));
    const second: number[] = [];
    for (let i = 0; i < 5; i++) second.push((await login(`second-${i}`, ip)).statusCode);
    expect(second).toEqual([401, 401, 401, 401, 429]);
    const locked = await login(ADMIN_CREDENTIALS.password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed login attempts. Try again in 2 minutes.');
  });

  it('takes as long for an unknown username as for a wrong password (a real hash check either way)', async () => {
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const timed = async (username: string, remoteAddress: string) => {
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username, password: 'not the password' },
        remoteAddress,
      });
      expect(response.statusCode).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, each from its own address (no lockout), so a busy moment slows both alike.
    for (let i = 0; i < 7; i++) {
      known.push(await timed(ADMIN_CREDENTIALS.username, `10.21.0.${i}`));
      unknown.push(await timed(`nobody-${i}`, `10.21.1.${i}`));
    }
    // The same scrypt cost takes the same time; a check at another cost (the production N against
    // the tests' 2^12, or none at all) differs many times over. The slack absorbs a noisy machine.
    const [a, b] = [median(known), median(unknown)];
    expect(Math.max(a, b), `known ${known.map(Math.round)} unknown ${unknown.map(Math.round)}`).toBeLessThan(
      3 * Math.min(a, b) + 50,
    );
  });

  it('still signs in with the right password after a few failures', async () => {
    const ip = '10.20.0.3';
    const statuses = (await Promise.all([login('nope-1', ip), login('nope-2', ip)])).map((r) => r.statusCode);
    expect(statuses).toEqual([401, 401]);
    expect((await login(ADMIN_CREDENTIALS.password, ip)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses true with a start-up message saying what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*X-Forwarded-For.*TRUST_PROXY=1/,
    );
  });

  it('takes false, a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1,example.com', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be false, a number/);
    }
  });

  describe('with one proxy hop (TRUST_PROXY=1)', () => {
    const proxied = useProxiedApp('1');
    beforeAll(() => proxied.adminCookie());

    /** As the proxy (127.0.0.1) forwards it: the client's own header, then the address it saw. */
    const viaProxy = (spoofed: string, client: string) => ({
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
    });

    it('cannot rotate X-Forwarded-For past the login lockout', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { ...ADMIN_CREDENTIALS, password: `guess-${i}` },
          ...viaProxy(`198.51.100.${i + 1}`, '203.0.113.7'),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      const right = await proxied.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: ADMIN_CREDENTIALS,
        ...viaProxy('198.51.100.99', '203.0.113.7'),
      });
      expect(right.statusCode).toBe(429);
      // Another client behind the same proxy is a different address.
      const other = await proxied.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: ADMIN_CREDENTIALS,
        ...viaProxy('198.51.100.99', '203.0.113.8'),
      });
      expect(other.statusCode).toBe(200);
    });

    it('cannot rotate X-Forwarded-For past the access-code limit', async () => {
      const limit = RATE_RULES.accessCodeFailures.limit;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/access-codes/validate',
          payload: { code: `guess-${i}` },
          ...viaProxy(`198.51.100.${i + 1}`, '203.0.113.20'),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
      expect(statuses[limit]).toBe(429);
    });
  });

  describe('with a list of proxy addresses', () => {
    const proxied = useProxiedApp('127.0.0.1');

    it('ignores X-Forwarded-For from a client that is not a listed proxy', async () => {
      const limit = RATE_RULES.accessCodeFailures.limit;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/access-codes/validate',
          payload: { code: `direct-${i}` },
          remoteAddress: '198.51.100.50',
          headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses[limit]).toBe(429);
    });
  });
});

describe('guessing codes costs what the rules say (issue 42 item 8)', () => {
  /** Behind one trusted proxy, as the issue's 40 addresses of one IPv6 /64 arrived. */
  const viaProxy = (client: string) => ({
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': client },
  });
  let proxied: LoggedApp;
  let smtp: TestSmtpServer;
  const OWNER = 'owner@chalet.example';
  const OVERALL = 12;
  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    proxied = await createLoggedApp({
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 1,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: OWNER,
      ACCESS_CODE_OVERALL_FAILURE_LIMIT: OVERALL,
      OUTBOX_POLL_MS: 3_600_000, // the test runs the worker itself
    });
    await proxied.adminCookie();
  });
  afterAll(async () => {
    await proxied.close();
    await smtp.stop();
  });

  /** Each test starts from no counts. */
  const clearLimits = () => proxied.database.db.delete(rateLimits);
  const guess = (client: string, code: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/access-codes/validate',
      payload: { code },
      ...viaProxy(client),
    });

  it('counts every address of one IPv6 /64 as one: access codes and admin login', async () => {
    const limit = RATE_RULES.accessCodeFailures.limit;
    const statuses: number[] = [];
    for (let i = 1; i <= limit + 2; i++)
      statuses.push((await guess(`2001:db8:42:1::${i.toString(16)}`, `GUESS-${i}`)).statusCode);
    expect(statuses).toEqual([...Array(limit).fill(200), 429, 429]);
    // Another /64 is another subscriber.
    expect((await guess('2001:db8:42:2::1', 'GUESS-OTHER')).statusCode).toBe(200);

    const logins: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { ...ADMIN_CREDENTIALS, password: `guess-${i}` },
        ...viaProxy(`2001:db8:42:3:${i}::${i}`),
      });
      logins.push(response.statusCode);
    }
    expect(logins).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('refuses every check past the overall ceiling, the right code too, and emails the owner once', async () => {
    await clearLimits();
    await proxied.app.inject({
      method: 'POST',
      url: '/api/access-codes',
      headers: { cookie: await proxied.adminCookie() },
      payload: { code: 'REAL-CODE-42' },
    });
    // Each from an address of its own: no per-address limit is reached.
    for (let i = 1; i <= OVERALL; i++) {
      const response = await guess(`198.51.100.${i}`, `WRONG-${i}`);
      expect(response.statusCode, `guess ${i}`).toBe(200);
    }
    const past = await guess('198.51.100.200', 'WRONG-PAST');
    expect(past.statusCode).toBe(429);
    expect(past.json().message).toBe(ACCESS_CODE_OVERALL_LIMIT_MESSAGE);
    const right = await guess('198.51.100.201', 'REAL-CODE-42');
    expect(right.statusCode).toBe(429);
    const stay = await proxied.app.inject({
      url: '/api/check-in/stay?code=REAL-CODE-42',
      ...viaProxy('198.51.100.202'),
    });
    expect(stay.statusCode).toBe(429);

    const alerts = (await listOutboxEmails(proxied.database.db)).filter(
      (e) => e.kind === 'access-code-alert',
    );
    expect(alerts).toHaveLength(1);
    const worker = startOutboxWorker({
      db: proxied.database.db,
      config: proxied.config,
      mailSettings: () => readEmailSettings(proxied.database.db, proxied.config),
    });
    await worker.runOnce();
    await worker.stop();
    const [mail] = await smtp.waitFor(1);
    expect(mail.recipients).toEqual([OWNER]);
    expect(mail.mail.subject).toBe(`Access codes: ${OVERALL} wrong codes tried within an hour`);
  });

  it('prunes rate-limit rows whose window and lockout ended, a bounded delete on a later write', async () => {
    await clearLimits();
    const db = proxied.database.db;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await db.insert(rateLimits).values([
      { key: 'contact:203.0.113.1', count: 3, windowStart: hoursAgo(3) },
      { key: 'access-code-failures:2001:db8:9::/64', count: 10, windowStart: hoursAgo(2) },
      {
        key: 'login:owner:203.0.113.2',
        count: 0,
        windowStart: hoursAgo(3),
        strikes: 2,
        lockedUntil: hoursAgo(0.5),
      },
      { key: 'contact:203.0.113.3', count: 1, windowStart: hoursAgo(0.5) },
    ]);
    expect(await pruneRateLimits(db)).toBe(2);
    const left = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(left.map((row) => row.key).sort()).toEqual(['contact:203.0.113.3', 'login:owner:203.0.113.2']);

    // Without calling it: a process's first limited request prunes (then once a minute).
    const fresh = await createLoggedApp({ LOG_LEVEL: 'silent' });
    try {
      await fresh.database.db
        .insert(rateLimits)
        .values({ key: 'contact:203.0.113.9', count: 5, windowStart: hoursAgo(5) });
      const checked = await fresh.app.inject({
        method: 'POST',
        url: '/api/access-codes/validate',
        payload: { code: 'NOT-A-CODE' },
        remoteAddress: '203.0.113.10',
      });
      expect(checked.statusCode).toBe(200);
      const keys = (await fresh.database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
        (r) => r.key,
      );
      expect(keys).not.toContain('contact:203.0.113.9');
      expect(keys).toContain('access-code-failures:203.0.113.10');
    } finally {
      await fresh.close();
    }
  });
});

describe('control characters (NUL) in text input', () => {
  const NUL = '\u0000';

  /** A log line that holds any trace of the payload marker (raw, JSON- or URL-escaped). */
  const leaks = (marker: string) => t.lines.filter((line) => line.includes(marker));

  const expectRefused = (response: { statusCode: number; json(): { message: string; errors?: object } }) => {
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(CONTROL_CHARACTER_MESSAGE);
  };

  it('POST /api/contact: every field refuses a NUL; no log line holds the sender details', async () => {
    const valid = {
      name: 'Nul Sender',
      email: 'nul-sender@example.com',
      subject: 'A question',
      message: 'Is the chalet free in July?',
    };
    for (const field of ['name', 'subject', 'message'] as const) {
      const payload = { ...valid, [field]: `${valid[field].slice(0, 4)}${NUL}${valid[field].slice(4)}` };
      const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
      expectRefused(response);
      expect(response.json().errors).toHaveProperty(field);
    }
    const email = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, email: `nul-sender${NUL}@example.com` },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors).toHaveProperty('email');
    expect(leaks('nul-sender')).toEqual([]);
    expect(leaks('Nul Sender')).toEqual([]);
    expect(leaks('chalet free')).toEqual([]);
  });

  it('POST /api/contact: a message keeps its tabs and line breaks', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Tab Writer',
        email: 'tab@example.com',
        subject: 'Lines',
        message: 'First line\r\n\tIndented second line',
      },
      remoteAddress: '10.30.0.1',
    });
    expect(response.statusCode).toBe(201);
  });

  it('POST /api/access-codes/validate refuses a NUL in the code', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/access-codes/validate',
        payload: { code: `ab${NUL}cd-VALIDATE` },
      }),
    );
    expect(leaks('cd-VALIDATE')).toEqual([]);
  });

  it('GET /api/check-in?code= refuses a NUL in the code, and the code is not logged', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/check-in?code=ab%00cd-CHECKIN' }));
    expect(leaks('cd-CHECKIN')).toEqual([]);
  });

  it('POST /api/admin/login refuses a NUL in the username or password', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: `own${NUL}er-LOGIN`, password: 'whatever' },
      }),
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'owner', password: `pass${NUL}word-LOGIN` },
      }),
    );
    expect(leaks('-LOGIN')).toEqual([]);
  });

  it('admin writes refuse control characters in every kind of text field', async () => {
    const cookie = await t.adminCookie();
    const writes: { url: string; payload: Record<string, unknown>; field: string }[] = [
      { url: '/api/rooms', payload: { name: `Room${NUL}`, description: 'Nice' }, field: 'name' },
      { url: '/api/rooms', payload: { name: 'Room', description: `Nice${NUL}` }, field: 'description' },
      {
        url: '/api/rooms',
        payload: { name: 'Room', description: 'Nice', features: `Bed\nTV${NUL}` },
        field: 'features',
      },
      {
        url: '/api/rooms',
        payload: { name: 'Room', description: 'Nice', imageAlt: `alt\u0007` },
        field: 'imageAlt',
      },
      { url: '/api/testimonials', payload: { name: 'Ann', comment: `Lovely\u001b[2J` }, field: 'comment' },
      {
        url: '/api/gallery',
        payload: { title: `T${NUL}`, src: '/uploads/a.webp', category: 'Inside' },
        field: 'title',
      },
      { url: '/api/access-codes', payload: { code: `GUEST${NUL}CODE` }, field: 'code' },
      { url: '/api/guest-info/categories', payload: { name: `Wi${NUL}Fi` }, field: 'name' },
      {
        url: '/api/amenities',
        payload: { categoryName: 'Kitchen', categoryIcon: 'utensils', items: [`Oven${NUL}`] },
        field: 'items.0',
      },
      { url: '/api/attraction-categories', payload: { name: 'Walks', icon: `map${NUL}` }, field: 'icon' },
      { url: '/api/check-in', payload: { title: 'Keys', content: `Under the mat${NUL}` }, field: 'content' },
      {
        url: '/api/attractions',
        payload: {
          title: 'Falls',
          description: 'Big',
          image: '/uploads/a.webp',
          categoryId: 1,
          details: `{"hours":"9${NUL}"}`,
        },
        field: 'details',
      },
      {
        url: '/api/attractions',
        payload: {
          title: 'Falls',
          description: 'Big',
          image: '/uploads/a.webp',
          categoryId: 1,
          websiteUrl: `https://example.com/${NUL}`,
        },
        field: 'websiteUrl',
      },
    ];
    const failures: string[] = [];
    for (const write of writes) {
      const response = await t.app.inject({
        method: 'POST',
        url: write.url,
        payload: write.payload,
        headers: { cookie },
      });
      const errors = response.statusCode === 400 ? (response.json().errors ?? {}) : {};
      if (response.statusCode !== 400 || !(write.field in errors)) {
        failures.push(`${write.url} ${write.field} -> ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('database errors in the one error handler', () => {
  it('answers 400 to a data exception (SQLSTATE class 22) and logs nothing of it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/data-error' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: CONTROL_CHARACTER_MESSAGE });
    expect(t.lines.filter((line) => line.includes(MARKER))).toEqual([]);
  });

  it('logs a failed query without its parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/broken-query' });
    expect(response.statusCode).toBe(500);
    const errorLines = t.lines.filter(
      (line) => line.includes('request failed') && line.includes('no_such_table'),
    );
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toContain('no_such_table');
    expect(errorLines[0]).not.toContain(MARKER);
  });
});

describe('a stopped database (issue 42 item 12)', () => {
  it('answers API calls 503 with Retry-After once the database is closed, as for a silent one', async () => {
    const stopped = await createLoggedApp({ LOG_LEVEL: 'silent' });
    const cookie = await stopped.adminCookie();
    // PGlite closed, or the PostgreSQL pool ended: every query is refused at once.
    await stopped.database.close();
    try {
      const answers = await Promise.all(
        [
          { method: 'GET' as const, url: '/api/access-codes', headers: { cookie } },
          { method: 'POST' as const, url: '/api/access-codes/validate', payload: { code: 'NOPE-NOPE' } },
          { method: 'POST' as const, url: '/api/admin/login', payload: ADMIN_CREDENTIALS },
          { method: 'GET' as const, url: '/api/rooms?while=stopped' },
        ].map(async (request) => {
          const response = await stopped.app.inject(request);
          return {
            url: request.url,
            status: response.statusCode,
            retryAfter: response.headers['retry-after'],
          };
        }),
      );
      expect(answers).toEqual(answers.map(({ url }) => ({ url, status: 503, retryAfter: '5' })));
    } finally {
      // Closing the app stops its LISTEN on the closed database, which PGlite refuses: nothing to undo.
      await stopped.app.close().catch(() => undefined);
    }
  });
});

describe('request log redaction', () => {
  it('never writes an access code from ?code= into the log', async () => {
    await t.app.inject({ method: 'GET', url: '/api/check-in?code=SECRET-GUEST-CODE' });
    await t.app.inject({ method: 'GET', url: '/check-in?lang=en&code=SECRET-PAGE-CODE' });
    await t.app.inject({ method: 'GET', url: '/api/check-in?%63ode=SECRET-ESCAPED-CODE' });
    expect(t.lines.filter((line) => line.includes('SECRET'))).toEqual([]);
    const incoming = t.lines.filter((line) => line.includes('incoming request'));
    expect(incoming.some((line) => line.includes('/api/check-in?code=[redacted]'))).toBe(true);
    expect(incoming.some((line) => line.includes('/check-in?lang=en&code=[redacted]'))).toBe(true);
  });
});

describe('POST /api/upload (malformed multipart)', () => {
  it('answers 400 when the Content-Type has no boundary', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie: await t.adminCookie(), 'content-type': 'multipart/form-data' },
      payload: 'no boundary here',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/multipart\/form-data.*no boundary/);
  });

  it('answers 400 when the body ends before its closing boundary', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie: await t.adminCookie(), 'content-type': 'multipart/form-data; boundary=cut-short' },
      payload:
        '--cut-short\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\n\x89PNG half a file',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/multipart\/form-data.*ended before its closing boundary/);
  });
});

describe('POST/PUT /api/rooms imagePath', () => {
  const room = (imagePath: string) => ({ name: 'Loft', description: 'Under the roof', imagePath });

  it('refuses javascript:, data: and protocol-relative image paths, on create and update', async () => {
    const cookie = await t.adminCookie();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      payload: room(''),
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
    ]) {
      for (const [method, url] of [
        ['POST', '/api/rooms'],
        ['PUT', `/api/rooms/${id}`],
      ] as const) {
        const response = await t.app.inject({ method, url, payload: room(bad), headers: { cookie } });
        expect(response.statusCode, `${method} ${bad}`).toBe(400);
        expect(response.json().errors).toHaveProperty('imagePath');
      }
    }
  });

  it('accepts a site path, an http(s) URL, or no image', async () => {
    const cookie = await t.adminCookie();
    for (const good of ['/uploads/room.webp', 'https://cdn.example.com/room.jpg', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/rooms',
        payload: room(good),
        headers: { cookie },
      });
      expect(response.statusCode, good).toBe(201);
      expect(response.json().imagePath).toBe(good);
    }
  });
});

describe('413 answers', () => {
  it('states the 1 MB limit of a JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large. The maximum size is 1 MB.' });
  });
});

describe('Cache-Control on admin reads', () => {
  it('sends no-store on every admin GET route, signed in or not', async () => {
    const cookie = await t.adminCookie();
    const reads = [
      ...new Set(
        t.routes
          .filter((r) => r.method === 'GET' && r.url.startsWith('/api/'))
          // Admin routes, session routes, and the admin's testimonial list (public only with ?activeOnly).
          .filter((r) => !r.public || r.url.startsWith('/api/admin/') || r.url === '/api/testimonials')
          .map((r) => r.url.replace(/:[A-Za-z0-9_]+/g, '1')),
      ),
    ];
    expect(reads).toEqual(
      expect.arrayContaining(['/api/access-codes', '/api/contact', '/api/admin/user', '/api/testimonials']),
    );
    const failures: string[] = [];
    for (const url of reads) {
      for (const headers of [{ cookie }, {}]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        if (!/\bno-store\b/.test(String(response.headers['cache-control']))) {
          failures.push(
            `${url} (${headers.cookie ? 'admin' : 'anonymous'}) -> ${response.statusCode} ${response.headers['cache-control']}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('sends no-store on sign-in and sign-out answers', async () => {
    await t.adminCookie();
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN_CREDENTIALS });
    expect(login.headers['cache-control']).toBe('no-store');
    const logout = await t.app.inject({ method: 'POST', url: '/api/admin/logout' });
    expect(logout.headers['cache-control']).toBe('no-store');
  });
});

describe('POST/PUT /api/attractions details nesting', () => {
  const attraction = { title: 'Falls', description: 'Big', image: '/uploads/a.webp', categoryId: 1 };
  /** `{"a":{"a":…{}}}`, `levels` objects deep (the details object itself is level 1). */
  const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

  it('answers 400 with a reason to details nested thousands of levels deep, as text or as JSON', async () => {
    const cookie = await t.adminCookie();
    const deep = nested(3000);
    for (const details of [deep, JSON.parse(deep)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/attractions',
        headers: { cookie },
        payload: { ...attraction, details },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors.details).toContain(DETAILS_NESTING_MESSAGE);
    }
  });

  it('answers 400 at one level past the bound, and takes details at the bound', async () => {
    const cookie = await t.adminCookie();
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/attractions',
      headers: { cookie },
      payload: { ...attraction, details: nested(MAX_DETAILS_DEPTH + 1) },
    });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().errors.details).toContain(DETAILS_NESTING_MESSAGE);
    // A list at the bound nests one level too (arrays count like objects).
    const arrays = await t.app.inject({
      method: 'POST',
      url: '/api/attractions',
      headers: { cookie },
      payload: {
        ...attraction,
        details: { a: JSON.parse(`${'['.repeat(MAX_DETAILS_DEPTH)}${']'.repeat(MAX_DETAILS_DEPTH)}`) },
      },
    });
    expect(arrays.statusCode, arrays.body).toBe(400);
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/attraction-categories',
      headers: { cookie },
      payload: { name: 'Nesting walks', icon: 'map' },
    });
    const at = await t.app.inject({
      method: 'POST',
      url: '/api/attractions',
      headers: { cookie },
      payload: { ...attraction, categoryId: category.json().id, details: nested(MAX_DETAILS_DEPTH) },
    });
    expect(at.statusCode, at.body).toBe(201);
  });

  it('answers 400 quickly to a huge flat details object (the body limit and length bound hold it)', async () => {
    const cookie = await t.adminCookie();
    const flat = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 'v']));
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attractions',
      headers: { cookie },
      payload: { ...attraction, details: flat },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.details).toContain('Details must be at most 20000 characters');
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('same-origin guard: the whole origin (scheme, host, port)', () => {
  const FORBIDDEN = { message: 'Cross-site requests are not allowed' };
  /** A state-changing call any visitor may make (it answers 200), with the given headers. */
  const write = (app: LoggedApp, headers: Record<string, string>, remoteAddress?: string) =>
    app.app.inject({ method: 'POST', url: '/api/admin/logout', headers, remoteAddress });

  describe('with PUBLIC_URL=http://chalet.example', () => {
    let site: LoggedApp;
    beforeAll(async () => {
      site = await createLoggedApp({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://chalet.example' });
    });
    afterAll(() => site.close());
    const host = 'chalet.example';

    it('refuses an Origin of the right host with the other scheme, or another port', async () => {
      for (const origin of ['https://chalet.example', 'http://chalet.example:8080']) {
        const response = await write(site, { host, origin });
        expect(response.statusCode, origin).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
      }
    });

    it('accepts its own origin, with or without the default port', async () => {
      expect((await write(site, { host, origin: 'http://chalet.example' })).statusCode).toBe(200);
      expect(
        (await write(site, { host: 'chalet.example:80', origin: 'http://chalet.example' })).statusCode,
      ).toBe(200);
    });

    it('judges the Referer the same way when there is no Origin', async () => {
      const refused = await write(site, { host, referer: 'https://chalet.example/admin/dashboard' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      const accepted = await write(site, { host, referer: 'http://chalet.example/admin/dashboard' });
      expect(accepted.statusCode).toBe(200);
      // No Origin and no Referer: not a browser riding a session (curl, a script), as before.
      expect((await write(site, { host })).statusCode).toBe(200);
    });

    it('accepts another name for the server (a LAN address) with its own origin, or that host over https', async () => {
      const lan = '192.168.1.5:3000';
      expect((await write(site, { host: lan, origin: `http://${lan}` })).statusCode).toBe(200);
      // Behind a TLS-terminating proxy the app is not told about, the page is https and the request http.
      expect((await write(site, { host: lan, origin: `https://${lan}` })).statusCode).toBe(200);
      expect((await write(site, { host: lan, origin: 'http://192.168.1.5:3001' })).statusCode).toBe(403);
      expect((await write(site, { host: lan, origin: 'https://evil.example' })).statusCode).toBe(403);
    });
  });

  describe('with no PUBLIC_URL, behind one trusted proxy (TRUST_PROXY=1)', () => {
    const proxied = useProxiedApp('1');

    it('takes the scheme and host the proxy forwarded, and refuses the other scheme', async () => {
      const forwarded = {
        host: '127.0.0.1:3000',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'chalet.example',
      };
      expect(
        (await write(proxied, { ...forwarded, origin: 'https://chalet.example' }, '127.0.0.1')).statusCode,
      ).toBe(200);
      const downgraded = await write(proxied, { ...forwarded, origin: 'http://chalet.example' }, '127.0.0.1');
      expect(downgraded.statusCode).toBe(403);
      expect(downgraded.json()).toEqual(FORBIDDEN);
    });
  });
});
