import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  GuestInfoCategoryCreateSchema,
  GuestInfoCategoryUpdateSchema,
  GuestInfoItemCreateSchema,
  GuestInfoItemUpdateSchema,
} from '../../../shared/schemas/guest-info.js';
import type { Db } from '../../db/client.js';
import { deleteRowById, findRowById, insertRow, updateRowById } from '../../db/rows-by-id.js';
import { guestInfoCategories, guestInfoItems } from '../../db/schema.js';

// Categories ------------------------------------------------------------------------------------------

export function listGuestInfoCategories(db: Db) {
  return db
    .select()
    .from(guestInfoCategories)
    .orderBy(asc(guestInfoCategories.sortOrder), asc(guestInfoCategories.id));
}

export function findGuestInfoCategory(db: Db, id: number) {
  return findRowById(db, guestInfoCategories, id);
}

export function createGuestInfoCategory(db: Db, input: z.output<typeof GuestInfoCategoryCreateSchema>) {
  return insertRow(db, guestInfoCategories, input);
}

/** Undefined when there is no such category; with nothing to change, the category as it is. */
export function updateGuestInfoCategory(
  db: Db,
  id: number,
  input: z.output<typeof GuestInfoCategoryUpdateSchema>,
) {
  return updateRowById(db, guestInfoCategories, id, input);
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

export function findGuestInfoItem(db: Db, id: number) {
  return findRowById(db, guestInfoItems, id);
}

export function createGuestInfoItem(db: Db, input: z.output<typeof GuestInfoItemCreateSchema>) {
  return insertRow(db, guestInfoItems, input);
}

/** Undefined when there is no such item; with nothing to change, the item as it is. */
export function updateGuestInfoItem(db: Db, id: number, input: z.output<typeof GuestInfoItemUpdateSchema>) {
  return updateRowById(db, guestInfoItems, id, input);
}

export function deleteGuestInfoItem(db: Db, id: number) {
  return deleteRowById(db, guestInfoItems, id);
}
