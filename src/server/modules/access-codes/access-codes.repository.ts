import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccessCodeCreateSchema, AccessCodeUpdateSchema } from '../../../shared/schemas/access-codes.js';
import type { Db } from '../../db/client.js';
import { accessCodes } from '../../db/schema.js';

/** Newest first. */
export function listAccessCodes(db: Db) {
  return db.select().from(accessCodes).orderBy(desc(accessCodes.createdAt), desc(accessCodes.id));
}

export async function findAccessCode(db: Db, id: number) {
  const [row] = await db.select().from(accessCodes).where(eq(accessCodes.id, id));
  return row;
}

export async function createAccessCode(db: Db, input: z.output<typeof AccessCodeCreateSchema>) {
  const [row] = await db.insert(accessCodes).values(input).returning();
  return row;
}

export async function updateAccessCode(db: Db, id: number, input: z.output<typeof AccessCodeUpdateSchema>) {
  // Drizzle skips undefined fields (left out, or blank where blank means "unchanged"); with none
  // left there is nothing to set, and the record is answered unchanged.
  if (Object.values(input).every((value) => value === undefined)) return findAccessCode(db, id);
  const [row] = await db.update(accessCodes).set(input).where(eq(accessCodes.id, id)).returning();
  return row;
}

export async function deleteAccessCode(db: Db, id: number) {
  const deleted = await db
    .delete(accessCodes)
    .where(eq(accessCodes.id, id))
    .returning({ id: accessCodes.id });
  return deleted.length > 0;
}

/** True when `code` exists exactly (case-sensitive), is active and has not expired at `now`. */
export async function isUsableAccessCode(db: Db, code: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: accessCodes.id })
    .from(accessCodes)
    .where(
      and(
        eq(accessCodes.code, code),
        eq(accessCodes.isActive, true),
        or(isNull(accessCodes.expiresAt), gt(accessCodes.expiresAt, now)),
      ),
    )
    .limit(1);
  return !!row;
}

/** A PostgreSQL unique violation, however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
