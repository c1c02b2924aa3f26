import { and, between, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExperienceCreateSchema, ExperienceUpdateSchema } from '../../../shared/schemas/experiences.js';
import type { Db } from '../../db/client.js';
import { deleteRowById, findRowById, insertRow, updateRowById } from '../../db/rows-by-id.js';
import { bookableExperiences, experienceBookings } from '../../db/schema.js';

export type ExperienceRow = typeof bookableExperiences.$inferSelect;

// Sorted here rather than in SQL: PGlite and PostgreSQL servers may use different collations.
const byTitle = new Intl.Collator('en', { sensitivity: 'base' });

/** Alphabetical by title; only the active ones unless `all`. */
export async function listExperiences(db: Db, { all = false }: { all?: boolean } = {}) {
  const query = db.select().from(bookableExperiences);
  const rows = await (all ? query : query.where(eq(bookableExperiences.isActive, true)));
  return rows.sort((a, b) => byTitle.compare(a.title, b.title) || a.id - b.id);
}

export function findExperience(db: Db, id: number) {
  return findRowById(db, bookableExperiences, id);
}

export function createExperience(db: Db, input: z.output<typeof ExperienceCreateSchema>) {
  return insertRow(db, bookableExperiences, input);
}

/** Undefined when there is no such experience; with nothing to change, the experience as it is. */
export function updateExperience(db: Db, id: number, input: z.output<typeof ExperienceUpdateSchema>) {
  return updateRowById(db, bookableExperiences, id, input);
}

export function deleteExperience(db: Db, id: number) {
  return deleteRowById(db, bookableExperiences, id);
}

/** Participants of the confirmed bookings of an experience per date, from `from` to `to`. */
export async function bookedParticipantsByDate(db: Db, experienceId: number, from: string, to: string) {
  const rows = await db
    .select({
      date: experienceBookings.bookingDate,
      participants: sql<number>`coalesce(sum(${experienceBookings.participants}), 0)`.mapWith(Number),
    })
    .from(experienceBookings)
    .where(
      and(
        eq(experienceBookings.experienceId, experienceId),
        eq(experienceBookings.status, 'confirmed'),
        between(experienceBookings.bookingDate, from, to),
      ),
    )
    .groupBy(experienceBookings.bookingDate);
  return new Map(rows.map((row) => [row.date, row.participants]));
}
