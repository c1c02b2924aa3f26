import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import {
  AvailabilityFeedCreateSchema,
  AvailabilityFeedSchema,
  AvailabilitySchema,
} from '../../../shared/schemas/availability.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import type { AppContext } from '../../context.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { createFeed, deleteFeed } from './availability.repository.js';
import { listFeedViews, readAvailability, runAvailabilitySync, toFeedView } from './availability-sync.js';
import { assertPublicHost, FeedFetchError } from './ical-fetch.js';

/** Guests may see a calendar up to a minute old; the ETag makes revalidation a 304. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

export const availabilityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, now }) => {
  app.get(
    api.availability,
    { config: { public: true }, schema: { response: { 200: AvailabilitySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return readAvailability(db, config, new Date());
    },
  );

  app.get(
    adminApi.availabilityFeeds,
    { schema: { response: { 200: z.array(AvailabilityFeedSchema) } } },
    async () => listFeedViews(db, new Date()),
  );

  app.post(
    adminApi.availabilityFeeds,
    { schema: { body: AvailabilityFeedCreateSchema, response: { 201: AvailabilityFeedSchema } } },
    async (request, reply) => {
      if (!config.ICAL_ALLOW_PRIVATE_ADDRESSES) {
        try {
          await assertPublicHost(new URL(request.body.url).hostname);
        } catch (error) {
          const message =
            error instanceof FeedFetchError ? error.message : 'The address could not be checked';
          throw badRequest(message, { url: message });
        }
      }
      const feed = await createFeed(db, request.body);
      return reply.code(201).send(toFeedView(feed, true, new Date()));
    },
  );

  app.delete(
    adminApi.availabilityFeed.pattern,
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await deleteFeed(db, request.params.id))) throw notFound('Feed');
      return { success: true as const };
    },
  );

  app.post(
    adminApi.availabilitySync,
    { schema: { response: { 200: z.array(AvailabilityFeedSchema) } } },
    async () => {
      const synced = await runAvailabilitySync(db, { config, force: true, clock: now });
      if (!synced) throw new HttpError(409, 'Another sync is still running; try again in a minute.');
      return listFeedViews(db, new Date());
    },
  );
};
