import { randomBytes } from 'node:crypto';
import { mkdir, statfs, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { config, database }) => {
  // Checks arriving together share one disk probe: a storm of health checks costs one write.
  let diskCheck: Promise<string | undefined> | undefined;
  const checkDiskOnce = () => {
    diskCheck ??= checkDisk(config.DATA_DIR, config.DISK_MIN_FREE_MB).finally(() => {
      diskCheck = undefined;
    });
    return diskCheck;
  };
  app.get(
    '/api/health',
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
      const [databaseError, diskProblem] = await Promise.all([
        database.ping(PING_TIMEOUT_MS).then(
          () => undefined,
          (error: unknown) => error,
        ),
        checkDiskOnce(),
      ]);
      if (databaseError) {
        request.log.warn({ err: databaseError }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable', message: 'The database is not answering' });
      }
      if (diskProblem) {
        request.log.warn(diskProblem);
        return reply.code(503).send({ status: 'unavailable', message: diskProblem });
      }
      return { status: 'ok' as const };
    },
  );
};
