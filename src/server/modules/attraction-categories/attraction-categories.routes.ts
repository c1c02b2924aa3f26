import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import {
  AttractionCategoryCreateSchema,
  AttractionCategorySchema,
  AttractionCategoryUpdateSchema,
} from '../../../shared/schemas/attractions.js';
import { LangQuerySchema, withEnglishFields } from '../../../shared/schemas/translations.js';
import type { AppContext } from '../../context.js';
import { updateBody } from '../../lib/partial-update.js';
import { registerWriteRoutes } from '../../lib/write-routes.js';
import { translateRows } from '../translations/translations.repository.js';
import {
  createAttractionCategory,
  deleteAttractionCategory,
  listAttractionCategories,
  updateAttractionCategory,
} from './attraction-categories.repository.js';

export const attractionCategoriesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    api.attractionCategories,
    {
      config: { public: true },
      schema: {
        querystring: LangQuerySchema,
        response: { 200: z.array(withEnglishFields(AttractionCategorySchema)) },
      },
    },
    async (request) =>
      translateRows(db, 'attraction-categories', await listAttractionCategories(db), request.query.lang),
  );

  /** Deleting a category also deletes its attractions. */
  registerWriteRoutes(app, db, 'Category', {
    urls: [api.attractionCategories, adminApi.attractionCategory.pattern],
    schemas: [
      AttractionCategoryCreateSchema,
      updateBody(AttractionCategoryUpdateSchema),
      AttractionCategorySchema,
    ],
    writes: [createAttractionCategory, updateAttractionCategory, deleteAttractionCategory],
  });
};
