import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAmenity } from '../../src/server/demo/factories.js';
import { SPRITE_ICON_IDS } from '../../src/shared/icons/sprite-icons.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertAmenity(t.db, { categoryName: 'Connectivity', categoryIcon: 'wifi' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The page's inline sprite (decision 0033): its symbols' ids and the whole sprite's versioned URL. */
async function inlineSpriteOfPage(path = '/'): Promise<{ url: string; symbols: string[] }> {
  const { body } = await get(path);
  const sprite = body.match(/<svg data-icon-sprite="([^"]*)"[^>]*>(.*?)<\/svg>/s);
  expect(sprite).toBeTruthy();
  const [, url, inner] = sprite as RegExpMatchArray;
  return { url, symbols: [...inner.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]) };
}
const spriteUrlOfPage = async (path = '/') => (await inlineSpriteOfPage(path)).url;

describe('GET /icons.svg', () => {
  it('answers an SVG document with a symbol for every sprite icon, to anyone', async () => {
    const response = await get('/icons.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    for (const id of SPRITE_ICON_IDS)
      expect(response.body).toContain(`<symbol id="icon-${id}" viewBox="0 0 24 24">`);
    expect(response.body.match(/<symbol /g)).toHaveLength(SPRITE_ICON_IDS.length);
  });

  it('carries the security headers', async () => {
    const response = await get('/icons.svg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('is cached for good under the current version, briefly otherwise', async () => {
    const url = await spriteUrlOfPage();
    expect(url).toMatch(/^\/icons\.svg\?v=[0-9a-f]{12}$/);
    const versioned = await get(url);
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const other of ['/icons.svg', '/icons.svg?v=000000000000']) {
      const response = await get(other);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=600');
      expect(response.body).toBe(versioned.body);
    }
  });

  it('answers 304 for a matching ETag', async () => {
    const url = await spriteUrlOfPage();
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"icons-[0-9a-f]{12}"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(url, { 'if-none-match': '"icons-000000000000"' })).statusCode).toBe(200);
  });

  it('is sent gzipped to clients that take gzip, under its own ETag', async () => {
    const plain = await get('/icons.svg');
    const gzipped = await get('/icons.svg', { 'accept-encoding': 'br, gzip, deflate' });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gzipped.headers.etag).not.toBe(plain.headers.etag);
    const refused = await get('/icons.svg', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const revalidated = await get('/icons.svg', {
      'accept-encoding': 'gzip',
      'if-none-match': String(gzipped.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe('server-rendered pages and the sprite', () => {
  it('carry the symbols their HTML uses, so the first view asks for no sprite', async () => {
    const { body } = await get('/');
    // The amenity card's icon (a 'wifi' category) uses the page's own symbol.
    expect(body).toContain('<use href="#icon-wifi">');
    expect(body).not.toContain('/icons.svg#');
    const used = new Set([...body.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]));
    const { symbols } = await inlineSpriteOfPage('/');
    if (body.includes('<script data-entry=')) {
      // The built app: exactly those (its start script loads the rest once the client starts); a page
      // without amenities carries no amenity icon.
      expect(symbols.sort()).toEqual([...used].sort());
      expect((await inlineSpriteOfPage('/check-in')).symbols).not.toContain('icon-wifi');
    } else {
      // Without a built client (no start script to load the rest), every symbol.
      expect(symbols).toEqual(SPRITE_ICON_IDS.map((id) => `icon-${id}`));
    }
    expect(symbols).toContain('icon-wifi');
  });

  it('name the versioned sprite for the icons the client draws later', async () => {
    const url = await spriteUrlOfPage('/');
    expect(url).toMatch(/^\/icons\.svg\?v=[0-9a-f]{12}$/);
    expect(await spriteUrlOfPage('/guest-info')).toBe(url);
    expect(await spriteUrlOfPage('/admin')).toBe(url);
  });

  it('lets a page use the same-origin sprite under its CSP', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/img-src 'self'/);
  });
});
