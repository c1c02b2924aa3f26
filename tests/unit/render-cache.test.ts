import { describe, expect, it } from 'vitest';
import { BatchedVersionReader } from '../../src/server/cache/content-version.js';
import { buildCacheEntry, RenderCache } from '../../src/server/cache/render-cache.js';

const entry = (size: number, version: number) =>
  buildCacheEntry(Buffer.alloc(size, 1), { contentType: 'image/webp', version, now: Date.now() });

describe('RenderCache', () => {
  it('keeps at most its byte budget, dropping the least recently used first', async () => {
    const cache = new RenderCache(1000, 60_000);
    cache.set('/a', await entry(240, 1));
    cache.set('/b', await entry(240, 1));
    cache.set('/c', await entry(240, 1));
    cache.get('/a', 1); // /b is now the least recently used
    cache.set('/d', await entry(240, 1));
    cache.set('/e', await entry(240, 1));
    expect(cache.get('/b', 1)).toBeUndefined();
    expect(cache.get('/a', 1)).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(1000);
  });

  it('forgets everything when a newer content version is seen, and refuses outdated entries', async () => {
    const cache = new RenderCache(10_000, 60_000);
    cache.set('/a', await entry(100, 1));
    expect(cache.get('/a', 2)).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
    expect(cache.set('/a', await entry(100, 1))).toBe(false);
  });

  it('rebuilds entries older than its maximum age', async () => {
    let now = 0;
    const cache = new RenderCache(10_000, 1000, () => now);
    cache.set('/a', { ...(await entry(10, 1)), storedAt: 0 });
    now = 1001;
    expect(cache.get('/a', 1)).toBeUndefined();
  });
});

describe('BatchedVersionReader', () => {
  it('never answers a read with a query that started before it, and batches the waiting reads', async () => {
    const started: Array<(v: number) => void> = [];
    const reader = new BatchedVersionReader(() => new Promise<number>((resolve) => started.push(resolve)));
    const first = reader.read();
    const second = reader.read(); // arrived while the first query runs: must wait for a newer one
    const third = reader.read();
    expect(started).toHaveLength(1);
    started[0]?.(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(started).toHaveLength(2);
    started[1]?.(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });
});
