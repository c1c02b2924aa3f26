import { randomBytes } from 'node:crypto';
import { mkdir, statfs, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import type { AppContext } from '../../context.js';
import { isDraining } from '../../lib/lifecycle.js';

/** A balancer polls health every few seconds and gives up after one or two: answer well within that. */
const PING_TIMEOUT_MS = 1500;

/** DATA_DIR takes writes (uploads, image cache, PGlite) and has room for them; the reason when not. */
async function checkDisk(dataDir: string, minFreeMb: number): Promise<string | undefined> {
  try {
    await mkdir(dataDir, { recursive: true });
    const stats = await statfs(dataDir);
    const freeMb = (Number(stats.bavail) * Number(stats.bsize)) / (1024 * 1024);
    if (freeMb < minFreeMb) {
      return `The disk holding the data directory is full (${Math.floor(freeMb)} MB free, DISK_MIN_FREE_MB is ${minFreeMb})`;
    }
    // A name of its own: a probe shared by name is removed by one check while another still writes it.
    const probe = path.join(dataDir, `.health-${process.pid}-${randomBytes(6).toString('hex')}`);
    await writeFile(probe, 'ok');
    await unlink(probe);
    return undefined;
  } catch (error) {
    return `The data directory cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  }
}

export const STORAGE_NOT_ANSWERING_MESSAGE = 'The file storage (S3 bucket) is not answering';

/** Checks arriving together share the one probe in flight: a storm of health checks costs one probe. */
function shareInFlight<T>(probe: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= probe().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { config, database, storage }) => {
  const checkDiskOnce = shareInFlight(() => checkDisk(config.DATA_DIR, config.DISK_MIN_FREE_MB));
  // A bucket elsewhere: pictures are broken while it cannot be reached, so a balancer must hear of it.
  const checkStorageOnce = shareInFlight(
    async (): Promise<unknown> =>
      storage.ping?.(PING_TIMEOUT_MS).then(
        () => undefined,
        (error: unknown) => error ?? new Error('no answer'),
      ),
  );
  app.get(
    adminApi.health,
    {
      config: { public: true },
      schema: {
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.string(), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (isDraining()) {
        return reply.code(503).send({ status: 'draining', message: 'The server is shutting down' });
      }
      const [databaseError, diskProblem, storageError] = await Promise.all([
        database.ping(PING_TIMEOUT_MS).then(
          () => undefined,
          (error: unknown) => error,
        ),
        checkDiskOnce(),
        checkStorageOnce(),
      ]);
      if (databaseError) {
        request.log.warn({ err: databaseError }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable', message: 'The database is not answering' });
      }
      if (diskProblem) {
        request.log.warn(diskProblem);
        return reply.code(503).send({ status: 'unavailable', message: diskProblem });
      }
      if (storageError) {
        request.log.warn({ err: storageError }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable', message: STORAGE_NOT_ANSWERING_MESSAGE });
      }
      return { status: 'ok' as const };
    },
  );
};
