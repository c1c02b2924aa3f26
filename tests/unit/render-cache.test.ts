import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  applyContentNotification,
  BatchedReader,
  type ContentState,
  EMPTY_CONTENT_STATE,
} from '../../src/server/delivery/cache/content-version.js';
import {
  buildCacheEntry,
  type CacheDependencies,
  RenderCache,
} from '../../src/server/delivery/cache/render-cache.js';

const entry = (size: number, version: number, dependsOn: CacheDependencies = 'all') =>
  buildCacheEntry(Buffer.alloc(size, 1), { contentType: 'image/webp', version, dependsOn, now: Date.now() });

/** A state at `version` in which each named table last changed at the version given. */
const state = (version: number, tables: Record<string, number> = {}): ContentState => ({
  version,
  tables: new Map(Object.entries(tables)),
});

describe('RenderCache', () => {
  it('keeps at most its byte budget, dropping the least recently used first', async () => {
    const cache = new RenderCache(1000, 60_000);
    const now = state(1);
    cache.set('/a', entry(240, 1));
    cache.set('/b', entry(240, 1));
    cache.set('/c', entry(240, 1));
    cache.get('/a', now); // /b is now the least recently used
    cache.set('/d', entry(240, 1));
    cache.set('/e', entry(240, 1));
    expect(cache.get('/b', now)).toBeUndefined();
    expect(cache.get('/a', now)).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(1000);
  });

  it('drops a page (it shows everything) at any newer content version, and refuses outdated entries', async () => {
    const cache = new RenderCache(10_000, 60_000);
    cache.set('/', entry(100, 1));
    expect(cache.get('/', state(2, { testimonials: 2 }))).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    expect(cache.set('/', entry(100, 1))).toBe(false);
  });

  it('keeps a read while only tables it does not show change, and drops it when one of its own does', async () => {
    const cache = new RenderCache(10_000, 60_000);
    cache.set('/api/gallery', entry(100, 3, ['gallery_images']));
    cache.set('/api/availability', entry(100, 3, ['availability_feeds', 'site_settings']));
    const afterTestimonial = state(4, { testimonials: 4, gallery_images: 2 });
    expect(cache.get('/api/gallery', afterTestimonial)).toBeDefined();
    expect(cache.get('/api/availability', afterTestimonial)).toBeDefined();
    const afterSettings = state(5, { testimonials: 4, gallery_images: 2, site_settings: 5 });
    expect(cache.get('/api/gallery', afterSettings)).toBeDefined();
    expect(cache.get('/api/availability', afterSettings)).toBeUndefined();
    // An entry built before a change to its own table is refused even when it arrives late.
    expect(cache.set('/api/availability', entry(100, 4, ['availability_feeds', 'site_settings']))).toBe(
      false,
    );
    expect(cache.set('/api/availability', entry(100, 5, ['availability_feeds', 'site_settings']))).toBe(true);
  });

  it('judges a reader that learnt an older state by the newest state any reader brought', async () => {
    const cache = new RenderCache(10_000, 60_000);
    cache.set('/api/rooms', entry(100, 1, ['rooms']));
    expect(cache.get('/api/rooms', state(2, { rooms: 2 }))).toBeUndefined();
    cache.set('/api/rooms', entry(100, 2, ['rooms']));
    // A reader whose (older) state came first is served the newer entry: it is at least as new as it must see.
    expect(cache.get('/api/rooms', state(1))).toBeDefined();
    // ...and an entry built from that older state is not stored over it.
    expect(cache.set('/api/rooms', entry(100, 1, ['rooms']))).toBe(false);
  });

  it('rebuilds entries older than its maximum age', async () => {
    let now = 0;
    const cache = new RenderCache(10_000, 1000, () => now);
    cache.set('/a', { ...entry(10, 1), storedAt: 0 });
    now = 1001;
    expect(cache.get('/a', state(1))).toBeUndefined();
  });

  it('remembers, within a bound, which dropped reads were cached, until they are stored again', async () => {
    const cache = new RenderCache(10_000, 60_000);
    cache.set('/', entry(100, 1));
    expect(cache.wasCached('/')).toBe(true);
    expect(cache.wasCached('/never')).toBe(false);
    expect(cache.get('/', state(2))).toBeUndefined(); // a write outdated it
    expect(cache.has('/')).toBe(false);
    expect(cache.wasCached('/')).toBe(true);
    cache.set('/', entry(100, 2));
    expect(cache.has('/')).toBe(true);
    // A flood of distinct URLs, each stored and dropped, forgets the oldest first.
    for (let i = 0; i < 2000; i++) cache.set(`/?page=${i}`, entry(100, 2));
    cache.get('/', state(3));
    expect(cache.wasCached('/?page=0')).toBe(false);
    expect(cache.wasCached('/?page=1999')).toBe(true);
  });

  it('lets a rebuild peek with a newer state without dropping what readers are still served', async () => {
    const cache = new RenderCache(10_000, 60_000);
    const served = state(1);
    const committed = state(2, { testimonials: 2 });
    cache.set('/', entry(100, 1));
    cache.set('/api/gallery', entry(100, 1, ['gallery_images']));
    expect(cache.peek('/', committed)).toBeUndefined();
    expect(cache.peek('/api/gallery', committed)).toBeDefined();
    expect(cache.get('/', served)).toBeDefined(); // the previous page, until the served version advances
    expect(cache.set('/', entry(120, 2))).toBe(true); // the rebuilt page replaces it
    expect(cache.peek('/', committed)?.version).toBe(2);
    expect(cache.get('/', served)?.version).toBe(2);
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 220 });
  });

  it('lists the entries a state outdates, the most recently read first, within a limit', async () => {
    const cache = new RenderCache(10_000, 60_000);
    for (const key of ['/a', '/b', '/c', '/d']) cache.set(key, entry(10, 1));
    cache.set('/api/gallery', entry(10, 1, ['gallery_images']));
    cache.get('/b', state(1));
    const committed = state(2, { testimonials: 2 });
    expect(cache.outdatedBy(committed, 10)).toEqual(['/b', '/d', '/c', '/a']);
    expect(cache.outdatedBy(committed, 2)).toEqual(['/b', '/d']);
    expect(cache.outdatedBy(state(1), 10)).toEqual([]);
  });

  it('makes the gzip variant on the first request that takes gzip but not brotli, and counts it', () => {
    const cache = new RenderCache(1_000_000, 60_000);
    const html = Buffer.from('<p>Kanimbla Valley</p>'.repeat(400));
    const page = buildCacheEntry(html, {
      contentType: 'text/html',
      version: 1,
      dependsOn: 'all',
      now: Date.now(),
    });
    cache.set('/', page);
    const stored = cache.stats().bytes;
    expect(page.gzip).toBeUndefined();

    const br = cache.variant('/', page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
    expect(page.gzip).toBeUndefined(); // a browser's request makes none
    expect(cache.variant('/', page, 'identity')).toBe(page.identity);
    expect(cache.stats().bytes).toBe(stored);

    const gz = cache.variant('/', page, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(html)).toBe(true);
    expect(gz.etag).toBe(`${page.identity.etag.slice(0, -1)}-gz"`);
    expect(cache.variant('/', page, 'gzip, deflate')).toBe(gz); // made once
    expect(cache.stats().bytes).toBe(stored + gz.body.length);
    expect(page.bytes).toBe(stored + gz.body.length);

    // Dropping the entry frees every byte it held, its late variant included.
    cache.get('/', state(2));
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('makes no gzip variant for bodies not worth compressing', () => {
    const cache = new RenderCache(1_000_000, 60_000);
    const picture = entry(4000, 1);
    cache.set('/hero', picture);
    expect(cache.variant('/hero', picture, 'gzip')).toBe(picture.identity);
    expect(picture.gzip).toBeUndefined();
  });
});

describe('applyContentNotification', () => {
  it('records the version at which the named table changed', () => {
    const first = applyContentNotification(EMPTY_CONTENT_STATE, '7 testimonials');
    expect(first.version).toBe(7);
    expect(first.tables.get('testimonials')).toBe(7);
    const second = applyContentNotification(first, '8 rooms');
    expect(second).toEqual(state(8, { testimonials: 7, rooms: 8 }));
    expect(first.tables.has('rooms')).toBe(false); // states are never changed in place
  });

  it('ignores notifications it already knows and payloads that are not a version', () => {
    const known = state(8, { rooms: 8 });
    expect(applyContentNotification(known, '8 rooms')).toBe(known);
    expect(applyContentNotification(known, 'garbage')).toBe(known);
    expect(applyContentNotification(known, '')).toBe(known);
    expect(applyContentNotification(known, '9').version).toBe(9);
  });
});

describe('BatchedReader', () => {
  it('never answers a read with a query that started before it, and batches the waiting reads', async () => {
    const started: Array<(v: number) => void> = [];
    const reader = new BatchedReader(() => new Promise<number>((resolve) => started.push(resolve)));
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
