import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SuccessSchema } from '../../../shared/schemas/common.js';
import {
  CONTACT_RATE_LIMIT_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  ContactCreateSchema,
  ContactSubmissionSchema,
} from '../../../shared/schemas/contact.js';
import type { AppContext } from '../../context.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { hitRateLimit, RATE_RULES } from '../../lib/rate-limit.js';
import { createContactSubmission, listContactSubmissions } from './contact.repository.js';

export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const rule = { ...RATE_RULES.contact, limit: config.CONTACT_RATE_LIMIT };
  app.post(
    '/api/contact',
    { config: { public: true }, schema: { body: ContactCreateSchema, response: { 201: SuccessSchema } } },
    async (request, reply) => {
      // Every well-formed attempt from an address counts, stored or refused: one atomic upsert
      // decides, so parallel requests cannot slip past the limit. Malformed bodies (400) are
      // refused before this and never count. The window is fixed, so refused attempts do not
      // prolong it.
      const count = await hitRateLimit(db, `contact:${request.ip}`, rule);
      if (count > rule.limit) throw tooManyRequests(CONTACT_RATE_LIMIT_MESSAGE);
      await createContactSubmission(db, request.body);
      return reply.code(201).send({ success: true as const, message: CONTACT_SUCCESS_MESSAGE });
    },
  );

  app.get('/api/contact', { schema: { response: { 200: z.array(ContactSubmissionSchema) } } }, () =>
    listContactSubmissions(db),
  );
};
