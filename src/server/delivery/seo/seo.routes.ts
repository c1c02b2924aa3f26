import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preloadPublicPages } from '../../../client/entry-server.js';
import { adminApi } from '../../../shared/admin-routes.js';
import { LOCALES, localizedPath } from '../../../shared/locales.js';
import type { AppContext } from '../../context.js';
import { readContentState } from '../cache/content-version.js';
import {
  pageAlternates,
  robotsTxt,
  type SitemapEntry,
  sitemapSources,
  sitemapXml,
  versionOf,
} from './sitemap.js';

/** Neither reads a query: a cache-buster is refused rather than cached under a key of its own. */
const NoQuerySchema = z.object({}).strict();

/**
 * robots.txt and sitemap.xml for search engines (issue 37, decision 0055). Both are cacheable reads:
 * built once and served from memory (the render cache) until the content they describe changes.
 */
export const seoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { config, db, now }) => {
  // A page's reads (hence its tables) are known once its chunk is loaded, as for the server render.
  await preloadPublicPages();
  const sources = sitemapSources();
  /**
   * When this server first saw each page at its current content version: its `lastmod`. Kept in memory,
   * so after a restart (usually a new deployment, which may change any page) every page starts again
   * from the moment it is first listed.
   */
  const seen = new Map<string, { version: number; at: Date }>();

  app.get(
    adminApi.robots,
    { config: { public: true }, schema: { querystring: NoQuerySchema } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(config.PUBLIC_URL)),
  );

  app.get(
    adminApi.sitemap,
    { config: { public: true }, schema: { querystring: NoQuerySchema } },
    async (_request, reply) => {
      const state = await readContentState(db);
      const entries: SitemapEntry[] = [];
      for (const source of sources) {
        const version = versionOf(source.dependsOn, state);
        for (const path of await source.paths(db)) {
          let known = seen.get(path);
          if (!known || known.version !== version) {
            known = { version, at: now() };
            seen.set(path, known);
          }
          // The page in each language, each naming all of them (decision 0093).
          const alternates = pageAlternates(config.PUBLIC_URL, path);
          for (const locale of LOCALES) {
            entries.push({
              url: `${config.PUBLIC_URL}${localizedPath(locale, path)}`,
              lastModified: known.at,
              alternates,
            });
          }
        }
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(entries));
    },
  );
};
