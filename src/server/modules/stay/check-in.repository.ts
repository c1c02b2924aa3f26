import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CheckInInstructionCreateSchema,
  CheckInInstructionUpdateSchema,
} from '../../../shared/schemas/check-in.js';
import type { Db } from '../../db/client.js';
import { checkInInstructions } from '../../db/schema.js';

/** By sortOrder, then id. */
export function listCheckInInstructions(db: Db) {
  return db
    .select()
    .from(checkInInstructions)
    .orderBy(asc(checkInInstructions.sortOrder), asc(checkInInstructions.id));
}

/** What a guest with a valid code may see (the route hides `stay` content outside the stay): no timestamps. */
export function listGuestCheckInInstructions(db: Db) {
  return db
    .select({
      id: checkInInstructions.id,
      title: checkInInstructions.title,
      content: checkInInstructions.content,
      imagePath: checkInInstructions.imagePath,
      sortOrder: checkInInstructions.sortOrder,
      visibility: checkInInstructions.visibility,
    })
    .from(checkInInstructions)
    .orderBy(asc(checkInInstructions.sortOrder), asc(checkInInstructions.id));
}

export async function findCheckInInstruction(db: Db, id: number) {
  const [row] = await db.select().from(checkInInstructions).where(eq(checkInInstructions.id, id));
  return row;
}

export async function createCheckInInstruction(
  db: Db,
  input: z.output<typeof CheckInInstructionCreateSchema>,
) {
  const [row] = await db.insert(checkInInstructions).values(input).returning();
  return row;
}

export async function updateCheckInInstruction(
  db: Db,
  id: number,
  input: z.output<typeof CheckInInstructionUpdateSchema>,
) {
  // Drizzle skips undefined fields (left out, or blank where blank means "unchanged"); with none
  // left there is nothing to set, and the record is answered unchanged.
  if (Object.values(input).every((value) => value === undefined)) return findCheckInInstruction(db, id);
  const [row] = await db
    .update(checkInInstructions)
    .set(input)
    .where(eq(checkInInstructions.id, id))
    .returning();
  return row;
}

export async function deleteCheckInInstruction(db: Db, id: number) {
  const deleted = await db
    .delete(checkInInstructions)
    .where(eq(checkInInstructions.id, id))
    .returning({ id: checkInInstructions.id });
  return deleted.length > 0;
}
