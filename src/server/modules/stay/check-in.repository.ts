import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tableRows } from '../../db/rows-by-id.js';
import { checkInInstructions } from '../../db/schema.js';

const checkInInstructionsRows = tableRows(checkInInstructions);

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

export const findCheckInInstruction = checkInInstructionsRows.find;

export const createCheckInInstruction = checkInInstructionsRows.create;

export const updateCheckInInstruction = checkInInstructionsRows.update;

export const deleteCheckInInstruction = checkInInstructionsRows.remove;
