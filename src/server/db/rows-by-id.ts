import { eq, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { definedValues } from '../lib/partial-update.js';
import type { Db } from './client.js';

/** A table whose rows are found by a numeric `id` (every admin-managed resource). */
type TableWithId = PgTable & { id: PgColumn };
type Row<T extends TableWithId> = InferSelectModel<T>;

/*
 * The find / create / update / delete by id that every resource's repository wrote again. Drizzle's
 * builders lose the row type when the table is a type parameter, so the answers are typed here once.
 */

export async function findRowById<T extends TableWithId>(db: Db, table: T, id: number) {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return row as Row<T> | undefined;
}

export async function insertRow<T extends TableWithId>(db: Db, table: T, values: InferInsertModel<T>) {
  const [row] = await db.insert(table).values(values).returning();
  return row as Row<T>;
}

/**
 * Sets the fields the input gives (undefined ones are left as they are). Undefined when there is no such
 * row; with nothing to change, the row as it is (Drizzle cannot run `UPDATE … SET` with nothing to set).
 */
export async function updateRowById<T extends TableWithId>(db: Db, table: T, id: number, input: object) {
  const values = definedValues(input);
  if (!values) return findRowById(db, table, id);
  const rows = await db
    .update(table)
    .set(values as Partial<InferInsertModel<T>>)
    .where(eq(table.id, id))
    .returning();
  return (rows as unknown as Row<T>[])[0];
}

/** Whether a row was there to delete. */
export async function deleteRowById<T extends TableWithId>(db: Db, table: T, id: number) {
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}

/**
 * A repository's find, create, update and delete by id for one table, as its own named exports:
 * `const rows = tableRows(attractions); export const findAttraction = rows.find;`.
 */
export function tableRows<T extends TableWithId>(table: T) {
  return {
    find: (db: Db, id: number) => findRowById(db, table, id),
    create: (db: Db, values: InferInsertModel<T>) => insertRow(db, table, values),
    update: (db: Db, id: number, input: Partial<InferInsertModel<T>>) => updateRowById(db, table, id, input),
    remove: (db: Db, id: number) => deleteRowById(db, table, id),
  };
}
