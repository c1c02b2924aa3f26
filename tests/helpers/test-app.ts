import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/server/app.js';
import { type Config, testConfig } from '../../src/server/config.js';
import type { Database, Db } from '../../src/server/db/client.js';
import { seedDemoContent } from '../../src/server/db/seed/seed.js';
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
  options: Pick<BuildAppOptions, 'now' | 'onRoute' | 'cachedReadLane'> & {
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
    cachedReadLane: options.cachedReadLane,
  });
  await app.ready();

  const cookies = new Map<string, Promise<string>>();
  const signIn = (credentials: { username: string; password: string }, isAdmin: boolean) => {
    let pending = cookies.get(credentials.username);
    if (!pending) {
      pending = (async () => {
        await createUser(database.db, { ...credentials, isAdmin });
        const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: credentials });
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

/**
 * The demo site (what a first `npm start` shows) in a test app, its pictures in the app's uploads.
 * Returns the guest access code it made for /check-in.
 */
export async function seedDemoSite(t: TestApp): Promise<{ accessCode: string }> {
  const seeded = await seedDemoContent(t.db, { uploads: createUploadsStorage(t.config) });
  return { accessCode: seeded.accessCode ?? '' };
}
