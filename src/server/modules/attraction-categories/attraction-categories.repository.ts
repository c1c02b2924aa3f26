import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AttractionCategoryCreateSchema,
  AttractionCategoryUpdateSchema,
} from '../../../shared/schemas/attractions.js';
import type { Db } from '../../db/client.js';
import { attractionCategories, attractions } from '../../db/schema.js';
import { definedValues } from '../../lib/partial-update.js';

export function listAttractionCategories(db: Db) {
  return db
    .select()
    .from(attractionCategories)
    .orderBy(asc(attractionCategories.sortOrder), asc(attractionCategories.id));
}

export async function findAttractionCategory(db: Db, id: number) {
  const [category] = await db.select().from(attractionCategories).where(eq(attractionCategories.id, id));
  return category;
}

export async function createAttractionCategory(
  db: Db,
  input: z.output<typeof AttractionCategoryCreateSchema>,
) {
  const [category] = await db.insert(attractionCategories).values(input).returning();
  return category;
}

/** Undefined when there is no such category; with nothing to change, the category as it is. */
export async function updateAttractionCategory(
  db: Db,
  id: number,
  input: z.output<typeof AttractionCategoryUpdateSchema>,
) {
  const values = definedValues(input);
  if (!values) return findAttractionCategory(db, id);
  const [category] = await db
    .update(attractionCategories)
    .set(values)
    .where(eq(attractionCategories.id, id))
    .returning();
  return category;
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
