import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import {
  ExperienceAvailabilityQuerySchema,
  ExperienceAvailabilitySchema,
  ExperienceCreateSchema,
  ExperienceListQuerySchema,
  ExperienceSchema,
  ExperienceUpdateSchema,
} from '../../../shared/schemas/experiences.js';
import { LangQuerySchema, withEnglishFields } from '../../../shared/schemas/translations.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { updateBody } from '../../lib/partial-update.js';
import { addDaysIso } from '../../platform/time/zoned-dates.js';
import { findAttraction } from '../attractions/attractions.repository.js';
import { requireAdmin } from '../auth/auth.plugin.js';
import { countBookingsOfExperience } from '../experience-bookings/experience-bookings.repository.js';
import { translateRows } from '../translations/translations.repository.js';
import { bookableDates, bookableRange } from './booking-rules.js';
import {
  bookedParticipantsByDate,
  createExperience,
  deleteExperience,
  findExperience,
  listExperiences,
  updateExperience,
} from './experiences.repository.js';

/** An experience may name an attraction; it must exist (400, not a foreign-key failure). */
async function assertAttractionExists(db: Db, attractionId: number | null | undefined) {
  if (attractionId === undefined || attractionId === null) return;
  if (!(await findAttraction(db, attractionId))) {
    throw badRequest('Attraction not found', { attractionId: 'Attraction not found' });
  }
}

export const experiencesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, now }) => {
  // Public: the active experiences. `?all=true` is the owner's list (inactive ones too), never cached.
  app.get(
    api.experiences,
    {
      config: { public: true },
      schema: {
        querystring: ExperienceListQuerySchema.extend(LangQuerySchema.shape),
        response: { 200: z.array(withEnglishFields(ExperienceSchema)) },
      },
    },
    async (request, reply) => {
      const all = request.query.all === 'true';
      if (all) {
        reply.header('cache-control', 'no-store');
        await requireAdmin(request);
      }
      return translateRows(db, 'experiences', await listExperiences(db, { all }), request.query.lang);
    },
  );

  // Public for an active experience; an inactive one only for the owner (404 to everyone else).
  app.get(
    adminApi.experience.pattern,
    {
      config: { public: true },
      schema: {
        params: IdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: withEnglishFields(ExperienceSchema) },
      },
    },
    async (request, reply) => {
      const experience = await findExperience(db, request.params.id);
      if (!experience) throw notFound('Experience');
      if (!experience.isActive) {
        reply.header('cache-control', 'no-store');
        const user = await request.getUser();
        if (!user?.isAdmin) throw notFound('Experience');
      }
      const [translated] = await translateRows(db, 'experiences', [experience], request.query.lang);
      return translated;
    },
  );

  // Public: the dates that can be booked now in a range (default: the whole booking window) and the
  // places left on each; a full date is listed with 0.
  app.get(
    api.experienceAvailability.pattern,
    {
      config: { public: true },
      schema: {
        params: IdParamsSchema,
        querystring: ExperienceAvailabilityQuerySchema,
        response: { 200: ExperienceAvailabilitySchema },
      },
    },
    async (request) => {
      const experience = await findExperience(db, request.params.id);
      if (!experience?.isActive) throw notFound('Experience');
      const timeZone = config.SITE_TIME_ZONE;
      const range = bookableRange(experience, timeZone, now());
      const from = request.query.from ?? range.first;
      const to = request.query.to ?? range.last;
      if (addDaysIso(from, 366) < to) {
        throw badRequest('The range may cover at most 366 days', {
          to: 'The range may cover at most 366 days',
        });
      }
      const dates = bookableDates(experience, timeZone, now(), from, to);
      const booked =
        dates.length > 0
          ? await bookedParticipantsByDate(db, experience.id, dates[0], dates[dates.length - 1])
          : new Map<string, number>();
      return {
        experienceId: experience.id,
        timeZone,
        startTime: experience.startTime,
        maxParticipants: experience.maxParticipants,
        firstBookableDate: range.first,
        lastBookableDate: range.last,
        dates: dates.map((date) => ({
          date,
          placesLeft: Math.max(0, experience.maxParticipants - (booked.get(date) ?? 0)),
        })),
      };
    },
  );

  app.post(
    api.experiences,
    { schema: { body: ExperienceCreateSchema, response: { 201: ExperienceSchema } } },
    async (request, reply) => {
      await assertAttractionExists(db, request.body.attractionId);
      return reply.code(201).send(await createExperience(db, request.body));
    },
  );

  app.put(
    adminApi.experience.pattern,
    {
      schema: {
        params: IdParamsSchema,
        body: updateBody(ExperienceUpdateSchema),
        response: { 200: ExperienceSchema },
      },
    },
    async (request) => {
      await assertAttractionExists(db, request.body.attractionId);
      const experience = await updateExperience(db, request.params.id, request.body);
      if (!experience) throw notFound('Experience');
      return experience;
    },
  );

  // Deleting an experience would delete its bookings with it: refused while it has any.
  app.delete(
    adminApi.experience.pattern,
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      const bookings = await countBookingsOfExperience(db, request.params.id);
      if (bookings > 0) {
        throw conflict(
          `This experience has ${bookings} ${bookings === 1 ? 'booking' : 'bookings'}: make it inactive instead of deleting it.`,
        );
      }
      if (!(await deleteExperience(db, request.params.id))) throw notFound('Experience');
      return { success: true as const };
    },
  );
};
