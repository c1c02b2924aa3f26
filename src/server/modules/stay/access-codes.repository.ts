import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accessCodeMatchKey } from '../../../shared/access-code-format.js';
import type { AccessCodeUpdateSchema } from '../../../shared/schemas/access-codes.js';
import type { Db } from '../../db/client.js';
import { tableRows } from '../../db/rows-by-id.js';
import { accessCodes } from '../../db/schema.js';
import { enqueueEmail, type NewOutboxEmail } from '../../platform/outbox/outbox.repository.js';

const accessCodesRows = tableRows(accessCodes);

/** Newest first. */
export function listAccessCodes(db: Db) {
  return db.select().from(accessCodes).orderBy(desc(accessCodes.createdAt), desc(accessCodes.id));
}

export const findAccessCode = accessCodesRows.find;

export const createAccessCode = accessCodesRows.create;

export async function updateAccessCode(db: Db, id: number, input: z.output<typeof AccessCodeUpdateSchema>) {
  // Drizzle skips undefined fields (left out, or blank where blank means "unchanged"); with none
  // left there is nothing to set, and the record is answered unchanged.
  if (Object.values(input).every((value) => value === undefined)) return findAccessCode(db, id);
  const [row] = await db
    .update(accessCodes)
    // An owner's edit of a calendar-made code is kept: later syncs leave its dates and name alone.
    .set({ ...input, calendarEdited: sql`${accessCodes.source} = 'calendar'` })
    .where(eq(accessCodes.id, id))
    .returning();
  return row;
}

export const deleteAccessCode = accessCodesRows.remove;

/** The code a guest typed, matched forgivingly (case, spaces, dashes: accessCodeMatchKey). */
export async function findAccessCodeByText(db: Db, text: string) {
  const [row] = await db
    .select()
    .from(accessCodes)
    .where(eq(accessCodes.matchKey, accessCodeMatchKey(text)))
    .limit(1);
  return row;
}

/**
 * The code a guest typed (matched by its key, so case, spaces and dashes do not matter) when it is
 * active and has not expired at `now` (its stay window is the caller's to check).
 */
export async function findUsableAccessCode(db: Db, code: string, now: Date) {
  const [row] = await db
    .select()
    .from(accessCodes)
    .where(
      and(
        eq(accessCodes.matchKey, accessCodeMatchKey(code)),
        eq(accessCodes.isActive, true),
        or(isNull(accessCodes.expiresAt), gt(accessCodes.expiresAt, now)),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Reads closer together than this are one page view in the access log: the check-in page asks for the
 * stay and the instructions (and may validate first) at once, and that is one visit, not three.
 */
export const ACCESS_LOG_VIEW_GAP_MS = 60_000;

/**
 * The access log: a successful read at `now` (validate, the stay or the instructions). First and last
 * use always move; the count grows once per page view (ACCESS_LOG_VIEW_GAP_MS since the last read).
 */
export async function recordAccessCodeUse(db: Db, id: number, now: Date) {
  const viewStart = new Date(now.getTime() - ACCESS_LOG_VIEW_GAP_MS);
  await db
    .update(accessCodes)
    .set({
      firstUsedAt: sql`coalesce(${accessCodes.firstUsedAt}, ${now})`,
      lastUsedAt: now,
      useCount: sql`${accessCodes.useCount} + case when ${accessCodes.lastUsedAt} is null or ${accessCodes.lastUsedAt} <= ${viewStart} then 1 else 0 end`,
    })
    .where(eq(accessCodes.id, id));
}

/**
 * The guest pressed "I'm in" at `now`: the owner's card shows it (decision 0074), and the owner's email,
 * when given, is queued in the same transaction (both or neither).
 */
export async function recordGuestArrival(db: Db, id: number, now: Date, email: NewOutboxEmail | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(accessCodes)
      .set({ arrivedAt: now })
      .where(eq(accessCodes.id, id))
      .returning({ arrivedAt: accessCodes.arrivedAt });
    if (email) await enqueueEmail(tx as unknown as Db, email);
    return row?.arrivedAt ?? null;
  });
}

/** A new code for the same stay; the old one stops working at once, and the log starts again. */
export async function replaceAccessCode(db: Db, id: number, code: string) {
  const [row] = await db
    .update(accessCodes)
    .set({ code, firstUsedAt: null, lastUsedAt: null, useCount: 0, arrivedAt: null })
    .where(eq(accessCodes.id, id))
    .returning();
  return row;
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

/** The codes a feed's reservations made (source 'calendar'), for a sync to compare with the feed. */
export function listCalendarCodes(db: Db, feedId: number) {
  return db
    .select()
    .from(accessCodes)
    .where(and(eq(accessCodes.calendarFeedId, feedId), eq(accessCodes.source, 'calendar')));
}

export type CalendarCodeRow = Awaited<ReturnType<typeof listCalendarCodes>>[number];

export interface NewCalendarCode {
  code: string;
  feedId: number;
  uid: string;
  guestName: string;
  checkInAt: Date;
  checkOutAt: Date;
}

/**
 * Codes for reservations, in one statement (a sync writes them in batches, issue 42); a reservation
 * that has a code already is left as it is.
 */
export async function insertCalendarCodes(db: Db, inputs: readonly NewCalendarCode[]): Promise<void> {
  if (inputs.length === 0) return;
  await db
    .insert(accessCodes)
    .values(
      inputs.map((input) => ({
        code: input.code,
        guestName: input.guestName,
        checkInAt: input.checkInAt,
        checkOutAt: input.checkOutAt,
        source: 'calendar' as const,
        calendarFeedId: input.feedId,
        calendarUid: input.uid,
      })),
    )
    .onConflictDoNothing({
      target: [accessCodes.calendarFeedId, accessCodes.calendarUid],
      where: sql`${accessCodes.calendarUid} is not null`,
    });
}

/** What a sync may change on a calendar-made code (never the code itself or the owner's fields). */
export type CalendarCodePatch = Partial<
  Pick<CalendarCodeRow, 'guestName' | 'checkInAt' | 'checkOutAt' | 'isActive' | 'calendarCancelledAt'>
>;

/** Several codes' changes in one transaction (one commit for the batch). */
export async function updateCalendarCodes(
  db: Db,
  changes: readonly { id: number; patch: CalendarCodePatch }[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { id, patch } of changes)
      await tx.update(accessCodes).set(patch).where(eq(accessCodes.id, id));
  });
}

/** Switches off the codes whose reservations left their feed, in one statement. */
export async function switchOffCalendarCodes(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(accessCodes)
    .set({ isActive: false, calendarCancelledAt: at })
    .where(inArray(accessCodes.id, [...ids]));
}
