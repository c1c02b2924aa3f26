/** The site's languages (issue 46): English is the source; the others are translations beside it. */
export const LOCALES = ['en', 'de', 'fr', 'ja', 'ko', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';
export const TRANSLATION_LOCALES = ['de', 'fr', 'ja', 'ko', 'zh'] as const satisfies readonly Locale[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];
export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * Each language's name in itself (the switcher, the back office's columns): names, not translations,
 * the same in every language of the site.
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
};

/** `<html lang>` and `hreflang` of a language: Chinese is written in simplified characters. */
export const htmlLang = (locale: Locale): string =>
  locale === 'zh' ? 'zh-Hans' : locale === 'en' ? 'en-AU' : locale;

/**
 * The `Intl` locale dates, times, numbers and prices are formatted with (always in the chalet's time
 * zone, which the formatters pass apart): Australian English for the source, the language's own
 * conventions for the others.
 */
export const intlLocale = (locale: Locale): string =>
  ({ en: 'en-AU', de: 'de-DE', fr: 'fr-FR', ja: 'ja-JP', ko: 'ko-KR', zh: 'zh-Hans-CN' })[locale];

/** The cookie a visitor's chosen language is remembered in (set by the switcher; read for `/check-in`). */
export const LOCALE_COOKIE = 'lang';

/** The path prefix of a language's pages: '' for English (the spec's addresses), `/de` for German. */
export const localePrefix = (locale: Locale): string => (locale === SOURCE_LOCALE ? '' : `/${locale}`);

/**
 * A page's address in a language: `/gallery` → `/de/gallery`; home is `/de/` (one address per page, and
 * the language's home ends in a slash like the site's).
 */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/**
 * The language a pathname is in and the page's own path: `/de/gallery` → de, `/gallery`; `/de/` → de,
 * `/`; anything else is English (`/gallery`, and `/xx/…`, which is no page).
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const locale = match?.[1];
  if (match && locale !== SOURCE_LOCALE && isLocale(locale) && match[2] !== undefined) {
    return { locale, path: match[2] };
  }
  return { locale: SOURCE_LOCALE, path: pathname };
}

/**
 * The best of our languages for an `Accept-Language` header (`de-CH,de;q=0.9,en;q=0.8` → de;
 * `zh-TW` → zh; nothing we speak → undefined). Weights decide, then order.
 */
export function negotiateLocale(header: string | undefined | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

/**
 * The public API reads that answer the owner's words in a language (`?lang=de`, decision 0094): the
 * page's reads go there with its language, every other read as it is.
 */
const LOCALIZED_API_PATHS = [
  '/api/rooms',
  '/api/amenities',
  '/api/attractions',
  '/api/attraction-categories',
  '/api/guest-info/categories',
  '/api/guest-info/items',
  '/api/testimonials',
  '/api/site-settings',
  '/api/experiences',
  '/api/check-in',
  '/api/check-in/stay',
];

/** An API URL read in a language: `?lang=de` added where the read speaks languages (English: unchanged). */
export function localizedApiUrl(url: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return url;
  const path = url.split('?', 1)[0] ?? url;
  const speaks = LOCALIZED_API_PATHS.some(
    (p) => path === p || (p === '/api/experiences' && /^\/api\/experiences\/\d+$/.test(path)),
  );
  if (!speaks) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;
}
