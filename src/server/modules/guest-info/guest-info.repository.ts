import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  GuestInfoCategoryCreateSchema,
  GuestInfoCategoryUpdateSchema,
  GuestInfoItemCreateSchema,
  GuestInfoItemUpdateSchema,
} from '../../../shared/schemas/guest-info.js';
import type { Db } from '../../db/client.js';
import { guestInfoCategories, guestInfoItems } from '../../db/schema.js';
import { definedValues } from '../../lib/partial-update.js';

// Categories ------------------------------------------------------------------------------------------

export function listGuestInfoCategories(db: Db) {
  return db
    .select()
    .from(guestInfoCategories)
    .orderBy(asc(guestInfoCategories.sortOrder), asc(guestInfoCategories.id));
}

export async function findGuestInfoCategory(db: Db, id: number) {
  const [category] = await db.select().from(guestInfoCategories).where(eq(guestInfoCategories.id, id));
  return category;
}

export async function createGuestInfoCategory(db: Db, input: z.output<typeof GuestInfoCategoryCreateSchema>) {
  const [category] = await db.insert(guestInfoCategories).values(input).returning();
  return category;
}

/** Undefined when there is no such category; with nothing to change, the category as it is. */
export async function updateGuestInfoCategory(
  db: Db,
  id: number,
  input: z.output<typeof GuestInfoCategoryUpdateSchema>,
) {
  const values = definedValues(input);
  if (!values) return findGuestInfoCategory(db, id);
  const [category] = await db
    .update(guestInfoCategories)
    .set(values)
    .where(eq(guestInfoCategories.id, id))
    .returning();
  return category;
}

/**
 * Deletes a category and its items in one transaction. The foreign key cascades too; deleting the
 * items explicitly keeps the rule visible here and independent of the migration.
 */
export function deleteGuestInfoCategory(db: Db, id: number) {
  return db.transaction(async (tx) => {
    await tx.delete(guestInfoItems).where(eq(guestInfoItems.categoryId, id));
    const deleted = await tx
      .delete(guestInfoCategories)
      .where(eq(guestInfoCategories.id, id))
      .returning({ id: guestInfoCategories.id });
    return deleted.length > 0;
  });
}

// Items -----------------------------------------------------------------------------------------------

export function listGuestInfoItems(db: Db) {
  return db.select().from(guestInfoItems).orderBy(asc(guestInfoItems.sortOrder), asc(guestInfoItems.id));
}

export async function findGuestInfoItem(db: Db, id: number) {
  const [item] = await db.select().from(guestInfoItems).where(eq(guestInfoItems.id, id));
  return item;
}

export async function createGuestInfoItem(db: Db, input: z.output<typeof GuestInfoItemCreateSchema>) {
  const [item] = await db.insert(guestInfoItems).values(input).returning();
  return item;
}

/** Undefined when there is no such item; with nothing to change, the item as it is. */
export async function updateGuestInfoItem(
  db: Db,
  id: number,
  input: z.output<typeof GuestInfoItemUpdateSchema>,
) {
  const values = definedValues(input);
  if (!values) return findGuestInfoItem(db, id);
  const [item] = await db.update(guestInfoItems).set(values).where(eq(guestInfoItems.id, id)).returning();
  return item;
}

export async function deleteGuestInfoItem(db: Db, id: number) {
  const deleted = await db
    .delete(guestInfoItems)
    .where(eq(guestInfoItems.id, id))
    .returning({ id: guestInfoItems.id });
  return deleted.length > 0;
}
