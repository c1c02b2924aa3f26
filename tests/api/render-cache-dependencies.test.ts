import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../src/server/db/schema.js';
import { CACHEABLE_ROUTES } from '../../src/server/delivery/cache/cacheable-routes.js';
import { insertTestimonial } from '../../src/server/demo/factories.js';
import { PUBLIC_READS } from '../../src/shared/resources.js';
import { api, paths } from '../../src/shared/routes.js';
import { createTestApp, seedDemoSite, type TestApp } from '../helpers/test-app.js';

/** The URL a visitor reads for each cacheable API route. */
const READ_URL: Record<string, string> = Object.fromEntries(
  PUBLIC_READS.map(({ route, url }) => [route, url ?? route]),
);

const queries: string[] = [];
let t: TestApp;
/** The tables whose writes bump the content version: the ones with the trigger. */
let contentTables: string[];

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (query) => queries.push(query) });
  await seedDemoSite(t);
  const triggers = (await t.db.execute(sql`
    SELECT DISTINCT c.relname AS name FROM pg_trigger g
    JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_proc p ON p.oid = g.tgfoid
    WHERE p.proname = 'bump_content_version'`)) as unknown as { rows: Array<{ name: string }> };
  contentTables = triggers.rows.map((row) => row.name);
}, 120_000);
afterAll(() => t.close());

/** A change to every content table (a statement trigger fires even when no row matches): nothing cached is current. */
async function touchEveryContentTable() {
  for (const table of contentTables) await t.db.execute(sql.raw(`DELETE FROM "${table}" WHERE false`));
}

/** The content tables the queries of one uncached read of `url` name. */
async function contentTablesRead(url: string): Promise<string[]> {
  await touchEveryContentTable();
  queries.length = 0;
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return contentTables.filter((table) => queries.some((query) => query.includes(`"${table}"`))).sort();
}

async function expectDeclaredDependencies() {
  for (const [route, dependsOn] of CACHEABLE_ROUTES) {
    if (dependsOn === 'all') continue;
    const url = READ_URL[route];
    expect(url, `a test URL for ${route}`).toBeDefined();
    const read = await contentTablesRead(String(url));
    // A route that shows no content (robots.txt) must read none; any other must read what it shows.
    if (dependsOn.length === 0) expect(read, `${route} reads no content table`).toEqual([]);
    else expect(read.length, `${route} reads some content table`).toBeGreaterThan(0);
    for (const table of read) expect(dependsOn, `${route} reads ${table}`).toContain(table);
  }
}

describe('CACHEABLE_ROUTES', () => {
  it('declares, for every cached API read, each content table its queries read', async () => {
    expect(contentTables).toContain('testimonials');
    await expectDeclaredDependencies();
    // With a booking link the owner saved (the calendar's link is always the settings', decision 0062).
    await t.db
      .insert(siteSettings)
      .values({ values: { bookingUrl: 'https://listing.example/chalet' } })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { values: sql`${siteSettings.values} || excluded.values` },
      });
    await expectDeclaredDependencies();
  });
});

describe('a content write', () => {
  it('leaves cached the pages that do not show the changed table', async () => {
    const pages = [paths.home, paths.gallery, paths.guestInfo, paths.attractions];
    for (const url of pages) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    for (const url of pages) expect(await t.app.cachedBody(url), url).toBeDefined();
    await insertTestimonial(t.db, { name: 'Guest Who Wrote Late', isActive: true });
    // Only the home page shows testimonials.
    expect(await t.app.cachedBody(paths.home)).toBeUndefined();
    for (const url of [paths.gallery, paths.guestInfo, paths.attractions]) {
      expect(await t.app.cachedBody(url), url).toBeDefined();
    }
    expect((await t.app.inject({ method: 'GET', url: paths.home })).body).toContain('Guest Who Wrote Late');
    // The site settings are on every page (header, footer).
    await t.db.update(siteSettings).set({ updatedAt: new Date() });
    for (const url of pages) expect(await t.app.cachedBody(url), url).toBeUndefined();
  });

  it("renews the calendar's cached read when the Site Settings booking link changes", async () => {
    const link = 'https://www.airbnb.com.au/rooms/changed-link';
    const read = async () => (await t.app.inject({ method: 'GET', url: api.availability })).json().bookingUrl;
    expect(await read()).not.toBe(link);
    expect(await t.app.cachedBody(api.availability)).toBeDefined();
    const saved = await t.app.inject({
      method: 'PUT',
      url: api.siteSettings,
      headers: { cookie: await t.adminCookie() },
      payload: { bookingUrl: link },
    });
    expect(saved.statusCode).toBe(200);
    // Emptied, or (one process, decision 0035) already rebuilt by the write before its reply: never the old.
    const held = await t.app.cachedBody(api.availability);
    if (held) expect(JSON.parse(held.toString()).bookingUrl).toBe(link);
    expect(await read()).toBe(link);
  });

  it('rebuilds only the reads that show the changed table, and the pages that show them', async () => {
    for (const url of [api.rooms, api.gallery, api.publicTestimonials, '/']) {
      await t.app.inject({ method: 'GET', url });
    }
    await insertTestimonial(t.db, { name: 'Guest Of The Last Minute', isActive: true });
    queries.length = 0;
    expect((await t.app.inject({ method: 'GET', url: api.rooms })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: api.gallery })).statusCode).toBe(200);
    expect(queries.filter((query) => /"(rooms|gallery_images)"/.test(query))).toEqual([]);

    const testimonials = await t.app.inject({ method: 'GET', url: api.publicTestimonials });
    expect(testimonials.json().map((r: { name: string }) => r.name)).toContain('Guest Of The Last Minute');
    queries.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('Guest Of The Last Minute');
    // The page was rebuilt from its cached reads: none of them went back to the database.
    expect(queries.filter((query) => /"(rooms|gallery_images|testimonials)"/.test(query))).toEqual([]);
  });
});
