import type { OutgoingHttpHeaders } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api, pageQueryParams, paths } from '../../shared/routes.js';
import { etagMatches } from '../images/cache.js';
import { compressBody } from '../lib/content-encoding.js';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../lib/database-errors.js';
import { isDraining } from '../lib/lifecycle.js';
import { UNAVAILABLE_PAGE } from '../lib/overload.js';
import type { CachedAnswer, CachedReadLookup } from './cached-read-server.js';
import type { ContentPublication, ContentState, ContentVersionSource } from './content-version.js';
import {
  buildCacheEntry,
  type CacheDependencies,
  type CachedVariant,
  type CacheEntry,
  type RenderCache,
} from './render-cache.js';

/**
 * The public reads that are the same for every visitor, by route, with the content tables each shows:
 * built once and served from memory until one of those tables changes (decisions 0020, 0026). A page
 * shows the tables of the API reads it is built from (the page route says so: `dependenciesOfReads`),
 * and a rebuild takes the reads that did not change from memory. Anything not listed (check-in,
 * access codes, admin reads, health) is never cached. The admin's full testimonial list shares its
 * route with the public one, but it is answered `no-store`, which is never cached.
 * `tests/api/render-cache-dependencies.test.ts` checks each list against the tables the route's
 * queries really read.
 */
const EXPERIENCE_ROUTE = '/api/experiences/:id';
const EXPERIENCE_AVAILABILITY_ROUTE = '/api/experiences/:id/availability';

export const CACHEABLE_ROUTES = new Map<string, CacheDependencies>([
  ['/*', 'all'], // server-rendered pages, narrowed by the page route to what it shows
  [api.rooms, ['rooms']],
  [api.gallery, ['gallery_images']],
  [api.amenities, ['amenities']],
  [api.attractionCategories, ['attraction_categories']],
  [api.attractions, ['attractions']],
  [api.guestInfoCategories, ['guest_info_categories']],
  [api.guestInfoItems, ['guest_info_items']],
  [api.testimonials, ['testimonials']],
  [api.siteSettings, ['site_settings']],
  // The calendar shows the feeds' busy ranges and the booking link from the site settings.
  [api.availability, ['availability_feeds', 'site_settings']],
  // The hero follows the gallery (content) and a file that is never rewritten in place (uploads get
  // new names; static pictures change only with a deployment, i.e. a restart). The other image routes
  // already serve from the disk cache by file identity, so a file changed in place is seen at once.
  [api.heroImage, ['gallery_images']],
  // Bookable experiences (issue 35): the list and one experience; the availability also shows the
  // places left, so a booking outdates it (and nothing else). It depends on the clock too (lead time,
  // booking window): the minute's rebuild covers that, and a booking is checked again when made.
  [api.experiences, ['bookable_experiences']],
  [EXPERIENCE_ROUTE, ['bookable_experiences']],
  [EXPERIENCE_AVAILABILITY_ROUTE, ['bookable_experiences', 'experience_bookings']],
]);

/**
 * The cached reads with an id in their path, by route (Fastify's `:id`) and by the URLs that reach
 * them, so a page built from `/api/experiences/3` knows which tables it shows.
 */
const PATTERN_ROUTES: readonly (readonly [RegExp, string])[] = [
  [/^\/api\/experiences\/\d+$/, EXPERIENCE_ROUTE],
  [/^\/api\/experiences\/\d+\/availability$/, EXPERIENCE_AVAILABILITY_ROUTE],
];

/** The route a cached read's path is served by: the path itself, or its pattern. */
function cachedRouteOf(pathname: string): string {
  for (const [pattern, route] of PATTERN_ROUTES) if (pattern.test(pathname)) return route;
  return pathname;
}

/**
 * What a page shows: the tables of the API reads it is built from (the server render takes its data
 * from them alone), or `'all'` when one of them is not a cached read.
 */
export function dependenciesOfReads(urls: readonly string[]): CacheDependencies {
  const tables = new Set<string>();
  for (const url of urls) {
    const dependsOn = CACHEABLE_ROUTES.get(cachedRouteOf(url.split('?', 1)[0] ?? ''));
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
 * The lane asks with the URL alone, before routing: a path is served by exactly one route, and the only
 * cacheable routes that are not the page route are the exact paths listed in CACHEABLE_ROUTES.
 */
export function cacheKeyOf(url: string, pageParams = pageQueryParams): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const pathname = url.slice(0, queryAt);
  if (pathname.startsWith('/api/') || CACHEABLE_ROUTES.has(pathname)) return url;
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
function isSharedPage(key: string): boolean {
  const [pathname, query] = key.split('?', 2);
  if (pathname === paths.admin.root || pathname?.startsWith(`${paths.admin.root}/`)) return false;
  if (pathname === paths.checkIn && query) return false;
  // A guest's booking behind the token of their manage link (issue 35).
  if (pathname?.startsWith(`${paths.manageBooking}/`)) return false;
  return true;
}

/** Requests that may write content: they hold what readers see until their reply (decision 0035). */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * What a write rebuilds before its reply, at most: the most read answers it outdated, started within this
 * time. The rest are rebuilt by their next reader, as before.
 */
const MAX_REBUILDS_PER_WRITE = 8;
const REBUILD_BUDGET_MS = 300;

interface Building {
  version: number;
  promise: Promise<CacheEntry | undefined>;
}

interface Leader {
  key: string;
  version: number;
  dependsOn: CacheDependencies;
  settle(entry: CacheEntry | undefined): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The body of the current cached answer to a GET of `url`, if the cache holds one: the server render
     * takes its API reads from memory this way (a trip through `inject` costs ~1 ms a read).
     */
    cachedBody(url: string): Promise<Buffer | undefined>;
  }
  interface FastifyRequest {
    /** Set when this request builds the cache entry others wait for. */
    renderCacheLeader: Leader | null;
    /** Set by a route that knows what its answer shows more narrowly than its route's entry says. */
    renderCacheDependsOn: CacheDependencies | null;
    /** Set on a request that may write: releases its hold on publication (decision 0035). */
    releasePublication: (() => void) | null;
  }
}

const dependenciesOf = (request: FastifyRequest) => CACHEABLE_ROUTES.get(request.routeOptions.url ?? '');

/** The headers of each variant, built once per entry rather than once per request. */
function answerHeaders(headers: Record<string, string>) {
  const built = new WeakMap<CachedVariant, { ok: OutgoingHttpHeaders; notModified: OutgoingHttpHeaders }>();
  return (entry: CacheEntry, variant: CachedVariant) => {
    let known = built.get(variant);
    if (!known) {
      const validators: OutgoingHttpHeaders = {
        ...headers,
        etag: variant.etag,
        vary: 'accept-encoding',
        ...(entry.cacheControl ? { 'cache-control': entry.cacheControl } : {}),
      };
      known = {
        notModified: validators,
        ok: {
          ...validators,
          'content-type': entry.contentType,
          ...(variant.encoding ? { 'content-encoding': variant.encoding } : {}),
          'content-length': variant.body.length,
        },
      };
      built.set(variant, known);
    }
    return known;
  };
}

/** True once the client has hung up: work for it would be wasted. */
export function clientGone(request: FastifyRequest): boolean {
  return request.raw.destroyed || request.raw.socket?.destroyed === true;
}

/**
 * Serves cacheable reads from memory and fills the cache from the first response of each URL per
 * content version. Registered before every other hook, so a hit skips cookie parsing, the session
 * lookup and the overload check: it costs a map lookup.
 */
export function registerRenderCache(
  app: FastifyInstance,
  {
    cache,
    versions,
    headers,
  }: {
    cache: RenderCache;
    versions: ContentVersionSource;
    /** Sent with every cached answer (the security headers every other answer gets in onSend). */
    headers: Record<string, string>;
  },
): CachedReadLookup {
  const building = new Map<string, Building>();
  const headersOf = answerHeaders(headers);
  const { publication } = versions;
  /** A reader's lookup, or a rebuild's: it sees committed content and must not drop what readers are served. */
  const entryFor = (key: string, state: ContentState) =>
    publication?.inCommittedView() ? cache.peek(key, state) : cache.get(key, state);
  app.decorateRequest('renderCacheLeader', null);
  app.decorateRequest('renderCacheDependsOn', null);
  app.decorateRequest('releasePublication', null);
  /** The database is not answering: what the cache holds is answered as it is (decision 0037). */
  const heldWhileUnavailable = (key: string, error: unknown) =>
    isDatabaseUnavailable(error) ? cache.held(key) : undefined;
  app.decorate('cachedBody', async (url: string) => {
    if (!cache.has(url)) return undefined;
    try {
      const current = versions.current();
      return entryFor(url, current instanceof Promise ? await current : current)?.identity.body;
    } catch (error) {
      // The database did not say: what is held, else the caller reads through the route, which reports it.
      return heldWhileUnavailable(url, error)?.identity.body;
    }
  });

  const answer = (
    key: string,
    entry: CacheEntry,
    acceptEncoding: string | undefined,
    ifNoneMatch: string | undefined,
  ): CachedAnswer => {
    const variant = cache.variant(key, entry, acceptEncoding);
    const { ok, notModified } = headersOf(entry, variant);
    return etagMatches(ifNoneMatch, variant.etag)
      ? { status: 304, headers: notModified }
      : { status: 200, headers: ok, body: variant.body };
  };

  const sendVariant = (request: FastifyRequest, reply: FastifyReply, key: string, entry: CacheEntry) => {
    const {
      status,
      headers: head,
      body,
    } = answer(key, entry, request.headers['accept-encoding'], request.headers['if-none-match']);
    return reply.code(status).headers(head).send(body);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (publication && WRITE_METHODS.has(request.method)) {
      const release = publication.hold();
      request.releasePublication = release;
      reply.raw.once('close', release);
      return;
    }
    const dependsOn = dependenciesOf(request);
    const head = request.method === 'HEAD';
    if ((request.method !== 'GET' && !head) || !dependsOn) return;
    const key = cacheKeyOf(request.url);
    if (!isSharedPage(key)) return;
    let state: ContentState;
    try {
      const current = versions.current();
      state = current instanceof Promise ? await current : current;
    } catch (error) {
      request.log.warn({ err: error }, 'content version unavailable');
      if (!isDatabaseUnavailable(error)) return; // the route answers as if there were no cache
      // Not answering: the route would wait for it again, once per read (decision 0037). What the
      // cache holds is answered; without it, at once what the route would say after its wait.
      const held = cache.held(key);
      if (held) return sendVariant(request, reply, key, held);
      if (request.routeOptions.url !== '/*') throw error; // the error handler's 503
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(UNAVAILABLE_PAGE);
    }
    const { version } = state;
    for (;;) {
      const entry = entryFor(key, state);
      if (entry) return sendVariant(request, reply, key, entry);
      // A HEAD that misses is answered by its route, as before; only a GET fills the cache.
      if (head) return;
      const pending = building.get(key);
      if (!pending || pending.version !== version) break;
      // Another request is building this very response: one render serves everyone waiting.
      const built = await pending.promise;
      if (built) return sendVariant(request, reply, key, built);
      // It produced nothing to share (shed, failed, its client left, not a 200): one of the waiters
      // takes over, the others wait again, so a failed render never turns into one render per waiter.
    }
    let settle: (entry: CacheEntry | undefined) => void = () => {};
    const promise = new Promise<CacheEntry | undefined>((resolve) => {
      settle = (entry) => {
        if (building.get(key)?.promise === promise) building.delete(key);
        resolve(entry);
      };
    });
    building.set(key, { version, promise });
    request.renderCacheLeader = { key, version, dependsOn, settle };
    // Whatever happens to this request (an error, a client gone), the waiters are released.
    reply.raw.once('close', () => settle(undefined));
  });

  /**
   * Before a write's reply (decision 0035): the most read answers its change outdated are built again
   * from the committed content, one at a time, while readers are still served the previous ones; then
   * the change is published, and the reply acknowledges a write every later read sees.
   */
  const rebuildForWrite = async (held: ContentPublication) => {
    const started = Date.now();
    const keys = cache.outdatedBy(held.committed(), MAX_REBUILDS_PER_WRITE);
    await held.asCommitted(async () => {
      for (const url of keys) {
        if (Date.now() - started > REBUILD_BUDGET_MS) break;
        await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } }).catch(() => undefined);
      }
    });
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.releasePublication && publication?.pending()) {
      try {
        await rebuildForWrite(publication);
      } catch (error) {
        request.log.error({ err: error }, 'render cache: could not rebuild after a write');
      }
      publication.publish();
    }
    if (!dependenciesOf(request)) return payload;
    const leader = request.renderCacheLeader;
    request.renderCacheLeader = null;
    const contentType = String(reply.getHeader('content-type') ?? '');
    const cacheControl = reply.getHeader('cache-control') as string | undefined;
    const body =
      typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    const storable =
      leader &&
      body &&
      reply.statusCode === 200 &&
      !reply.hasHeader('set-cookie') &&
      !reply.hasHeader('content-encoding') &&
      !/no-store|private/.test(cacheControl ?? '');
    if (storable) {
      try {
        // A rebuild for a write: readers waiting meanwhile are served between the render and brotli.
        if (publication?.inCommittedView()) await nextTurn();
        const etag = reply.getHeader('etag');
        const entry = buildCacheEntry(body, {
          contentType,
          cacheControl,
          // A route's own strong ETag (an image's file identity) is kept; otherwise the bytes' hash.
          etag: typeof etag === 'string' && etag.startsWith('"') ? etag : undefined,
          version: leader.version,
          dependsOn: request.renderCacheDependsOn ?? leader.dependsOn,
          now: Date.now(),
        });
        cache.set(leader.key, entry);
        leader.settle(entry);
        const variant = cache.variant(leader.key, entry, request.headers['accept-encoding']);
        reply.header('etag', variant.etag).header('vary', 'accept-encoding');
        if (variant.encoding) reply.header('content-encoding', variant.encoding);
        return variant.body;
      } catch (error) {
        request.log.error({ err: error }, 'render cache: could not store a response');
      }
    }
    leader?.settle(undefined);
    // Not cached (a 404 page, a page with a code): compressed for this request alone.
    if (
      typeof payload === 'string' &&
      !reply.hasHeader('content-encoding') &&
      contentType.startsWith('text/html')
    ) {
      const compressed = compressBody(payload, request.headers['accept-encoding']);
      reply.header('vary', 'accept-encoding');
      if (compressed.encoding) reply.header('content-encoding', compressed.encoding);
      return compressed.body;
    }
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    request.renderCacheLeader?.settle(undefined);
    request.releasePublication?.();
  });

  // One request through Fastify per URL, however many lane readers wait for it (a trip through
  // `inject` per waiter cost more than the render: 64 waiters made each rebuild of / take ~200 ms).
  const rebuilding = new Map<string, Promise<unknown>>();
  const rebuildOnce = (url: string) => {
    let pending = rebuilding.get(url);
    if (!pending) {
      // Brotli: the answer is thrown away, the smallest variant is the cheapest to hand back.
      pending = app
        .inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
        .finally(() => rebuilding.delete(url));
      rebuilding.set(url, pending);
    }
    return pending;
  };
  // The server's own lookup (cached-read-server.ts): every entry got into the cache through Fastify's
  // path, with all of its rules (cacheable routes, no /admin, 200 only, no Set-Cookie...), so it needs
  // no rules of its own.
  const lookup: CachedReadLookup = (method, url, acceptEncoding, ifNoneMatch, rebuild = false) => {
    // While draining, answers must carry `Connection: close` (run-server.ts), which only Fastify's path adds.
    // A HEAD gets the GET's headers (Node sends no body for it): link checkers and monitors cost no render.
    if ((method !== 'GET' && method !== 'HEAD') || isDraining()) return undefined;
    const key = cacheKeyOf(url);
    if (!(rebuild ? cache.wasCached(key) : cache.has(key))) return undefined;
    const find = (state: ContentState) => {
      const entry = entryFor(key, state);
      return entry && answer(key, entry, acceptEncoding, ifNoneMatch);
    };
    const current = versions.current();
    // The database did not say: what is held if it is not answering (decision 0037), else Fastify's path
    // answers without the cache (and logs the outage).
    const found =
      current instanceof Promise
        ? current.then(find, (error: unknown) => {
            const held = heldWhileUnavailable(key, error);
            return held && answer(key, held, acceptEncoding, ifNoneMatch);
          })
        : find(current);
    if (!rebuild) return found;
    // Built through Fastify's own path; what it did not store (a 404 now, a shed request) is left to
    // the application.
    const orBuild = (known: CachedAnswer | undefined) =>
      known ??
      rebuildOnce(key).then(
        () => lookup(method, key, acceptEncoding, ifNoneMatch),
        () => undefined,
      );
    return found instanceof Promise ? found.then(orBuild) : orBuild(found);
  };
  return lookup;
}
