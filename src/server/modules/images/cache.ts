import { createHash } from 'node:crypto';
import {
  contentTypeOfKey,
  objectInMemory,
  type Storage,
  type StoredObject,
} from '../../platform/storage/storage.js';

/**
 * Derived images cached in a storage (a disk folder of this server, DATA_DIR/cache/images) under a name
 * that is the SHA-256 of everything that determines them (source, its mtime and size, the parameters,
 * the pipeline version), so the name is also a strong ETag and a changed source never serves a stale
 * variant. The storage writes under a temporary name and renames, so several processes sharing
 * DATA_DIR never read a half-written file.
 */
export class DerivedImageCache {
  private readonly inFlight = new Map<string, Promise<StoredObject>>();
  private lastPrune = 0;

  constructor(
    readonly storage: Storage,
    /** Past this total size the oldest files are removed (every allowed width × quality of every upload). */
    private readonly maxBytes = 1024 * 1024 * 1024,
    private readonly pruneIntervalMs = 60_000,
  ) {}

  static key(parts: readonly (string | number)[]): string {
    return createHash('sha256').update(parts.join('\u0000')).digest('hex');
  }

  /** The cached image for `key`, rendering and storing it first when absent. */
  async image(key: string, ext: string, render: () => Promise<Buffer>): Promise<StoredObject> {
    const name = `${key}.${ext}`;
    const cached = await this.storage.get(name);
    if (cached) return cached;
    let pending = this.inFlight.get(name);
    if (!pending) {
      pending = this.store(name, render).finally(() => this.inFlight.delete(name));
      this.inFlight.set(name, pending);
    }
    return pending;
  }

  private async store(name: string, render: () => Promise<Buffer>): Promise<StoredObject> {
    const body = await render();
    await this.storage.put(name, body, { contentType: contentTypeOfKey(name) });
    this.schedulePrune();
    // Answered from the rendered bytes: no second read, and a prune that removed it meanwhile does no harm.
    return objectInMemory(body, contentTypeOfKey(name), Date.now());
  }

  private schedulePrune() {
    if (Date.now() - this.lastPrune < this.pruneIntervalMs) return;
    this.lastPrune = Date.now();
    this.prune().catch(() => {});
  }

  /** Removes the oldest files until the cache is at most 80 % of its budget. */
  async prune(): Promise<void> {
    const present = await this.storage.list();
    let total = present.reduce((sum, f) => sum + f.size, 0);
    if (total <= this.maxBytes) return;
    present.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const f of present) {
      if (total <= this.maxBytes * 0.8) break;
      await this.storage.delete(f.key);
      total -= f.size;
    }
  }
}

/** What identifies a source's version in a derived image's cache name. */
export interface SourceIdentity {
  mtimeMs: number;
  size: number;
}

/**
 * The identity each image source had when last read, on this server's disk (DATA_DIR/cache/sources),
 * so the derived images cached for it can still be named, and served, while the storage of the
 * originals (a bucket) is not answering (decision 0071). One small file per source, written when it
 * changes; remembered in memory so an unchanged source costs no write.
 */
export class SourceRecords {
  private readonly written = new Map<string, string>();

  constructor(private readonly storage: Storage) {}

  private static nameOf(src: string) {
    return `${DerivedImageCache.key(['source', src])}.json`;
  }

  async remember(src: string, { mtimeMs, size }: SourceIdentity): Promise<void> {
    const record = JSON.stringify({ mtimeMs, size });
    if (this.written.get(src) === record) return;
    try {
      await this.storage.put(SourceRecords.nameOf(src), Buffer.from(record), {
        contentType: 'application/json',
      });
      this.written.set(src, record);
    } catch {
      // A cache: a full disk costs only the outage fallback for this source.
    }
  }

  /** The identity last seen, or undefined when never seen (or unreadable). */
  async recall(src: string): Promise<SourceIdentity | undefined> {
    try {
      const stored = await this.storage.get(SourceRecords.nameOf(src));
      if (!stored) return undefined;
      const { mtimeMs, size } = JSON.parse((await stored.bytes()).toString('utf8'));
      return Number.isFinite(mtimeMs) && Number.isInteger(size) ? { mtimeMs, size } : undefined;
    } catch {
      return undefined;
    }
  }
}

/** A strong ETag from a hex digest. */
export const strongEtag = (digest: string) => `"${digest.slice(0, 40)}"`;

/** If-None-Match uses the weak comparison: W/ prefixes are ignored; '*' matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
