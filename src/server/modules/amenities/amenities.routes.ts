import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import {
  AmenityCreateSchema,
  AmenitySchema,
  AmenityUpdateSchema,
} from '../../../shared/schemas/amenities.js';
import type { AppContext } from '../../context.js';
import { registerByIdRoutes } from '../../lib/by-id-routes.js';
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

  registerByIdRoutes(app, {
    pattern: adminApi.amenity.pattern,
    label: 'Amenity category',
    body: updateBody(AmenityUpdateSchema),
    response: AmenitySchema,
    update: (id, body) => updateAmenity(db, id, body),
    remove: (id) => deleteAmenity(db, id),
  });
};
