import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tableRows } from '../../db/rows-by-id.js';
import { attractions } from '../../db/schema.js';

const attractionsRows = tableRows(attractions);

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

export const findAttraction = attractionsRows.find;

export const createAttraction = attractionsRows.create;

export const updateAttraction = attractionsRows.update;

export const deleteAttraction = attractionsRows.remove;
