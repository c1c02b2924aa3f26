import { z } from 'zod';
import {
  ABOUT_IMAGE_QUALITY,
  HERO_PORTRAIT_ASPECT,
  HERO_PORTRAIT_QUALITY,
  HERO_PORTRAIT_WIDTHS,
  HERO_WIDTHS,
  IMAGE_FORMATS_ALLOWED,
  IMAGE_QUALITIES_ALLOWED,
  IMAGE_WIDTHS_ALLOWED,
} from '../../../shared/constants.js';
import { INVALID_IMAGE_PATH_MESSAGE } from './image-path.js';
import type { CropOptions } from './pipeline.js';

/** Query parameters of the image endpoints (strings in, numbers out). */

export type ImageFormat = (typeof IMAGE_FORMATS_ALLOWED)[number];

export const WIDTH_MESSAGE = `Width must be one of ${IMAGE_WIDTHS_ALLOWED.join(', ')}`;
export const QUALITY_MESSAGE = `Quality must be one of ${IMAGE_QUALITIES_ALLOWED.join(', ')}`;
export const FORMAT_MESSAGE = `Format must be ${IMAGE_FORMATS_ALLOWED.join(' or ')}`;
export const HERO_WIDTH_MESSAGE = 'Width must be a positive number';
export const HERO_PORTRAIT_WIDTH_MESSAGE = `Width must be one of ${HERO_PORTRAIT_WIDTHS.join(', ')}`;

export const HERO_DEFAULT_QUALITY = 80;
/** Quality of a format conversion by the resolve call. */
export const RESOLVE_IMAGE_QUALITY = 80;
export const HERO_MAX_WIDTH = HERO_WIDTHS[HERO_WIDTHS.length - 1];
export const HERO_PORTRAIT_MAX_WIDTH = HERO_PORTRAIT_WIDTHS[HERO_PORTRAIT_WIDTHS.length - 1];
/**
 * The hero's portrait crop: 3:4 around the picture's centre (decision 0021: the subject of a wide view
 * is usually central, and the owner keeps choosing the hero with one upload, nothing more to set).
 */
export const HERO_PORTRAIT_CROP: CropOptions = { aspect: HERO_PORTRAIT_ASPECT, focalX: 0.5, focalY: 0.5 };

const SrcSchema = z
  .string({ error: INVALID_IMAGE_PATH_MESSAGE })
  .min(1, INVALID_IMAGE_PATH_MESSAGE)
  .max(2048, INVALID_IMAGE_PATH_MESSAGE);

export const isAllowedQuality = (quality: number) =>
  (IMAGE_QUALITIES_ALLOWED as readonly number[]).includes(quality);

/** Only the qualities the site requests: each other value would be one more render and cache entry. */
const QualitySchema = z
  .string({ error: QUALITY_MESSAGE })
  .regex(/^\d{1,3}$/, QUALITY_MESSAGE)
  .transform(Number)
  .refine(isAllowedQuality, QUALITY_MESSAGE);

const FormatSchema = z.enum(IMAGE_FORMATS_ALLOWED, { error: FORMAT_MESSAGE });

const isAllowedWidth = (width: number) => (IMAGE_WIDTHS_ALLOWED as readonly number[]).includes(width);

/** The smallest hero width that covers `width`, capped at the largest. */
function snapHeroWidth(width: number): number {
  return HERO_WIDTHS.find((w) => w >= width) ?? HERO_MAX_WIDTH;
}

export const ResolveImageQuerySchema = z.object({
  src: SrcSchema,
  /** Cache-busting timestamp; ignored. */
  t: z.unknown().optional(),
  format: FormatSchema.optional(),
});

export const OptimizeImageQuerySchema = z.object({
  src: SrcSchema,
  width: z
    .string({ error: WIDTH_MESSAGE })
    .regex(/^\d{1,5}$/, WIDTH_MESSAGE)
    .transform(Number)
    .refine(isAllowedWidth, WIDTH_MESSAGE),
  quality: QualitySchema.optional().transform((q) => q ?? ABOUT_IMAGE_QUALITY),
  format: FormatSchema.optional().transform((f): ImageFormat => f ?? 'webp'),
});

export const HeroImageQuerySchema = z.object({
  w: z
    .string({ error: HERO_WIDTH_MESSAGE })
    .regex(/^\d{1,6}(\.\d{1,6})?$/, HERO_WIDTH_MESSAGE)
    .transform((w) => snapHeroWidth(Number(w)))
    .optional()
    .transform((w) => w ?? HERO_MAX_WIDTH),
  q: QualitySchema.optional().transform((q) => q ?? HERO_DEFAULT_QUALITY),
});

const isHeroPortraitWidth = (width: number) => (HERO_PORTRAIT_WIDTHS as readonly number[]).includes(width);

/** The portrait crop: only the widths the site's srcset names (decision 0009), no snapping. */
export const HeroPortraitQuerySchema = z.object({
  w: z
    .string({ error: HERO_PORTRAIT_WIDTH_MESSAGE })
    .regex(/^\d{1,5}$/, HERO_PORTRAIT_WIDTH_MESSAGE)
    .transform(Number)
    .refine(isHeroPortraitWidth, HERO_PORTRAIT_WIDTH_MESSAGE)
    .optional()
    .transform((w) => w ?? HERO_PORTRAIT_MAX_WIDTH),
  q: QualitySchema.optional().transform((q) => q ?? HERO_PORTRAIT_QUALITY),
});
