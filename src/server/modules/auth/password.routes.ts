import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi } from '../../../shared/admin-routes.js';
import {
  ChangePasswordSchema,
  MessageResultSchema,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  passwordRuleViolation,
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_UNKNOWN_MESSAGE,
  RESET_LINK_USED_MESSAGE,
  ResetLinkSchema,
  ResetTokenParamsSchema,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../../../shared/schemas/auth.js';
import { ApiErrorSchema } from '../../../shared/schemas/common.js';
import type { AppContext } from '../../context.js';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { isEmailConfigured } from '../../platform/outbox/mailer.js';
import { enqueueEmail } from '../../platform/outbox/outbox.repository.js';
import { signalOutbox } from '../../platform/outbox/outbox-signal.js';
import {
  clearRateLimit,
  hitRateLimit,
  LOGIN_LOCKOUT_BASE_MS,
  RATE_RULES,
  rateLimitKey,
  recordReservedFailure,
  reserveAttempt,
} from '../../platform/rate-limit/rate-limit.js';
import { readEmailSettings } from '../email-settings/email-settings.js';
import { changeUserPassword, findUserByUsername } from '../users/users.repository.js';
import { SESSION_COOKIE } from './auth.plugin.js';
import { lockedOut } from './auth.routes.js';
import { verifyPassword } from './password.js';
import {
  createPasswordResetToken,
  findResetTokenUser,
  resetPasswordWithToken,
} from './password-reset.repository.js';
import { buildPasswordResetEmail } from './password-reset-email.js';
import { hashToken } from './sessions.repository.js';

const RESET_REFUSALS = {
  unknown: RESET_LINK_UNKNOWN_MESSAGE,
  used: RESET_LINK_USED_MESSAGE,
  expired: RESET_LINK_EXPIRED_MESSAGE,
} as const;

/**
 * The owner's password in the back office (issue 45 item 2, decision 0085): the signed-in change, and
 * "Forgot password?" with its emailed single-use link. Every new password follows one rule
 * (`NewPasswordSchema` and `passwordRuleViolation`, shared with the forms and `npm run reset-password`).
 */
export const passwordRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, now }) => {
  app.post(
    adminApi.password,
    { schema: { body: ChangePasswordSchema, response: { 200: MessageResultSchema, '4xx': ApiErrorSchema } } },
    async (request, reply) => {
      const user = await request.getUser();
      const session = request.cookies[SESSION_COOKIE];
      if (!user || !session) throw unauthorized();
      const { currentPassword, newPassword } = request.body;
      const violation = passwordRuleViolation(newPassword, user.username, currentPassword);
      if (violation) throw badRequest(violation, { newPassword: violation });
      // Wrong current passwords lock as sign-ins do: a session left open is not a way to guess it.
      const key = `password-change:${user.id}`;
      const rule = RATE_RULES.passwordChangeFailures;
      const reservation = await reserveAttempt(db, key, rule);
      const what = 'wrong current passwords';
      if (reservation.lockedUntil || reservation.count > rule.limit) {
        throw lockedOut(reply, reservation.lockedUntil ?? new Date(Date.now() + LOGIN_LOCKOUT_BASE_MS), what);
      }
      if (!(await verifyPassword(currentPassword, user.password))) {
        const locked = await recordReservedFailure(db, key, rule, reservation);
        if (locked) throw lockedOut(reply, locked, what);
        throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE });
      }
      await clearRateLimit(db, key);
      await changeUserPassword(db, user.id, newPassword, hashToken(session));
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );

  app.post(
    adminApi.passwordResetRequest,
    {
      config: { public: true },
      schema: {
        body: PasswordResetRequestSchema,
        response: { 202: MessageResultSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const perAddress = RATE_RULES.passwordResetRequestsPerAddress;
      const fromAddress = await hitRateLimit(db, `password-reset:${rateLimitKey(request.ip)}`, perAddress);
      if (fromAddress > perAddress.limit) {
        reply.header('retry-after', perAddress.windowMs / 1000);
        throw tooManyRequests('Too many reset requests from your address. Try again in an hour.');
      }
      const { username } = request.body;
      // Counted for any username, known or not, so the answer tells nothing; past the limit the
      // request is answered the same and sends nothing more.
      const perUsername = RATE_RULES.passwordResetRequestsPerUsername;
      const forUsername = await hitRateLimit(
        db,
        `password-reset-user:${username.toLowerCase()}`,
        perUsername,
      );
      const user = forUsername <= perUsername.limit ? await findUserByUsername(db, username) : undefined;
      if (user && isEmailConfigured(await readEmailSettings(db, config))) {
        const { token, expiresAt } = await createPasswordResetToken(db, user.id, now());
        await enqueueEmail(
          db,
          buildPasswordResetEmail({
            username: user.username,
            token,
            expiresAt,
            publicUrl: config.PUBLIC_URL,
            timeZone: config.SITE_TIME_ZONE,
          }),
        );
        signalOutbox();
      }
      return reply.code(202).send({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    },
  );

  /** A link's state: works (for whom, until when), or the 400 saying why not; limited as its use is. */
  const workingLink = async (ip: string, reply: FastifyReply, token: string) => {
    const rule = RATE_RULES.passwordResetAttempts;
    if ((await hitRateLimit(db, `password-reset-use:${rateLimitKey(ip)}`, rule)) > rule.limit) {
      reply.header('retry-after', rule.windowMs / 1000);
      throw tooManyRequests('Too many tries with reset links from your address. Try again in 15 minutes.');
    }
    // The link's state first: a used or expired link says so whatever password was typed.
    const link = await findResetTokenUser(db, token);
    if (!link) throw badRequest(RESET_LINK_UNKNOWN_MESSAGE);
    if (link.usedAt) throw badRequest(RESET_LINK_USED_MESSAGE);
    if (link.expiresAt.getTime() <= now().getTime()) throw badRequest(RESET_LINK_EXPIRED_MESSAGE);
    return link;
  };

  app.get(
    adminApi.passwordReset.pattern,
    {
      config: { public: true },
      schema: { params: ResetTokenParamsSchema, response: { 200: ResetLinkSchema, '4xx': ApiErrorSchema } },
    },
    async (request, reply) => {
      const link = await workingLink(request.ip, reply, request.params.token);
      return { username: link.username, expiresAt: link.expiresAt.toISOString() };
    },
  );

  app.post(
    adminApi.passwordReset.pattern,
    {
      config: { public: true },
      schema: {
        params: ResetTokenParamsSchema,
        body: PasswordResetSchema,
        response: { 200: MessageResultSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const { newPassword } = request.body;
      const link = await workingLink(request.ip, reply, token);
      const violation = passwordRuleViolation(newPassword, link.username);
      if (violation) throw badRequest(violation, { newPassword: violation });
      const outcome = await resetPasswordWithToken(db, token, newPassword, now());
      if (outcome !== 'done') throw badRequest(RESET_REFUSALS[outcome]);
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );
};
