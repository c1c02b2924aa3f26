import type { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefetchUrlsFor, preloadPublicPages, renderApp } from '../../src/client/entry-server.js';
import { createQueryClient } from '../../src/client/lib/query-client.js';
import type { SiteConfig } from '../../src/client/lib/site-config.js';
import { experiencePagePath, manageBookingPagePath, paths } from '../../src/shared/routes.js';
import { readPageState } from '../helpers/page-state.js';
import { PUBLIC_PAGE_URLS } from '../helpers/public-pages.js';
import { createTestApp, seedDemoSite, type TestApp } from '../helpers/test-app.js';

/**
 * The server prefetches what a page's components declare (`Component.queries`, decision 0019). Rendered
 * with the demo content, every page must read exactly that: a read it does not declare would render a
 * spinner on first paint, a declaration it does not read is a wasted request.
 */

let t: TestApp;
let accessCode = '';
beforeAll(async () => {
  t = await createTestApp();
  ({ accessCode } = await seedDemoSite(t));
  await preloadPublicPages();
}, 120_000);
afterAll(() => t.close());

const siteConfig: SiteConfig = {
  publicUrl: 'http://localhost',
  bookingUrl: 'https://booking.example/',
  analyticsId: null,
  timeZone: 'Australia/Sydney',
  stayEarlyHours: 2,
  stayLateHours: 1,
};

/** Every query key a render asks the cache for: through a query observer, or read directly. */
function recordReads(queryClient: QueryClient): Set<string> {
  const reads = new Set<string>();
  const cache = queryClient.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = (client, options, state) => {
    reads.add(JSON.stringify(options.queryKey));
    return build(client, options, state);
  };
  const getQueryData = queryClient.getQueryData.bind(queryClient);
  queryClient.getQueryData = ((queryKey) => {
    reads.add(JSON.stringify(queryKey));
    return getQueryData(queryKey);
  }) as QueryClient['getQueryData'];
  return reads;
}

async function readsOfPage(url: string): Promise<string[]> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  for (const apiUrl of prefetchUrlsFor(pathname)) {
    const response = await t.app.inject({ method: 'GET', url: apiUrl });
    expect(response.statusCode, apiUrl).toBe(200);
    queryClient.setQueryData([apiUrl], response.json());
  }
  const reads = recordReads(queryClient);
  renderApp({ path: pathname, base: '', search: search.replace(/^\?/, ''), queryClient, siteConfig });
  queryClient.clear();
  return [...reads].sort();
}

const keysOf = (urls: string[]) => urls.map((url) => JSON.stringify([url])).sort();

describe('prefetchUrlsFor (the reads pages declare)', () => {
  const urls = [
    ...PUBLIC_PAGE_URLS,
    experiencePagePath(1),
    manageBookingPagePath('a'.repeat(43)),
    '/no-such-page',
  ];
  for (const url of urls) {
    it(`${url}: the server prefetches exactly what the page reads`, async () => {
      const target = url.replace('VALID', accessCode);
      const declared = prefetchUrlsFor(new URL(target, 'http://localhost').pathname);
      expect(await readsOfPage(target)).toEqual(keysOf(declared));
    });
  }

  it('gives home every section read, once each', () => {
    expect([...prefetchUrlsFor(paths.home)].sort()).toEqual(
      [
        '/api/site-settings',
        '/api/availability',
        '/api/gallery',
        '/api/rooms',
        '/api/amenities',
        '/api/attraction-categories',
        '/api/attractions',
        '/api/experiences',
        '/api/testimonials?activeOnly=true',
        '/api/guest-info/categories',
        '/api/guest-info/items',
      ].sort(),
    );
  });

  it('matches a page as the router does (trailing slash, any case)', () => {
    expect(prefetchUrlsFor('/Gallery/')).toEqual(prefetchUrlsFor(paths.gallery));
  });

  it('prefetches nothing for the back office', () => {
    expect(prefetchUrlsFor(paths.admin.root)).toEqual([]);
    expect(prefetchUrlsFor(paths.admin.rooms)).toEqual([]);
  });

  it('seeds the page under the keys it declares (the HTML carries them)', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: paths.guestInfo });
    const state = readPageState(body)?.queryState as { queries: { queryKey: unknown[] }[] } | undefined;
    expect(state).toBeTruthy();
    const keys = (state as { queries: { queryKey: unknown[] }[] }).queries
      .map((query) => JSON.stringify(query.queryKey))
      .sort();
    expect(keys).toEqual(keysOf(prefetchUrlsFor(paths.guestInfo)));
  });
});
