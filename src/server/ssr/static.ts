import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMAGE_CACHE_CONTROL } from '../../shared/constants.js';
import type { Config } from '../config.js';
import { CLIENT_DIST_DIR, PUBLIC_DIR } from '../paths.js';

export const uploadsDir = (config: Config) => path.join(config.DATA_DIR, 'uploads');

/** Built assets (hashed names, cached forever), the public folder, and uploaded images. */
export async function registerStatic(app: FastifyInstance, config: Config) {
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
  await app.register(fastifyStatic, {
    root: PUBLIC_DIR,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    maxAge: '1d',
  });
  const uploads = uploadsDir(config);
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    // Upload names are generated and never reused, so a file at a name never changes.
    setHeaders: (res) => res.header('cache-control', IMAGE_CACHE_CONTROL),
  });
}
