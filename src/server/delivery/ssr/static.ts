import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMAGE_CACHE_CONTROL } from '../../../shared/constants.js';
import { CLIENT_DIST_DIR, PUBLIC_DIR } from '../../paths.js';
import { sendStoredObject } from '../../platform/storage/send-stored-object.js';
import { isStorageKey, type Storage } from '../../platform/storage/storage.js';
import { UPLOADS_URL_PREFIX } from '../../platform/storage/uploads.js';

/** Built assets (hashed names, cached forever), the public folder, and uploaded images. */
export async function registerStatic(app: FastifyInstance, uploads: Storage) {
  const assets = path.join(CLIENT_DIST_DIR, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      decorateReply: false,
      // The build writes .br and .gz copies (scripts/compress-assets.mjs): sent to browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res) => res.header('cache-control', IMAGE_CACHE_CONTROL),
    });
  }
  // The service worker (decision 0012): at the root so its scope is the whole site, and always
  // revalidated so a new build reaches guests at once.
  const serviceWorker = path.join(CLIENT_DIST_DIR, 'sw.js');
  if (existsSync(serviceWorker)) {
    const script = readFileSync(serviceWorker);
    app.get('/sw.js', { config: { public: true } }, (_request, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(script),
    );
  }
  await app.register(fastifyStatic, {
    root: PUBLIC_DIR,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    maxAge: '1d',
  });
  // Uploads come from the storage, streamed. Upload names are generated and never reused, so a file at a
  // name never changes.
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_URL_PREFIX}*`,
    handler: async (request, reply) => {
      const key = request.params['*'];
      const object = isStorageKey(key) ? await uploads.get(key) : null;
      if (!object) return reply.callNotFound();
      return sendStoredObject(request, reply, object, IMAGE_CACHE_CONTROL);
    },
  });
}
