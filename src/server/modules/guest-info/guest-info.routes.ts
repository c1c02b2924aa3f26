import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
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
import { registerByIdRoutes } from '../../lib/by-id-routes.js';
import { badRequest } from '../../lib/http-error.js';
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

  /** Deleting a category also deletes its items. */
  registerByIdRoutes(app, {
    pattern: adminApi.guestInfoCategory.pattern,
    label: 'Category',
    body: updateBody(GuestInfoCategoryUpdateSchema),
    response: GuestInfoCategorySchema,
    update: (id, body) => updateGuestInfoCategory(db, id, body),
    remove: (id) => deleteGuestInfoCategory(db, id),
  });

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

  registerByIdRoutes(app, {
    pattern: adminApi.guestInfoItem.pattern,
    label: 'Item',
    body: updateBody(GuestInfoItemUpdateSchema),
    response: GuestInfoItemSchema,
    update: async (id, body) => {
      await assertCategoryExists(db, body.categoryId);
      return updateGuestInfoItem(db, id, body);
    },
    remove: (id) => deleteGuestInfoItem(db, id),
  });
};
