import { setImmediate as nextCheckPhase } from 'node:timers/promises';
import { dehydrate } from '@tanstack/react-query';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { pageModuleFor, preloadPublicPages, renderApp } from '../../../client/entry-server.js';
import { createQueryClient } from '../../../client/lib/query-client.js';
import type { SiteConfig } from '../../../client/lib/site-config.js';
import { themeInitScript } from '../../../client/lib/theme.js';
import { HERO_PRELOADS } from '../../../shared/hero-image.js';
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  localePrefix,
  localizedApiUrl,
  negotiateLocale,
  SOURCE_LOCALE,
  splitLocalePath,
  TRANSLATION_LOCALES,
} from '../../../shared/locales.js';
import { getPageMeta } from '../../../shared/page-meta.js';
import { API_PREFIX, api, paths } from '../../../shared/routes.js';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';
import type { SiteSettings } from '../../../shared/schemas/site-settings.js';
import { SITE } from '../../../shared/site.js';
import type { AppContext } from '../../context.js';
import { internalReadHeaders } from '../../lib/internal-read.js';
import { withLocale } from '../../lib/request-locale.js';
import { getArrivalSettings } from '../../modules/stay/arrival-settings.repository.js';
import { cacheKeyOf, dependenciesOfReads } from '../cache/cacheable-routes.js';
import { clientGone } from '../cache/render-cache.plugin.js';
import { UNAVAILABLE_PAGE } from '../overload.js';
import { pageAlternates } from '../seo/sitemap.js';
import { lodgingBusinessJsonLd } from './json-ld.js';
import { pageReads } from './page-reads.js';
import {
  type ClientAssets,
  DEV_CLIENT_ASSETS,
  DEV_REFRESH_PREAMBLE,
  loadClientAssets,
  renderDocument,
  withPageModule,
} from './template.js';

/** `/de`: a language's home without its slash. */
const LANGUAGE_ROOT = new RegExp(`^/(${TRANSLATION_LOCALES.join('|')})$`);
/** `/de/`: a language's home. */
const LANGUAGE_HOME = new RegExp(`^/(${TRANSLATION_LOCALES.join('|')})/$`);

/** The language a guest reads `/check-in` in: the one chosen on this device, else the browser's best. */
function guestLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(request.headers['accept-language']) ?? SOURCE_LOCALE;
}

/** Server-side rendering of every page; unknown /api paths answer JSON 404 instead. */
export const ssrRoutes: FastifyPluginAsync<AppContext> = async (app, { config, db }) => {
  const dev = config.NODE_ENV === 'development';
  // Each language's build (decision 0093): a page loads the client of its own language.
  const assetsByLocale = Object.fromEntries(
    LOCALES.map((locale) => [locale, dev ? DEV_CLIENT_ASSETS : loadClientAssets(undefined, locale)]),
  ) as Record<Locale, ClientAssets>;
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
    // A language's home is `/de/`, with its slash like the site's `/` (decision 0093).
    if (LANGUAGE_ROOT.test(rawPath))
      return reply.redirect(`${rawPath}/${request.url.slice(rawPath.length)}`, 301);
    if (rawPath.length > 1 && rawPath.endsWith('/') && !LANGUAGE_HOME.test(rawPath)) {
      // Leading slashes (and backslashes, which browsers read as slashes) collapse too: `//host/` must
      // not become a protocol-relative address of another site.
      const page = `/${rawPath.replace(/^[/\\]+|\/+$/g, '')}`;
      return reply.redirect(`${page}${request.url.slice(rawPath.length)}`, 301);
    }
    const url = new URL(request.url, 'http://localhost');
    // The page's language is its address's (`/de/gallery`); `/check-in` without one is in the guest's
    // (the language they chose on this device, else their browser's), since their link has no language.
    const { locale: pathLocale, path: pagePathname } = splitLocalePath(url.pathname);
    const negotiated = pagePathname === paths.checkIn && pathLocale === SOURCE_LOCALE;
    const locale = negotiated ? guestLocale(request) : pathLocale;
    if (negotiated) reply.header('vary', 'accept-language, cookie');
    const queryClient = createQueryClient();

    // The reads the page's components declare go through the real API handlers in-process, so the
    // HTML carries exactly what the browser would fetch, under the same query keys. A read the render
    // cache holds for the current content is taken from memory (after a write, only what changed is
    // read again: decision 0026).
    let failedStatus = 0;
    // The site settings always: every page's title and head carry the owner's site name (page-reads.ts).
    const reads = pageReads(pagePathname);
    // The page shows these reads and nothing else (in another language, their translations too): a write to
    // another table leaves it cached.
    request.renderCacheDependsOn = dependenciesOfReads(pageReads(pagePathname, locale));
    await Promise.all(
      reads.map(async (apiUrl) => {
        // Read in the page's language, kept under the plain URL: the browser's reads add the language the
        // same way (src/client/lib/page-locale.ts).
        const readUrl = localizedApiUrl(apiUrl, locale);
        const cached = await app.cachedBody(readUrl);
        if (cached) {
          queryClient.setQueryData([apiUrl], JSON.parse(cached.toString()));
          return;
        }
        const response = await app.inject({ method: 'GET', url: readUrl, headers: internalReadHeaders() });
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
    const meta = withLocale(locale, () => getPageMeta(pagePathname, siteName));
    const isHome = pagePathname === paths.home;
    // The house times for the structured record. Arrival settings are not a content table: the home
    // page picks a change up when its entry is rebuilt, at the latest a minute later.
    const arrival = isHome ? await getArrivalSettings(db) : undefined;
    const gallery = isHome ? queryClient.getQueryData<GalleryImage[]>([api.gallery]) : undefined;

    const appHtml = withLocale(locale, () =>
      renderApp({
        path: url.pathname,
        base: localePrefix(pathLocale),
        // Only the parameters the page reads: the HTML is the same for every URL with the same cache key.
        search: cacheKeyOf(request.url).split('?', 2)[1] ?? '',
        queryClient,
        siteConfig,
      }),
    );
    const state = dehydrate(queryClient);
    queryClient.clear();

    const html = renderDocument({
      meta,
      locale,
      alternates: pageAlternates(config.PUBLIC_URL, pagePathname),
      siteName,
      socialTitle: isHome && settings ? `${settings.heroHeadline} | ${siteName}` : undefined,
      canonicalUrl: `${config.PUBLIC_URL}${url.pathname}`,
      imageUrl: `${config.PUBLIC_URL}/images/og-image.jpg`,
      appHtml,
      assets: withPageModule(assetsByLocale[locale], pageModuleFor(pagePathname)),
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
