import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import { RoomCreateSchema, RoomSchema, RoomUpdateSchema } from '../../../shared/schemas/rooms.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
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

  app.put(
    adminApi.room.pattern,
    { schema: { params: IdParamsSchema, body: updateBody(RoomUpdateSchema), response: { 200: RoomSchema } } },
    async (request) => {
      const room = await updateRoom(db, request.params.id, request.body);
      if (!room) throw notFound('Room');
      return room;
    },
  );

  app.delete(
    adminApi.room.pattern,
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await deleteRoom(db, request.params.id))) throw notFound('Room');
      return { success: true as const };
    },
  );
};
