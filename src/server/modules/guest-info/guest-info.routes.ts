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
import { LangQuerySchema, withEnglishFields } from '../../../shared/schemas/translations.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/http-error.js';
import { updateBody } from '../../lib/partial-update.js';
import { registerWriteRoutes } from '../../lib/write-routes.js';
import { translateRows } from '../translations/translations.repository.js';
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

/** An item's create, refused (400) when its category does not exist. */
async function createItemInCategory(db: Db, body: z.output<typeof GuestInfoItemCreateSchema>) {
  await assertCategoryExists(db, body.categoryId);
  return createGuestInfoItem(db, body);
}

async function updateItemInCategory(db: Db, id: number, body: z.output<typeof GuestInfoItemUpdateSchema>) {
  await assertCategoryExists(db, body.categoryId);
  return updateGuestInfoItem(db, id, body);
}

export const guestInfoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  // Categories ----------------------------------------------------------------------------------------

  app.get(
    api.guestInfoCategories,
    {
      config: { public: true },
      schema: {
        querystring: LangQuerySchema,
        response: { 200: z.array(withEnglishFields(GuestInfoCategorySchema)) },
      },
    },
    async (request) =>
      translateRows(db, 'guest-info-categories', await listGuestInfoCategories(db), request.query.lang),
  );

  /** Deleting a category also deletes its items. */
  registerWriteRoutes(app, db, 'Category', {
    urls: [api.guestInfoCategories, adminApi.guestInfoCategory.pattern],
    schemas: [
      GuestInfoCategoryCreateSchema,
      updateBody(GuestInfoCategoryUpdateSchema),
      GuestInfoCategorySchema,
    ],
    writes: [createGuestInfoCategory, updateGuestInfoCategory, deleteGuestInfoCategory],
  });

  // Items ---------------------------------------------------------------------------------------------

  app.get(
    api.guestInfoItems,
    {
      config: { public: true },
      schema: {
        querystring: LangQuerySchema,
        response: { 200: z.array(withEnglishFields(GuestInfoItemSchema)) },
      },
    },
    async (request) =>
      translateRows(db, 'guest-info-items', await listGuestInfoItems(db), request.query.lang),
  );

  registerWriteRoutes(app, db, 'Item', {
    urls: [api.guestInfoItems, adminApi.guestInfoItem.pattern],
    schemas: [GuestInfoItemCreateSchema, updateBody(GuestInfoItemUpdateSchema), GuestInfoItemSchema],
    writes: [createItemInCategory, updateItemInCategory, deleteGuestInfoItem],
  });
};
