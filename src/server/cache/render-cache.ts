import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import {
  acceptsEncoding,
  type ContentEncoding,
  DYNAMIC_BROTLI_QUALITY,
  GZIP_LEVEL,
  MIN_COMPRESS_BYTES,
} from '../lib/content-encoding.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Up to this size a body is compressed on the event loop: an API read's 1–20 KB take ~0.1 ms, far less
 * than a round trip through libuv's pool (whose four threads also queue the image renders). Pages
 * (100–320 KB, 5–8 ms) still go to the pool.
 */
const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

/** Text worth compressing; images (WebP, AVIF, JPEG) are compressed already. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** One representation of a cached response: its bytes, its strong ETag and its Content-Encoding. */
export interface CachedVariant {
  body: Buffer;
  etag: string;
  encoding?: ContentEncoding;
}

/** A response built once per content version and kept in memory, with its compressed variants. */
export interface CacheEntry {
  version: number;
  storedAt: number;
  contentType: string;
  cacheControl?: string;
  identity: CachedVariant;
  br?: CachedVariant;
  gzip?: CachedVariant;
  bytes: number;
}

export const isCompressible = (contentType: string) => COMPRESSIBLE_TYPE.test(contentType);

/**
 * Builds an entry from a response body: the strong ETag is a hash of the bytes (so every process
 * agrees on it), and each encoding gets its own (a strong validator names one representation). It is
 * compressed once per content version.
 */
export async function buildCacheEntry(
  body: Buffer,
  meta: { contentType: string; cacheControl?: string; etag?: string; version: number; now: number },
): Promise<CacheEntry> {
  const hash = meta.etag
    ? meta.etag.slice(1, -1)
    : createHash('sha256').update(body).digest('hex').slice(0, 40);
  const identity: CachedVariant = { body, etag: `"${hash}"` };
  let br: CachedVariant | undefined;
  let gz: CachedVariant | undefined;
  if (isCompressible(meta.contentType) && body.length >= MIN_COMPRESS_BYTES) {
    // The size hint lets brotli size its window to the body instead of the 4 MB default.
    const brotli = {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    };
    const [brBody, gzBody] =
      body.length <= SYNC_COMPRESS_MAX_BYTES
        ? [brotliCompressSync(body, brotli), gzipSync(body, { level: GZIP_LEVEL })]
        : await Promise.all([brotliAsync(body, brotli), gzipAsync(body, { level: GZIP_LEVEL })]);
    br = { body: brBody, etag: `"${hash}-br"`, encoding: 'br' };
    gz = { body: gzBody, etag: `"${hash}-gz"`, encoding: 'gzip' };
  }
  return {
    version: meta.version,
    storedAt: meta.now,
    contentType: meta.contentType,
    cacheControl: meta.cacheControl,
    identity,
    br,
    gzip: gz,
    bytes: body.length + (br?.body.length ?? 0) + (gz?.body.length ?? 0),
  };
}

/** The variant for a client's Accept-Encoding: brotli, else gzip, else the bytes as they are. */
export function variantFor(entry: CacheEntry, acceptEncoding: string | undefined): CachedVariant {
  if (entry.br && acceptsEncoding(acceptEncoding, 'br')) return entry.br;
  if (entry.gzip && acceptsEncoding(acceptEncoding, 'gzip')) return entry.gzip;
  return entry.identity;
}

/**
 * Responses by URL for the current content version, at most `maxBytes` in all (least recently used
 * first out). A newer version empties it at once: everything in it was built from older content.
 */
export class RenderCache {
  private readonly entries = new Map<string, CacheEntry>();
  private version = -1;
  private totalBytes = 0;

  constructor(
    readonly maxBytes: number,
    /** Reads that depend on the clock (the calendar's "today", its staleness) are rebuilt this often. */
    readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, version: number): CacheEntry | undefined {
    this.observe(version);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version < version || this.now() - entry.storedAt > this.maxAgeMs) {
      this.remove(key, entry);
      return undefined;
    }
    // A reader that learnt an older version than the entry's must not be served newer content as its own.
    if (entry.version !== version) return undefined;
    // Most recently used last: Map keeps insertion order, so the first key is the eviction candidate.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores an entry unless its version is already outdated or it alone exceeds a quarter of the budget. */
  set(key: string, entry: CacheEntry): boolean {
    this.observe(entry.version);
    if (entry.version !== this.version || entry.bytes > this.maxBytes / 4) return false;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    this.totalBytes += entry.bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.totalBytes <= this.maxBytes) break;
      this.remove(oldKey, old);
    }
    return true;
  }

  /** Whether an entry is held for `key`, of whatever version: a cheap first test before asking the version. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  stats(): { entries: number; bytes: number; maxBytes: number } {
    return { entries: this.entries.size, bytes: this.totalBytes, maxBytes: this.maxBytes };
  }

  private observe(version: number) {
    if (version <= this.version) return;
    this.version = version;
    this.entries.clear();
    this.totalBytes = 0;
  }

  private remove(key: string, entry: CacheEntry) {
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
