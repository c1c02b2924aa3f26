import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tableRows } from '../../db/rows-by-id.js';
import { guestInfoCategories, guestInfoItems } from '../../db/schema.js';

const guestInfoCategoriesRows = tableRows(guestInfoCategories);
const guestInfoItemsRows = tableRows(guestInfoItems);

// Categories ------------------------------------------------------------------------------------------

export function listGuestInfoCategories(db: Db) {
  return db
    .select()
    .from(guestInfoCategories)
    .orderBy(asc(guestInfoCategories.sortOrder), asc(guestInfoCategories.id));
}

export const findGuestInfoCategory = guestInfoCategoriesRows.find;

export const createGuestInfoCategory = guestInfoCategoriesRows.create;

export const updateGuestInfoCategory = guestInfoCategoriesRows.update;

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

export const findGuestInfoItem = guestInfoItemsRows.find;

export const createGuestInfoItem = guestInfoItemsRows.create;

export const updateGuestInfoItem = guestInfoItemsRows.update;

export const deleteGuestInfoItem = guestInfoItemsRows.remove;
