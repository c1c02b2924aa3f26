import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Derived images cached on disk under a name that is the SHA-256 of everything that determines them
 * (source, its mtime and size, the parameters, the pipeline version), so the name is also a strong
 * ETag and a changed source never serves a stale variant. Files are written to a temporary name and
 * renamed, so several processes sharing DATA_DIR never read a half-written file.
 */
export class DerivedImageCache {
  private readonly inFlight = new Map<string, Promise<string>>();
  private lastPrune = 0;

  constructor(
    readonly dir: string,
    /** Past this total size the oldest files are removed (every allowed width × quality of every upload). */
    private readonly maxBytes = 1024 * 1024 * 1024,
    private readonly pruneIntervalMs = 60_000,
  ) {}

  static key(parts: readonly (string | number)[]): string {
    return createHash('sha256').update(parts.join('\u0000')).digest('hex');
  }

  /** The cached file for `key`, rendering and storing it first when absent. */
  async file(key: string, ext: string, render: () => Promise<Buffer>): Promise<string> {
    const target = path.join(this.dir, `${key}.${ext}`);
    if (await exists(target)) return target;
    let pending = this.inFlight.get(target);
    if (!pending) {
      pending = this.store(target, render).finally(() => this.inFlight.delete(target));
      this.inFlight.set(target, pending);
    }
    return pending;
  }

  private async store(target: string, render: () => Promise<Buffer>): Promise<string> {
    const body = await render();
    await mkdir(this.dir, { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, target);
    this.schedulePrune();
    return target;
  }

  private schedulePrune() {
    if (Date.now() - this.lastPrune < this.pruneIntervalMs) return;
    this.lastPrune = Date.now();
    this.prune().catch(() => {});
  }

  /** Removes the oldest files until the cache is at most 80 % of its budget. */
  async prune(): Promise<void> {
    const names = (await readdir(this.dir)).filter((name) => !name.endsWith('.tmp'));
    const files = await Promise.all(
      names.map(async (name) => {
        const file = path.join(this.dir, name);
        const info = await stat(file).catch(() => null);
        return info?.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
      }),
    );
    const present = files.filter((f): f is NonNullable<typeof f> => f !== null);
    let total = present.reduce((sum, f) => sum + f.size, 0);
    if (total <= this.maxBytes) return;
    present.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const f of present) {
      if (total <= this.maxBytes * 0.8) break;
      await rm(f.file, { force: true });
      total -= f.size;
    }
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
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
