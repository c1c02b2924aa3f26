import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import {
  AttractionCategoryCreateSchema,
  AttractionCategorySchema,
  AttractionCategoryUpdateSchema,
} from '../../../shared/schemas/attractions.js';
import type { AppContext } from '../../context.js';
import { registerByIdRoutes } from '../../lib/by-id-routes.js';
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

  /** Deleting a category also deletes its attractions. */
  registerByIdRoutes(app, {
    pattern: adminApi.attractionCategory.pattern,
    label: 'Category',
    body: updateBody(AttractionCategoryUpdateSchema),
    response: AttractionCategorySchema,
    update: (id, body) => updateAttractionCategory(db, id, body),
    remove: (id) => deleteAttractionCategory(db, id),
  });
};
