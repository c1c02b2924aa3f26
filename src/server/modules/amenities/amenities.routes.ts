import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import {
  AmenityCreateSchema,
  AmenitySchema,
  AmenityUpdateSchema,
} from '../../../shared/schemas/amenities.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { updateBody } from '../../lib/partial-update.js';
import { createAmenity, deleteAmenity, listAmenities, updateAmenity } from './amenities.repository.js';

export const amenitiesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    api.amenities,
    { config: { public: true }, schema: { response: { 200: z.array(AmenitySchema) } } },
    () => listAmenities(db),
  );

  app.post(
    api.amenities,
    { schema: { body: AmenityCreateSchema, response: { 201: AmenitySchema } } },
    async (request, reply) => reply.code(201).send(await createAmenity(db, request.body)),
  );

  app.put(
    adminApi.amenity.pattern,
    {
      schema: {
        params: IdParamsSchema,
        body: updateBody(AmenityUpdateSchema),
        response: { 200: AmenitySchema },
      },
    },
    async (request) => {
      const amenity = await updateAmenity(db, request.params.id, request.body);
      if (!amenity) throw notFound('Amenity category');
      return amenity;
    },
  );

  app.delete(
    adminApi.amenity.pattern,
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await deleteAmenity(db, request.params.id))) throw notFound('Amenity category');
      return { success: true as const };
    },
  );
};
