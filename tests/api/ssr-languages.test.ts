import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://chalet.example' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const htmlLangOf = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
    lang,
    href,
  ]);

describe('pages in a language (decision 0093)', () => {
  it('answers /de/, /ja/gallery and /zh/check-in in their language, canonical to themselves', async () => {
    for (const [url, lang] of [
      ['/de/', 'de'],
      ['/ja/gallery', 'ja'],
      ['/zh/check-in', 'zh-Hans'],
      ['/fr/guest-info', 'fr'],
      ['/ko/attractions', 'ko'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(htmlLangOf(response.body), url).toBe(lang);
      expect(response.body, url).toContain(`<link rel="canonical" href="https://chalet.example${url}">`);
    }
  });

  it('keeps the English pages at the spec addresses, in Australian English', async () => {
    const response = await get('/gallery');
    expect(response.statusCode).toBe(200);
    expect(htmlLangOf(response.body)).toBe('en-AU');
  });

  it('names the page in every language and x-default, the same list both ways', async () => {
    const english = alternatesOf((await get('/gallery')).body);
    const german = alternatesOf((await get('/de/gallery')).body);
    expect(english).toEqual([
      ['en-AU', 'https://chalet.example/gallery'],
      ['de', 'https://chalet.example/de/gallery'],
      ['fr', 'https://chalet.example/fr/gallery'],
      ['ja', 'https://chalet.example/ja/gallery'],
      ['ko', 'https://chalet.example/ko/gallery'],
      ['zh-Hans', 'https://chalet.example/zh/gallery'],
      ['x-default', 'https://chalet.example/gallery'],
    ]);
    expect(german).toEqual(english);
    const home = alternatesOf((await get('/ja/')).body);
    expect(home).toContainEqual(['ja', 'https://chalet.example/ja/']);
    expect(home).toContainEqual(['x-default', 'https://chalet.example/']);
  });

  it('sends a language without its slash to its home, and a language we do not have to the 404 page', async () => {
    const bare = await get('/de?utm_source=x');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/de/?utm_source=x');
    expect((await get('/de/gallery/')).headers.location).toBe('/de/gallery');
    const unknown = await get('/xx/gallery');
    expect(unknown.statusCode).toBe(404);
    expect(alternatesOf(unknown.body)).toEqual([]);
  });
});

describe('/check-in without a language', () => {
  it("is in the guest's browser language, the chosen one first, English otherwise", async () => {
    const german = await get('/check-in', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(htmlLangOf(german.body)).toBe('de');
    expect(german.headers.vary).toMatch(/accept-language/);
    const chosen = await get('/check-in', { 'accept-language': 'de-DE', cookie: 'lang=ja' });
    expect(htmlLangOf(chosen.body)).toBe('ja');
    const other = await get('/check-in', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(htmlLangOf(other.body)).toBe('en-AU');
    // Its canonical address stays the spec's: the guest's link.
    expect(german.body).toContain('<link rel="canonical" href="https://chalet.example/check-in">');
  });

  it("does not move / to the browser's language", async () => {
    const home = await get('/', { 'accept-language': 'ja' });
    expect(home.statusCode).toBe(200);
    expect(htmlLangOf(home.body)).toBe('en-AU');
  });
});
