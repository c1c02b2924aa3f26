import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../shared/routes.js';
import {
  GUEST_ALERT_RATE_LIMIT_MESSAGE,
  GUEST_ARRIVED_SENT_MESSAGE,
  GUEST_HELP_SENT_MESSAGE,
  GUEST_HELP_UNAVAILABLE_MESSAGE,
  GuestAlertResultSchema,
  GuestArrivedRequestSchema,
  GuestHelpRequestSchema,
} from '../../../shared/schemas/check-in-alerts.js';
import type { AppContext } from '../../context.js';
import { HttpError, tooManyRequests } from '../../lib/http-error.js';
import { buildGuestArrivedEmail, buildGuestHelpEmail } from '../../platform/outbox/email-templates.js';
import { isEmailConfigured } from '../../platform/outbox/mailer.js';
import { enqueueEmail } from '../../platform/outbox/outbox.repository.js';
import { signalOutbox } from '../../platform/outbox/outbox-signal.js';
import { hitRateLimit, type RateRule } from '../../platform/rate-limit/rate-limit.js';
import { readEmailSettings } from '../email-settings/email-settings.js';
import { recordGuestArrival } from './access-codes.repository.js';
import {
  checkGuestAccessCode,
  findRefusedCodeEndedAt,
  guestAccessRefused,
  stayMargins,
} from './guest-access.js';

/** Presses per code and per kind in an hour: enough for a real problem, not enough to flood the owner. */
export const GUEST_ALERT_RATE_RULE: RateRule = { limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * A guest's word to the owner from the check-in page (issue 43, decision 0074): "Code not working?"
 * and "I'm in". The code is checked as for the instructions (the address's failure limit, an unknown or
 * ended code refused with the reason), then each kind is limited per code, and each accepted press
 * queues one email to the owner through the outbox.
 */
export const checkInAlertsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, now }) => {
  const notify = async () => isEmailConfigured(await readEmailSettings(db, config));

  /** A usable code at `at`, or the 403 (with `endedAt` for an ended one); then this kind's limit for it. */
  const guestCode = async (ip: string, code: string, kind: 'help' | 'arrived', at: Date) => {
    const margins = stayMargins(config);
    const access = await checkGuestAccessCode(db, ip, code, config, at);
    if (!access) throw guestAccessRefused(await findRefusedCodeEndedAt(db, code, margins, at));
    const { accessCode } = access;
    const count = await hitRateLimit(db, `check-in-${kind}:${accessCode.id}`, GUEST_ALERT_RATE_RULE);
    if (count > GUEST_ALERT_RATE_RULE.limit) throw tooManyRequests(GUEST_ALERT_RATE_LIMIT_MESSAGE);
    return {
      id: accessCode.id,
      source: {
        code: accessCode.code,
        guestName: accessCode.guestName,
        checkInAt: accessCode.checkInAt,
        checkOutAt: accessCode.checkOutAt,
        at,
        timeZone: config.SITE_TIME_ZONE,
        publicUrl: config.PUBLIC_URL,
      },
    };
  };

  app.post(
    api.checkInHelp,
    {
      config: { public: true },
      schema: { body: GuestHelpRequestSchema, response: { 201: GuestAlertResultSchema } },
    },
    async (request, reply) => {
      // Without a mail server the message would reach no one: say so (the page shows the host's
      // phone) rather than accept it. Checked before the code, so it counts toward nothing.
      if (!(await notify())) throw new HttpError(503, GUEST_HELP_UNAVAILABLE_MESSAGE);
      const { source } = await guestCode(request.ip, request.body.code, 'help', now());
      await enqueueEmail(db, buildGuestHelpEmail(source, request.body.message));
      signalOutbox();
      return reply.code(201).send({ success: true as const, message: GUEST_HELP_SENT_MESSAGE });
    },
  );

  app.post(
    api.checkInArrived,
    {
      config: { public: true },
      schema: { body: GuestArrivedRequestSchema, response: { 201: GuestAlertResultSchema } },
    },
    async (request, reply) => {
      const { id, source } = await guestCode(request.ip, request.body.code, 'arrived', now());
      // Without a mail server the owner still sees "Arrived …" on the code's card.
      const email = await notify();
      const arrivedAt = await recordGuestArrival(
        db,
        id,
        source.at,
        email ? buildGuestArrivedEmail(source) : null,
      );
      if (email) signalOutbox();
      return reply.code(201).send({ success: true as const, message: GUEST_ARRIVED_SENT_MESSAGE, arrivedAt });
    },
  );
};
