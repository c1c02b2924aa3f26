import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import { RoomCreateSchema, RoomSchema, RoomUpdateSchema } from '../../../shared/schemas/rooms.js';
import type { AppContext } from '../../context.js';
import { updateBody } from '../../lib/partial-update.js';
import { registerWriteRoutes } from '../../lib/write-routes.js';
import { createRoom, deleteRoom, listRooms, updateRoom } from './rooms.repository.js';

export const roomsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(api.rooms, { config: { public: true }, schema: { response: { 200: z.array(RoomSchema) } } }, () =>
    listRooms(db),
  );

  registerWriteRoutes(app, db, 'Room', {
    urls: [api.rooms, adminApi.room.pattern],
    schemas: [RoomCreateSchema, updateBody(RoomUpdateSchema), RoomSchema],
    writes: [createRoom, updateRoom, deleteRoom],
  });
};
