import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import { RoomCreateSchema, RoomSchema, RoomUpdateSchema } from '../../../shared/schemas/rooms.js';
import { LangQuerySchema, withEnglishFields } from '../../../shared/schemas/translations.js';
import type { AppContext } from '../../context.js';
import { updateBody } from '../../lib/partial-update.js';
import { registerWriteRoutes } from '../../lib/write-routes.js';
import { translateRows } from '../translations/translations.repository.js';
import { createRoom, deleteRoom, listRooms, updateRoom } from './rooms.repository.js';

export const roomsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    api.rooms,
    {
      config: { public: true },
      schema: { querystring: LangQuerySchema, response: { 200: z.array(withEnglishFields(RoomSchema)) } },
    },
    async (request) => translateRows(db, 'rooms', await listRooms(db), request.query.lang),
  );

  registerWriteRoutes(app, db, 'Room', {
    urls: [api.rooms, adminApi.room.pattern],
    schemas: [RoomCreateSchema, updateBody(RoomUpdateSchema), RoomSchema],
    writes: [createRoom, updateRoom, deleteRoom],
  });
};
