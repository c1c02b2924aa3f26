import { ABOUT_IMAGE_COUNT } from '../../../shared/constants.js';
import { compareGalleryImages } from '../../../shared/gallery-order.js';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';
import { resolveImageUrl, toUploadsPath } from '../../lib/image-urls.js';

export const ABOUT_CATEGORY = 'about-section';

/**
 * The About grid's images (spec section 4): category 'about-section', or the featured images when there
 * are none; ascending sortOrder (the newest first among equals); the first ABOUT_IMAGE_COUNT.
 */
export function selectAboutImages(images: readonly GalleryImage[] | null | undefined): GalleryImage[] {
  const list = images ?? [];
  const about = list.filter((image) => image.category === ABOUT_CATEGORY);
  const pool = about.length > 0 ? about : list.filter((image) => image.isFeatured);
  return [...pool].sort(compareGalleryImages).slice(0, ABOUT_IMAGE_COUNT);
}

/**
 * The source of recovery attempt `attempt` (spec section 4), or null to hide the image:
 * 0 → the uploads path through the resolve call; 1 → the uploads path directly; 2+ → hide.
 */
export function aboutRecoverySource(src: string, attempt: number, timestamp: number): string | null {
  const path = toUploadsPath(src);
  if (attempt === 0) return resolveImageUrl(path, { timestamp });
  if (attempt === 1) return path;
  return null;
}
