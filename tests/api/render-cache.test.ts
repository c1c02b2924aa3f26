import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessCodes } from '../../src/server/db/schema.js';
import { readContentState } from '../../src/server/delivery/cache/content-version.js';
import {
  insertAccessCode,
  insertCheckInInstruction,
  insertContactSubmission,
  insertRoom,
} from '../../src/server/demo/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertRoom(t.db, { name: 'Cached Suite' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/gallery (cached read)', () => {
  it('answers with a strong ETag that stays the same until content changes, and 304 for it', async () => {
    const first = await get('/api/gallery');
    const etag = String(first.headers.etag);
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/
    expect((await get('/api/gallery')).headers.etag).toBe(etag);
    const revalidated = await get('/api/gallery', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});

describe('GET /api/rooms (cached read)', () => {
  it('shows a write on the very next read, however the write was made', async () => {
    expect((await get('/api/rooms')).json().map((r: { name: string }) => r.name)).toEqual(['Cached Suite']);
    const before = (await readContentState(t.db)).version;
    await insertRoom(t.db, { name: 'Written Behind The Cache' }); // straight to the database
    expect((await readContentState(t.db)).version).toBeGreaterThan(before);
    expect((await get('/api/rooms')).json().map((r: { name: string }) => r.name)).toContain(
      'Written Behind The Cache',
    );
  });
});

describe('GET / (cached page)', () => {
  it('sends brotli, gzip and plain variants of one page, each with its own ETag', async () => {
    const br = await get('/', { 'accept-encoding': 'br, gzip' });
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    const plain = await get('/');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const r of [br, gz, plain]) expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('is the same for every visitor: no nonce, no cookie, nothing of the admin session', async () => {
    const anonymous = await get('/');
    const admin = await get('/', { cookie: await t.adminCookie(), 'accept-language': 'de-DE' });
    const stranger = await get('/', { cookie: 'sid=someone-elses; theme=dark', 'accept-language': 'fr' });
    expect(admin.body).toBe(anonymous.body);
    expect(stranger.body).toBe(anonymous.body);
    for (const r of [anonymous, admin, stranger]) {
      expect(r.headers['set-cookie']).toBeUndefined();
      expect(r.body).not.toContain('nonce');
      expect(r.body).not.toContain('"username"');
    }
  });

  it('shows a site-settings change made through the API on the next page view', async () => {
    await get('/');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/site-settings',
      headers: { cookie: await t.adminCookie() },
      payload: { heroHeadline: 'A Headline Written Just Now' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/')).body).toContain('A Headline Written Just Now');
  });
});

describe('reads behind a code or a session', () => {
  it('GET /api/check-in is never answered from memory', async () => {
    await insertAccessCode(t.db, { code: 'CACHE-TEST', isActive: true, expiresAt: null });
    await insertCheckInInstruction(t.db, { title: 'Door' });
    const url = '/api/check-in?code=CACHE-TEST';
    expect((await get(url)).statusCode).toBe(200);
    // Access codes are not public content: switching one off bumps nothing, yet the next read knows.
    const before = (await readContentState(t.db)).version;
    await t.db.update(accessCodes).set({ isActive: false }).where(eq(accessCodes.code, 'CACHE-TEST'));
    expect((await readContentState(t.db)).version).toBe(before);
    expect((await get(url)).statusCode).not.toBe(200);
  });

  it('GET /api/contact (admin) is never answered from memory', async () => {
    const cookie = await t.adminCookie();
    const first = await get('/api/contact', { cookie });
    expect(first.statusCode).toBe(200);
    await insertContactSubmission(t.db, { name: 'Fresh Enquiry' });
    const second = await get('/api/contact', { cookie });
    expect(second.json().map((m: { name: string }) => m.name)).toContain('Fresh Enquiry');
  });

  it('GET /api/testimonials (the admin list) is not served to anyone else', async () => {
    const adminList = await get('/api/testimonials', { cookie: await t.adminCookie() });
    expect(adminList.statusCode).toBe(200);
    expect(adminList.headers['cache-control']).toBe('no-store');
    expect((await get('/api/testimonials')).statusCode).toBe(401);
  });
});

describe('what does not bump the content version', () => {
  it('contact messages and sign-ins leave it alone', async () => {
    const before = (await readContentState(t.db)).version;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Version Watcher',
        email: 'watcher@example.com',
        subject: 'A question',
        message: 'Does this message change what the public pages show?',
      },
    });
    expect(sent.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'x', password: 'y' },
    });
    expect((await readContentState(t.db)).version).toBe(before);
  });
});

describe('GET over HTTP (answered from memory before Fastify routes it)', () => {
  let origin = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  /** The answer as sent on the wire: fetch would decompress the body and hide Content-Encoding. */
  const rawRequest = (method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${origin}${url}`, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject)
        .end();
    });
  const rawGet = (url: string, headers?: Record<string, string>) => rawRequest('GET', url, headers);
  const withoutDate = ({ date: _date, ...rest }: http.IncomingHttpHeaders) => rest;

  it('answers a cached page with the very headers and bytes of the first answer, and 304 for its ETag', async () => {
    const first = await rawGet('/gallery', { 'accept-encoding': 'br' });
    const second = await rawGet('/gallery', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['content-encoding']).toBe('br');
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
    expect(brotliDecompressSync(second.body).toString()).toContain('</html>');

    const gz = await rawGet('/gallery', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(brotliDecompressSync(second.body))).toBe(true);

    const revalidated = await rawGet('/gallery', {
      'accept-encoding': 'br',
      'if-none-match': String(second.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(second.headers.etag);
    expect(revalidated.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
  });

  it('answers HEAD for a cached read with the headers of its GET and no body, without a render', async () => {
    for (const url of ['/attractions', '/api/gallery']) {
      const viaGet = await rawGet(url, { 'accept-encoding': 'br' });
      const viaHead = await rawRequest('HEAD', url, { 'accept-encoding': 'br' });
      expect(viaHead.status).toBe(200);
      expect(viaHead.body.length).toBe(0);
      // The render cache's strong ETag and the GET's length: the answer came from memory.
      expect(viaGet.headers.etag).toMatch(/^"[0-9a-f]+(-br)?"$/);
      expect(withoutDate(viaHead.headers)).toEqual(withoutDate(viaGet.headers));
      // Through Fastify (the hook's path, which the server render's prefetch uses) too.
      const injected = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      expect(injected.statusCode).toBe(200);
      expect(injected.headers.etag).toBe(viaGet.headers.etag);
    }
  });

  it('shows a write on the very next read, HTML and API', async () => {
    await rawGet('/');
    await rawGet('/api/site-settings');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/site-settings',
      headers: { cookie: await t.adminCookie() },
      payload: { heroHeadline: 'Written Between Two HTTP Reads' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await rawGet('/')).body.toString()).toContain('Written Between Two HTTP Reads');
    expect(JSON.parse((await rawGet('/api/site-settings')).body.toString()).heroHeadline).toBe(
      'Written Between Two HTTP Reads',
    );
  });

  it('leaves every other request to the application: writes, sessions, codes', async () => {
    await rawGet('/api/rooms');
    // A POST to a cached URL is routed as before (no such route: 404), not answered with the list.
    const posted = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${origin}/api/rooms`, { method: 'POST' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
    expect(posted).not.toBe(200);
    await insertAccessCode(t.db, { code: 'HTTP-CACHE', isActive: true, expiresAt: null });
    const code = await rawGet('/api/check-in?code=HTTP-CACHE');
    expect(code.status).toBe(200);
    expect(code.headers.etag ?? '').not.toMatch(/^"/); // not a render-cache entry
  });
});
