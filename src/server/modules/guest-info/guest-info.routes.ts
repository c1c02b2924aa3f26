import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import {
  GuestInfoCategoryCreateSchema,
  GuestInfoCategorySchema,
  GuestInfoCategoryUpdateSchema,
  GuestInfoItemCreateSchema,
  GuestInfoItemSchema,
  GuestInfoItemUpdateSchema,
} from '../../../shared/schemas/guest-info.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { updateBody } from '../../lib/partial-update.js';
import {
  createGuestInfoCategory,
  createGuestInfoItem,
  deleteGuestInfoCategory,
  deleteGuestInfoItem,
  findGuestInfoCategory,
  listGuestInfoCategories,
  listGuestInfoItems,
  updateGuestInfoCategory,
  updateGuestInfoItem,
} from './guest-info.repository.js';

/** An item must belong to an existing category: 400, not a foreign-key failure. */
async function assertCategoryExists(db: Db, categoryId: number | undefined) {
  if (categoryId === undefined) return;
  if (!(await findGuestInfoCategory(db, categoryId))) {
    throw badRequest('Category not found', { categoryId: 'Category not found' });
  }
}

export const guestInfoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  // Categories ----------------------------------------------------------------------------------------

  app.get(
    api.guestInfoCategories,
    { config: { public: true }, schema: { response: { 200: z.array(GuestInfoCategorySchema) } } },
    () => listGuestInfoCategories(db),
  );

  app.post(
    api.guestInfoCategories,
    { schema: { body: GuestInfoCategoryCreateSchema, response: { 201: GuestInfoCategorySchema } } },
    async (request, reply) => reply.code(201).send(await createGuestInfoCategory(db, request.body)),
  );

  app.put(
    adminApi.guestInfoCategory.pattern,
    {
      schema: {
        params: IdParamsSchema,
        body: updateBody(GuestInfoCategoryUpdateSchema),
        response: { 200: GuestInfoCategorySchema },
      },
    },
    async (request) => {
      const category = await updateGuestInfoCategory(db, request.params.id, request.body);
      if (!category) throw notFound('Category');
      return category;
    },
  );

  /** Also deletes the category's items. */
  app.delete(
    adminApi.guestInfoCategory.pattern,
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await deleteGuestInfoCategory(db, request.params.id))) throw notFound('Category');
      return { success: true as const };
    },
  );

  // Items ---------------------------------------------------------------------------------------------

  app.get(
    api.guestInfoItems,
    { config: { public: true }, schema: { response: { 200: z.array(GuestInfoItemSchema) } } },
    () => listGuestInfoItems(db),
  );

  app.post(
    api.guestInfoItems,
    { schema: { body: GuestInfoItemCreateSchema, response: { 201: GuestInfoItemSchema } } },
    async (request, reply) => {
      await assertCategoryExists(db, request.body.categoryId);
      return reply.code(201).send(await createGuestInfoItem(db, request.body));
    },
  );

  app.put(
    adminApi.guestInfoItem.pattern,
    {
      schema: {
        params: IdParamsSchema,
        body: updateBody(GuestInfoItemUpdateSchema),
        response: { 200: GuestInfoItemSchema },
      },
    },
    async (request) => {
      await assertCategoryExists(db, request.body.categoryId);
      const item = await updateGuestInfoItem(db, request.params.id, request.body);
      if (!item) throw notFound('Item');
      return item;
    },
  );

  app.delete(
    adminApi.guestInfoItem.pattern,
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await deleteGuestInfoItem(db, request.params.id))) throw notFound('Item');
      return { success: true as const };
    },
  );
};
