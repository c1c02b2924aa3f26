import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { ArrivalSettingsSchema, ArrivalSettingsUpdateSchema } from '../../../shared/schemas/arrival.js';
import type { AppContext } from '../../context.js';
import { updateBody } from '../../lib/partial-update.js';
import { getArrivalSettings, updateArrivalSettings } from './arrival-settings.repository.js';

/** Admin only (no `public` flag): the door code and WiFi password are in these settings. */
export const arrivalSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(adminApi.arrivalSettings, { schema: { response: { 200: ArrivalSettingsSchema } } }, () =>
    getArrivalSettings(db),
  );

  app.put(
    adminApi.arrivalSettings,
    { schema: { body: updateBody(ArrivalSettingsUpdateSchema), response: { 200: ArrivalSettingsSchema } } },
    (request) => updateArrivalSettings(db, request.body),
  );
};
