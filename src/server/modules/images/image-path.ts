import path from 'node:path';
import { HttpError } from '../../lib/http-error.js';
import { StorageUnavailableError } from '../../platform/storage/s3-storage.js';
import {
  IMAGE_CONTENT_TYPES,
  STORAGE_KEY_SEGMENT,
  type Storage,
  type StoredObject,
} from '../../platform/storage/storage.js';
import type { SourceRecords } from './cache.js';

/**
 * Path safety for the image endpoints: they read only our own uploads (the uploads storage) and our
 * static images (public/images), never a foreign URL and never anything outside those two.
 */

export const INVALID_IMAGE_PATH_MESSAGE = 'Invalid image path';
export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';

export type ImageRootName = 'uploads' | 'images';
export type ImageRoots = Record<ImageRootName, Storage>;

export interface ImageLocation {
  root: ImageRootName;
  /** Path segments inside the root, each a plain file or folder name. */
  segments: string[];
  /** The canonical site path, e.g. '/uploads/abc.webp'. */
  src: string;
  contentType: string;
}

const MAX_DECODE_ROUNDS = 4;

/**
 * Parses an image source into one of our locations, or null when it is not one of ours or not safe.
 * Pure: no file system access. The query string was decoded once already; it is decoded again until
 * stable, so '%2e%2e%2f' and double-encoded '%252e%252e%252f' are judged as '../'.
 */
function parseImageSrc(raw: string): ImageLocation | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  let value = raw;
  for (let round = 0; round < MAX_DECODE_ROUNDS && value.includes('%'); round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return null;
    }
    if (decoded === value) break;
    value = decoded;
  }
  // Still encoded after several rounds, control characters (NUL included) or backslashes: refuse.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (value.includes('%') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  // A scheme (http:, https:, data:, file:, ...) or a protocol-relative '//host' is a foreign URL.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
  // A cache-busting query or fragment carried on the source itself is dropped.
  value = value.replace(/[?#].*$/s, '');
  if (!value.startsWith('/')) value = `/${value}`;
  // Tolerate the doubled prefix older records carry.
  value = value.replace(/^\/uploads\/(?:uploads\/)+/, '/uploads/');
  const match = /^\/(uploads|images)\/(.+)$/.exec(value);
  if (!match) return null;
  const root = match[1] as ImageRootName;
  const segments = match[2].split('/');
  if (segments.length > 8 || !segments.every((s) => STORAGE_KEY_SEGMENT.test(s) && s.length <= 255))
    return null;
  const contentType = IMAGE_CONTENT_TYPES[path.extname(segments[segments.length - 1]).toLowerCase()];
  if (!contentType) return null;
  return { root, segments, src: `/${root}/${segments.join('/')}`, contentType };
}

export interface ImageFile {
  location: ImageLocation;
  object: StoredObject;
  mtimeMs: number;
  size: number;
}

const invalidPath = () => new HttpError(400, INVALID_IMAGE_PATH_MESSAGE);
const imageNotFound = () => new HttpError(404, IMAGE_NOT_FOUND_MESSAGE);

/**
 * Finds the file behind an image source: 400 'Invalid image path' when the source is not one of
 * ours, 404 'Image not found' when there is no such file. Symbolic links leading out of the root
 * count as missing (the storage's rule). With `sources`, each file's identity is recorded, and while
 * the storage is not answering a source seen before is answered with that identity and a body that
 * fails with the outage: its derived images cached on disk can still be served (decision 0071).
 */
export async function locateImage(
  src: string,
  roots: ImageRoots,
  sources?: SourceRecords,
): Promise<ImageFile> {
  const location = parseImageSrc(src);
  if (!location) throw invalidPath();
  let object: StoredObject | null;
  try {
    object = await roots[location.root].get(location.segments.join('/'));
  } catch (error) {
    if (error instanceof StorageUnavailableError) {
      const known = await sources?.recall(location.src);
      if (known) return { location, object: unreachableObject(error, location, known), ...known };
    }
    // A storage that is not answering says so (503); anything else about the file is "not found".
    if (error instanceof HttpError) throw error;
    throw imageNotFound();
  }
  if (!object) throw imageNotFound();
  const identity = { mtimeMs: object.mtimeMs, size: object.size };
  await sources?.remember(location.src, identity);
  return { location, object, ...identity };
}

/** A file known but out of reach: its facts as last seen; reading its bytes fails with the outage. */
function unreachableObject(
  error: StorageUnavailableError,
  location: ImageLocation,
  known: { mtimeMs: number; size: number },
): StoredObject {
  return {
    ...known,
    contentType: location.contentType,
    stream: () => {
      throw error;
    },
    bytes: async () => {
      throw error;
    },
  };
}

/** Like locateImage, but undefined instead of an error (for fallbacks). */
export async function tryLocateImage(
  src: string | null | undefined,
  roots: ImageRoots,
  sources?: SourceRecords,
) {
  if (!src) return undefined;
  try {
    return await locateImage(src, roots, sources);
  } catch {
    return undefined;
  }
}
