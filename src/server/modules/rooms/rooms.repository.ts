import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RoomUpdateSchema } from '../../../shared/schemas/rooms.js';
import type { Db } from '../../db/client.js';
import { tableRows } from '../../db/rows-by-id.js';
import { rooms } from '../../db/schema.js';
import { definedValues } from '../../lib/partial-update.js';

const roomsRows = tableRows(rooms);

export function listRooms(db: Db) {
  return db.select().from(rooms).orderBy(asc(rooms.sortOrder), asc(rooms.id));
}

export const createRoom = roomsRows.create;

export async function updateRoom(db: Db, id: number, input: z.output<typeof RoomUpdateSchema>) {
  const values = definedValues(input);
  if (!values) {
    const [unchanged] = await db.select().from(rooms).where(eq(rooms.id, id));
    return unchanged;
  }
  const [room] = await db.update(rooms).set(values).where(eq(rooms.id, id)).returning();
  return room;
}

export async function deleteRoom(db: Db, id: number) {
  const deleted = await db.delete(rooms).where(eq(rooms.id, id)).returning({ id: rooms.id });
  return deleted.length > 0;
}
