import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import {
  AmenityCreateSchema,
  AmenitySchema,
  AmenityUpdateSchema,
} from '../../../shared/schemas/amenities.js';
import { LangQuerySchema, withEnglishFields } from '../../../shared/schemas/translations.js';
import type { AppContext } from '../../context.js';
import { updateBody } from '../../lib/partial-update.js';
import { registerWriteRoutes } from '../../lib/write-routes.js';
import { translateRows } from '../translations/translations.repository.js';
import { createAmenity, deleteAmenity, listAmenities, updateAmenity } from './amenities.repository.js';

export const amenitiesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    api.amenities,
    {
      config: { public: true },
      schema: { querystring: LangQuerySchema, response: { 200: z.array(withEnglishFields(AmenitySchema)) } },
    },
    async (request) => translateRows(db, 'amenities', await listAmenities(db), request.query.lang),
  );

  registerWriteRoutes(app, db, 'Amenity category', {
    urls: [api.amenities, adminApi.amenity.pattern],
    schemas: [AmenityCreateSchema, updateBody(AmenityUpdateSchema), AmenitySchema],
    writes: [createAmenity, updateAmenity, deleteAmenity],
  });
};
