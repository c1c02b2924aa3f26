import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { galleryImages } from '../../db/schema.js';

export const HERO_CATEGORY = 'hero-section';

/** The src of the first 'hero-section' gallery image by sortOrder (then the newest), if any. */
export async function findHeroImageSrc(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ src: galleryImages.src })
    .from(galleryImages)
    .where(eq(galleryImages.category, HERO_CATEGORY))
    .orderBy(asc(galleryImages.sortOrder), desc(galleryImages.id))
    .limit(1);
  return row?.src;
}
