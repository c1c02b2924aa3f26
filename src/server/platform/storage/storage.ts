/**
 * Where files live (decision 0043): uploads, the demo pictures the seed copies, derived images. Keys
 * are relative paths ('demo/hero.webp'), checked against traversal by every implementation. Small and
 * async, so a disk (disk-storage.ts) and an object store (s3-storage.ts) are interchangeable.
 */
import { Readable } from 'node:stream';

/** An inclusive byte range, as HTTP's Range header counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored file: what it is, and its bytes on demand. */
export interface StoredObject {
  size: number;
  /** Last change, in milliseconds since 1970: a changed file gets a new one. */
  mtimeMs: number;
  contentType: string;
  /** Its bytes (or a range of them) as a stream, for large answers. */
  stream(range?: ByteRange): Readable;
  /** All its bytes at once. */
  bytes(): Promise<Buffer>;
}

export interface StoredEntry {
  key: string;
  size: number;
  /** For ordering (oldest first); an object store may give whole seconds here. */
  mtimeMs: number;
}

export interface PutOptions {
  contentType: string;
  /** The file's modification time (a copy keeps the original's, and so its validators); unset: now. */
  mtimeMs?: number;
}

export interface Storage {
  /** Stores under `key`, replacing what was there; a reader sees the old file or the new, never half. */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** The file at `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the file at `key`, if any. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (all of them without one). */
  list(prefix?: string): Promise<StoredEntry[]>;
  /**
   * A store elsewhere (a bucket) says whether it answers within `timeoutMs`, for /api/health; rejects
   * when it does not. A disk has none: the health check probes DATA_DIR itself.
   */
  ping?(timeoutMs: number): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

/** One part of a key: a plain name, no leading dot (so neither '.' nor '..' nor hidden files), no separators. */
export const STORAGE_KEY_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._ -]*$/;
const MAX_SEGMENT_LENGTH = 255;
const MAX_KEY_LENGTH = 1024;

/** Whether `key` is a safe relative path: plain names joined by '/', nothing that could leave the root. */
export function isStorageKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((s) => s.length <= MAX_SEGMENT_LENGTH && STORAGE_KEY_SEGMENT.test(s));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/** The content types of the images the site stores and serves, by extension. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

const GENERIC_CONTENT_TYPE = 'application/octet-stream';

/** A key's content type from its extension (a disk keeps no other record of it). */
export function contentTypeOfKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot > key.lastIndexOf('/') ? key.slice(dot).toLowerCase() : '';
  return IMAGE_CONTENT_TYPES[extension] ?? GENERIC_CONTENT_TYPE;
}

/** Bytes already in memory (just written, say) seen as a stored object. */
export function objectInMemory(body: Buffer, contentType: string, mtimeMs: number): StoredObject {
  return {
    size: body.length,
    mtimeMs,
    contentType,
    stream: (range) => Readable.from([range ? body.subarray(range.start, range.end + 1) : body]),
    bytes: async () => body,
  };
}
