import type { OutgoingHttpHeaders } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressBody } from '../../lib/content-encoding.js';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../../lib/database-errors.js';
import { isDraining } from '../../lib/lifecycle.js';
import { etagMatches } from '../../modules/images/cache.js';
import { UNAVAILABLE_PAGE } from '../overload.js';
import { cacheKeyOf, dependenciesOfRoute, isSharedPage } from './cacheable-routes.js';
import type { CachedAnswer, CachedReadLookup } from './cached-read-server.js';
import type { ContentState, ContentVersionSource, ServedVersion } from './content-version.js';
import {
  buildCacheEntry,
  type CacheDependencies,
  type CachedVariant,
  type CacheEntry,
  type RenderCache,
} from './render-cache.js';

/*
 * The render cache in Fastify, in the order a request meets it (decisions 0020, 0026, 0035, 0037):
 *   1. `serveCachedOrBuild` (onRequest): a write holds the served content version; a cacheable read is
 *      answered from memory, waits for the one request already building it, or becomes that request (its
 *      builder).
 *   2. the route answers (the page route takes its API reads from memory through `cachedBody`).
 *   3. `advanceVersionOrStore` (onSend): a write rebuilds what it outdated, then advances the served
 *      version; a builder's 200 is stored for everyone; a page that is not stored is compressed for this
 *      request alone.
 *   4. `releaseRequest` (onResponse): whatever happened, waiters and the served version are released.
 * `createFastPathLookup` answers the cached-response fast path (cached-read-server.ts) from the same entries.
 * What is cached, and under which key: cacheable-routes.ts.
 */

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

interface Builder {
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
    renderCacheBuilder: Builder | null;
    /** Set by a route that knows what its answer shows more narrowly than its route's entry says. */
    renderCacheDependsOn: CacheDependencies | null;
    /** Set on a request that may write: releases its hold on the served version (decision 0035). */
    releaseServedVersion: (() => void) | null;
  }
}

/** True once the client has hung up: work for it would be wasted. */
export function clientGone(request: FastifyRequest): boolean {
  return request.raw.destroyed || request.raw.socket?.destroyed === true;
}

/**
 * Serves cacheable reads from memory and fills the cache from the first response of each URL per
 * content version. Registered before every other hook, so a hit skips cookie parsing, the session
 * lookup and the overload check: it costs a map lookup. Returns the fast path's lookup.
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
  const access = createCacheAccess(cache, versions, headers);
  app.decorateRequest('renderCacheBuilder', null);
  app.decorateRequest('renderCacheDependsOn', null);
  app.decorateRequest('releaseServedVersion', null);
  app.decorate('cachedBody', (url: string) => readCachedBody(access, url));
  app.addHook('onRequest', serveCachedOrBuild(access));
  app.addHook('onSend', advanceVersionOrStore(app, access));
  app.addHook('onResponse', releaseRequest);
  return createFastPathLookup(app, access);
}

// --- Reading the cache: what every step shares ---------------------------------------------------

/** The cache, where the content state comes from, and how an entry becomes an answer. */
interface CacheAccess {
  cache: RenderCache;
  versions: ContentVersionSource;
  servedVersion: ServedVersion | undefined;
  /** A reader's lookup, or a rebuild's: it sees committed content and must not drop what readers are served. */
  entryFor(key: string, state: ContentState): CacheEntry | undefined;
  /** The database is not answering: what the cache holds is answered as it is (decision 0037). */
  heldWhileUnavailable(key: string, error: unknown): CacheEntry | undefined;
  /** The 200 or 304 of an entry's variant for this client, with headers built once per variant. */
  answer(key: string, entry: CacheEntry, acceptEncoding?: string, ifNoneMatch?: string): CachedAnswer;
}

function createCacheAccess(
  cache: RenderCache,
  versions: ContentVersionSource,
  headers: Record<string, string>,
): CacheAccess {
  const { servedVersion } = versions;
  const headersOf = answerHeaders(headers);
  return {
    cache,
    versions,
    servedVersion,
    entryFor: (key, state) =>
      servedVersion?.inCommittedView() ? cache.peek(key, state) : cache.get(key, state),
    heldWhileUnavailable: (key, error) => (isDatabaseUnavailable(error) ? cache.held(key) : undefined),
    answer: (key, entry, acceptEncoding, ifNoneMatch) => {
      const variant = cache.variant(key, entry, acceptEncoding);
      const { ok, notModified } = headersOf(entry, variant);
      return etagMatches(ifNoneMatch, variant.etag)
        ? { status: 304, headers: notModified }
        : { status: 200, headers: ok, body: variant.body };
    },
  };
}

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

/** `app.cachedBody`: the page route's API reads, from memory when current. */
async function readCachedBody(access: CacheAccess, url: string): Promise<Buffer | undefined> {
  if (!access.cache.has(url)) return undefined;
  try {
    const current = access.versions.current();
    return access.entryFor(url, current instanceof Promise ? await current : current)?.identity.body;
  } catch (error) {
    // The database did not say: what is held, else the caller reads through the route, which reports it.
    return access.heldWhileUnavailable(url, error)?.identity.body;
  }
}

function sendEntry(
  access: CacheAccess,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  entry: CacheEntry,
) {
  const { status, headers, body } = access.answer(
    key,
    entry,
    request.headers['accept-encoding'],
    request.headers['if-none-match'],
  );
  return reply.code(status).headers(headers).send(body);
}

// --- 1. onRequest: serve, wait, or build ---------------------------------------------------------

function serveCachedOrBuild(access: CacheAccess) {
  const building = new Map<string, Building>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (access.servedVersion && WRITE_METHODS.has(request.method)) {
      holdServedVersionUntilReply(access.servedVersion, request, reply);
      return;
    }
    const dependsOn = dependenciesOfRoute(request.routeOptions.url, request.url);
    const head = request.method === 'HEAD';
    if ((request.method !== 'GET' && !head) || !dependsOn) return;
    const key = cacheKeyOf(request.url);
    if (!isSharedPage(key)) return;
    let state: ContentState;
    try {
      const current = access.versions.current();
      state = current instanceof Promise ? await current : current;
    } catch (error) {
      return answerWithoutContentState(access, request, reply, key, error);
    }
    const entry = access.entryFor(key, state);
    if (entry) return sendEntry(access, request, reply, key, entry);
    // A HEAD that misses is answered by its route, as before; only a GET fills the cache.
    if (head) return;
    const built = await awaitOtherBuild(access, building, key, state);
    if (built) return sendEntry(access, request, reply, key, built);
    becomeBuilder(building, request, reply, { key, version: state.version, dependsOn });
  };
}

/** A write holds what readers see until its reply has been sent, or its client has gone (decision 0035). */
function holdServedVersionUntilReply(
  servedVersion: ServedVersion,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const release = servedVersion.hold();
  request.releaseServedVersion = release;
  reply.raw.once('close', release);
}

/** The content state could not be read. */
function answerWithoutContentState(
  access: CacheAccess,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  error: unknown,
) {
  request.log.warn({ err: error }, 'content version unavailable');
  if (!isDatabaseUnavailable(error)) return undefined; // the route answers as if there were no cache
  // Not answering: the route would wait for it again, once per read (decision 0037). What the
  // cache holds is answered; without it, at once what the route would say after its wait.
  const held = access.cache.held(key);
  if (held) return sendEntry(access, request, reply, key, held);
  if (request.routeOptions.url !== '/*') throw error; // the error handler's 503
  return reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_S))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(UNAVAILABLE_PAGE);
}

/**
 * Another request is building this very response: one render serves everyone waiting. Undefined when
 * no one is (any more): this request builds it.
 */
async function awaitOtherBuild(
  access: CacheAccess,
  building: Map<string, Building>,
  key: string,
  state: ContentState,
): Promise<CacheEntry | undefined> {
  for (;;) {
    const pending = building.get(key);
    if (!pending || pending.version !== state.version) return undefined;
    const built = await pending.promise;
    if (built) return built;
    // It produced nothing to share (shed, failed, its client left, not a 200): one of the waiters
    // takes over, the others wait again, so a failed render never turns into one render per waiter.
    const entry = access.entryFor(key, state);
    if (entry) return entry;
  }
}

/** This request builds the entry: later readers of the key wait for it (`renderCacheBuilder`). */
function becomeBuilder(
  building: Map<string, Building>,
  request: FastifyRequest,
  reply: FastifyReply,
  { key, version, dependsOn }: Omit<Builder, 'settle'>,
) {
  let settle: (entry: CacheEntry | undefined) => void = () => {};
  const promise = new Promise<CacheEntry | undefined>((resolve) => {
    settle = (entry) => {
      if (building.get(key)?.promise === promise) building.delete(key);
      resolve(entry);
    };
  });
  building.set(key, { version, promise });
  request.renderCacheBuilder = { key, version, dependsOn, settle };
  // Whatever happens to this request (an error, a client gone), the waiters are released.
  reply.raw.once('close', () => settle(undefined));
}

// --- 3. onSend: advance the served version after a write, store a read --------------------------

function advanceVersionOrStore(app: FastifyInstance, access: CacheAccess) {
  const { servedVersion } = access;
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.releaseServedVersion && servedVersion?.pending()) {
      try {
        await rebuildForWrite(app, access.cache, servedVersion);
      } catch (error) {
        request.log.error({ err: error }, 'render cache: could not rebuild after a write');
      }
      servedVersion.advance();
    }
    if (!dependenciesOfRoute(request.routeOptions.url)) return payload;
    const builder = request.renderCacheBuilder;
    request.renderCacheBuilder = null;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (builder) {
      const stored = await storeForEveryone(access, request, reply, payload, builder, contentType);
      if (stored) return stored;
      builder.settle(undefined);
    }
    return compressForThisRequest(request, reply, payload, contentType);
  };
}

/**
 * Before a write's reply (decision 0035): the most read answers its change outdated are built again
 * from the committed content, one at a time, while readers are still served the previous ones; then
 * the served version advances to the change, and the reply acknowledges a write every later read sees.
 */
async function rebuildForWrite(app: FastifyInstance, cache: RenderCache, held: ServedVersion) {
  const started = Date.now();
  const keys = cache.outdatedBy(held.committed(), MAX_REBUILDS_PER_WRITE);
  await held.asCommitted(async () => {
    for (const url of keys) {
      if (Date.now() - started > REBUILD_BUDGET_MS) break;
      await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } }).catch(() => undefined);
    }
  });
}

/**
 * A builder's answer, stored when it may be shared (a 200 without a cookie, not `no-store`/`private`, not
 * already encoded), and sent as the variant this client takes. Undefined when not stored.
 */
async function storeForEveryone(
  access: CacheAccess,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  builder: Builder,
  contentType: string,
): Promise<Buffer | undefined> {
  const { cache, servedVersion } = access;
  const cacheControl = reply.getHeader('cache-control') as string | undefined;
  const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
  const storable =
    body &&
    reply.statusCode === 200 &&
    !reply.hasHeader('set-cookie') &&
    !reply.hasHeader('content-encoding') &&
    !/no-store|private/.test(cacheControl ?? '');
  if (!storable) return undefined;
  try {
    // A rebuild for a write: readers waiting meanwhile are served between the render and brotli.
    if (servedVersion?.inCommittedView()) await nextTurn();
    const etag = reply.getHeader('etag');
    const entry = buildCacheEntry(body, {
      contentType,
      cacheControl,
      // A route's own strong ETag (an image's file identity) is kept; otherwise the bytes' hash.
      etag: typeof etag === 'string' && etag.startsWith('"') ? etag : undefined,
      version: builder.version,
      dependsOn: request.renderCacheDependsOn ?? builder.dependsOn,
      now: Date.now(),
    });
    cache.set(builder.key, entry);
    builder.settle(entry);
    const variant = cache.variant(builder.key, entry, request.headers['accept-encoding']);
    reply.header('etag', variant.etag).header('vary', 'accept-encoding');
    if (variant.encoding) reply.header('content-encoding', variant.encoding);
    return variant.body;
  } catch (error) {
    request.log.error({ err: error }, 'render cache: could not store a response');
    return undefined;
  }
}

/** Not cached (a 404 page, a page with a code): compressed for this request alone. */
function compressForThisRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  contentType: string,
) {
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
}

// --- 4. onResponse: release ------------------------------------------------------------------------

async function releaseRequest(request: FastifyRequest) {
  request.renderCacheBuilder?.settle(undefined);
  request.releaseServedVersion?.();
}

// --- The fast path's lookup -------------------------------------------------------------------------

/**
 * The server's own lookup (cached-read-server.ts): every entry got into the cache through Fastify's
 * path, with all of its rules (cacheable routes, no /admin, 200 only, no Set-Cookie...), so it needs
 * no rules of its own.
 */
function createFastPathLookup(app: FastifyInstance, access: CacheAccess): CachedReadLookup {
  const { cache, versions } = access;
  const rebuildOnce = rebuildThroughFastifyOnce(app);
  const lookup: CachedReadLookup = (method, url, acceptEncoding, ifNoneMatch, rebuild = false) => {
    // While draining, answers must carry `Connection: close` (run-server.ts), which only Fastify's path adds.
    // A HEAD gets the GET's headers (Node sends no body for it): link checkers and monitors cost no render.
    if ((method !== 'GET' && method !== 'HEAD') || isDraining()) return undefined;
    const key = cacheKeyOf(url);
    if (!(rebuild ? cache.wasCached(key) : cache.has(key))) return undefined;
    const find = (state: ContentState) => {
      const entry = access.entryFor(key, state);
      return entry && access.answer(key, entry, acceptEncoding, ifNoneMatch);
    };
    const current = versions.current();
    // The database did not say: what is held if it is not answering (decision 0037), else Fastify's path
    // answers without the cache (and logs the outage).
    const found =
      current instanceof Promise
        ? current.then(find, (error: unknown) => {
            const held = access.heldWhileUnavailable(key, error);
            return held && access.answer(key, held, acceptEncoding, ifNoneMatch);
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

/**
 * One request through Fastify per URL, however many fast-path readers wait for it (a trip through `inject`
 * per waiter cost more than the render: 64 waiters made each rebuild of / take ~200 ms).
 */
function rebuildThroughFastifyOnce(app: FastifyInstance) {
  const rebuilding = new Map<string, Promise<unknown>>();
  return (url: string) => {
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
}
