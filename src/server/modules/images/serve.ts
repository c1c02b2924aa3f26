import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_CACHE_CONTROL } from '../../../shared/constants.js';
import type { Config } from '../../config.js';
import { PUBLIC_DIR } from '../../paths.js';
import { createDiskStorage } from '../../platform/storage/disk-storage.js';
import type { Storage, StoredObject } from '../../platform/storage/storage.js';
import { DerivedImageCache, etagMatches, strongEtag } from './cache.js';
import type { ImageFile, ImageRoots } from './image-path.js';
import { FORMAT_CONTENT_TYPES, PIPELINE_VERSION, renderVariant, type VariantOptions } from './pipeline.js';
import { type RenderGate, RetryLaterError } from './render-queue.js';

/** Static images can change with a deployment under the same name: cached a day, like public/. */
export const STATIC_IMAGE_CACHE_CONTROL = 'public, max-age=86400';
/** The hero follows the admin's choice under one URL: short freshness, cheap revalidation by ETag. */
export const HERO_CACHE_CONTROL = 'public, max-age=600, stale-while-revalidate=86400';

/** The two places images are read from: the uploads' storage and the static images of public/images. */
export const imageRoots = (uploads: Storage): ImageRoots => ({
  uploads,
  images: createDiskStorage(path.join(PUBLIC_DIR, 'images')),
});

/** Derived images stay on this server's disk: a cache each process can rebuild (decision 0043). */
export const derivedImageStorage = (config: Config) =>
  createDiskStorage(path.join(config.DATA_DIR, 'cache', 'images'));

/** The identity of each source as last read (images/cache.ts SourceRecords): this server's too. */
export const imageSourceStorage = (config: Config) =>
  createDiskStorage(path.join(config.DATA_DIR, 'cache', 'sources'));

/** Uploads never change under a name (names are generated), so they are immutable; static images are not. */
export const cacheControlFor = (image: ImageFile) =>
  image.location.root === 'uploads' ? IMAGE_CACHE_CONTROL : STATIC_IMAGE_CACHE_CONTROL;

export interface ServedImage {
  object: StoredObject;
  etag: string;
  contentType: string;
}

/** The stored file itself, with an ETag from its identity (path, mtime, size). */
export function originalImage(image: ImageFile): ServedImage {
  const digest = DerivedImageCache.key(['original', image.location.src, image.mtimeMs, image.size]);
  return { object: image.object, etag: strongEtag(digest), contentType: image.location.contentType };
}

/** Who asks for a render: its admission is judged by the gate, its refusal carries Retry-After. */
export interface RenderRequester {
  gate: RenderGate;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A derived variant, from the disk cache or rendered into it. Only a miss goes through the gate
 * (per-client allowance, bounded queue); a refusal is answered with its Retry-After.
 */
export async function derivedImage(
  cache: DerivedImageCache,
  image: ImageFile,
  options: VariantOptions,
  { gate, request, reply }: RenderRequester,
): Promise<ServedImage> {
  const key = DerivedImageCache.key([
    PIPELINE_VERSION,
    image.location.src,
    image.mtimeMs,
    image.size,
    options.width ?? 'original',
    options.quality,
    options.format,
    // Only cropped variants carry this part, so the keys of every other variant stay as they were.
    ...(options.crop ? [`crop:${options.crop.aspect}:${options.crop.focalX}:${options.crop.focalY}`] : []),
  ]);
  let object: StoredObject;
  try {
    object = await cache.image(key, options.format, () =>
      gate.render(request.ip, async () => renderVariant(await image.object.bytes(), options)),
    );
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
  return { object, etag: strongEtag(key), contentType: FORMAT_CONTENT_TYPES[options.format] };
}

/** Sends an image with its strong ETag and cache policy; 304 when the caller already has it. */
export async function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: ServedImage,
  cacheControl: string,
) {
  reply.header('etag', image.etag).header('cache-control', cacheControl);
  if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  return reply.type(image.contentType).send(await image.object.bytes());
}
