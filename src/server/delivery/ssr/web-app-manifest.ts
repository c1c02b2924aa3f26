import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import type { AppContext } from '../../context.js';
import { getSiteSettings } from '../../modules/site-settings/site-settings.repository.js';

/** A cache-buster is refused rather than cached under a key of its own (as robots.txt). */
const NoQuerySchema = z.object({}).strict();

/**
 * The web app manifest a guest's phone reads when the check-in page is added to the home screen
 * (decision 0012), named with the owner's site name and short name (issue 45). A cacheable read of the
 * site settings (`resources.ts`): served from memory, rebuilt at once when the owner renames the site,
 * and `no-cache`, so a browser revalidates it (by its ETag) instead of keeping yesterday's name.
 */
export function webAppManifest(siteName: string, shortName: string) {
  return {
    name: `${siteName} – Check-in`,
    short_name: shortName,
    description: `Your check-in instructions for ${siteName}, also without mobile reception.`,
    start_url: '/check-in',
    scope: '/',
    display: 'standalone',
    background_color: '#1f3a44',
    theme_color: '#2f4f44',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/images/app-icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/images/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/images/app-icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export const webAppManifestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { config, db }) => {
  app.get(
    adminApi.webAppManifest,
    { config: { public: true }, schema: { querystring: NoQuerySchema } },
    async (_request, reply) => {
      const settings = await getSiteSettings(db, config.BOOKING_URL);
      return reply
        .header('cache-control', 'no-cache')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(webAppManifest(settings.siteName, settings.siteShortName)));
    },
  );
};
