import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import {
  GalleryImageCreateSchema,
  GalleryImageSchema,
  GalleryImageUpdateSchema,
} from '../../../shared/schemas/gallery.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { updateBody } from '../../lib/partial-update.js';
import {
  createGalleryImage,
  deleteGalleryImage,
  listGalleryImages,
  updateGalleryImage,
} from './gallery.repository.js';

export const galleryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    api.gallery,
    { config: { public: true }, schema: { response: { 200: z.array(GalleryImageSchema) } } },
    () => listGalleryImages(db),
  );

  app.post(
    api.gallery,
    { schema: { body: GalleryImageCreateSchema, response: { 201: GalleryImageSchema } } },
    async (request, reply) => reply.code(201).send(await createGalleryImage(db, request.body)),
  );

  app.put(
    adminApi.galleryItem.pattern,
    {
      schema: {
        params: IdParamsSchema,
        body: updateBody(GalleryImageUpdateSchema),
        response: { 200: GalleryImageSchema },
      },
    },
    async (request) => {
      const image = await updateGalleryImage(db, request.params.id, request.body);
      if (!image) throw notFound('Gallery image');
      return image;
    },
  );

  app.delete(
    adminApi.galleryItem.pattern,
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await deleteGalleryImage(db, request.params.id))) throw notFound('Gallery image');
      return { success: true as const, message: 'Gallery image deleted successfully' };
    },
  );
};
