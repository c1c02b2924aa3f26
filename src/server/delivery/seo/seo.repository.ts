import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookableExperiences } from '../../db/schema.js';

/** The experiences a guest can open (the active ones), for the sitemap. */
export async function listActiveExperienceIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: bookableExperiences.id })
    .from(bookableExperiences)
    .where(eq(bookableExperiences.isActive, true))
    .orderBy(asc(bookableExperiences.id));
  return rows.map((row) => row.id);
}
