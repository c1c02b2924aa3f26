import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '../../../shared/constants.js';
import type { AppContext } from '../../context.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { uploadUrl } from '../../platform/storage/uploads.js';
import { reencodeUpload, TooManyPixelsError, UnsupportedImageError } from '../images/pipeline.js';
import { RenderQueue } from '../images/render-queue.js';

export const UPLOAD_FIELD = 'image';
export const NOT_AN_IMAGE_MESSAGE = 'Only image files are allowed (JPEG, PNG, WebP, HEIC, AVIF or GIF).';
export const TOO_LARGE_MESSAGE = UPLOAD_TOO_LARGE_MESSAGE;
export const tooManyPixelsMessage = (maxPixels: number) =>
  `The picture has too many pixels. The maximum is ${Math.round(maxPixels / 1_000_000)} megapixels.`;
export const UPLOAD_BUSY_MESSAGE =
  'Other photos are still being processed. Please try again in a few seconds.';
/**
 * Uploads re-encoded at once, and how many more may wait: one picture in the decoder at a time keeps a
 * 40 MB photo inside the server's memory budget (decision 0088); the back office sends its files one
 * after another, so a queue is only met from several tabs.
 */
const UPLOAD_CONCURRENCY = 1;
const UPLOAD_MAX_WAITING = 8;
export const NO_FILE_MESSAGE = 'No image file was uploaded';
export const ONE_FILE_MESSAGE = 'Only one image can be uploaded at a time';
export const NO_BOUNDARY_MESSAGE =
  'The upload is not valid multipart/form-data: the Content-Type header has no boundary.';
export const MALFORMED_UPLOAD_MESSAGE =
  'The upload is not valid multipart/form-data: the body is malformed or ended before its closing boundary.';

/** The multipart parser (busboy) reports broken bodies as plain errors without a code. */
const isMalformedMultipart = (error: unknown) =>
  error instanceof Error &&
  !(error as { code?: unknown }).code &&
  /multipart|boundary|part header|unexpected end/i.test(error.message);

export const UploadResultSchema = z.object({
  success: z.literal(true),
  path: z.string(),
  file: z.object({ url: z.string() }),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

/**
 * Streams the `image` file part to `target` (at most MAX_UPLOAD_BYTES, never held in memory); other
 * fields are ignored. False when no image was sent (an empty file input sends a nameless empty part).
 */
async function receiveImagePart(request: FastifyRequest, target: string): Promise<boolean> {
  let received = false;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // `files: 1` lets one file part through: it is written whatever its field, then judged.
      await pipeline(part.file, createWriteStream(target));
      if (part.file.truncated) throw new HttpError(413, TOO_LARGE_MESSAGE);
      const empty = (await stat(target)).size === 0 && !part.filename;
      received = part.fieldname === UPLOAD_FIELD && !empty;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT') throw badRequest(ONE_FILE_MESSAGE);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Too many form fields');
    if (isMalformedMultipart(error)) throw badRequest(MALFORMED_UPLOAD_MESSAGE);
    throw error;
  }
  return received;
}

/** The upload re-encoded (judged by content, never by name or declared type), as a 4xx when it is not a picture. */
async function reencodeOrRefuse(file: string): Promise<Buffer> {
  try {
    return await reencodeUpload(file);
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw badRequest(NOT_AN_IMAGE_MESSAGE);
    if (error instanceof TooManyPixelsError) throw badRequest(tooManyPixelsMessage(error.maxPixels));
    throw error;
  }
}

export const uploadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { storage }) => {
  // Registered here, so only this plugin parses multipart bodies. The body is read in the handler,
  // which runs after the admin check: an anonymous upload is refused before it is buffered.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  });

  const queue = new RenderQueue(UPLOAD_CONCURRENCY, UPLOAD_MAX_WAITING, UPLOAD_BUSY_MESSAGE);

  app.post(adminApi.upload, { schema: { response: { 200: UploadResultSchema } } }, async (request) => {
    if (!request.isMultipart()) throw badRequest(NO_FILE_MESSAGE);
    if (!/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) throw badRequest(NO_BOUNDARY_MESSAGE);
    // The file lands on disk first: sharp and the HEIC decoder read it from there (decision 0088).
    const folder = await mkdtemp(path.join(os.tmpdir(), 'kanimbla-upload-'));
    try {
      const file = path.join(folder, 'image');
      if (!(await receiveImagePart(request, file))) throw badRequest(NO_FILE_MESSAGE);
      const encoded = await queue.run(() => reencodeOrRefuse(file));
      // A fresh name for every upload: a stored file never changes, so it is cached as immutable.
      const key = `${randomUUID()}.webp`;
      await storage.put(key, encoded, { contentType: 'image/webp' });
      const url = uploadUrl(key);
      return { success: true as const, path: url, file: { url } };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
};
