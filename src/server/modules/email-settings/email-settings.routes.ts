import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { EmailSettingsSchema, EmailSettingsUpdateSchema } from '../../../shared/schemas/email-settings.js';
import type { AppContext } from '../../context.js';
import { updateBody } from '../../lib/partial-update.js';
import { emailSettingsView, readEmailSettings, updateEmailSettings } from './email-settings.js';

/** Admin only (no `public` flag): the mail server address holds its password, which is never sent back. */
export const emailSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    adminApi.emailSettings,
    { schema: { response: { 200: EmailSettingsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return emailSettingsView(await readEmailSettings(db, config));
    },
  );

  app.put(
    adminApi.emailSettings,
    { schema: { body: updateBody(EmailSettingsUpdateSchema), response: { 200: EmailSettingsSchema } } },
    async (request) => emailSettingsView(await updateEmailSettings(db, config, request.body)),
  );
};
