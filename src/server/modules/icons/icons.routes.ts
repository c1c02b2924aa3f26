import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { IMAGE_CACHE_CONTROL } from '../../../shared/constants.js';
import type { AppContext } from '../../context.js';
import { acceptsEncoding } from '../../lib/content-encoding.js';
import { etagMatches } from '../images/cache.js';
import { iconSprite } from './sprite.js';

/** Without the current `?v=` the sprite may change under the URL (a new deployment): cached briefly. */
export const ICON_SPRITE_SHORT_CACHE_CONTROL = 'public, max-age=600';

const IconSpriteQuerySchema = z.object({ v: z.string().max(64).optional() });

/**
 * The content-icon sprite (public, like the pictures): the pages link it with `?v=<content hash>`, and
 * under that URL it never changes, so the browser keeps it for a year. Sent gzipped when the client
 * takes it (about a quarter of the size), compressed once rather than per request.
 */
export const iconsRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  app.get(adminApi.iconSprite, { schema: { querystring: IconSpriteQuerySchema } }, async (request, reply) => {
    const sprite = iconSprite();
    const gzip = acceptsEncoding(request.headers['accept-encoding'], 'gzip');
    const etag = `"icons-${sprite.hash}${gzip ? '-gz' : ''}"`;
    reply
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .header(
        'cache-control',
        request.query.v === sprite.hash ? IMAGE_CACHE_CONTROL : ICON_SPRITE_SHORT_CACHE_CONTROL,
      );
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('image/svg+xml');
    if (gzip) return reply.header('content-encoding', 'gzip').send(sprite.gzipped);
    return reply.send(sprite.svg);
  });
};
