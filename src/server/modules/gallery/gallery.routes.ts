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
import { updateBody } from '../../lib/partial-update.js';
import { registerWriteRoutes } from '../../lib/write-routes.js';
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

  registerWriteRoutes(app, db, 'Gallery image', {
    urls: [api.gallery, adminApi.galleryItem.pattern],
    schemas: [GalleryImageCreateSchema, updateBody(GalleryImageUpdateSchema), GalleryImageSchema],
    writes: [createGalleryImage, updateGalleryImage, deleteGalleryImage],
    deletedMessage: 'Gallery image deleted successfully',
  });
};
