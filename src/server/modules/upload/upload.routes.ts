import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants.js';
import type { AppContext } from '../../context.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { uploadUrl } from '../../platform/storage/uploads.js';
import { reencodeUpload, UnsupportedImageError } from '../images/pipeline.js';

export const UPLOAD_FIELD = 'image';
export const NOT_AN_IMAGE_MESSAGE = 'Only image files are allowed (JPEG, PNG, WebP, AVIF or GIF).';
export const TOO_LARGE_MESSAGE = 'The file is too large. The maximum size is 10 MB.';
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

/** Reads the `image` file part into memory (at most MAX_UPLOAD_BYTES); other fields are ignored. */
async function readImagePart(request: FastifyRequest) {
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const body = await part.toBuffer();
      if (part.fieldname === UPLOAD_FIELD && !image && !(body.length === 0 && !part.filename)) image = body;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT') throw badRequest(ONE_FILE_MESSAGE);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Too many form fields');
    if (isMalformedMultipart(error)) throw badRequest(MALFORMED_UPLOAD_MESSAGE);
    throw error;
  }
  return image;
}

export const uploadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { storage }) => {
  // Registered here, so only this plugin parses multipart bodies. The body is read in the handler,
  // which runs after the admin check: an anonymous upload is refused before it is buffered.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  });

  app.post(adminApi.upload, { schema: { response: { 200: UploadResultSchema } } }, async (request) => {
    if (!request.isMultipart()) throw badRequest(NO_FILE_MESSAGE);
    if (!/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) throw badRequest(NO_BOUNDARY_MESSAGE);
    const image = await readImagePart(request);
    if (!image) throw badRequest(NO_FILE_MESSAGE);
    let encoded: Buffer;
    try {
      // Judged by content, never by name or declared type; re-encoded so nothing else survives.
      encoded = await reencodeUpload(image);
    } catch (error) {
      if (error instanceof UnsupportedImageError) throw badRequest(NOT_AN_IMAGE_MESSAGE);
      throw error;
    }
    // A fresh name for every upload: a stored file never changes, so it is cached as immutable.
    const key = `${randomUUID()}.webp`;
    await storage.put(key, encoded, { contentType: 'image/webp' });
    const url = uploadUrl(key);
    return { success: true as const, path: url, file: { url } };
  });
};
