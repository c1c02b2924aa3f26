import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { GalleryImageCreateSchema, GalleryImageUpdateSchema } from '../../../shared/schemas/gallery.js';
import type { Db } from '../../db/client.js';
import { galleryImages } from '../../db/schema.js';
import { definedValues } from '../../lib/partial-update.js';

/** Featured first, then sortOrder, then id. */
export function listGalleryImages(db: Db) {
  return db
    .select()
    .from(galleryImages)
    .orderBy(desc(galleryImages.isFeatured), asc(galleryImages.sortOrder), asc(galleryImages.id));
}

export async function findGalleryImage(db: Db, id: number) {
  const [image] = await db.select().from(galleryImages).where(eq(galleryImages.id, id));
  return image;
}

export async function createGalleryImage(db: Db, input: z.output<typeof GalleryImageCreateSchema>) {
  const [image] = await db.insert(galleryImages).values(input).returning();
  return image;
}

/** Undefined when there is no such image; with nothing to change, the image as it is. */
export async function updateGalleryImage(
  db: Db,
  id: number,
  input: z.output<typeof GalleryImageUpdateSchema>,
) {
  const values = definedValues(input);
  if (!values) return findGalleryImage(db, id);
  const [image] = await db.update(galleryImages).set(values).where(eq(galleryImages.id, id)).returning();
  return image;
}

export async function deleteGalleryImage(db: Db, id: number) {
  const deleted = await db
    .delete(galleryImages)
    .where(eq(galleryImages.id, id))
    .returning({ id: galleryImages.id });
  return deleted.length > 0;
}
