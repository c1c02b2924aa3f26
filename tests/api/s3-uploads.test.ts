import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_NOT_ANSWERING_MESSAGE } from '../../src/server/modules/health/health.routes.js';
import { createS3Storage } from '../../src/server/platform/storage/s3-storage.js';
import { type S3TestServer, startS3Server } from '../helpers/s3-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The app with S3_BUCKET set (decision 0050), on a real S3-protocol server on 127.0.0.1: uploads land in
 * the bucket, /uploads/ and the resized sizes are answered from it, and health reports a bucket that
 * cannot be reached.
 */

let s3: S3TestServer;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server('chalet-api-uploads');
  t = await createTestApp(s3.settings);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** A multipart body as a browser's FormData makes it. */
async function uploadRequest(image: Buffer, cookie: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'picture.png');
  const request = new Request('http://localhost/api/upload', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { cookie, 'content-type': String(request.headers.get('content-type')) },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 90 } } })
    .png()
    .toBuffer();

describe('uploads in an S3 bucket', () => {
  let path: string;

  it('stores an upload in the bucket, not on the disk', async () => {
    const response = await uploadRequest(await picture(900, 600), await t.adminCookie());
    expect(response.statusCode).toBe(200);
    path = response.json().path;
    expect(path).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const inBucket = await createS3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: s3.settings.S3_REGION,
      accessKeyId: s3.settings.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.settings.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    }).get(path.slice('/uploads/'.length));
    expect(inBucket?.contentType).toBe('image/webp');
    expect(inBucket?.size).toBeGreaterThan(0);
  });

  it('serves it at /uploads/ with validators, ranges and 304', async () => {
    const whole = await t.app.inject({ method: 'GET', url: path });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/webp');
    expect((await sharp(whole.rawPayload).metadata()).width).toBe(900);
    const etag = String(whole.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const part = await t.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=0-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 12));
    expect((await t.app.inject({ method: 'GET', url: '/uploads/not-there.webp' })).statusCode).toBe(404);
  });

  it('renders resized sizes from the original in the bucket', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/optimize-image?src=${encodeURIComponent(path)}&width=320`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(320);
  });

  it('seeds nothing on disk: the demo pictures are in the bucket too', async () => {
    const { seedDemoContent } = await import('../../src/server/db/seed/seed.js');
    const { createUploadsStorage } = await import('../../src/server/platform/storage/uploads.js');
    await seedDemoContent(t.db, { uploads: createUploadsStorage(t.config) });
    const demo = await createUploadsStorage(t.config).list('demo/');
    expect(demo.length).toBeGreaterThan(0);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${demo[0].key}` });
    expect(served.statusCode).toBe(200);
    expect(existsSync(join(t.config.DATA_DIR, 'uploads'))).toBe(false);
  });

  it('answers health 200 while the bucket answers, 503 once it cannot be reached', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await s3.stop();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', message: STORAGE_NOT_ANSWERING_MESSAGE });
    }
  });

  it('answers 503, not 404 or 500, for pictures while the bucket cannot be reached', async () => {
    const original = await t.app.inject({ method: 'GET', url: path });
    expect(original.statusCode).toBe(503);
    expect(original.json().message).toBe('The file storage is not answering');
    const resized = await t.app.inject({
      method: 'GET',
      url: `/api/optimize-image?src=${encodeURIComponent(path)}&width=640`,
    });
    expect(resized.statusCode).toBe(503);
  });
});
