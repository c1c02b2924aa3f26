import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AmenityCreateSchema, AmenityUpdateSchema } from '../../../shared/schemas/amenities.js';
import { normaliseAmenityItems } from '../../../shared/text/amenity-items.js';
import type { Db } from '../../db/client.js';
import { amenities } from '../../db/schema.js';
import { definedValues } from '../../lib/partial-update.js';

type AmenityRow = typeof amenities.$inferSelect;

/** Rows written before items were normalised (objects with a name, JSON text) still read as strings. */
const withNormalisedItems = (row: AmenityRow): AmenityRow => ({
  ...row,
  items: normaliseAmenityItems(row.items),
});

export async function listAmenities(db: Db) {
  const rows = await db.select().from(amenities).orderBy(asc(amenities.id));
  return rows.map(withNormalisedItems);
}

export async function findAmenity(db: Db, id: number) {
  const [row] = await db.select().from(amenities).where(eq(amenities.id, id));
  return row && withNormalisedItems(row);
}

export async function createAmenity(db: Db, input: z.output<typeof AmenityCreateSchema>) {
  const [row] = await db.insert(amenities).values(input).returning();
  return withNormalisedItems(row);
}

/** Undefined when there is no such category; with nothing to change, the category as it is. */
export async function updateAmenity(db: Db, id: number, input: z.output<typeof AmenityUpdateSchema>) {
  const values = definedValues(input);
  if (!values) return findAmenity(db, id);
  const [row] = await db.update(amenities).set(values).where(eq(amenities.id, id)).returning();
  return row && withNormalisedItems(row);
}

export async function deleteAmenity(db: Db, id: number) {
  const deleted = await db.delete(amenities).where(eq(amenities.id, id)).returning({ id: amenities.id });
  return deleted.length > 0;
}
