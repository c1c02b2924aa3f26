import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CheckInInstructionCreateSchema,
  CheckInInstructionUpdateSchema,
} from '../../../shared/schemas/check-in.js';
import type { Db } from '../../db/client.js';
import { deleteRowById, findRowById, insertRow, updateRowById } from '../../db/rows-by-id.js';
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

export function findCheckInInstruction(db: Db, id: number) {
  return findRowById(db, checkInInstructions, id);
}

export function createCheckInInstruction(db: Db, input: z.output<typeof CheckInInstructionCreateSchema>) {
  return insertRow(db, checkInInstructions, input);
}

export function updateCheckInInstruction(
  db: Db,
  id: number,
  input: z.output<typeof CheckInInstructionUpdateSchema>,
) {
  return updateRowById(db, checkInInstructions, id, input);
}

export function deleteCheckInInstruction(db: Db, id: number) {
  return deleteRowById(db, checkInInstructions, id);
}
