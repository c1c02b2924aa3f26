import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import {
  AttractionCreateSchema,
  AttractionListQuerySchema,
  AttractionSchema,
  AttractionUpdateSchema,
} from '../../../shared/schemas/attractions.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import { LangQuerySchema, withEnglishFields } from '../../../shared/schemas/translations.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { updateBody } from '../../lib/partial-update.js';
import { findAttractionCategory } from '../attraction-categories/attraction-categories.repository.js';
import { translateRows } from '../translations/translations.repository.js';
import {
  createAttraction,
  deleteAttraction,
  listAttractions,
  updateAttraction,
} from './attractions.repository.js';

/** An attraction must belong to an existing category: 400, not a foreign-key failure. */
async function assertCategoryExists(db: Db, categoryId: number | undefined) {
  if (categoryId === undefined) return;
  if (!(await findAttractionCategory(db, categoryId))) {
    throw badRequest('Category not found', { categoryId: 'Category not found' });
  }
}

export const attractionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    api.attractions,
    {
      config: { public: true },
      schema: {
        querystring: AttractionListQuerySchema.extend(LangQuerySchema.shape),
        response: { 200: z.array(withEnglishFields(AttractionSchema)) },
      },
    },
    async (request) =>
      translateRows(
        db,
        'attractions',
        await listAttractions(db, { categoryId: request.query.categoryId }),
        request.query.lang,
      ),
  );

  app.post(
    api.attractions,
    { schema: { body: AttractionCreateSchema, response: { 201: AttractionSchema } } },
    async (request, reply) => {
      await assertCategoryExists(db, request.body.categoryId);
      return reply.code(201).send(await createAttraction(db, request.body));
    },
  );

  app.put(
    adminApi.attraction.pattern,
    {
      schema: {
        params: IdParamsSchema,
        body: updateBody(AttractionUpdateSchema),
        response: { 200: AttractionSchema },
      },
    },
    async (request) => {
      await assertCategoryExists(db, request.body.categoryId);
      const attraction = await updateAttraction(db, request.params.id, request.body);
      if (!attraction) throw notFound('Attraction');
      return attraction;
    },
  );

  app.delete(
    adminApi.attraction.pattern,
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await deleteAttraction(db, request.params.id))) throw notFound('Attraction');
      return { success: true as const };
    },
  );
};
