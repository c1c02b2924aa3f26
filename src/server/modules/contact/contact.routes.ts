import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import {
  CONTACT_RATE_LIMIT_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  ContactCreateSchema,
  ContactListQuerySchema,
  ContactSubmissionSchema,
  ContactSummarySchema,
  ContactUpdateSchema,
} from '../../../shared/schemas/contact.js';
import type { AppContext } from '../../context.js';
import { notFound, tooManyRequests } from '../../lib/http-error.js';
import { updateBody } from '../../lib/partial-update.js';
import { buildContactEmail } from '../../platform/outbox/email-templates.js';
import { isEmailConfigured } from '../../platform/outbox/mailer.js';
import { signalOutbox } from '../../platform/outbox/outbox-signal.js';
import { readSiteName } from '../../platform/outbox/site-name.js';
import { hitRateLimit, RATE_RULES, rateLimitKey } from '../../platform/rate-limit/rate-limit.js';
import { readEmailSettings } from '../email-settings/email-settings.js';
import {
  createContactSubmission,
  listContactSubmissions,
  summarizeContactSubmissions,
  updateContactSubmission,
} from './contact.repository.js';
import { contactSubmissionsToCsv } from './contact-csv.js';

export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const rule = { ...RATE_RULES.contact, limit: config.CONTACT_RATE_LIMIT };
  app.post(
    api.contact,
    { config: { public: true }, schema: { body: ContactCreateSchema, response: { 201: SuccessSchema } } },
    async (request, reply) => {
      // Every well-formed attempt from an address counts, stored or refused: one atomic upsert
      // decides, so parallel requests cannot slip past the limit. Malformed bodies (400) are
      // refused before this and never count. The window is fixed, so refused attempts do not
      // prolong it.
      const count = await hitRateLimit(db, `contact:${rateLimitKey(request.ip)}`, rule);
      if (count > rule.limit) throw tooManyRequests(CONTACT_RATE_LIMIT_MESSAGE);
      // The owner's email is queued with the message (one transaction) and sent by the outbox
      // worker: the guest never waits for, or fails because of, the mail server.
      const notify = isEmailConfigured(await readEmailSettings(db, config));
      const siteName = notify ? await readSiteName(db) : undefined;
      await createContactSubmission(
        db,
        request.body,
        notify ? (row) => buildContactEmail(row, config.PUBLIC_URL, siteName) : undefined,
      );
      if (notify) signalOutbox();
      return reply.code(201).send({ success: true as const, message: CONTACT_SUCCESS_MESSAGE });
    },
  );

  app.get(
    api.contact,
    { schema: { querystring: ContactListQuerySchema, response: { 200: z.array(ContactSubmissionSchema) } } },
    (request) => listContactSubmissions(db, request.query),
  );

  app.get(adminApi.contactSummary, { schema: { response: { 200: ContactSummarySchema } } }, () =>
    summarizeContactSubmissions(db),
  );

  app.get(
    adminApi.contactExport,
    { schema: { querystring: ContactListQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const rows = await listContactSubmissions(db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="contact-messages-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(contactSubmissionsToCsv(rows));
    },
  );

  app.put(
    adminApi.contactMessage.pattern,
    {
      schema: {
        params: IdParamsSchema,
        body: updateBody(ContactUpdateSchema),
        response: { 200: ContactSubmissionSchema },
      },
    },
    async (request) => {
      const row = await updateContactSubmission(db, request.params.id, request.body);
      if (!row) throw notFound('Message');
      return row;
    },
  );
};
