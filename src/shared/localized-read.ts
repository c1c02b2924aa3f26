import type { Locale } from './locales.js';
import { SOURCE_LOCALE } from './locales.js';

/**
 * A public API read in a language of the site (issue 46): the URL with `lang=<locale>` added, English
 * left as it is, so an English page reads (and caches) exactly what it always did. The page renders
 * prefetch their reads under these URLs and the client queries the same keys; the server answers each
 * with its rows translated (`translateRows`, modules/translations).
 */
export function localizedReadUrl(url: string, locale: Locale | undefined): string {
  if (!locale || locale === SOURCE_LOCALE) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;
}
