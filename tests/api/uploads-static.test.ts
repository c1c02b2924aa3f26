import { mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_CACHE_CONTROL } from '../../src/shared/constants.js';
import { PASSWD_LINE } from '../helpers/passwd-line.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/*
 * /uploads/ answers the way the static file server (@fastify/send) did before uploads went through the
 * storage interface (decision 0043): the same validators, conditional answers and byte ranges.
 */

let t: TestApp;
let uploads: string;
let bytes: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  uploads = path.join(t.config.DATA_DIR, 'uploads');
  mkdirSync(path.join(uploads, 'demo'), { recursive: true });
  bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#785a3c' } })
    .webp()
    .toBuffer();
  writeFileSync(path.join(uploads, 'room.webp'), bytes);
  writeFileSync(path.join(uploads, 'demo', 'nested.webp'), bytes);
  writeFileSync(path.join(uploads, '.env'), 'SECRET=1');
  symlinkSync('/etc/passwd', path.join(uploads, 'escape.webp'));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

describe('GET /uploads/<file>', () => {
  it('streams the file with a weak ETag, Last-Modified, byte ranges and immutable caching', async () => {
    const response = await get('/uploads/room.webp');
    const modified = statSync(path.join(uploads, 'room.webp')).mtime;
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['last-modified']).toBe(modified.toUTCString());
    expect(response.headers.etag).toBe(`W/"${bytes.length.toString(16)}-${modified.getTime().toString(16)}"`);
  });

  it('serves a file in a folder (the demo pictures)', async () => {
    const response = await get('/uploads/demo/nested.webp');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 304 to its ETag and to a later If-Modified-Since', async () => {
    const first = await get('/uploads/room.webp');
    const etag = first.headers.etag as string;
    const byTag = await get('/uploads/room.webp', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    expect(byTag.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect((await get('/uploads/room.webp', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const later = new Date(Date.now() + 60_000).toUTCString();
    expect((await get('/uploads/room.webp', { 'if-modified-since': later })).statusCode).toBe(304);
  });

  it('answers one byte range with 206, several with the whole file, and an unsatisfiable one with 416', async () => {
    const first = await get('/uploads/room.webp', { range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
    expect(first.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
    const last = await get('/uploads/room.webp', { range: 'bytes=-5' });
    expect(last.statusCode).toBe(206);
    expect(last.rawPayload.equals(bytes.subarray(bytes.length - 5))).toBe(true);
    const several = await get('/uploads/room.webp', { range: 'bytes=0-1,10-11' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(bytes.length);
    const beyond = await get('/uploads/room.webp', { range: `bytes=${bytes.length + 10}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
    const stale = await get('/uploads/room.webp', { range: 'bytes=0-9', 'if-range': '"an-old-version"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(bytes.length);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/uploads/room.webp', {}, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.body).toBe('');
  });

  it.each([
    ['a missing file', '/uploads/missing.webp'],
    ['a hidden file', '/uploads/.env'],
    ['a folder', '/uploads/demo'],
  ])('answers 404 for %s', async (_label, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: `Route GET ${url} not found` });
  });

  it('does not follow a symbolic link out of the uploads folder', async () => {
    const response = await get('/uploads/escape.webp');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(PASSWD_LINE);
  });

  it('never reads outside the uploads folder', async () => {
    for (const url of ['/uploads/..%2f..%2fetc%2fpasswd', '/uploads/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toMatch(PASSWD_LINE);
    }
  });
});
