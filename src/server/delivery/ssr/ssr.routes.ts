import { setImmediate as nextCheckPhase } from 'node:timers/promises';
import { dehydrate } from '@tanstack/react-query';
import type { FastifyPluginAsync } from 'fastify';
import { pageModuleFor, preloadPublicPages, renderApp } from '../../../client/entry-server.js';
import { createQueryClient } from '../../../client/lib/query-client.js';
import type { SiteConfig } from '../../../client/lib/site-config.js';
import { themeInitScript } from '../../../client/lib/theme.js';
import { HERO_PRELOADS } from '../../../shared/hero-image.js';
import { getPageMeta } from '../../../shared/page-meta.js';
import { API_PREFIX, api, paths } from '../../../shared/routes.js';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';
import type { SiteSettings } from '../../../shared/schemas/site-settings.js';
import { SITE } from '../../../shared/site.js';
import type { AppContext } from '../../context.js';
import { internalReadHeaders } from '../../lib/internal-read.js';
import { getArrivalSettings } from '../../modules/stay/arrival-settings.repository.js';
import { cacheKeyOf, dependenciesOfReads } from '../cache/cacheable-routes.js';
import { clientGone } from '../cache/render-cache.plugin.js';
import { UNAVAILABLE_PAGE } from '../overload.js';
import { lodgingBusinessJsonLd } from './json-ld.js';
import { pageReads } from './page-reads.js';
import {
  DEV_CLIENT_ASSETS,
  DEV_REFRESH_PREAMBLE,
  loadClientAssets,
  renderDocument,
  withPageModule,
} from './template.js';

/** Server-side rendering of every page; unknown /api paths answer JSON 404 instead. */
export const ssrRoutes: FastifyPluginAsync<AppContext> = async (app, { config, db }) => {
  const dev = config.NODE_ENV === 'development';
  const assets = dev ? DEV_CLIENT_ASSETS : loadClientAssets();
  // renderToString cannot wait for a lazy page, so every split page is loaded before the first render.
  await preloadPublicPages();
  const siteConfig: SiteConfig = {
    publicUrl: config.PUBLIC_URL,
    bookingUrl: config.BOOKING_URL,
    analyticsId: config.ANALYTICS_ID ?? null,
    timeZone: config.SITE_TIME_ZONE,
    stayEarlyHours: config.STAY_EARLY_HOURS,
    stayLateHours: config.STAY_LATE_HOURS,
  };

  app.all(`${API_PREFIX}*`, { config: { public: true } }, async (request, reply) =>
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );

  app.get('/*', async (request, reply) => {
    // Under overload, requests queue; one whose client has gone gets no work (decision 0020). A request
    // read in the same turn as its client's hang-up (both queued while the loop was busy) still looks
    // alive until the loop has polled the socket again and taken in the hang-up. Since libuv reads a
    // socket once per poll (Node 22+), that is the poll phase after this one: two check phases away.
    await nextCheckPhase();
    await nextCheckPhase();
    if (clientGone(request)) return reply.code(499).send();
    // `/gallery/` is the gallery, not a missing page: one address per page (links, search engines).
    const rawPath = request.url.split('?', 1)[0] ?? '/';
    if (rawPath.length > 1 && rawPath.endsWith('/')) {
      // Leading slashes (and backslashes, which browsers read as slashes) collapse too: `//host/` must
      // not become a protocol-relative address of another site.
      const page = `/${rawPath.replace(/^[/\\]+|\/+$/g, '')}`;
      return reply.redirect(`${page}${request.url.slice(rawPath.length)}`, 301);
    }
    const url = new URL(request.url, 'http://localhost');
    const queryClient = createQueryClient();

    // The reads the page's components declare go through the real API handlers in-process, so the
    // HTML carries exactly what the browser would fetch, under the same query keys. A read the render
    // cache holds for the current content is taken from memory (after a write, only what changed is
    // read again: decision 0026).
    let failedStatus = 0;
    // The site settings always: every page's title and head carry the owner's site name (page-reads.ts).
    const reads = pageReads(url.pathname);
    // The page shows these reads and nothing else: a write to another table leaves it cached.
    request.renderCacheDependsOn = dependenciesOfReads(reads);
    await Promise.all(
      reads.map(async (apiUrl) => {
        const cached = await app.cachedBody(apiUrl);
        if (cached) {
          queryClient.setQueryData([apiUrl], JSON.parse(cached.toString()));
          return;
        }
        const response = await app.inject({ method: 'GET', url: apiUrl, headers: internalReadHeaders() });
        if (response.statusCode === 200) queryClient.setQueryData([apiUrl], response.json());
        else if (response.statusCode >= 500) failedStatus = Math.max(failedStatus, response.statusCode);
      }),
    );
    // A page without its data must not pass for a good one (200, cached by proxies): say so.
    if (failedStatus) {
      return reply
        .code(failedStatus)
        .header('retry-after', '5')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(UNAVAILABLE_PAGE);
    }

    if (clientGone(request)) return reply.code(499).send();

    // The owner's headline is what a shared link of the home page shows (og:title, JSON-LD slogan).
    const settings = queryClient.getQueryData<SiteSettings>([api.siteSettings]);
    const siteName = settings?.siteName ?? SITE.name;
    const meta = getPageMeta(url.pathname, siteName);
    const isHome = url.pathname === paths.home;
    // The house times for the structured record. Arrival settings are not a content table: the home
    // page picks a change up when its entry is rebuilt, at the latest a minute later.
    const arrival = isHome ? await getArrivalSettings(db) : undefined;
    const gallery = isHome ? queryClient.getQueryData<GalleryImage[]>([api.gallery]) : undefined;

    const appHtml = renderApp({
      path: url.pathname,
      // Only the parameters the page reads: the HTML is the same for every URL with the same cache key.
      search: cacheKeyOf(request.url).split('?', 2)[1] ?? '',
      queryClient,
      siteConfig,
    });
    const state = dehydrate(queryClient);
    queryClient.clear();

    const html = renderDocument({
      meta,
      siteName,
      socialTitle: isHome && settings ? `${settings.heroHeadline} | ${siteName}` : undefined,
      canonicalUrl: `${config.PUBLIC_URL}${url.pathname === '/' ? '/' : url.pathname}`,
      imageUrl: `${config.PUBLIC_URL}/images/og-image.jpg`,
      appHtml,
      assets: withPageModule(assets, pageModuleFor(url.pathname)),
      // The same for every visitor and every page: the CSP allows exactly these by hash.
      inlineScripts: [themeInitScript],
      inlineModuleScripts: dev ? [DEV_REFRESH_PREAMBLE] : undefined,
      pageState: { siteConfig, queryState: state },
      jsonLd: isHome
        ? lodgingBusinessJsonLd(config.PUBLIC_URL, {
            settings,
            gallery,
            checkInTime: arrival?.checkInTime,
            checkOutTime: arrival?.checkOutTime,
          })
        : undefined,
      imagePreloads: isHome ? HERO_PRELOADS : undefined,
    });
    // Compressed (and, when shared, cached) by the render cache (src/server/cache, decision 0020).
    return reply
      .code(meta.notFound ? 404 : 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
};
