import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AttractionCreateSchema, AttractionUpdateSchema } from '../../../shared/schemas/attractions.js';
import type { Db } from '../../db/client.js';
import { attractions } from '../../db/schema.js';
import { definedValues } from '../../lib/partial-update.js';

// Sorted here rather than in SQL: PGlite and PostgreSQL servers may use different collations, and
// the order must be the same (alphabetical, case- and accent-insensitive) on both.
const byTitle = new Intl.Collator('en', { sensitivity: 'base' });

/** Alphabetical by title (ties by id); only one category's when `categoryId` is given. */
export async function listAttractions(db: Db, filter: { categoryId?: number } = {}) {
  const query = db.select().from(attractions);
  const rows = await (filter.categoryId === undefined
    ? query
    : query.where(eq(attractions.categoryId, filter.categoryId)));
  return rows.sort((a, b) => byTitle.compare(a.title, b.title) || a.id - b.id);
}

export async function findAttraction(db: Db, id: number) {
  const [attraction] = await db.select().from(attractions).where(eq(attractions.id, id));
  return attraction;
}

export async function createAttraction(db: Db, input: z.output<typeof AttractionCreateSchema>) {
  const [attraction] = await db.insert(attractions).values(input).returning();
  return attraction;
}

/** Undefined when there is no such attraction; with nothing to change, the attraction as it is. */
export async function updateAttraction(db: Db, id: number, input: z.output<typeof AttractionUpdateSchema>) {
  const values = definedValues(input);
  if (!values) return findAttraction(db, id);
  const [attraction] = await db.update(attractions).set(values).where(eq(attractions.id, id)).returning();
  return attraction;
}

export async function deleteAttraction(db: Db, id: number) {
  const deleted = await db
    .delete(attractions)
    .where(eq(attractions.id, id))
    .returning({ id: attractions.id });
  return deleted.length > 0;
}
