import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  acceptsEncoding,
  type ContentEncoding,
  DYNAMIC_BROTLI_QUALITY,
  GZIP_LEVEL,
  MIN_COMPRESS_BYTES,
} from '../../lib/content-encoding.js';
import { type ContentState, EMPTY_CONTENT_STATE, newerState } from './content-version.js';

/** How many dropped keys are remembered as rebuildable (`wasCached`). */
const MAX_DROPPED_KEYS = 1024;

/** Text worth compressing; images (WebP, AVIF, JPEG) are compressed already. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** One representation of a cached response: its bytes, its strong ETag and its Content-Encoding. */
export interface CachedVariant {
  body: Buffer;
  etag: string;
  encoding?: ContentEncoding;
}

/**
 * What a cached response shows (decision 0026): the content tables it reads, or `'all'` (any content
 * write may change it: a page whose route did not say which reads it is built from).
 */
export type CacheDependencies = readonly string[] | 'all';

/** A response built once per content version and kept in memory, with its compressed variants. */
export interface CacheEntry {
  /** The content version its reader knew when it began building: its content is at least that new. */
  version: number;
  dependsOn: CacheDependencies;
  storedAt: number;
  contentType: string;
  cacheControl?: string;
  identity: CachedVariant;
  br?: CachedVariant;
  /**
   * Made on the first request that takes gzip but not brotli (`RenderCache.variant`): every current browser
   * takes brotli, so most entries never need one, and a rebuild after a write is ~6 ms shorter.
   */
  gzip?: CachedVariant;
  /** Every byte it holds, its variants included (grows when a gzip variant is made). */
  bytes: number;
}

export const isCompressible = (contentType: string) => COMPRESSIBLE_TYPE.test(contentType);

/**
 * Builds an entry from a response body: the strong ETag is a hash of the bytes (so every process
 * agrees on it), and each encoding gets its own (a strong validator names one representation). It is
 * compressed with brotli once per content version (gzip on demand, `RenderCache.variant`).
 */
export function buildCacheEntry(
  body: Buffer,
  meta: {
    contentType: string;
    cacheControl?: string;
    etag?: string;
    version: number;
    dependsOn: CacheDependencies;
    now: number;
  },
): CacheEntry {
  const hash = meta.etag
    ? meta.etag.slice(1, -1)
    : createHash('sha256').update(body).digest('hex').slice(0, 40);
  const identity: CachedVariant = { body, etag: `"${hash}"` };
  let br: CachedVariant | undefined;
  if (isCompressible(meta.contentType) && body.length >= MIN_COMPRESS_BYTES) {
    // The size hint lets brotli size its window to the body instead of the 4 MB default.
    const brotli = {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    };
    // On the event loop, whatever the size (decision 0026): a home page (318 KB) takes ~4–6 ms of
    // brotli here, while the trip through libuv's pool (shared with image renders) made every reader
    // waiting for the page wait 10–20 ms.
    br = { body: brotliCompressSync(body, brotli), etag: `"${hash}-br"`, encoding: 'br' };
  }
  return {
    version: meta.version,
    dependsOn: meta.dependsOn,
    storedAt: meta.now,
    contentType: meta.contentType,
    cacheControl: meta.cacheControl,
    identity,
    br,
    bytes: body.length + (br?.body.length ?? 0),
  };
}

/**
 * The variant for a client's Accept-Encoding: brotli, else gzip, else the bytes as they are. An entry
 * worth compressing (it has a brotli variant) gets its gzip variant here, on first demand, kept from
 * then on and counted in its `bytes`. Only through `RenderCache.variant`, which counts it in the cache's
 * total as well.
 */
function variantFor(entry: CacheEntry, acceptEncoding: string | undefined): CachedVariant {
  if (!entry.br) return entry.identity;
  if (acceptsEncoding(acceptEncoding, 'br')) return entry.br;
  if (!acceptsEncoding(acceptEncoding, 'gzip')) return entry.identity;
  if (!entry.gzip) {
    const body = gzipSync(entry.identity.body, { level: GZIP_LEVEL });
    entry.gzip = { body, etag: `"${entry.identity.etag.slice(1, -1)}-gz"`, encoding: 'gzip' };
    entry.bytes += body.length;
  }
  return entry.gzip;
}

/** Whether an entry still shows the content of `state`: none of the tables it reads changed since it was built. */
export function isCurrent(entry: CacheEntry, state: ContentState): boolean {
  if (entry.dependsOn === 'all') return entry.version >= state.version;
  return entry.dependsOn.every((table) => (state.tables.get(table) ?? 0) <= entry.version);
}

/**
 * Responses by URL, at most `maxBytes` in all (least recently used first out). Entries are judged by
 * the newest content state any reader has brought (states only grow): an entry stays while none of the
 * tables it shows changed, and goes as soon as one did (decision 0026).
 */
export class RenderCache {
  private readonly entries = new Map<string, CacheEntry>();
  /** Keys whose entry was dropped (outdated, too old, evicted) and not stored again since: bounded. */
  private readonly dropped = new Set<string>();
  private state: ContentState = EMPTY_CONTENT_STATE;
  private totalBytes = 0;

  constructor(
    readonly maxBytes: number,
    /** Reads that depend on the clock (the calendar's "today", its staleness) are rebuilt this often. */
    readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The entry for `key` if it shows the content of `state` (or of a newer state another reader brought:
   * a reader that asked earlier is served content at least as new as it must see).
   */
  get(key: string, state: ContentState): CacheEntry | undefined {
    this.observe(state);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!isCurrent(entry, this.state) || this.now() - entry.storedAt > this.maxAgeMs) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so the first key is the eviction candidate.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * The entry for `key` if it shows the content of `state`, for a rebuild that sees committed content
   * readers do not see yet (decision 0035): it drops nothing, so readers keep the entries they are
   * served until the served version advances to the new state.
   */
  peek(key: string, state: ContentState): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry || !isCurrent(entry, state) || this.now() - entry.storedAt > this.maxAgeMs) return undefined;
    return entry;
  }

  /**
   * The entry held for `key` whatever its version or age, for when the database does not say the content
   * state (decision 0037): it is what the site showed last, better than no answer. Drops and reorders nothing.
   */
  held(key: string): CacheEntry | undefined {
    return this.entries.get(key);
  }

  /** Keys of held entries that `state` outdates, the most recently read first, at most `limit`. */
  outdatedBy(state: ContentState, limit: number): string[] {
    const keys: string[] = [];
    for (const [key, entry] of [...this.entries].reverse()) {
      if (keys.length >= limit) break;
      if (!isCurrent(entry, state)) keys.push(key);
    }
    return keys;
  }

  /** Stores an entry unless it is already outdated or it alone exceeds a quarter of the budget. */
  set(key: string, entry: CacheEntry): boolean {
    if (!isCurrent(entry, this.state) || entry.bytes > this.maxBytes / 4) return false;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.dropped.delete(key);
    this.entries.set(key, entry);
    this.totalBytes += entry.bytes;
    this.evictOverBudget();
    return true;
  }

  /** `variantFor`, counting a gzip variant made for an entry this cache holds in its budget. */
  variant(key: string, entry: CacheEntry, acceptEncoding: string | undefined): CachedVariant {
    const before = entry.bytes;
    const variant = variantFor(entry, acceptEncoding);
    if (entry.bytes !== before && this.entries.get(key) === entry) {
      this.totalBytes += entry.bytes - before;
      this.evictOverBudget();
    }
    return variant;
  }

  /** Whether an entry is held for `key`, of whatever version: a cheap first test before asking the version. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * Whether `key` is held or was held until recently (a write outdated it, it grew too old, it was
   * evicted): its answer was cacheable, so it can be built again and served from memory.
   */
  wasCached(key: string): boolean {
    return this.entries.has(key) || this.dropped.has(key);
  }

  stats(): { entries: number; bytes: number; maxBytes: number } {
    return { entries: this.entries.size, bytes: this.totalBytes, maxBytes: this.maxBytes };
  }

  /** A newer state drops at once every entry it outdates (their memory is freed, not just skipped). */
  private observe(state: ContentState) {
    const newest = newerState(this.state, state);
    if (newest === this.state) return;
    this.state = newest;
    for (const [key, entry] of this.entries) if (!isCurrent(entry, newest)) this.remove(key, entry);
  }

  private evictOverBudget() {
    for (const [key, entry] of this.entries) {
      if (this.totalBytes <= this.maxBytes) break;
      this.remove(key, entry);
    }
  }

  private remove(key: string, entry: CacheEntry) {
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
    this.dropped.add(key);
    // Oldest first out: a flood of distinct URLs cannot grow it past its bound.
    if (this.dropped.size > MAX_DROPPED_KEYS)
      this.dropped.delete(this.dropped.values().next().value as string);
  }
}
