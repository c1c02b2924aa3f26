import path from 'node:path';
import type { Config } from '../../config.js';
import { createDiskStorage } from './disk-storage.js';
import { createS3Storage, type S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** Where uploads appear on the site: the key 'demo/hero.webp' is served at /uploads/demo/hero.webp. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The public URL of an uploaded file. */
export const uploadUrl = (key: string) => `${UPLOADS_URL_PREFIX}${key}`;

export type UploadsStorageSettings = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/** The folder of uploads on this server's disk (the default storage; what `npm run storage:copy` reads). */
export const uploadsDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'uploads');

/**
 * The one storage of uploads (the owner's pictures and the demo pictures): the S3 bucket when S3_BUCKET
 * is set (what several machines share), DATA_DIR/uploads on disk otherwise. Everything that stores or
 * reads uploads gets its storage from here.
 */
export function createUploadsStorage(config: UploadsStorageSettings): Storage {
  return bucketStorage(config) ?? createDiskStorage(uploadsDir(config));
}

/** The uploads' folder of the bucket (S3_PREFIX), when S3_BUCKET is set. */
function bucketStorage(config: UploadsStorageSettings): S3Storage | undefined {
  if (!config.S3_BUCKET) return undefined;
  return createS3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}

/**
 * The names the site gives uploads: an upload's generated name, or a demo picture. Before S3_PREFIX
 * they were at the bucket's root; anything else there is another tool's.
 */
const SITE_UPLOAD_KEY =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|demo\/[^/]+)\.(?:webp|avif|png|jpe?g|gif)$/;
export const isSiteUploadKey = (key: string) => SITE_UPLOAD_KEY.test(key);

/**
 * At start (and before a restore): a bucket the site used before S3_PREFIX holds its pictures at the
 * root; they are copied under the prefix once (decision 0070). Answers how many were copied.
 */
export async function adoptRootUploads(config: UploadsStorageSettings): Promise<number> {
  return (await bucketStorage(config)?.adoptRootObjects(isSiteUploadKey)) ?? 0;
}

/** Where uploads are, for the start-up line: the bucket, or the folder. */
export function describeUploadsStorage(config: UploadsStorageSettings): string {
  if (!config.S3_BUCKET) return uploadsDir(config);
  return `S3 bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}, under ${config.S3_PREFIX}`;
}
