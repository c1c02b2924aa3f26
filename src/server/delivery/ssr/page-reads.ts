import { prefetchUrlsFor } from '../../../client/entry-server.js';
import type { Locale } from '../../../shared/locales.js';
import { localizedReadUrl } from '../../../shared/localized-read.js';
import { api } from '../../../shared/routes.js';

/**
 * The public API reads a page is rendered from, in `locale` (issue 46): what its components declare,
 * and the site settings always (every page's title and head carry the owner's site name). In another
 * language each read carries `?lang=`, so its rows arrive translated (`translateRows`) and the page's
 * cache entry shows the translations too (`dependenciesOfReads`); English (or no locale) is the reads as
 * they always were.
 */
export function pageReads(path: string, locale?: Locale): string[] {
  return [...new Set([...prefetchUrlsFor(path), api.siteSettings])].map((url) =>
    localizedReadUrl(url, locale),
  );
}
