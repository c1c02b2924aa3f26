import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import {
  GalleryImageCreateSchema,
  GalleryImageSchema,
  GalleryImageUpdateSchema,
} from '../../../shared/schemas/gallery.js';
import type { AppContext } from '../../context.js';
import { registerByIdRoutes } from '../../lib/by-id-routes.js';
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

  registerByIdRoutes(app, {
    pattern: adminApi.galleryItem.pattern,
    label: 'Gallery image',
    body: updateBody(GalleryImageUpdateSchema),
    response: GalleryImageSchema,
    update: (id, body) => updateGalleryImage(db, id, body),
    remove: (id) => deleteGalleryImage(db, id),
    deletedMessage: 'Gallery image deleted successfully',
  });
};
