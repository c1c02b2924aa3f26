import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEIC_FIXTURE, largePhotoFile } from '../helpers/large-photo.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, built by hand so the test controls every byte. */
function multipart(parts: Part[]) {
  const boundary = `----chalet-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(parts: Part[], cookie?: string) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(cookie === undefined ? { cookie: await t.adminCookie() } : cookie ? { cookie } : {}),
    },
  });
}

const picture = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 60 } } });

function storedFile(url: string) {
  expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  return path.join(t.config.DATA_DIR, 'uploads', path.basename(url));
}

describe('POST /api/upload', () => {
  it('stores a PNG re-encoded as WebP under a generated name', async () => {
    const png = await picture().png().toBuffer();
    const response = await upload([
      { name: 'image', filename: 'My Photo.png', contentType: 'image/png', data: png },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, path: expect.any(String), file: { url: body.path } });
    const file = storedFile(body.path);
    expect(existsSync(file)).toBe(true);
    expect((await sharp(readFileSync(file)).metadata()).format).toBe('webp');
    const served = await t.app.inject({ method: 'GET', url: body.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('turns a JPEG upright by its EXIF orientation and strips its metadata', async () => {
    const jpeg = await picture(64, 48).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload([
      { name: 'image', filename: 'camera.jpg', contentType: 'image/jpeg', data: jpeg },
    ]);
    expect(response.statusCode).toBe(200);
    const metadata = await sharp(readFileSync(storedFile(response.json().path))).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 48, height: 64 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('accepts a real image whatever its name and declared type', async () => {
    const webp = await picture().webp().toBuffer();
    const response = await upload([
      { name: 'image', filename: 'notes.txt', contentType: 'text/plain', data: webp },
    ]);
    expect(response.statusCode).toBe(200);
  });

  it('accepts GIF and AVIF images', async () => {
    for (const [data, filename] of [
      [await picture().gif().toBuffer(), 'a.gif'],
      [await picture().avif().toBuffer(), 'a.avif'],
    ] as const) {
      const response = await upload([{ name: 'image', filename, contentType: 'image/png', data }]);
      expect(response.statusCode, filename).toBe(200);
    }
  });

  it('shrinks a picture to 1920 pixels on its longest side, wide or tall', async () => {
    for (const [width, height, expected] of [
      [3000, 20, { width: 1920, height: 13 }],
      [20, 3000, { width: 13, height: 1920 }],
    ] as const) {
      const data = await picture(width, height).png().toBuffer();
      const response = await upload([{ name: 'image', filename: 'big.png', data }]);
      const metadata = await sharp(readFileSync(storedFile(response.json().path))).metadata();
      expect({ width: metadata.width, height: metadata.height }).toEqual(expected);
    }
  });

  it('stores a 20 MB phone photo shrunk, upright and without its EXIF (GPS)', async () => {
    const jpeg = readFileSync(await largePhotoFile());
    expect(jpeg.length).toBeGreaterThanOrEqual(20 * 1024 * 1024);
    const source = await sharp(jpeg).metadata();
    expect({ width: source.width, height: source.height, orientation: source.orientation }).toEqual({
      width: 8000,
      height: 6000,
      orientation: 6,
    });
    const response = await upload([
      { name: 'image', filename: 'IMG_4821.JPG', contentType: 'image/jpeg', data: jpeg },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const stored = readFileSync(storedFile(response.json().path));
    expect(stored.length).toBeLessThan(1024 * 1024);
    const metadata = await sharp(stored).metadata();
    // Turned a quarter by its orientation (6000 × 8000 upright), then 1920 on the longest side.
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 1440, height: 1920 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // The white band along the photo's top edge is, upright, down its right side.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const brightness = (x: number, y: number) => data[(y * info.width + x) * info.channels];
    expect(brightness(info.width - 5, 960)).toBeGreaterThan(240);
    expect(brightness(5, 960)).toBeLessThan(150);
  });

  it.each([
    ['image/heic', 'IMG_0001.HEIC'],
    ['', 'IMG_0002.heic'],
    ['application/octet-stream', 'photo'],
  ])('decodes a HEIC photo sent as %j and stores it as WebP', async (contentType, filename) => {
    const heic = readFileSync(HEIC_FIXTURE);
    const response = await upload([{ name: 'image', filename, contentType, data: heic }]);
    expect(response.statusCode, response.body).toBe(200);
    const stored = readFileSync(storedFile(response.json().path));
    const metadata = await sharp(stored).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'webp',
      width: 480,
      height: 360,
    });
    // The fixture's sky is blue at the top and its hill green at the bottom: decoded, not noise.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [skyR, , skyB] = pixel(20, 10);
    expect(skyB).toBeGreaterThan(skyR + 60);
    const [hillR, hillG] = pixel(240, 350);
    expect(hillG).toBeGreaterThan(hillR + 30);
    const served = await t.app.inject({ method: 'GET', url: response.json().path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses a broken HEIC with 400', async () => {
    const heic = readFileSync(HEIC_FIXTURE);
    const response = await upload([
      { name: 'image', filename: 'broken.heic', contentType: 'image/heic', data: heic.subarray(0, 600) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Only image files are allowed (JPEG, PNG, WebP, HEIC, AVIF or GIF).',
    });
  });

  it('takes several photos sent at once, each stored under its own name', async () => {
    const files = [
      await picture(640, 480).jpeg().toBuffer(),
      readFileSync(HEIC_FIXTURE),
      await picture(300, 500).png().toBuffer(),
    ];
    const responses = await Promise.all(
      files.map((data, index) => upload([{ name: 'image', filename: `photo-${index}`, data }])),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const paths = responses.map((response) => response.json().path as string);
    expect(new Set(paths).size).toBe(3);
    const sizes = await Promise.all(
      paths.map(async (url) => {
        const metadata = await sharp(readFileSync(storedFile(url))).metadata();
        return [metadata.width, metadata.height];
      }),
    );
    expect(sizes).toEqual([
      [640, 480],
      [480, 360],
      [300, 500],
    ]);
  });

  it('ignores an extra text field such as entity', async () => {
    const png = await picture().png().toBuffer();
    const response = await upload([
      { name: 'entity', data: 'testimonial' },
      { name: 'image', filename: 'face.png', contentType: 'image/png', data: png },
    ]);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not a picture at all')],
    [
      'an SVG named .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
    ],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3])],
  ])('rejects %s with 400', async (_label, data) => {
    const response = await upload([
      { name: 'image', filename: 'picture.png', contentType: 'image/png', data },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Only image files are allowed (JPEG, PNG, WebP, HEIC, AVIF or GIF).',
    });
  });

  it('answers 413 naming the limit for a 41 MB file', async () => {
    const png = await picture().png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(41 * 1024 * 1024, 1)]);
    const response = await upload([
      { name: 'image', filename: 'big.png', contentType: 'image/png', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file is too large. The maximum size is 40 MB.' });
  });

  it('leaves no temporary file behind', async () => {
    const before = readdirSync(os.tmpdir()).filter((name) => name.startsWith('kanimbla-upload-'));
    const png = await picture().png().toBuffer();
    await upload([{ name: 'image', filename: 'a.png', data: png }]);
    await upload([{ name: 'image', filename: 'a.png', data: Buffer.from('not a picture') }]);
    const after = readdirSync(os.tmpdir()).filter((name) => name.startsWith('kanimbla-upload-'));
    expect(after.filter((name) => !before.includes(name))).toEqual([]);
  });

  it('answers 400 when no image field is sent', async () => {
    const response = await upload([{ name: 'entity', data: 'testimonial' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'No image file was uploaded' });
  });

  it('answers 400 for a body that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie: await t.adminCookie() },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No image file was uploaded');
  });

  it('refuses an anonymous caller with 401', async () => {
    const png = await picture().png().toBuffer();
    const response = await upload([{ name: 'image', filename: 'a.png', data: png }], '');
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed-in user who is not an admin with 403', async () => {
    const png = await picture().png().toBuffer();
    const response = await upload([{ name: 'image', filename: 'a.png', data: png }], await t.userCookie());
    expect(response.statusCode).toBe(403);
  });
});
