import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../shared/routes.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { forbidden, unauthorized } from '../../lib/http-error.js';
import type { User } from '../users/users.repository.js';
import { findSessionUser, SESSION_ABSOLUTE_TIMEOUT_MS } from './sessions.repository.js';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** API routes are admin-only unless they say `public: true`. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** Loads (once per request) the signed-in user, or null. */
    getUser(): Promise<User | null>;
  }
}

export function sessionCookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL.startsWith('https://'),
    path: '/',
    maxAge: SESSION_ABSOLUTE_TIMEOUT_MS / 1000,
  };
}

async function setNoStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

export async function requireAdmin(request: FastifyRequest) {
  const user = await request.getUser();
  if (!user) throw unauthorized();
  if (!user.isAdmin) throw forbidden();
}

/**
 * Secure by default: every /api route registered after this gets the admin check unless its
 * config says it is public, so a new route cannot be left open by forgetting a guard.
 */
export function registerAuth(app: FastifyInstance, db: Db) {
  const userCache = new WeakMap<FastifyRequest, Promise<User | null>>();
  app.decorateRequest('getUser', function (this: FastifyRequest) {
    let pending = userCache.get(this);
    if (!pending) {
      const token = this.cookies[SESSION_COOKIE];
      pending = token ? findSessionUser(db, token).then((u) => u ?? null) : Promise.resolve(null);
      userCache.set(this, pending);
    }
    return pending;
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const admin = !route.config?.public;
    // Admin data and session answers are never kept by a browser or shared cache.
    if (!admin && !route.url.startsWith(ADMIN_API_PREFIX)) return;
    // onRequest: refuse before the body is read or validated (an anonymous caller learns nothing).
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [setNoStore, ...(admin ? [requireAdmin] : []), ...existing];
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
