import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { testConfig } from '../../src/server/config.js';
import type { Database } from '../../src/server/db/client.js';
import { insertExperience } from '../../src/server/demo/factories.js';
import { createUser } from '../../src/server/modules/users/users.repository.js';
import { PUBLIC_READS } from '../../src/shared/resources.js';
import { sessionCookieFrom } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-db.js';

/**
 * Every /api route must refuse anonymous callers (401) and signed-in non-admins (403) unless it is
 * listed here as public (spec section 6), or is a resource's declared public read (src/shared/resources.ts;
 * the public testimonials only with ?activeOnly=true: the bare list is checked as an admin route below).
 * A route added later without a guard fails this test.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'GET /api/admin/user',
  // Issue 45 item 2: "Forgot password?" (always 202) and the emailed link's token.
  'POST /api/admin/password-reset',
  'GET /api/admin/password-reset/:token',
  'POST /api/admin/password-reset/:token',
  ...PUBLIC_READS.map(({ route, url }) => `GET ${url ?? route}`).filter((key) => key.startsWith('GET /api/')),
  'POST /api/contact',
  'POST /api/events',
  'POST /api/access-codes/validate',
  'GET /api/check-in',
  'GET /api/check-in/stay',
  // Issue 43: a guest's "Code not working?" and "I'm in", behind their access code.
  'POST /api/check-in/help',
  'POST /api/check-in/arrived',
  'GET /api/resolve-image',
  'GET /api/optimize-image',
  // Bookable experiences (issue 35): the reads with an id in their path (their declared URL names
  // experience 1), the booking and the guest's manage link.
  'GET /api/experiences/:id',
  'GET /api/experiences/:id/availability',
  'POST /api/experience-bookings',
  'GET /api/experience-bookings/manage/:token',
  'POST /api/experience-bookings/manage/:token/cancel',
  // Issue 42: the guest confirms a booking that waits for it (the button of the emailed link's page).
  'POST /api/experience-bookings/manage/:token/confirm',
  // Issue 45: the legal pages' texts (their declared URL names the privacy policy).
  'GET /api/legal-texts/:page',
]);

interface Probe {
  method: HTTPMethods;
  url: string;
}

const routes: Probe[] = [];
let app: FastifyInstance;
let database: Database;
let dataDir: string;
let userCookie: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-routes-'));
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir }),
    database,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  await app.ready();
  // Experience 1, so that its public reads have something to answer.
  await insertExperience(database.db);
  const credentials = { username: 'plain-user', password: 'a plain user password' };
  await createUser(database.db, { ...credentials, isAdmin: false });
  userCookie = sessionCookieFrom(
    await app.inject({ method: 'POST', url: '/api/admin/login', payload: credentials }),
  );
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A plausible concrete URL for a route pattern: every parameter becomes 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x');

/**
 * The catch-all that answers 404 JSON for unknown /api paths serves no data; whether it answers 401 or
 * 404 to a stranger is the health test's concern, not this one's.
 */
const CATCH_ALL = '/api/*';

/** HEAD routes are the automatic twins of GET routes and share their access. */
const isPublic = (r: Probe) => PUBLIC_ROUTES.has(`${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`);

const apiRoutes = () => {
  const seen = new Set<string>();
  return routes
    .filter((r) => r.url.startsWith('/api/') && r.url !== CATCH_ALL && !isPublic(r))
    .filter((r) => {
      const key = `${r.method} ${r.url}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

const inject = (probe: Probe, cookie?: string) => {
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(probe.method);
  return app.inject({
    method: probe.method,
    url: concrete(probe.url),
    headers: cookie ? { cookie } : {},
    ...(hasBody ? { payload: {} } : {}),
  });
};

describe('route access', () => {
  it('finds the API routes', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of ['GET /api/rooms', 'POST /api/upload', 'DELETE /api/access-codes/:id']) {
      expect(keys).toContain(expected);
    }
    expect(apiRoutes().length).toBeGreaterThan(10);
  });

  it('refuses an anonymous caller with 401 on every admin route', async () => {
    const failures: string[] = [];
    for (const probe of apiRoutes()) {
      const response = await inject(probe);
      if (response.statusCode !== 401)
        failures.push(`${probe.method} ${probe.url} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a signed-in user who is not an admin with 403 on every admin route', async () => {
    const failures: string[] = [];
    for (const probe of apiRoutes()) {
      const response = await inject(probe, userCookie);
      if (response.statusCode !== 403)
        failures.push(`${probe.method} ${probe.url} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets anyone call the public routes', async () => {
    const failures: string[] = [];
    const publicProbes = routes.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && isPublic(r),
    );
    // A public read whose visitors' URL is not the bare route (the public testimonials) is probed by it.
    const publicUrls = PUBLIC_READS.flatMap(({ route, url }) =>
      url && url !== route && url.startsWith('/api/') ? [{ method: 'GET' as const, url }] : [],
    );
    for (const probe of [...publicProbes, ...publicUrls]) {
      const response = await inject(probe);
      if ([401, 403, 404].includes(response.statusCode)) {
        failures.push(`${probe.method} ${probe.url} -> ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
