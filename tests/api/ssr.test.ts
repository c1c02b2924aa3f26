import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRoom } from '../../src/server/demo/factories.js';
import {
  HERO_LANDSCAPE_MEDIA,
  HERO_PORTRAIT_MEDIA,
  HERO_PORTRAIT_SRC_SET,
  HERO_SRC_SET,
} from '../../src/shared/hero-image.js';
import { SITE_SETTINGS_DEFAULTS } from '../../src/shared/schemas/site-settings.js';
import { SITE } from '../../src/shared/site.js';
import { readPageState } from '../helpers/page-state.js';
import { PUBLIC_PAGE_TITLES } from '../helpers/public-pages.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://chalet.example' });
  await insertRoom(t.db, { name: 'Master Suite With Valley Views' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

function jsonLd(html: string) {
  const match = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s);
  return match ? JSON.parse(match[1]) : null;
}

describe('GET / (server-rendered)', () => {
  it('contains the chalet name, the hero headline and its data without JavaScript', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain(SITE.name);
    expect(response.body).toContain(SITE_SETTINGS_DEFAULTS.heroHeadline);
    expect(response.body).toContain('Master Suite With Valley Views');
  });

  it('carries the head: title, description, canonical, Open Graph', async () => {
    const { body } = await get('/');
    expect(body).toMatch(/<title>[^<]+<\/title>/);
    expect(body).toMatch(/<meta name="description" content="[^"]+">/);
    expect(body).toContain('<link rel="canonical" href="https://chalet.example/">');
    expect(body).toContain('<meta property="og:title"');
    expect(body).toContain('<meta property="og:image" content="https://chalet.example/images/og-image.jpg">');
  });

  it('carries the LodgingBusiness JSON-LD record of the spec', async () => {
    const record = jsonLd((await get('/')).body);
    expect(record['@type']).toBe('LodgingBusiness');
    expect(record.address.postalCode).toBe('2790');
    expect(record.priceRange).toBe('$$$');
    expect(record.amenityFeature.map((f: { name: string }) => f.name)).toEqual([
      'Free WiFi',
      'Fireplace',
      'Kitchen',
      'Pet Friendly',
    ]);
  });

  it('preloads the hero picture in the head, each art-directed variant under its own media query', async () => {
    const { body } = await get('/');
    const head = body.slice(0, body.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    const attr = (link: string, name: string) =>
      link.match(new RegExp(` ${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&');
    expect(preloads.map((link) => [attr(link, 'imagesrcset'), attr(link, 'media')])).toEqual([
      [HERO_PORTRAIT_SRC_SET, HERO_PORTRAIT_MEDIA],
      [HERO_SRC_SET, HERO_LANDSCAPE_MEDIA],
    ]);
    for (const link of preloads) {
      expect(link).toContain('fetchpriority="high"');
      expect(attr(link, 'imagesizes')).toBeTruthy();
    }
    // Found before any stylesheet or script, so the download starts at once.
    const firstPreload = head.indexOf(preloads[0]);
    for (const later of ['<link rel="stylesheet"', '<script']) {
      const at = head.indexOf(later);
      if (at !== -1) expect(firstPreload).toBeLessThan(at);
    }
    // The hero's <picture> names the same files as the preloads.
    expect(body).toContain(`srcSet="${HERO_PORTRAIT_SRC_SET.replace(/&/g, '&amp;')}"`);
    // Beneath it while it loads: the default scene's instant variant, data in the stylesheet, so the
    // first view asks for no default picture file beside the image (decision 0034).
    const heroSection = body.match(/<section id="home".*?<\/section>/s)?.[0] ?? '';
    expect(heroSection).toContain('bg-hero-instant');
    expect(heroSection).not.toMatch(/\/images\/hero-default-/);
    // The full default picture (shown once the image has failed or is late) switches to its portrait
    // version under the same query: a literal Tailwind class, so it is checked against the constant.
    const tailwindMedia = HERO_PORTRAIT_MEDIA.replace(/: /g, ':').replace(/ /g, '_');
    expect(readFileSync('src/client/features/hero/hero-section.tsx', 'utf8')).toContain(
      `[@media${tailwindMedia}]:bg-[image:var(--hero-mobile)]`,
    );
  });

  it('dehydrates the prefetched queries for hydration', async () => {
    const { body } = await get('/');
    const state = readPageState(body);
    expect(state.queryState.queries.map((q: { queryKey: string[] }) => q.queryKey)).toContainEqual([
      '/api/rooms',
    ]);
    expect(body).toContain('"queryKey":["/api/rooms"]');
  });

  it('allows only the inline scripts it names by hash: no nonce, no unsafe-inline', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('nonce-');
    expect(response.body).not.toContain('nonce=');
    // Every executable inline script is allowed by its own hash; the data elements are not scripts.
    const inline = [...response.body.matchAll(/<script([^>]*)>(.*?)<\/script>/gs)].filter(
      ([, attrs]) => !/\ssrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , js] of inline) {
      const hash = createHash('sha256').update(js).digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeTruthy();
  });
});

describe('GET / compression', () => {
  const getWith = (acceptEncoding: string) =>
    t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': acceptEncoding } });

  it('sends brotli to a browser that takes it', async () => {
    const response = await getWith('gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      SITE_SETTINGS_DEFAULTS.heroHeadline,
    );
  });

  it('sends gzip when brotli is not taken', async () => {
    const response = await getWith('gzip, br;q=0');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain(SITE_SETTINGS_DEFAULTS.heroHeadline);
  });

  it('sends the page as it is without Accept-Encoding', async () => {
    const response = await get('/');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toContain(SITE_SETTINGS_DEFAULTS.heroHeadline);
  });
});

describe('other public routes', () => {
  it.each(PUBLIC_PAGE_TITLES)('%s renders with its own title and canonical', async (path, title) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title}`);
    expect(response.body).toContain(`<link rel="canonical" href="https://chalet.example${path}">`);
    expect(response.body).not.toContain('application/ld+json');
    expect(response.body).not.toContain('rel="preload" as="image"');
  });

  it('sends a page address with a trailing slash to the page (301), keeping the query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/gallery/?from=share' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/gallery?from=share');
    expect((await t.app.inject({ method: 'GET', url: '/attractions//' })).headers.location).toBe(
      '/attractions',
    );
    // Never to another site: `//evil.example/` is a path here, not an address.
    expect((await t.app.inject({ method: 'GET', url: '//evil.example/' })).headers.location).toBe(
      '/evil.example',
    );
    expect((await t.app.inject({ method: 'GET', url: '/%5Cevil.example/' })).headers.location).toBe(
      '/%5Cevil.example',
    );
  });

  it('answers an unknown path with 404 and the not-found card', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('404 Page Not Found');
    // The spec's hint word for word, and beside it the site's words and the way to the main pages (issue 45).
    expect(response.body).toContain('Did you forget to add the page to the router?');
    expect(response.body).toContain('Let us walk you back.');
    expect(response.body).toContain('Back to Home');
    expect(response.body).toContain('href="/experiences"');
    expect(response.body).toContain('noindex');
  });

  it('serves admin pages as a noindex shell without admin data', async () => {
    const response = await get('/admin/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    // Only the public site settings, whose site name every page's title carries (issue 45).
    const queries = readPageState(response.body).queryState.queries as { queryKey: unknown[] }[];
    expect(queries.map((query) => query.queryKey)).toEqual([['/api/site-settings']]);
  });
});
