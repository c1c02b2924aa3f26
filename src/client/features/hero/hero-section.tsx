import { type CSSProperties, useEffect, useState } from 'react';
import { HERO_HEIGHT_VH, HERO_IMAGE_TIMEOUT_MS, HERO_MAX_RETRIES } from '../../../shared/constants.js';
import {
  HERO_PORTRAIT_MEDIA,
  HERO_PORTRAIT_SIZES,
  HERO_PORTRAIT_SRC_SET,
  HERO_SIZES,
  HERO_SRC,
  HERO_SRC_SET,
} from '../../../shared/hero-image.js';
import { m } from '../../../shared/i18n/locale.js';
import { api, sectionIds } from '../../../shared/routes.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { type ImageRetryStep, retryImageProps, useImageRetry } from '../../hooks/use-image-retry.js';
import { useAnalytics } from '../../lib/analytics.js';
import { HERO_IMAGE_ATTRIBUTE } from '../../lib/client-start.js';
import { cn } from '../../lib/cn.js';
import { resolveImageUrl } from '../../lib/image-urls.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { scrollToSection } from '../../lib/scroll.js';
import { useBookingUrl, useCachedSiteSettings } from '../site-settings/cached-queries.js';

/**
 * Static default pictures (public/images), shown beneath the hero image until it loads or if it fails.
 * The mobile one is the portrait crop of the same view, for the screens that get the portrait crop.
 */
const HERO_DEFAULT_DESKTOP = '/images/hero-default-desktop.webp';
const HERO_DEFAULT_MOBILE = '/images/hero-default-mobile.webp';

type HeroStatus = 'loading' | 'loaded' | 'error';

/**
 * The ladder after the responsive image fails (spec section 4): the resolve call, then the mobile
 * default picture, cache-busted, each at once; HERO_MAX_RETRIES steps.
 */
const HERO_LADDER: readonly ImageRetryStep[] = [
  { delayMs: 0, build: (timestamp) => ({ src: resolveImageUrl(api.heroImage, { timestamp }) }) },
  { delayMs: 0, build: (timestamp) => ({ src: `${HERO_DEFAULT_MOBILE}?t=${timestamp}` }) },
];
const HERO_RETRIES = HERO_LADDER.slice(0, HERO_MAX_RETRIES);

const HERO_INITIAL = { src: HERO_SRC, srcSet: HERO_SRC_SET };

/**
 * The hero image's life cycle (spec section 4) on the shared retry hook: loading, then loaded, or error
 * after HERO_IMAGE_TIMEOUT_MS or once every retry failed (`gaveUp`: the image element is dropped and
 * the default picture stays). A retry's single source replaces the responsive set.
 */
function useHeroImage() {
  const image = useImageRetry({ initial: HERO_INITIAL, retries: HERO_RETRIES });
  const [timedOut, setTimedOut] = useState(false);

  // Stop waiting after the timeout (the overlay goes, the default picture shows); a late load still wins.
  useEffect(() => {
    if (image.status !== 'loading') return;
    const timer = window.setTimeout(() => setTimedOut(true), HERO_IMAGE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [image.status]);

  const gaveUp = image.status === 'failed';
  const status: HeroStatus = image.status === 'loaded' ? 'loaded' : gaveUp || timedOut ? 'error' : 'loading';
  return { image, status, gaveUp };
}

export function HeroSection() {
  const bookingUrl = useBookingUrl();
  const settings = useCachedSiteSettings();
  const track = useAnalytics();
  const { image, status, gaveUp } = useHeroImage();

  const explore = () => {
    track('explore_chalet');
    scrollToSection(sectionIds.about);
  };

  return (
    <section
      id={sectionIds.home}
      aria-labelledby="hero-title"
      className="relative isolate flex items-center justify-center overflow-hidden bg-emerald-950 text-white"
      style={{ minHeight: `${HERO_HEIGHT_VH}vh` }}
    >
      {/* The default picture: always beneath, so a slow or failed image never leaves a blank hero. While
          the image loads it is the default scene's instant variant, inlined in the stylesheet; the full
          picture is fetched only once the image has failed or is late, so it never competes with it. */}
      {/* The media query is HERO_PORTRAIT_MEDIA, written out because Tailwind reads class names literally. */}
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-0 -z-20 bg-cover bg-center',
          status === 'error'
            ? 'bg-[image:var(--hero-desktop)] [@media(max-width:1200px)_and_(orientation:portrait)]:bg-[image:var(--hero-mobile)]'
            : 'bg-hero-instant',
        )}
        style={
          status === 'error'
            ? ({
                '--hero-mobile': `url(${HERO_DEFAULT_MOBILE}), var(--hero-backdrop)`,
                '--hero-desktop': `url(${HERO_DEFAULT_DESKTOP}), var(--hero-backdrop)`,
              } as CSSProperties)
            : undefined
        }
      />
      {gaveUp ? null : (
        // Art direction: portrait screens get a portrait crop (sharp at DPR 3), others the spec's set.
        // A retry drops the <source>, which would otherwise win over the retry's src.
        <picture>
          {image.candidate === HERO_INITIAL ? (
            <source media={HERO_PORTRAIT_MEDIA} srcSet={HERO_PORTRAIT_SRC_SET} sizes={HERO_PORTRAIT_SIZES} />
          ) : null}
          {/* Visible from the first paint (no opacity gate waiting for hydration): the loading overlay
              above it is what fades out once it has loaded. */}
          <img
            {...{ [HERO_IMAGE_ATTRIBUTE]: '' }}
            {...retryImageProps(image)}
            sizes={HERO_SIZES}
            alt={m.home_hero_alt()}
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 -z-10 size-full object-cover"
          />
        </picture>
      )}
      {/* Loading overlay: fades out once the image has loaded (or the default picture takes over). */}
      <div
        aria-hidden="true"
        data-hero-overlay=""
        className={cn(
          'pointer-events-none absolute inset-0 -z-10 bg-emerald-950/60 transition-opacity duration-700 ease-out',
          status === 'loading' ? 'animate-pulse opacity-100' : 'opacity-0',
        )}
      />
      {/* Contrast for the white header and hero text over any picture (WCAG AA). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/65 via-black/35 to-black/70"
      />

      <div className="mx-auto flex max-w-4xl flex-col items-center px-5 pt-24 pb-28 text-center animate-fade-in-up">
        <p
          className="text-xs font-semibold uppercase tracking-[0.2em] text-amber-200 sm:text-sm sm:tracking-[0.3em]"
          lang={fallbackLang(settings, 'heroEyebrow')}
        >
          {settings?.heroEyebrow}
        </p>
        <h1
          id="hero-title"
          lang={fallbackLang(settings, 'heroHeadline')}
          className="mt-5 font-serif text-4xl leading-[1.1] font-semibold tracking-tight text-balance drop-shadow-sm sm:text-5xl md:text-6xl lg:text-7xl"
        >
          {settings?.heroHeadline}
        </h1>
        <p
          className="mt-6 hidden max-w-2xl text-lg leading-relaxed text-white text-pretty [text-shadow:0_1px_12px_rgb(0_0_0/0.5)] md:block md:text-xl"
          lang={fallbackLang(settings, 'heroSubline')}
        >
          {settings?.heroSubline}
        </p>
        <div className="mt-10 flex w-full flex-col items-stretch gap-3 sm:w-auto sm:flex-row sm:items-center sm:gap-4">
          <button
            type="button"
            onClick={explore}
            className="inline-flex h-12 items-center justify-center rounded-lg border border-white/70 bg-white/10 px-8 text-base font-medium text-white backdrop-blur-sm transition-colors outline-none hover:bg-white hover:text-emerald-950 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-emerald-950"
          >
            {m.home_hero_explore()}
          </button>
          <a
            href={bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track('book_stay', { location: 'hero' })}
            className="inline-flex h-12 items-center justify-center rounded-lg bg-accent px-8 text-base font-semibold text-accent-foreground shadow-lg transition-colors outline-none hover:bg-accent/90 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-emerald-950"
          >
            {m.common_header_book()}
            <span className="sr-only"> {m.common_new_tab()}</span>
          </a>
        </div>
      </div>

      <button
        type="button"
        aria-label={m.home_hero_scroll()}
        onClick={() => scrollToSection(sectionIds.about)}
        className="absolute bottom-6 left-1/2 inline-flex size-12 -translate-x-1/2 items-center justify-center rounded-full border border-white/40 text-white transition-colors outline-none hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white md:bottom-10"
      >
        <SpriteIcon id="chevron-down" className="size-6 motion-safe:animate-bounce" />
      </button>
    </section>
  );
}
