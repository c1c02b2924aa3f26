import { AsyncResource } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import {
  type ContentVersionSource,
  MAX_SERVED_LAG_MS,
  openContentVersionSource,
} from '../../src/server/delivery/cache/content-version.js';
import { insertTestimonial } from '../../src/server/demo/factories.js';
import { api } from '../../src/shared/routes.js';
import { createTestApp, seedDemoSite, type TestApp } from '../helpers/test-app.js';
import { openTestDatabase, TEST_DB_KIND } from '../helpers/test-db.js';

/**
 * Decision 0035: in one process (PGlite) a write's reply is sent once the pages it outdated are built
 * again, and readers meanwhile are served the previous pages from memory instead of waiting. Several
 * processes on PostgreSQL keep asking the database on every read (render-cache.test.ts covers both).
 */
const inProcess = TEST_DB_KIND === 'pglite';

/** The content-version source on a fresh database, closed after `use`. */
async function withVersions(use: (versions: ContentVersionSource, database: Database) => Promise<void>) {
  const database = await openTestDatabase();
  const versions = await openContentVersionSource(database);
  try {
    await use(versions, database);
  } finally {
    await versions.close();
    await database.close();
  }
}

if (!inProcess) {
  describe('content versions on PostgreSQL (several processes)', () => {
    it('have no served version apart: every read asks the database, and sees a write at once', () =>
      withVersions(async (versions, database) => {
        expect(versions.servedVersion).toBeUndefined();
        const before = await versions.current();
        await insertTestimonial(database.db, { name: 'Seen By Every Process' });
        expect((await versions.current()).version).toBeGreaterThan(before.version);
      }));
  });
}

if (inProcess) {
  describe('the served content version (one process)', () => {
    it('serves a write at once when no request holds the served version', () =>
      withVersions(async (versions, database) => {
        const before = await versions.current();
        await insertTestimonial(database.db, { name: 'Served At Once' });
        expect((await versions.current()).version).toBeGreaterThan(before.version);
        expect(versions.servedVersion?.pending()).toBe(false);
      }));

    it('while a request holds it, shows a write to the committed view only, until the served version advances', () =>
      withVersions(async (versions, database) => {
        const servedVersion = versions.servedVersion;
        if (!servedVersion) throw new Error('an in-process source has a served version');
        const before = await versions.current();
        const release = servedVersion.hold();
        await insertTestimonial(database.db, { name: 'Held Back' });
        expect((await versions.current()).version).toBe(before.version);
        expect(servedVersion.pending()).toBe(true);
        const committed = await servedVersion.asCommitted(async () => versions.current());
        expect(committed.version).toBeGreaterThan(before.version);
        expect(servedVersion.inCommittedView()).toBe(false);
        release();
        expect((await versions.current()).version).toBe(committed.version);
        release(); // a second release changes nothing
        expect(servedVersion.pending()).toBe(false);
      }));

    it(`serves a held write after ${MAX_SERVED_LAG_MS} ms at the latest`, () =>
      withVersions(async (versions, database) => {
        const before = await versions.current();
        versions.servedVersion?.hold(); // never released: a long upload
        await insertTestimonial(database.db, { name: 'Made Outside A Request' });
        expect((await versions.current()).version).toBe(before.version);
        await new Promise((resolve) => setTimeout(resolve, MAX_SERVED_LAG_MS + 200));
        expect((await versions.current()).version).toBeGreaterThan(before.version);
      }));
  });

  describe('a write through the API (one process)', () => {
    let t: TestApp;
    const queries: string[] = [];
    /** Called with each query's text while set. */
    let onQuery: ((query: string) => void) | undefined;
    beforeAll(async () => {
      t = await createTestApp(
        {},
        {
          onQuery: (query) => {
            queries.push(query);
            onQuery?.(query);
          },
        },
      );
      await seedDemoSite(t);
    }, 120_000);
    afterAll(() => t?.close());

    const saveHeadline = async (heroHeadline: string) => {
      const saved = await t.app.inject({
        method: 'PUT',
        url: api.siteSettings,
        headers: { cookie: await t.adminCookie() },
        payload: { heroHeadline },
      });
      expect(saved.statusCode).toBe(200);
      return saved;
    };

    it('is answered once the home page is built again: the next read is served from memory', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      await saveHeadline('Rebuilt Before The Reply');
      queries.length = 0;
      const next = await t.app.inject({ method: 'GET', url: '/' });
      expect(next.body).toContain('Rebuilt Before The Reply');
      expect(queries, 'the home page after the write, read from the database').toEqual([]);
    });

    it('leaves readers the previous page while it rebuilds, and only its reply shows the change', async () => {
      const cookie = await t.adminCookie();
      expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('Rebuilt Before The Reply');
      // A visitor's read made from outside the write's own context, the moment the rebuild reads the database.
      const asVisitor = AsyncResource.bind((run: () => void) => run());
      const events: string[] = [];
      let visitorRead: Promise<string> | undefined;
      let written = false;
      onQuery = (query) => {
        if (/^(insert into|update) "site_settings"/i.test(query)) written = true;
        else if (written && !visitorRead && /from "site_settings"/i.test(query)) {
          asVisitor(() => {
            visitorRead = t.app.inject({ method: 'GET', url: '/' }).then((response) => {
              events.push('visitor read');
              return response.body;
            });
          });
        }
      };
      try {
        const saved = t.app
          .inject({
            method: 'PUT',
            url: api.siteSettings,
            headers: { cookie },
            payload: { heroHeadline: 'Shown Once Acknowledged' },
          })
          .then((response) => {
            events.push('write acknowledged');
            return response;
          });
        expect((await saved).statusCode).toBe(200);
        expect(visitorRead, 'the write rebuilt a page from the database before its reply').toBeDefined();
        const seenMeanwhile = await visitorRead;
        expect(seenMeanwhile).toContain('Rebuilt Before The Reply');
        expect(seenMeanwhile).not.toContain('Shown Once Acknowledged');
        expect(events).toEqual(['visitor read', 'write acknowledged']);
        expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('Shown Once Acknowledged');
      } finally {
        onQuery = undefined;
      }
    });
  });
}
