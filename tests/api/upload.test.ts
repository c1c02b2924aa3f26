import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('shrinks an image wider than 2560 pixels', async () => {
    const wide = await picture(3000, 20).png().toBuffer();
    const response = await upload([{ name: 'image', filename: 'wide.png', data: wide }]);
    const metadata = await sharp(readFileSync(storedFile(response.json().path))).metadata();
    expect(metadata.width).toBe(2560);
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
      message: 'Only image files are allowed (JPEG, PNG, WebP, AVIF or GIF).',
    });
  });

  it('answers 413 for a file over 10 MB', async () => {
    const png = await picture().png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1024, 1)]);
    const response = await upload([
      { name: 'image', filename: 'big.png', contentType: 'image/png', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file is too large. The maximum size is 10 MB.' });
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
