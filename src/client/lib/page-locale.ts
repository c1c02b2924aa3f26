import { getLocale } from '../../shared/i18n/locale.js';
import { localizedApiUrl, localizedPath } from '../../shared/locales.js';

/** A client build's language (vite.config.ts, decision 0093); not defined in development and tests. */
declare const __STATIC_LOCALE__: string | undefined;

/**
 * An API URL as this page reads it: in the page's language where the read speaks languages (decision
 * 0093). Query keys stay the plain URL (one page, one language), so the server's prefetched data and the
 * browser's reads meet under the same key. English's build keeps none of this (the constant folds).
 */
export const pageApiUrl = (url: string): string =>
  typeof __STATIC_LOCALE__ !== 'undefined' && __STATIC_LOCALE__ === 'en'
    ? url
    : localizedApiUrl(url, getLocale());

/** One of the site's pages in the current page's language (`/guest-info` → `/de/guest-info`). */
export const pagePath = (path: string): string => localizedPath(getLocale(), path);

/**
 * `lang="en"` for an owner's field shown in English because it has no translation in the page's
 * language (the API lists such fields in `englishFields`, decision 0094): screen readers and fonts
 * follow it. Undefined otherwise, so the attribute is left out.
 */
export function fallbackLang(item: object | null | undefined, field: string): 'en' | undefined {
  const englishFields = (item as { englishFields?: unknown } | null | undefined)?.englishFields;
  return Array.isArray(englishFields) && englishFields.includes(field) ? 'en' : undefined;
}
