import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import {
  AttractionCategoryCreateSchema,
  AttractionCategorySchema,
  AttractionCategoryUpdateSchema,
} from '../../../shared/schemas/attractions.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { updateBody } from '../../lib/partial-update.js';
import {
  createAttractionCategory,
  deleteAttractionCategory,
  listAttractionCategories,
  updateAttractionCategory,
} from './attraction-categories.repository.js';

export const attractionCategoriesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    api.attractionCategories,
    { config: { public: true }, schema: { response: { 200: z.array(AttractionCategorySchema) } } },
    () => listAttractionCategories(db),
  );

  app.post(
    api.attractionCategories,
    { schema: { body: AttractionCategoryCreateSchema, response: { 201: AttractionCategorySchema } } },
    async (request, reply) => reply.code(201).send(await createAttractionCategory(db, request.body)),
  );

  app.put(
    adminApi.attractionCategory.pattern,
    {
      schema: {
        params: IdParamsSchema,
        body: updateBody(AttractionCategoryUpdateSchema),
        response: { 200: AttractionCategorySchema },
      },
    },
    async (request) => {
      const category = await updateAttractionCategory(db, request.params.id, request.body);
      if (!category) throw notFound('Category');
      return category;
    },
  );

  /** Also deletes the category's attractions. */
  app.delete(
    adminApi.attractionCategory.pattern,
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await deleteAttractionCategory(db, request.params.id))) throw notFound('Category');
      return { success: true as const };
    },
  );
};
