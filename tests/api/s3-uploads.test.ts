import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearInstallation } from '../../src/server/modules/backup/restore-backup.js';
import { readTar } from '../../src/server/modules/backup/tar.js';
import { STORAGE_NOT_ANSWERING_MESSAGE } from '../../src/server/modules/health/health.routes.js';
import { createS3Storage } from '../../src/server/platform/storage/s3-storage.js';
import { adoptRootUploads, createUploadsStorage } from '../../src/server/platform/storage/uploads.js';
import { adminApi } from '../../src/shared/admin-routes.js';
import { type S3TestServer, startS3Server } from '../helpers/s3-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-db.js';

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

/** The bucket as another tool sees it: every object, from its root. */
const wholeBucket = (server: S3TestServer) =>
  createS3Storage({
    bucket: server.bucket,
    endpoint: server.endpoint,
    region: server.settings.S3_REGION,
    accessKeyId: server.settings.S3_ACCESS_KEY_ID,
    secretAccessKey: server.settings.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 90 } } })
    .png()
    .toBuffer();

describe('uploads in an S3 bucket', () => {
  let path: string;
  let resized320: Buffer;
  let etag320: string;

  it('stores an upload in the bucket, not on the disk', async () => {
    const response = await uploadRequest(await picture(900, 600), await t.adminCookie());
    expect(response.statusCode).toBe(200);
    path = response.json().path;
    expect(path).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    // Under the site's folder of the bucket (S3_PREFIX, default uploads/).
    const inBucket = await wholeBucket(s3).get(`uploads/${path.slice('/uploads/'.length)}`);
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
    resized320 = response.rawPayload;
    etag320 = String(response.headers.etag);
  });

  it('seeds nothing on disk: the demo pictures are in the bucket too', async () => {
    const { seedDemoContent } = await import('../../src/server/demo/seed.js');
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

  it('serves the sizes cached on its disk while the bucket cannot be reached; only the rest answer 503', async () => {
    // 320 was rendered above (before the bucket stopped) and is on this server's disk: still served.
    const cached = await t.app.inject({
      method: 'GET',
      url: `/api/optimize-image?src=${encodeURIComponent(path)}&width=320`,
    });
    expect(cached.statusCode).toBe(200);
    expect(cached.rawPayload.equals(resized320)).toBe(true);
    expect(cached.headers.etag).toBe(etag320);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: `/api/optimize-image?src=${encodeURIComponent(path)}&width=320`,
      headers: { 'if-none-match': etag320 },
    });
    expect(revalidated.statusCode).toBe(304);
    // The original, and a size never rendered, need the bucket: 503 with Retry-After, not 404 or 500.
    const original = await t.app.inject({ method: 'GET', url: path });
    expect(original.statusCode).toBe(503);
    expect(original.json().message).toBe('The file storage is not answering');
    expect(Number(original.headers['retry-after'])).toBeGreaterThan(0);
    const resized = await t.app.inject({
      method: 'GET',
      url: `/api/optimize-image?src=${encodeURIComponent(path)}&width=640`,
    });
    expect(resized.statusCode).toBe(503);
    expect(resized.json().message).toBe('The file storage is not answering');
    expect(Number(resized.headers['retry-after'])).toBeGreaterThan(0);

    // A server started again on the same DATA_DIR while the bucket is still down serves them too.
    const restarted = await createTestApp({ ...s3.settings, DATA_DIR: t.config.DATA_DIR });
    try {
      const again = await restarted.app.inject({
        method: 'GET',
        url: `/api/optimize-image?src=${encodeURIComponent(path)}&width=320`,
      });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(resized320)).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});

describe('a bucket the site shares with other things (S3_PREFIX, decision 0070)', () => {
  let shared: S3TestServer;
  let app: TestApp;
  beforeAll(async () => {
    shared = await startS3Server('chalet-shared-bucket');
    app = await createTestApp(shared.settings);
  });
  afterAll(async () => {
    await app?.close();
    await shared?.close();
  });

  const old = '0b7e1f0c-3a7d-4e55-9f1a-2c4d6e8fa0b1.webp';

  it('serves, backs up and deletes only its own folder; a bucket from before it is moved under it once', async () => {
    const bucket = wholeBucket(shared);
    const text = { contentType: 'text/plain' };
    await bucket.put('private/notes.txt', Buffer.from('not for visitors'), text);
    await bucket.put('backups/db.sql', Buffer.from('create table secrets ();'), text);
    // The site's pictures as a version before S3_PREFIX left them: at the root.
    const oldPicture = await sharp(await picture(40, 30))
      .webp()
      .toBuffer();
    await bucket.put(old, oldPicture, { contentType: 'image/webp', mtimeMs: 1_700_000_000_000 });
    await bucket.put('demo/old-hero.webp', oldPicture, { contentType: 'image/webp' });

    expect(await adoptRootUploads(app.config)).toBe(2);
    const site = createUploadsStorage(app.config);
    expect((await site.list()).map((entry) => entry.key).sort()).toEqual([old, 'demo/old-hero.webp']);
    const moved = await app.app.inject({ method: 'GET', url: `/uploads/${old}` });
    expect(moved.statusCode).toBe(200);
    expect(moved.rawPayload.equals(oldPicture)).toBe(true);
    for (const url of ['/uploads/private/notes.txt', '/uploads/backups/db.sql']) {
      expect((await app.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }

    const backup = await app.app.inject({
      method: 'GET',
      url: adminApi.backup,
      headers: { cookie: await app.adminCookie() },
    });
    const pictures: string[] = [];
    for await (const entry of readTar([gunzipSync(backup.rawPayload)])) {
      if (entry.name.startsWith('pictures/')) pictures.push(entry.name);
      for await (const _ of entry.body);
    }
    expect(pictures.sort()).toEqual([`pictures/${old}`, 'pictures/demo/old-hero.webp']);

    // `npm run restore -- --replace` empties the installation: the site's folder, nothing else.
    const scratch = await openTestDatabase({ migrated: false });
    try {
      await clearInstallation(scratch, site);
    } finally {
      await scratch.close();
    }
    expect(await site.list()).toEqual([]);
    expect(await (await bucket.get('private/notes.txt'))?.bytes()).toEqual(Buffer.from('not for visitors'));
    expect(await bucket.get('backups/db.sql')).not.toBeNull();
    // Moved once: what the site deleted is not brought back from the root at the next start.
    expect(await adoptRootUploads(app.config)).toBe(0);
    expect(await site.list()).toEqual([]);
  });
});
