import { describe, expect, it } from 'vitest';
import {
  htmlLang,
  LOCALES,
  localizedApiUrl,
  localizedPath,
  negotiateLocale,
  splitLocalePath,
} from '../../src/shared/locales.js';

describe('page addresses per language', () => {
  it('puts a language before the path, English keeping the spec addresses', () => {
    expect(localizedPath('en', '/gallery')).toBe('/gallery');
    expect(localizedPath('de', '/gallery')).toBe('/de/gallery');
    expect(localizedPath('ja', '/')).toBe('/ja/');
    expect(localizedPath('zh', '/experiences/3')).toBe('/zh/experiences/3');
  });

  it('reads the language and the page back from a path', () => {
    expect(splitLocalePath('/de/gallery')).toEqual({ locale: 'de', path: '/gallery' });
    expect(splitLocalePath('/ko/')).toEqual({ locale: 'ko', path: '/' });
    expect(splitLocalePath('/gallery')).toEqual({ locale: 'en', path: '/gallery' });
    // Not a language of ours, or not a language segment: the path as it is (English, a 404 page).
    expect(splitLocalePath('/xx/gallery')).toEqual({ locale: 'en', path: '/xx/gallery' });
    expect(splitLocalePath('/en/gallery')).toEqual({ locale: 'en', path: '/en/gallery' });
    expect(splitLocalePath('/de')).toEqual({ locale: 'en', path: '/de' });
    expect(splitLocalePath('/detail')).toEqual({ locale: 'en', path: '/detail' });
    for (const locale of LOCALES) {
      expect(splitLocalePath(localizedPath(locale, '/check-in'))).toEqual({ locale, path: '/check-in' });
    }
  });

  it('writes Chinese as simplified characters and English as Australian', () => {
    expect(htmlLang('zh')).toBe('zh-Hans');
    expect(htmlLang('en')).toBe('en-AU');
    expect(htmlLang('de')).toBe('de');
  });
});

describe("the browser's language (Accept-Language)", () => {
  it('picks the best-weighted language we speak, by its primary tag', () => {
    expect(negotiateLocale('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('zh-TW,zh;q=0.9')).toBe('zh');
    expect(negotiateLocale('ja')).toBe('ja');
    expect(negotiateLocale('en;q=0.5, fr-FR;q=0.9')).toBe('fr');
    expect(negotiateLocale('es-ES,es;q=0.9,ko;q=0.4')).toBe('ko');
  });

  it('says nothing for languages we do not speak, an empty header or q=0', () => {
    expect(negotiateLocale('es-ES,pt;q=0.5')).toBeUndefined();
    expect(negotiateLocale('')).toBeUndefined();
    expect(negotiateLocale(undefined)).toBeUndefined();
    expect(negotiateLocale('de;q=0')).toBeUndefined();
  });
});

describe('API reads in a language', () => {
  it('adds the language to the reads of the owner words, and to nothing else', () => {
    expect(localizedApiUrl('/api/rooms', 'de')).toBe('/api/rooms?lang=de');
    expect(localizedApiUrl('/api/testimonials?activeOnly=true', 'ja')).toBe(
      '/api/testimonials?activeOnly=true&lang=ja',
    );
    expect(localizedApiUrl('/api/check-in?code=AB12', 'fr')).toBe('/api/check-in?code=AB12&lang=fr');
    expect(localizedApiUrl('/api/experiences/12', 'ko')).toBe('/api/experiences/12?lang=ko');
    expect(localizedApiUrl('/api/availability', 'de')).toBe('/api/availability');
    expect(localizedApiUrl('/api/rooms', 'en')).toBe('/api/rooms');
  });
});
