import { asc, desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { GalleryImageCreateSchema, GalleryImageUpdateSchema } from '../../../shared/schemas/gallery.js';
import type { Db } from '../../db/client.js';
import { deleteRowById, findRowById, insertRow, updateRowById } from '../../db/rows-by-id.js';
import { galleryImages } from '../../db/schema.js';

/** Featured first, then sortOrder, then id. */
export function listGalleryImages(db: Db) {
  return db
    .select()
    .from(galleryImages)
    .orderBy(desc(galleryImages.isFeatured), asc(galleryImages.sortOrder), asc(galleryImages.id));
}

export function findGalleryImage(db: Db, id: number) {
  return findRowById(db, galleryImages, id);
}

export function createGalleryImage(db: Db, input: z.output<typeof GalleryImageCreateSchema>) {
  return insertRow(db, galleryImages, input);
}

/** Undefined when there is no such image; with nothing to change, the image as it is. */
export function updateGalleryImage(db: Db, id: number, input: z.output<typeof GalleryImageUpdateSchema>) {
  return updateRowById(db, galleryImages, id, input);
}

export function deleteGalleryImage(db: Db, id: number) {
  return deleteRowById(db, galleryImages, id);
}
