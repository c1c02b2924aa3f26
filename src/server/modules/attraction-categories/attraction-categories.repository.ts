import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AttractionCategoryCreateSchema,
  AttractionCategoryUpdateSchema,
} from '../../../shared/schemas/attractions.js';
import type { Db } from '../../db/client.js';
import { findRowById, insertRow, updateRowById } from '../../db/rows-by-id.js';
import { attractionCategories, attractions } from '../../db/schema.js';

export function listAttractionCategories(db: Db) {
  return db
    .select()
    .from(attractionCategories)
    .orderBy(asc(attractionCategories.sortOrder), asc(attractionCategories.id));
}

export function findAttractionCategory(db: Db, id: number) {
  return findRowById(db, attractionCategories, id);
}

export function createAttractionCategory(db: Db, input: z.output<typeof AttractionCategoryCreateSchema>) {
  return insertRow(db, attractionCategories, input);
}

/** Undefined when there is no such category; with nothing to change, the category as it is. */
export function updateAttractionCategory(
  db: Db,
  id: number,
  input: z.output<typeof AttractionCategoryUpdateSchema>,
) {
  return updateRowById(db, attractionCategories, id, input);
}

/**
 * Deletes a category and its attractions in one transaction. The foreign key cascades too; deleting
 * the attractions explicitly keeps the rule visible here and independent of the migration.
 */
export function deleteAttractionCategory(db: Db, id: number) {
  return db.transaction(async (tx) => {
    await tx.delete(attractions).where(eq(attractions.categoryId, id));
    const deleted = await tx
      .delete(attractionCategories)
      .where(eq(attractionCategories.id, id))
      .returning({ id: attractionCategories.id });
    return deleted.length > 0;
  });
}
