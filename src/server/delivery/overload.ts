import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminApi } from '../../shared/admin-routes.js';
import { API_PREFIX, api, paths } from '../../shared/routes.js';
import type { Config } from '../config.js';
import { isInternalRead } from '../lib/internal-read.js';
import { SESSION_COOKIE } from '../modules/auth/auth.plugin.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard under overload: shed unless the request's session is the owner's (admin). */
    shedUnlessAdmin: boolean;
  }
}

export const OVERLOAD_MESSAGE = 'The server is busy. Please try again in a few seconds.';
export const OVERLOAD_RETRY_AFTER_S = 5;
/** The event-loop delay is averaged over this: one long render is not overload, a sustained lag is. */
const SAMPLE_INTERVAL_MS = 1000;

export const UNAVAILABLE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Temporarily unavailable | Kanimbla Alpine Chalet</title></head>' +
  '<body><main><h1>Kanimbla Alpine Chalet</h1>' +
  '<p>The site is temporarily unavailable. Please try again in a moment.</p></main></body></html>';

/**
 * Reads that cost next to nothing keep answering under overload: health (a balancer must hear the
 * truth, not a 503 it would read as "down"), built assets, the public folder, uploads and the icon
 * sprite. Cached pages, API reads and images are answered by the render cache before this check runs.
 */
function isCheapRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const route = request.routeOptions.url ?? '';
  if (route === adminApi.health) return true;
  return !route.startsWith(API_PREFIX) && route !== '/*' && route !== api.heroImage && route !== '';
}

/**
 * The owner's work (decision 0038): the API (the admin screens' reads, public or not, and every write)
 * and the back office's own pages. Public page renders are not, whoever asks for them.
 */
function isOwnersWork(request: FastifyRequest): boolean {
  const pathname = request.url.split('?', 1)[0] ?? '';
  return (
    pathname.startsWith(API_PREFIX) ||
    pathname === paths.admin.root ||
    pathname.startsWith(`${paths.admin.root}/`)
  );
}

/** The 503 of a shed request: its status and headers set on `reply`, its body returned. */
function refuse(request: FastifyRequest, reply: FastifyReply): string | { message: string } {
  reply.code(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_S)).header('cache-control', 'no-store');
  if (request.url.startsWith(API_PREFIX)) return { message: OVERLOAD_MESSAGE };
  reply.type('text/html; charset=utf-8');
  return UNAVAILABLE_PAGE;
}

/**
 * Sheds load early (decision 0020): when the event loop lags past OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
 * renders, uncached reads and writes answer 503 with Retry-After at once instead of queueing behind
 * work that makes every answer late. The owner's work with a valid admin session is not shed (decision
 * 0038): saves and the admin screens are a handful of requests; a session cookie alone proves nothing,
 * so it is checked (one indexed query, the one the route's own admin check then reuses) and a request
 * whose session is not an admin's is shed like any other. Registered after the cookie parser.
 */
export async function registerOverloadGuard(app: FastifyInstance, config: Config) {
  if (config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS === 0) return;
  // Start-up (migrations, preloading every page, demo pictures) blocks the loop for seconds: the first
  // samples after it measure start-up, not traffic, and would shed the first visitors.
  let armedAt = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    armedAt = Date.now() + 2 * SAMPLE_INTERVAL_MS;
  });
  // What this returns, under-pressure sends, and then it stops the request (its README: "any other
  // return value than a promise or nullish will be sent"; its types say void). A handler that sent the
  // reply itself made under-pressure go on to the route (the reply's onSend hooks were still running,
  // so Fastify did not see it as sent), which did the shed work anyway (an image render) and then
  // failed with "Reply was already sent".
  const shed = (request: FastifyRequest, reply: FastifyReply): string | { message: string } | undefined => {
    // A read of a render already admitted (the site settings an admin page's title needs) is part of it.
    if (isCheapRead(request) || isInternalRead(request.headers) || Date.now() < armedAt) return undefined;
    if (request.cookies[SESSION_COOKIE] && isOwnersWork(request)) {
      request.shedUnlessAdmin = true; // decided once the session is known, below
      return undefined;
    }
    return refuse(request, reply);
  };
  app.decorateRequest('shedUnlessAdmin', false);
  await app.register(underPressure, {
    maxEventLoopDelay: config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    sampleInterval: SAMPLE_INTERVAL_MS,
    pressureHandler: shed as (request: FastifyRequest, reply: FastifyReply) => void,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.shedUnlessAdmin) return;
    const user = await request.getUser();
    if (user?.isAdmin) return;
    return reply.send(refuse(request, reply));
  });
}
