import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tableRows } from '../../db/rows-by-id.js';
import { attractionCategories, attractions } from '../../db/schema.js';

const attractionCategoriesRows = tableRows(attractionCategories);

export function listAttractionCategories(db: Db) {
  return db
    .select()
    .from(attractionCategories)
    .orderBy(asc(attractionCategories.sortOrder), asc(attractionCategories.id));
}

export const findAttractionCategory = attractionCategoriesRows.find;

export const createAttractionCategory = attractionCategoriesRows.create;

export const updateAttractionCategory = attractionCategoriesRows.update;

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
