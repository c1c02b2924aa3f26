import { mkdirSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages } from '../../src/server/db/schema.js';
import { insertGalleryImage } from '../../src/server/demo/factories.js';
import { PUBLIC_DIR } from '../../src/server/paths.js';
import { IMAGE_CACHE_CONTROL } from '../../src/shared/constants.js';
import { PASSWD_LINE } from '../helpers/passwd-line.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let uploads: string;
let cacheDir: string;

const picture = (width: number, height: number, r = 120) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 60 } } });

beforeAll(async () => {
  t = await createTestApp();
  uploads = path.join(t.config.DATA_DIR, 'uploads');
  cacheDir = path.join(t.config.DATA_DIR, 'cache', 'images');
  mkdirSync(uploads, { recursive: true });
  writeFileSync(path.join(uploads, 'room.png'), await picture(1200, 800).png().toBuffer());
  writeFileSync(path.join(uploads, 'changing.png'), await picture(600, 400).png().toBuffer());
  writeFileSync(path.join(uploads, 'hero-a.png'), await picture(1500, 500, 10).png().toBuffer());
  writeFileSync(path.join(uploads, 'hero-b.png'), await picture(1300, 500, 200).png().toBuffer());
  symlinkSync('/etc/passwd', path.join(uploads, 'escape.png'));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const q = (src: string) => encodeURIComponent(src);
const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

/** Sources every image endpoint must refuse, as they appear in the query string (already URL-encoded). */
const ATTACKS: [string, string][] = [
  ['a relative traversal', q('../../etc/passwd')],
  ['a traversal inside uploads', q('/uploads/../../etc/passwd')],
  ['an encoded traversal', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
  ['an encoded traversal inside uploads', q('/uploads/%2e%2e/%2e%2e/etc/passwd')],
  ['a double-encoded traversal', '%252e%252e%252f%252e%252e%252fetc%252fpasswd'],
  ['a double-encoded traversal inside uploads', '%2Fuploads%2F%252e%252e%252f%252e%252e%252fsecret.png'],
  ['an absolute filesystem path', q('/etc/passwd')],
  ['an https URL', q('https://evil.example/x.png')],
  ['an http URL', q('http://evil.example/x.png')],
  ['a protocol-relative URL', q('//evil.example/x.png')],
  ['a file URL', q('file:///etc/passwd')],
  ['backslashes', q('/uploads\\..\\..\\etc\\passwd')],
  ['an encoded backslash traversal', q('/uploads/..%5c..%5cetc%5cpasswd')],
  ['a NUL byte', q('/uploads/room.png\u0000.webp')],
  ['a hidden file', q('/uploads/.env')],
  ['a file that is not an image', q('/uploads/notes.txt')],
  ['a folder outside the two roots', q('/assets/app.js')],
];

describe('GET /api/resolve-image', () => {
  it('serves an uploaded file as it is, with a strong ETag and long-lived caching', async () => {
    const response = await get(`/api/resolve-image?src=${q('/uploads/room.png')}&t=123`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(response.rawPayload.equals(readFileSync(path.join(uploads, 'room.png')))).toBe(true);
  });

  it('answers 304 when the ETag matches', async () => {
    const url = `/api/resolve-image?src=${q('/uploads/room.png')}`;
    const first = await get(url);
    const again = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('tolerates a doubled /uploads/uploads/ prefix', async () => {
    const response = await get(`/api/resolve-image?src=${q('/uploads/uploads/room.png')}`);
    expect(response.statusCode).toBe(200);
  });

  it('serves our static images from public/images', async () => {
    const response = await get(`/api/resolve-image?src=${q('/images/placeholder.png')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(readFileSync(path.join(PUBLIC_DIR, 'images', 'placeholder.png')))).toBe(
      true,
    );
  });

  it('converts to WebP on request and caches the result on disk', async () => {
    const url = `/api/resolve-image?src=${q('/uploads/room.png')}&format=webp&t=1`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect((await sharp(first.rawPayload).metadata()).format).toBe('webp');
    expect(readdirSync(cacheDir).some((f) => /^[0-9a-f]{64}\.webp$/.test(f))).toBe(true);
    const second = await get(url);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  // The site only ever asks for WebP: any other format would be one more (and, for AVIF, slow) render.
  it.each(['gif', 'avif', 'png', 'WEBP'])('rejects format %s', async (format) => {
    const response = await get(`/api/resolve-image?src=${q('/uploads/room.png')}&format=${format}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Format must be webp');
  });

  it('answers 404 for a missing file', async () => {
    const response = await get(`/api/resolve-image?src=${q('/uploads/missing.png')}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Image not found' });
  });

  it('does not follow a symbolic link out of the uploads folder', async () => {
    const response = await get(`/api/resolve-image?src=${q('/uploads/escape.png')}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(PASSWD_LINE);
  });

  it('answers 400 without a src', async () => {
    const response = await get('/api/resolve-image');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid image path');
  });

  it.each(ATTACKS)('refuses %s with 400', async (_label, src) => {
    const response = await get(`/api/resolve-image?src=${src}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid image path' });
  });
});

describe('GET /api/optimize-image', () => {
  const optimize = (params: string) => get(`/api/optimize-image?src=${q('/uploads/room.png')}&${params}`);

  it('resizes to an allowed width as WebP with quality 78 by default', async () => {
    const response = await optimize('width=500');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(await widthOf(response.rawPayload)).toBe(500);
    const explicit = await optimize('width=500&quality=78&format=webp');
    expect(explicit.headers.etag).toBe(response.headers.etag);
  });

  it('refuses AVIF, which the site never asks for', async () => {
    const response = await optimize('width=700&quality=78&format=avif');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Format must be webp');
  });

  it('never enlarges an image', async () => {
    const response = await optimize('width=1920');
    expect(response.statusCode).toBe(200);
    expect(await widthOf(response.rawPayload)).toBe(1200);
  });

  it('answers 304 for a matching ETag and caches the variant on disk', async () => {
    const first = await optimize('width=1000&quality=80');
    expect(first.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    const name = `${(first.headers.etag as string).slice(1, -1)}`;
    expect(readdirSync(cacheDir).some((f) => f.startsWith(name) && f.endsWith('.webp'))).toBe(true);
    const again = await optimize('width=1000&quality=80').then(() =>
      get(`/api/optimize-image?src=${q('/uploads/room.png')}&width=1000&quality=80`, {
        'if-none-match': `W/${first.headers.etag}`,
      }),
    );
    expect(again.statusCode).toBe(304);
  });

  it('makes a new variant when the source file changes', async () => {
    const url = `/api/optimize-image?src=${q('/uploads/changing.png')}&width=500`;
    const before = await get(url);
    writeFileSync(path.join(uploads, 'changing.png'), await picture(640, 400, 250).png().toBuffer());
    utimesSync(path.join(uploads, 'changing.png'), new Date(), new Date(Date.now() + 5000));
    const after = await get(url);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it.each(['999', '0', '-500', 'abc', '500.5'])('rejects width %s', async (width) => {
    const response = await optimize(`width=${width}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Width must be one of 320, 400, 500, 640, 700, 800, 1000, 1200, 1600, 1920',
    );
  });

  it('rejects a missing width', async () => {
    expect((await optimize('quality=80')).statusCode).toBe(400);
  });

  // Only the qualities the site requests (spec sections 7 and 9): any other is one more render.
  it.each(['0', '1', '50', '77', '79', '100', '101', 'high', '7.5'])(
    'rejects quality %s',
    async (quality) => {
      const response = await optimize(`width=500&quality=${quality}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Quality must be one of 75, 78, 80, 85');
    },
  );

  it.each(['75', '78', '80', '85'])('accepts quality %s', async (quality) => {
    expect((await optimize(`width=320&quality=${quality}`)).statusCode).toBe(200);
  });

  it('answers 404 for a missing file', async () => {
    const response = await get(`/api/optimize-image?src=${q('/uploads/none.png')}&width=500`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Image not found');
  });

  it.each(ATTACKS)('refuses %s with 400', async (_label, src) => {
    const response = await get(`/api/optimize-image?src=${src}&width=500`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid image path' });
  });
});

// Order matters here: the fallback is checked before any hero-section image exists.
describe('GET /images/hero.webp', () => {
  it('falls back to the default hero picture when there is no hero-section image', async () => {
    const response = await get('/images/hero.webp?w=800&q=75');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=600, stale-while-revalidate=86400');
    const width = await widthOf(response.rawPayload);
    expect(width).toBeLessThanOrEqual(800);
  });

  it('falls back to the default when the hero-section image file is missing', async () => {
    const fallback = await get('/images/hero.webp?w=1200');
    const image = await insertGalleryImage(t.db, {
      category: 'hero-section',
      src: '/uploads/gone.png',
      sortOrder: -100,
    });
    const response = await get('/images/hero.webp?w=1200');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(fallback.headers.etag);
    await t.db.delete(galleryImages).where(eq(galleryImages.id, image.id));
  });

  it('serves the first hero-section image by sortOrder, snapped to an allowed width', async () => {
    await insertGalleryImage(t.db, { category: 'hero-section', src: '/uploads/hero-b.png', sortOrder: 2 });
    await insertGalleryImage(t.db, { category: 'hero-section', src: '/uploads/hero-a.png', sortOrder: 1 });
    await insertGalleryImage(t.db, { category: 'interior', src: '/uploads/room.png', sortOrder: 0 });
    const full = await get('/images/hero.webp?w=5000&q=85');
    expect(full.statusCode).toBe(200);
    // hero-a is 1500 wide and never enlarged; hero-b would be 1300.
    expect(await widthOf(full.rawPayload)).toBe(1500);
    const snapped = await get('/images/hero.webp?w=1000');
    expect(await widthOf(snapped.rawPayload)).toBe(1200);
    const small = await get('/images/hero.webp?w=390.5');
    expect(await widthOf(small.rawPayload)).toBe(800);
    const byDefault = await get('/images/hero.webp');
    expect(await widthOf(byDefault.rawPayload)).toBe(1500);
  });

  it("is the hero's first retry through /api/resolve-image: the stored hero picture itself", async () => {
    for (const src of ['/images/hero.webp', '/images/hero-portrait.webp']) {
      const response = await get(`/api/resolve-image?src=${q(src)}&t=1`);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(readFileSync(path.join(uploads, 'hero-a.png')))).toBe(true);
    }
    const webp = await get(`/api/resolve-image?src=${q('/images/hero.webp')}&format=webp&t=2`);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await widthOf(webp.rawPayload)).toBe(1500);
  });

  it('answers 304 for a matching ETag', async () => {
    const first = await get('/images/hero.webp?w=800&q=75');
    expect(first.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await get('/images/hero.webp?w=800&q=75', {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(['q=0', 'q=101', 'q=50', 'q=79', 'w=abc', 'w=-5'])('rejects %s', async (query) => {
    expect((await get(`/images/hero.webp?${query}`)).statusCode).toBe(400);
  });

  it('names the allowed qualities', async () => {
    const response = await get('/images/hero.webp?w=800&q=42');
    expect(response.json().message).toBe('Quality must be one of 75, 78, 80, 85');
  });
});

/** Random noise encodes slowly: a render of it is still running while the next requests arrive. */
const noisePng = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();

describe('render admission', () => {
  // Each builds its own app (and renders): more than the default test time on a busy machine.
  it('limits renders (cache misses) per client address and answers 429 with Retry-After', {
    timeout: 120_000,
  }, async () => {
    const limited = await createTestApp({ IMAGE_RENDER_RATE_LIMIT: 2 });
    try {
      const dir = path.join(limited.config.DATA_DIR, 'uploads');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'room.png'), await picture(900, 600).png().toBuffer());
      const fetchVariant = (width: number, remoteAddress = '203.0.113.7') =>
        limited.app.inject({
          method: 'GET',
          url: `/api/optimize-image?src=${q('/uploads/room.png')}&width=${width}`,
          remoteAddress,
        });
      expect((await fetchVariant(320)).statusCode).toBe(200);
      expect((await fetchVariant(400)).statusCode).toBe(200);
      const refused = await fetchVariant(500);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toEqual({
        message: 'Too many new image sizes requested. Please try again later.',
      });
      // Cached variants are not renders: still served to the same client.
      expect((await fetchVariant(320)).statusCode).toBe(200);
      // Another client has its own allowance, and what it renders is then cached for everyone.
      expect((await fetchVariant(500, '198.51.100.9')).statusCode).toBe(200);
      expect((await fetchVariant(500)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers 503 with Retry-After when the render queue is full, and still serves cached images', {
    timeout: 120_000,
  }, async () => {
    const busy = await createTestApp({ IMAGE_RENDER_CONCURRENCY: 1, IMAGE_RENDER_QUEUE: 0 });
    try {
      const dir = path.join(busy.config.DATA_DIR, 'uploads');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'noise.png'), await noisePng(2000, 1300));
      const variant = (width: number) =>
        busy.app.inject({
          method: 'GET',
          url: `/api/optimize-image?src=${q('/uploads/noise.png')}&width=${width}`,
        });
      expect((await variant(320)).statusCode).toBe(200);

      // One render runs, nothing may wait: of three simultaneous misses at least one is turned away.
      const storm = [1920, 1600, 1200].map(variant);
      const cached = await variant(320);
      const answers = await Promise.all(storm);
      expect(cached.statusCode).toBe(200);
      const refused = answers.filter((a) => a.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.json()).toEqual({
          message: 'The image is being prepared. Please try again in a few seconds.',
        });
      }
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 503)).toBe(true);
    } finally {
      await busy.close();
    }
  });
});
