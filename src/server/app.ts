import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import {
  answerClientError,
  type CachedReadLookup,
  createCachedReadServer,
} from './delivery/cache/cached-read-server.js';
import { openContentVersionSource } from './delivery/cache/content-version.js';
import { RenderCache } from './delivery/cache/render-cache.js';
import { registerRenderCache } from './delivery/cache/render-cache.plugin.js';
import { registerOverloadGuard } from './delivery/overload.js';
import { registerSecurityHeaders, securityHeaders } from './delivery/security-headers.js';
import { seoRoutes } from './delivery/seo/seo.routes.js';
import { ssrRoutes } from './delivery/ssr/ssr.routes.js';
import { registerStatic } from './delivery/ssr/static.js';
import { webAppManifestRoutes } from './delivery/ssr/web-app-manifest.js';
import { isDemoArrival, previewDemoContent, removeDemoContent } from './demo/demo-content.repository.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { loggerOptions } from './lib/logger.js';
import { registerSameOriginGuard } from './lib/same-origin.js';
import { registerAuth } from './modules/auth/auth.plugin.js';
import { apiModules } from './modules/index.js';
import { setupRoutes } from './modules/setup/setup.routes.js';
import type { Storage } from './platform/storage/storage.js';
import { createUploadsStorage } from './platform/storage/uploads.js';
import { type Clock, systemClock } from './platform/time/clock.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Sees every route as it is registered (the route-access test enumerates them with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go (tests read them); standard output when absent. */
  logStream?: NodeJS.WritableStream;
  /** The clock every time-dependent rule reads (default: the system clock). */
  now?: Clock;
  /** Where uploads are kept (default: DATA_DIR/uploads on disk). */
  storage?: Storage;
  /** False: no cached-response fast path, Node's parser reads every request (tests compare the two). */
  cachedReadFastPath?: boolean;
}

/** Reads that depend on the clock (the calendar's "today" and staleness) are rebuilt at least this often. */
const RENDER_CACHE_MAX_AGE_MS = 60_000;

/**
 * How long a client may take to send a whole request (Node's requestTimeout; headers have their own
 * 60 s). Long enough for a 40 MB photo over a 2 Mbit/s phone uplink (160 s; decision 0088): bodies other
 * than an upload are at most 1 MB.
 */
const REQUEST_TIMEOUT_MS = 180_000;
/** Fastify's default: longer than the usual proxies' idle timeouts, so they close first. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Fastify's trustProxy from TRUST_PROXY: a hop count becomes "trust the nearest N addresses". */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  // Fastify treats a bare number as "trust nothing"; proxy-addr numbers hops from the socket (0).
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Builds the whole application without listening, so tests drive the real thing with inject(). */
export async function buildApp({
  config,
  database,
  onRoute,
  logStream,
  now = systemClock,
  storage = createUploadsStorage(config),
  cachedReadFastPath = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Set once the render cache is registered: cached reads are answered before Fastify sees them.
  let lookup: CachedReadLookup = () => undefined;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config, logStream),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Loading every page module before the first render can take over the default 10 s on a busy machine.
    pluginTimeout: 60_000,
    // A request Node's parser refuses is answered after the ones before it on its connection.
    clientErrorHandler: answerClientError,
    // Fastify's own server, with the render cache answering its reads in front of Fastify's handler.
    // (A factory's server gets none of Fastify's server options: the ones that matter are set here.)
    serverFactory: (handler) =>
      createCachedReadServer(handler, (...read) => lookup(...read), {
        keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        fastPath: cachedReadFastPath,
      }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const context: AppContext = { config, db: database.db, database, storage, now };
  // First of all hooks: a cached read is answered before cookies, sessions or the overload check.
  const versions = await openContentVersionSource(database, {
    deadlineMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  // One set of security headers, for Fastify's answers and the cache's fast path alike.
  const headers = securityHeaders(config);
  app.addHook('onClose', () => versions.close());
  lookup = registerRenderCache(app, {
    cache: new RenderCache(config.RENDER_CACHE_MAX_MB * 1024 * 1024, RENDER_CACHE_MAX_AGE_MS),
    versions,
    headers,
  });
  await app.register(fastifyCookie);
  // After the cookie parser: under overload, the owner's session is what spares a request (decision 0038).
  await registerOverloadGuard(app, config);
  // Reads answer 304 when nothing changed; the tag is a hash of the body, so it is right across processes.
  await app.register(fastifyEtag, { weak: true });
  registerErrorHandler(app);
  registerSecurityHeaders(app, headers);
  registerSameOriginGuard(app, config);
  registerAuth(app, database.db);
  if (onRoute) app.addHook('onRoute', onRoute);

  for (const module of apiModules) {
    await app.register(module, context);
  }
  // Above the modules (decision 0079): the sitemap reads the cache's content versions, and the setup
  // checklist counts and removes the demo content, which is built from the modules' repositories.
  await app.register(seoRoutes, context);
  await app.register(webAppManifestRoutes, context);
  await app.register(setupRoutes, {
    ...context,
    demoContent: { preview: previewDemoContent, remove: removeDemoContent, isDemoArrival },
  });
  await registerStatic(app, storage);
  await app.register(ssrRoutes, context);
  return app;
}
