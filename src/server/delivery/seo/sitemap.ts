import { prefetchUrlsFor } from '../../../client/entry-server.js';
import { publicPages } from '../../../client/routes.js';
import { adminApi } from '../../../shared/admin-routes.js';
import { htmlLang, LOCALES, localizedPath } from '../../../shared/locales.js';
import { getPageMeta } from '../../../shared/page-meta.js';
import { experiencePagePath, paths } from '../../../shared/routes.js';
import type { Db } from '../../db/client.js';
import { dependenciesOfReads } from '../cache/cacheable-routes.js';
import type { ContentState } from '../cache/content-version.js';
import type { CacheDependencies } from '../cache/render-cache.js';
import { listActiveExperienceIds } from './seo.repository.js';

/** A group of sitemap addresses and the content tables that change what they show. */
export interface SitemapSource {
  dependsOn: CacheDependencies;
  paths(db: Db): Promise<string[]>;
}

/** The public pages a search engine should index: every public route that is not marked noindex. */
export function indexablePages(): string[] {
  return [paths.home, ...publicPages.map((page) => page.path)].filter((path) => !getPageMeta(path).noindex);
}

/**
 * Everything the sitemap lists: each public page (showing the tables of the reads it is built from),
 * then one line per resource that has pages of its own.
 */
export function sitemapSources(): SitemapSource[] {
  return [
    ...indexablePages().map((path) => ({
      dependsOn: dependenciesOfReads(prefetchUrlsFor(path)),
      paths: async () => [path],
    })),
    // The experience pages (/experiences/:id, issue 35): the active ones.
    {
      dependsOn: ['bookable_experiences'],
      paths: async (db) => (await listActiveExperienceIds(db)).map(experiencePagePath),
    },
  ];
}

/** The content version of what a source shows: the last change of any of its tables. */
export function versionOf(dependsOn: CacheDependencies, state: ContentState): number {
  if (dependsOn === 'all') return state.version;
  return Math.max(0, ...dependsOn.map((table) => state.tables.get(table) ?? 0));
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

/** One address of the sitemap, with the same page in every language (`hreflang`, decision 0093). */
export interface SitemapEntry {
  url: string;
  lastModified: Date;
  alternates?: readonly { hreflang: string; href: string }[];
}

/**
 * The sitemap protocol's XML (sitemaps.org 0.9): address and last modification of each page, and its
 * other languages as Google reads them (`xhtml:link rel="alternate"`), each page's list naming itself.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ url, lastModified, alternates = [] }) =>
      `<url><loc>${escapeXml(url)}</loc><lastmod>${lastModified.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>${alternates
        .map(
          ({ hreflang, href }) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
        )
        .join('')}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A page in every language and as `x-default` (English): the page's `hreflang` list, in the head and the sitemap. */
export function pageAlternates(publicUrl: string, pagePathname: string) {
  return [
    ...LOCALES.map((locale) => ({
      hreflang: htmlLang(locale),
      href: `${publicUrl}${localizedPath(locale, pagePathname)}`,
    })),
    { hreflang: 'x-default', href: `${publicUrl}${pagePathname}` },
  ];
}

/** robots.txt: the back office and the API are not for crawlers, the pictures are; the sitemap's address. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    `Disallow: ${paths.admin.root}`,
    'Disallow: /api/',
    // The pictures the pages show come from these two API routes: image search may read them.
    'Allow: /api/optimize-image',
    'Allow: /api/resolve-image',
    '',
    `Sitemap: ${publicUrl}${adminApi.sitemap}`,
    '',
  ].join('\n');
}
