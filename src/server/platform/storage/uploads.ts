import path from 'node:path';
import type { Config } from '../../config.js';
import { createDiskStorage } from './disk-storage.js';
import type { Storage } from './storage.js';

/** Where uploads appear on the site: the key 'demo/hero.webp' is served at /uploads/demo/hero.webp. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The public URL of an uploaded file. */
export const uploadUrl = (key: string) => `${UPLOADS_URL_PREFIX}${key}`;

/**
 * The one storage of uploads (the owner's pictures and the demo pictures): DATA_DIR/uploads on disk.
 * An object store would be chosen here.
 */
export function createUploadsStorage(config: Pick<Config, 'DATA_DIR'>): Storage {
  return createDiskStorage(path.join(config.DATA_DIR, 'uploads'));
}
