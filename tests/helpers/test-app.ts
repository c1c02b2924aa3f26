import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/server/app.js';
import { type Config, testConfig } from '../../src/server/config.js';
import type { Database, Db } from '../../src/server/db/client.js';
import { seedDemoContent } from '../../src/server/demo/seed.js';
import { createUser } from '../../src/server/modules/users/users.repository.js';
import { createUploadsStorage } from '../../src/server/platform/storage/uploads.js';
import { openTestDatabase } from './test-db.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  /** Cookie header of a signed-in admin (created on first use). */
  adminCookie(): Promise<string>;
  /** Cookie header of a signed-in user who is not an admin. */
  userCookie(): Promise<string>;
  close(): Promise<void>;
}

export const ADMIN_CREDENTIALS = { username: 'owner', password: 'correct horse battery' };
export const USER_CREDENTIALS = { username: 'visitor', password: 'not an admin at all' };

export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `sid=${cookie.value}`;
}

/** The real app on a fresh database and a fresh DATA_DIR. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'now' | 'onRoute' | 'cachedReadFastPath'> & {
    onQuery?: (sql: string) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-test-'));
  const database = await openTestDatabase({ onQuery: options.onQuery });
  const config = testConfig({ DATA_DIR: dataDir, ...overrides });
  const app = await buildApp({
    config,
    database,
    now: options.now,
    onRoute: options.onRoute,
    cachedReadFastPath: options.cachedReadFastPath,
  });
  await app.ready();

  const cookies = new Map<string, Promise<string>>();
  const signIn = (credentials: { username: string; password: string }, isAdmin: boolean) => {
    let pending = cookies.get(credentials.username);
    if (!pending) {
      pending = (async () => {
        await createUser(database.db, { ...credentials, isAdmin });
        const login = () => app.inject({ method: 'POST', url: '/api/admin/login', payload: credentials });
        let response = await login();
        // A busy machine's own event-loop lag can make an app with a low overload limit shed the sign-in
        // (503): signing in is the test's set-up, not what it checks, so it waits for a gap.
        for (let attempt = 0; response.statusCode === 503 && attempt < 40; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          response = await login();
        }
        return sessionCookieFrom(response);
      })();
      cookies.set(credentials.username, pending);
    }
    return pending;
  };

  return {
    app,
    db: database.db,
    database,
    config,
    adminCookie: () => signIn(ADMIN_CREDENTIALS, true),
    userCookie: () => signIn(USER_CREDENTIALS, false),
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A file's test app with the calls its tests make again and again. */
export interface TestAppHandle extends TestApp {
  /** The call made by the signed-in admin (`payload` as the JSON body). */
  asAdmin(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Expects the call refused to an anonymous caller (401) and to a signed-in user who is not an admin (403). */
  expectAdminOnly(method: Method, url: string, payload?: object): Promise<void>;
}

/**
 * One test app for the whole file: made in `beforeAll`, closed in `afterAll`. Its fields are read once
 * the app is made (inside hooks and tests); a file's own `beforeAll` registered after this call runs after it.
 */
export function setUpTestApp(...args: Parameters<typeof createTestApp>): TestAppHandle {
  let current: TestApp | undefined;
  const t = (): TestApp => {
    if (!current) throw new Error('the test app is made in beforeAll: use it inside hooks and tests');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(...args);
  });
  afterAll(() => current?.close());
  const body = (payload?: object) => (payload ? { payload } : {});
  return {
    get app() {
      return t().app;
    },
    get db() {
      return t().db;
    },
    get database() {
      return t().database;
    },
    get config() {
      return t().config;
    },
    adminCookie: () => t().adminCookie(),
    userCookie: () => t().userCookie(),
    close: () => t().close(),
    asAdmin: async (method, url, payload) =>
      t().app.inject({ method, url, headers: { cookie: await t().adminCookie() }, ...body(payload) }),
    expectAdminOnly: async (method, url, payload) => {
      const anonymous = await t().app.inject({ method, url, ...body(payload) });
      expect(anonymous.statusCode).toBe(401);
      const user = await t().app.inject({
        method,
        url,
        headers: { cookie: await t().userCookie() },
        ...body(payload),
      });
      expect(user.statusCode).toBe(403);
    },
  };
}

/**
 * The demo site (what a first `npm start` shows) in a test app, its pictures in the app's uploads.
 * Returns the guest access code it made for /check-in.
 */
export async function seedDemoSite(t: TestApp): Promise<{ accessCode: string }> {
  const seeded = await seedDemoContent(t.db, { uploads: createUploadsStorage(t.config) });
  return { accessCode: seeded.accessCode ?? '' };
}
