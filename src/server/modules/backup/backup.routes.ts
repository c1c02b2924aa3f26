import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import type { AppContext } from '../../context.js';
import { createBackup } from './create-backup.js';

/** The owner's complete backup, taken while the site runs (decision 0051). Admin only, never cached. */
export const backupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database, storage, now }) => {
  app.get(
    adminApi.backup,
    // The body is a gzip'd tar, streamed; no JSON to describe. No HEAD twin: it would take a snapshot for nothing.
    { exposeHeadRoute: false, schema: { response: { 200: z.unknown() } } },
    async (_request, reply) => {
      const backup = await createBackup({ database, storage, now: now() });
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${backup.fileName}"`)
        .header('cache-control', 'no-store')
        .send(backup.stream);
    },
  );
};
