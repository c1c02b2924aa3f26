import { dehydrate } from '@tanstack/react-query';
import type { FastifyPluginAsync } from 'fastify';
import { pageModuleFor, preloadPublicPages, renderApp } from '../../client/entry-server.js';
import { createQueryClient } from '../../client/lib/query-client.js';
import type { SiteConfig } from '../../client/lib/site-config.js';
import { themeInitScript } from '../../client/lib/theme.js';
import { getPageMeta } from '../../shared/page-meta.js';
import { getPrefetchUrls, paths } from '../../shared/routes.js';
import type { AppContext } from '../context.js';
import { iconSprite } from '../icons/sprite.js';
import { compressBody } from '../lib/content-encoding.js';
import { lodgingBusinessJsonLd } from './json-ld.js';
import { loadClientAssets, renderDocument, safeJson, withPageModule } from './template.js';

/** Server-side rendering of every page; unknown /api paths answer JSON 404 instead. */
export const ssrRoutes: FastifyPluginAsync<AppContext> = async (app, { config }) => {
  const assets = loadClientAssets();
  // renderToString cannot wait for a lazy page, so every split page is loaded before the first render.
  await preloadPublicPages();
  const siteConfig: SiteConfig = {
    publicUrl: config.PUBLIC_URL,
    bookingUrl: config.BOOKING_URL,
    analyticsId: config.ANALYTICS_ID ?? null,
    iconSpriteUrl: iconSprite().url,
    timeZone: config.SITE_TIME_ZONE,
    stayEarlyHours: config.STAY_EARLY_HOURS,
    stayLateHours: config.STAY_LATE_HOURS,
  };

  app.all('/api/*', { config: { public: true } }, async (request, reply) =>
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const meta = getPageMeta(url.pathname);
    const queryClient = createQueryClient();

    // The page's reads go through the real API handlers in-process, so the HTML carries exactly
    // what the browser would fetch, under the same query keys.
    await Promise.all(
      getPrefetchUrls(url.pathname).map(async (apiUrl) => {
        const response = await app.inject({ method: 'GET', url: apiUrl });
        if (response.statusCode === 200) queryClient.setQueryData([apiUrl], response.json());
      }),
    );

    const appHtml = renderApp({
      path: url.pathname,
      search: url.search.replace(/^\?/, ''),
      queryClient,
      siteConfig,
    });
    const state = dehydrate(queryClient);
    queryClient.clear();

    const html = renderDocument({
      meta,
      canonicalUrl: `${config.PUBLIC_URL}${url.pathname === '/' ? '/' : url.pathname}`,
      imageUrl: `${config.PUBLIC_URL}/images/og-image.jpg`,
      appHtml,
      nonce: request.cspNonce,
      assets: withPageModule(assets, pageModuleFor(url.pathname)),
      inlineScripts: [
        themeInitScript,
        `window.__SITE_CONFIG__=${safeJson(siteConfig)};window.__QUERY_STATE__=${safeJson(state)};`,
      ],
      jsonLd: url.pathname === paths.home ? lodgingBusinessJsonLd(config.PUBLIC_URL) : undefined,
    });
    const compressed = compressBody(html, request.headers['accept-encoding']);
    if (compressed.encoding) reply.header('content-encoding', compressed.encoding);
    return reply
      .code(meta.notFound ? 404 : 200)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(compressed.body);
  });
};
