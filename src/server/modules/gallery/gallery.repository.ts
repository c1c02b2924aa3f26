import { asc, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tableRows } from '../../db/rows-by-id.js';
import { galleryImages } from '../../db/schema.js';

const galleryImagesRows = tableRows(galleryImages);

/** Featured first, then sortOrder, then the newest first (src/shared/gallery-order.ts). */
export function listGalleryImages(db: Db) {
  return db
    .select()
    .from(galleryImages)
    .orderBy(desc(galleryImages.isFeatured), asc(galleryImages.sortOrder), desc(galleryImages.id));
}

export const findGalleryImage = galleryImagesRows.find;

export const createGalleryImage = galleryImagesRows.create;

export const updateGalleryImage = galleryImagesRows.update;

export const deleteGalleryImage = galleryImagesRows.remove;
