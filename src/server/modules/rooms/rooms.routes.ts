import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import { RoomCreateSchema, RoomSchema, RoomUpdateSchema } from '../../../shared/schemas/rooms.js';
import type { AppContext } from '../../context.js';
import { registerByIdRoutes } from '../../lib/by-id-routes.js';
import { updateBody } from '../../lib/partial-update.js';
import { createRoom, deleteRoom, listRooms, updateRoom } from './rooms.repository.js';

export const roomsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(api.rooms, { config: { public: true }, schema: { response: { 200: z.array(RoomSchema) } } }, () =>
    listRooms(db),
  );

  app.post(
    api.rooms,
    { schema: { body: RoomCreateSchema, response: { 201: RoomSchema } } },
    async (request, reply) => reply.code(201).send(await createRoom(db, request.body)),
  );

  registerByIdRoutes(app, {
    pattern: adminApi.room.pattern,
    label: 'Room',
    body: updateBody(RoomUpdateSchema),
    response: RoomSchema,
    update: (id, body) => updateRoom(db, id, body),
    remove: (id) => deleteRoom(db, id),
  });
};
