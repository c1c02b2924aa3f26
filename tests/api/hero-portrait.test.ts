import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages } from '../../src/server/db/schema.js';
import { insertGalleryImage } from '../../src/server/demo/factories.js';
import { HERO_PORTRAIT_WIDTHS } from '../../src/shared/constants.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The portrait crop of the hero for portrait screens (decision 0021). */

let t: TestApp;
let uploads: string;

const GREEN = { r: 20, g: 200, b: 40 };
const RED = { r: 220, g: 20, b: 20 };

/** 3000 × 1620: red, except a green band from x = 1000 to 2000 (the centre crop is 1215 wide). */
async function bandedPicture(): Promise<Buffer> {
  const band = await sharp({ create: { width: 1000, height: 1620, channels: 3, background: GREEN } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 3000, height: 1620, channels: 3, background: RED } })
    .composite([{ input: band, left: 1000, top: 0 }])
    .png()
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp();
  uploads = path.join(t.config.DATA_DIR, 'uploads');
  mkdirSync(uploads, { recursive: true });
  writeFileSync(path.join(uploads, 'banded.png'), await bandedPicture());
  const plain = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: GREEN } });
  writeFileSync(path.join(uploads, 'small.png'), await plain(1000, 700).png().toBuffer());
  // Stored 1600 × 1200 but turned a quarter by its EXIF orientation: upright it is 1200 × 1600.
  writeFileSync(
    path.join(uploads, 'turned.jpg'),
    await plain(1600, 1200).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
  );
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const sizeOf = async (body: Buffer) => {
  const { width, height } = await sharp(body).metadata();
  return { width, height };
};

/** Makes `src` the hero (the first hero-section image) for the duration of `check`. */
async function withHero(src: string, check: () => Promise<void>) {
  const image = await insertGalleryImage(t.db, { category: 'hero-section', src, sortOrder: -1000 });
  try {
    await check();
  } finally {
    await t.db.delete(galleryImages).where(eq(galleryImages.id, image.id));
  }
}

describe('GET /images/hero-portrait.webp', () => {
  it('crops the default picture (1920 × 1080) to 3:4 and never enlarges it', async () => {
    const small = await get('/images/hero-portrait.webp?w=600&q=75');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=600, stale-while-revalidate=86400');
    expect(await sizeOf(small.rawPayload)).toEqual({ width: 600, height: 800 });
    // The largest 3:4 region of 1920 × 1080 is 810 × 1080: wider requests get that, not an enlargement.
    for (const w of [900, 1200]) {
      const response = await get(`/images/hero-portrait.webp?w=${w}&q=75`);
      expect(await sizeOf(response.rawPayload)).toEqual({ width: 810, height: 1080 });
    }
  });

  it('serves each allowed width at 3:4 from a large hero-section image', async () => {
    await withHero('/uploads/banded.png', async () => {
      for (const w of HERO_PORTRAIT_WIDTHS) {
        const response = await get(`/images/hero-portrait.webp?w=${w}&q=75`);
        expect(response.statusCode).toBe(200);
        expect(await sizeOf(response.rawPayload)).toEqual({ width: w, height: (w * 4) / 3 });
      }
      const byDefault = await get('/images/hero-portrait.webp');
      expect(await sizeOf(byDefault.rawPayload)).toEqual({ width: 1200, height: 1600 });
    });
  });

  it('takes the crop from the centre of the picture', async () => {
    await withHero('/uploads/banded.png', async () => {
      const response = await get('/images/hero-portrait.webp?w=600&q=75');
      const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
      // The centre 1215 px (x = 893 to 2108) reach past the green band by about 100 px on each side:
      // scaled to 600 that is the outer ~5 %; everything between is green.
      const pixel = (x: number, y: number) => {
        const at = (y * info.width + x) * info.channels;
        return { r: data[at], g: data[at + 1], b: data[at + 2] };
      };
      for (const x of [80, 300, 520]) {
        for (const y of [5, 400, 795]) {
          const { r, g } = pixel(x, y);
          expect(g, `green at ${x},${y}`).toBeGreaterThan(150);
          expect(r, `not red at ${x},${y}`).toBeLessThan(80);
        }
      }
      expect(pixel(2, 400).r, 'the red edge of the source shows at the crop edge').toBeGreaterThan(150);
    });
  });

  it('serves the whole 3:4 region of a small picture at every width, never enlarged', async () => {
    await withHero('/uploads/small.png', async () => {
      for (const w of HERO_PORTRAIT_WIDTHS) {
        const response = await get(`/images/hero-portrait.webp?w=${w}`);
        // 1000 × 700: the largest 3:4 region is 525 × 700.
        expect(await sizeOf(response.rawPayload)).toEqual({ width: 525, height: 700 });
      }
    });
  });

  it('crops the picture as it is shown (EXIF orientation applied first)', async () => {
    await withHero('/uploads/turned.jpg', async () => {
      const response = await get('/images/hero-portrait.webp?w=1200');
      expect(await sizeOf(response.rawPayload)).toEqual({ width: 1200, height: 1600 });
    });
  });

  it('answers 304 for a matching ETag, and its ETag is not the landscape hero’s', async () => {
    const first = await get('/images/hero-portrait.webp?w=900&q=75');
    expect(first.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await get('/images/hero-portrait.webp?w=900&q=75', {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    const landscape = await get('/images/hero.webp?w=800&q=75');
    expect(landscape.headers.etag).not.toBe(first.headers.etag);
  });

  it.each(['w=800', 'w=1920', 'w=601', 'w=1200.5', 'w=abc', 'w=-600', 'w=', 'q=50', 'q=101'])(
    'rejects %s with 400',
    async (query) => {
      expect((await get(`/images/hero-portrait.webp?${query}`)).statusCode).toBe(400);
    },
  );

  it('names the allowed widths', async () => {
    const response = await get('/images/hero-portrait.webp?w=1000');
    expect(response.json().message).toBe('Width must be one of 600, 900, 1200');
  });
});
