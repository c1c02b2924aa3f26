import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { LoginSchema, PublicUserSchema } from '../../../shared/schemas/auth.js';
import { ApiErrorSchema } from '../../../shared/schemas/common.js';
import type { AppContext } from '../../context.js';
import { HttpError, tooManyRequests } from '../../lib/http-error.js';
import {
  clearRateLimit,
  LOGIN_LOCKOUT_BASE_MS,
  RATE_RULES,
  rateLimitKey,
  recordReservedFailure,
  reserveAttempt,
  retryAfterText,
} from '../../platform/rate-limit/rate-limit.js';
import { findUserByUsername, rehashUserPassword, toPublicUser } from '../users/users.repository.js';
import { clearSessionCookie, SESSION_COOKIE, sessionCookieOptions } from './auth.plugin.js';
import { dummyPasswordHash, needsRehash, verifyPassword } from './password.js';
import { createSession, deleteSession } from './sessions.repository.js';

/** The 429 of a locked key, with Retry-After; `what` names what was tried too often. */
export function lockedOut(reply: FastifyReply, until: Date, what = 'failed login attempts') {
  reply.header('retry-after', Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)));
  return tooManyRequests(`Too many ${what}. Try again in ${retryAfterText(until)}.`);
}

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  // Made now, in the background, so the first unknown username does not pay for it.
  void dummyPasswordHash();
  app.post(
    adminApi.login,
    {
      config: { public: true },
      schema: { body: LoginSchema, response: { 200: PublicUserSchema, '4xx': ApiErrorSchema } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const key = `login:${username.toLowerCase()}:${rateLimitKey(request.ip)}`;
      const rule = RATE_RULES.loginFailures;
      // Reserve the attempt before the slow hash, so a parallel burst cannot verify past the limit.
      const reservation = await reserveAttempt(db, key, rule);
      if (reservation.lockedUntil || reservation.count > rule.limit) {
        // Over the limit but not yet locked: the attempt that reached the limit is still being checked.
        throw lockedOut(reply, reservation.lockedUntil ?? new Date(Date.now() + LOGIN_LOCKOUT_BASE_MS));
      }
      const user = await findUserByUsername(db, username);
      // An unknown username is checked against a real hash at the same cost, so the answer's timing
      // does not tell which usernames exist.
      const valid = await verifyPassword(password, user?.password ?? (await dummyPasswordHash()));
      if (!user || !valid) {
        const locked = await recordReservedFailure(db, key, rule, reservation);
        if (locked) throw lockedOut(reply, locked);
        throw new HttpError(401, 'Invalid username or password');
      }
      await clearRateLimit(db, key);
      // A hash made with older parameters (N=2^17: 128 MiB per sign-in) is replaced by today's.
      if (needsRehash(user.password)) await rehashUserPassword(db, user.id, password);
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db, previous);
      const token = await createSession(db, user.id);
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config));
      return toPublicUser(user);
    },
  );

  app.post(
    adminApi.logout,
    { config: { public: true }, schema: { response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply);
      return { success: true as const };
    },
  );

  app.get(
    adminApi.adminUser,
    { config: { public: true }, schema: { response: { 200: PublicUserSchema.nullable() } } },
    async (request) => {
      const user = await request.getUser();
      return user ? toPublicUser(user) : null;
    },
  );
};
