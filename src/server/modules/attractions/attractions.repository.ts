import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AttractionCreateSchema, AttractionUpdateSchema } from '../../../shared/schemas/attractions.js';
import type { Db } from '../../db/client.js';
import { deleteRowById, findRowById, insertRow, updateRowById } from '../../db/rows-by-id.js';
import { attractions } from '../../db/schema.js';

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

export function findAttraction(db: Db, id: number) {
  return findRowById(db, attractions, id);
}

export function createAttraction(db: Db, input: z.output<typeof AttractionCreateSchema>) {
  return insertRow(db, attractions, input);
}

/** Undefined when there is no such attraction; with nothing to change, the attraction as it is. */
export function updateAttraction(db: Db, id: number, input: z.output<typeof AttractionUpdateSchema>) {
  return updateRowById(db, attractions, id, input);
}

export function deleteAttraction(db: Db, id: number) {
  return deleteRowById(db, attractions, id);
}
