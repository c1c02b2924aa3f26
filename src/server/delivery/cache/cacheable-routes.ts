import { adminApi } from '../../../shared/admin-routes.js';
import { PUBLIC_READS } from '../../../shared/resources.js';
import { API_PREFIX, pageQueryParams, paths } from '../../../shared/routes.js';
import type { CacheDependencies } from './render-cache.js';

/**
 * The public reads that are the same for every visitor, by route, with the content tables each shows:
 * built once and served from memory until one of those tables changes (decisions 0020, 0026). Derived
 * from each resource's declared public reads (`src/shared/resources.ts`, decision 0048). A page shows
 * the tables of the API reads it is built from (the page route says so: `dependenciesOfReads`), and a
 * rebuild takes the reads that did not change from memory. Anything not listed (check-in, access codes,
 * admin reads, health) is never cached. `tests/api/render-cache-dependencies.test.ts` checks each list
 * against the tables the route's queries really read.
 */
export const CACHEABLE_ROUTES: ReadonlyMap<string, CacheDependencies> = new Map<string, CacheDependencies>([
  ['/*', 'all'], // server-rendered pages, narrowed by the page route to what it shows
  [adminApi.sitemap, 'all'], // lists every page, so any content change may move a lastmod (decision 0055)
  ...PUBLIC_READS.map(({ route, shows }): [string, CacheDependencies] => [route, shows]),
]);

/**
 * The cached reads with a parameter in their path (`/api/experiences/:id`), as patterns matching the
 * URLs that reach them, so a page built from `/api/experiences/3` knows which tables it shows.
 */
const PATTERN_ROUTES: readonly (readonly [RegExp, string])[] = [...CACHEABLE_ROUTES.keys()]
  .filter((route) => route.includes('/:'))
  .map((route) => [new RegExp(`^${route.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`), route]);

/** The route a cached read's path is served by: the path itself, or its pattern. */
function cachedRouteOf(pathname: string): string {
  for (const [pattern, route] of PATTERN_ROUTES) if (pattern.test(pathname)) return route;
  return pathname;
}

/** The table of the owner's content in other languages (issue 46). */
const TRANSLATIONS_TABLE = 'content_translations';

/**
 * A read in another language (`?lang=de`, issue 46) shows the translations too; English reads, without
 * it, stay cached through a translation's save. The URL is already the whole cache key (`cacheKeyOf`).
 */
function withTranslations(dependsOn: CacheDependencies, url: string | undefined): CacheDependencies {
  if (dependsOn === 'all' || !url) return dependsOn;
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return dependsOn;
  const lang = new URLSearchParams(url.slice(queryAt + 1)).get('lang');
  if (!lang || lang === 'en' || dependsOn.includes(TRANSLATIONS_TABLE)) return dependsOn;
  return [...dependsOn, TRANSLATIONS_TABLE];
}

/**
 * The tables a route's cached answers show, or undefined when its answers are never cached; `url`, the
 * request's, adds the translations for a read in another language.
 */
export function dependenciesOfRoute(routeUrl: string | undefined, url?: string) {
  const dependsOn = CACHEABLE_ROUTES.get(routeUrl ?? '');
  return dependsOn && withTranslations(dependsOn, url);
}

/**
 * What a page shows: the tables of the API reads it is built from (the server render takes its data
 * from them alone), or `'all'` when one of them is not a cached read.
 */
export function dependenciesOfReads(urls: readonly string[]): CacheDependencies {
  const tables = new Set<string>();
  for (const url of urls) {
    const dependsOn = dependenciesOfRoute(cachedRouteOf(url.split('?', 1)[0] ?? ''), url);
    if (!dependsOn || dependsOn === 'all') return 'all';
    for (const table of dependsOn) tables.add(table);
  }
  return [...tables].sort();
}

/**
 * The render cache's key for a GET of `url` (decision 0038). An API read's query (and the hero's) is its
 * input, checked by its route: kept whole. Anything else is a page: its path and the parameters it
 * declares it reads (`pageQueryParams`), in their declared order, and nothing else, so a campaign's
 * `/?utm_source=…` or `/?fbclid=…` is served the page already built instead of a render of its own.
 * The fast path asks with the URL alone, before routing: a path is served by exactly one route, and the only
 * cacheable routes that are not the page route are the exact paths listed in CACHEABLE_ROUTES.
 */
export function cacheKeyOf(url: string, pageParams = pageQueryParams): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const pathname = url.slice(0, queryAt);
  if (pathname.startsWith(API_PREFIX) || CACHEABLE_ROUTES.has(pathname)) return url;
  const reads = pageParams[pathname];
  if (!reads) return pathname;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const kept = new URLSearchParams();
  for (const name of reads) {
    const value = query.get(name); // what the page reads: the first value
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Pages that are not shared, by their cache key: the back office (behind a session) and a check-in
 * link carrying a code (the guest's own).
 */
export function isSharedPage(key: string): boolean {
  const [pathname, query] = key.split('?', 2);
  if (pathname === paths.admin.root || pathname?.startsWith(`${paths.admin.root}/`)) return false;
  if (pathname === paths.checkIn && query) return false;
  // A guest's booking behind the token of their manage link (issue 35).
  if (pathname?.startsWith(`${paths.manageBooking}/`)) return false;
  return true;
}
