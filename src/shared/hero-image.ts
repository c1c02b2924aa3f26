import {
  HERO_HEIGHT_VH,
  HERO_PORTRAIT_ASPECT,
  HERO_PORTRAIT_QUALITY,
  HERO_PORTRAIT_WIDTHS,
  HERO_QUALITY_DESKTOP,
  HERO_QUALITY_MOBILE,
  HERO_QUALITY_TABLET,
  HERO_WIDTHS,
} from './constants.js';
import { api } from './routes.js';

/**
 * The hero picture's responsive sources (decision 0021), shared by the hero's `<picture>` and the
 * home page's preload links so the browser fetches the preloaded file, not a second one.
 */

const HERO_QUALITIES = [HERO_QUALITY_MOBILE, HERO_QUALITY_TABLET, HERO_QUALITY_DESKTOP] as const;

/** `/images/hero.webp?w=800&q=75 800w, ?w=1200&q=80 1200w, ?w=1920&q=85 1920w` (spec section 7). */
export const HERO_SRC_SET = HERO_WIDTHS.map(
  (width, i) => `${api.heroImage}?w=${width}&q=${HERO_QUALITIES[i]} ${width}w`,
).join(', ');
export const HERO_SRC = `${api.heroImage}?w=${HERO_WIDTHS[HERO_WIDTHS.length - 1]}&q=${HERO_QUALITY_DESKTOP}`;
/** The landscape picture is as wide as the screen (the spec's "w is screen width times pixel ratio"). */
export const HERO_SIZES = '100vw';

/**
 * Portrait screens up to the large-tablet width get the portrait crop: a landscape picture covering a
 * tall hero shows only a narrow slice of it, blown up. The hero's default-picture class repeats this
 * query (Tailwind needs it literally), so the picture beneath matches the one loading.
 */
export const HERO_PORTRAIT_MEDIA = '(max-width: 1200px) and (orientation: portrait)';
export const HERO_LANDSCAPE_MEDIA = `not all and ${HERO_PORTRAIT_MEDIA}`;
export const HERO_PORTRAIT_SRC_SET = HERO_PORTRAIT_WIDTHS.map(
  (width) => `${api.heroPortraitImage}?w=${width}&q=${HERO_PORTRAIT_QUALITY} ${width}w`,
).join(', ');
/**
 * With object-fit: cover the crop is drawn as wide as the screen or, on a narrower screen, as wide as
 * the hero's height allows at the crop's aspect (90vh × 3/4), whichever is larger.
 */
export const HERO_PORTRAIT_SIZES = `max(100vw, ${HERO_HEIGHT_VH * HERO_PORTRAIT_ASPECT}vh)`;

export interface ImagePreload {
  srcSet: string;
  sizes: string;
  media: string;
}

/** One preload per art-directed variant; each media query matches exactly when its variant is used. */
export const HERO_PRELOADS: readonly ImagePreload[] = [
  { srcSet: HERO_PORTRAIT_SRC_SET, sizes: HERO_PORTRAIT_SIZES, media: HERO_PORTRAIT_MEDIA },
  { srcSet: HERO_SRC_SET, sizes: HERO_SIZES, media: HERO_LANDSCAPE_MEDIA },
];
