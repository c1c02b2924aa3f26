import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../shared/routes.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/http-error.js';
import { DerivedImageCache, SourceRecords } from './cache.js';
import { IMAGE_NOT_FOUND_MESSAGE, locateImage, tryLocateImage } from './image-path.js';
import { findHeroImageSrc } from './images.repository.js';
import {
  HERO_PORTRAIT_CROP,
  HeroImageQuerySchema,
  HeroPortraitQuerySchema,
  OptimizeImageQuerySchema,
  RESOLVE_IMAGE_QUALITY,
  ResolveImageQuerySchema,
} from './params.js';
import { limitRenderThreads } from './pipeline.js';
import { RenderGate } from './render-queue.js';
import {
  cacheControlFor,
  derivedImage,
  derivedImageStorage,
  HERO_CACHE_CONTROL,
  imageRoots,
  imageSourceStorage,
  originalImage,
  sendImage,
} from './serve.js';

export const DEFAULT_HERO_SRC = '/images/hero-default-desktop.webp';

export const imagesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, storage }) => {
  const roots = imageRoots(storage);
  const cache = new DerivedImageCache(derivedImageStorage(config));
  // What each source was when last read, so cached sizes are served while the bucket is down.
  const sources = new SourceRecords(imageSourceStorage(config));
  limitRenderThreads();
  const gate = new RenderGate(db, {
    concurrency: config.IMAGE_RENDER_CONCURRENCY,
    maxWaiting: config.IMAGE_RENDER_QUEUE,
    perClientPerMinute: config.IMAGE_RENDER_RATE_LIMIT,
  });

  // The hero: the first 'hero-section' gallery image, or the default picture when there is none
  // (or its file is missing, or it is not one of our own paths).
  const locateHeroImage = async () => {
    const image =
      (await tryLocateImage(await findHeroImageSrc(db), roots, sources)) ??
      (await tryLocateImage(DEFAULT_HERO_SRC, roots, sources));
    if (!image) throw new HttpError(404, IMAGE_NOT_FOUND_MESSAGE);
    return image;
  };

  // Shows a stored image (ours only), optionally converted to WebP/AVIF at its own size. The hero's own
  // addresses resolve to the hero's stored picture: they are the hero's first retry (spec section 4).
  app.get(
    api.resolveImage,
    { config: { public: true }, schema: { querystring: ResolveImageQuerySchema } },
    async (request, reply) => {
      const { src, format } = request.query;
      const image =
        src === api.heroImage || src === api.heroPortraitImage
          ? await locateHeroImage()
          : await locateImage(src, roots, sources);
      const served = format
        ? await derivedImage(
            cache,
            image,
            { format, quality: RESOLVE_IMAGE_QUALITY },
            { gate, request, reply },
          )
        : originalImage(image);
      return sendImage(request, reply, served, cacheControlFor(image));
    },
  );

  // A resized (never enlarged) copy at one of the allowed widths.
  app.get(
    api.optimizeImage,
    { config: { public: true }, schema: { querystring: OptimizeImageQuerySchema } },
    async (request, reply) => {
      const { src, width, quality, format } = request.query;
      const image = await locateImage(src, roots, sources);
      const served = await derivedImage(cache, image, { width, quality, format }, { gate, request, reply });
      return sendImage(request, reply, served, cacheControlFor(image));
    },
  );

  app.get(api.heroImage, { schema: { querystring: HeroImageQuerySchema } }, async (request, reply) => {
    const { w, q } = request.query;
    const served = await derivedImage(
      cache,
      await locateHeroImage(),
      { width: w, quality: q, format: 'webp' },
      { gate, request, reply },
    );
    return sendImage(request, reply, served, HERO_CACHE_CONTROL);
  });

  // The same picture cropped for portrait screens (the `<picture>`'s art-directed source).
  app.get(
    api.heroPortraitImage,
    { schema: { querystring: HeroPortraitQuerySchema } },
    async (request, reply) => {
      const { w, q } = request.query;
      const served = await derivedImage(
        cache,
        await locateHeroImage(),
        { width: w, quality: q, format: 'webp', crop: HERO_PORTRAIT_CROP },
        { gate, request, reply },
      );
      return sendImage(request, reply, served, HERO_CACHE_CONTROL);
    },
  );
};
