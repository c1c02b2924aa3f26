import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api, isPublicPagePath } from '../../../shared/routes.js';
import {
  AnalyticsSummaryQuerySchema,
  AnalyticsSummarySchema,
  SiteEventCreateSchema,
} from '../../../shared/schemas/analytics.js';
import type { AppContext } from '../../context.js';
import { badRequest, tooManyRequests } from '../../lib/http-error.js';
import { hitRateLimit, RATE_RULES, rateLimitKey } from '../../platform/rate-limit/rate-limit.js';
import { isoDateInZone } from '../../platform/time/zoned-dates.js';
import {
  asksNotToBeTracked,
  isBotUserAgent,
  rateLimitKeyOf,
  summarizeAnalytics,
  visitorHashOf,
} from './analytics.js';
import { recordSiteEvent } from './analytics.repository.js';

export const ANALYTICS_RATE_LIMIT_MESSAGE =
  'Too many analytics events from this address. Please try again later.';
export const EVENT_BODY_MESSAGE = 'The body must be a JSON object such as {"name":"page_view","path":"/"}';
/** `{ name, path }` is a few dozen bytes; nothing bigger is an event. */
const EVENT_BODY_LIMIT = 1024;

export const analyticsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, now }) => {
  const rule = { ...RATE_RULES.analyticsEvents, limit: config.ANALYTICS_RATE_LIMIT };

  // navigator.sendBeacon sends a string as text/plain (a type that needs no preflight): in this
  // plugin only, a text/plain body is read as JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest(EVENT_BODY_MESSAGE), undefined);
    }
  });

  app.post(
    api.events,
    {
      config: { public: true },
      bodyLimit: EVENT_BODY_LIMIT,
      schema: { body: SiteEventCreateSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      // Nothing is stored (and nothing counted against the limit) for a visitor who asked not to be
      // tracked, or for a robot; both get the same answer as a counted event.
      const userAgent = request.headers['user-agent'];
      if (asksNotToBeTracked(request.headers) || isBotUserAgent(userAgent)) return reply.code(204).send(null);
      // Nor for a path that is no page of the site (a 404 such as /nope): it would enter Top pages.
      if (!isPublicPagePath(request.body.path)) return reply.code(204).send(null);
      const day = isoDateInZone(now(), config.SITE_TIME_ZONE);
      const count = await hitRateLimit(db, await rateLimitKeyOf(db, day, rateLimitKey(request.ip)), rule);
      if (count > rule.limit) throw tooManyRequests(ANALYTICS_RATE_LIMIT_MESSAGE);
      const visitorHash = await visitorHashOf(db, day, request.ip, userAgent ?? '');
      await recordSiteEvent(db, { ...request.body, day, visitorHash });
      return reply.code(204).send(null);
    },
  );

  app.get(
    adminApi.analyticsSummary.pattern,
    { schema: { querystring: AnalyticsSummaryQuerySchema, response: { 200: AnalyticsSummarySchema } } },
    (request) => summarizeAnalytics(db, config, request.query.days, now()),
  );
};
