import { and, between, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExperienceCreateSchema, ExperienceUpdateSchema } from '../../../shared/schemas/experiences.js';
import type { Db } from '../../db/client.js';
import { bookableExperiences, experienceBookings } from '../../db/schema.js';
import { definedValues } from '../../lib/partial-update.js';

export type ExperienceRow = typeof bookableExperiences.$inferSelect;

// Sorted here rather than in SQL: PGlite and PostgreSQL servers may use different collations.
const byTitle = new Intl.Collator('en', { sensitivity: 'base' });

/** Alphabetical by title; only the active ones unless `all`. */
export async function listExperiences(db: Db, { all = false }: { all?: boolean } = {}) {
  const query = db.select().from(bookableExperiences);
  const rows = await (all ? query : query.where(eq(bookableExperiences.isActive, true)));
  return rows.sort((a, b) => byTitle.compare(a.title, b.title) || a.id - b.id);
}

export async function findExperience(db: Db, id: number) {
  const [row] = await db.select().from(bookableExperiences).where(eq(bookableExperiences.id, id));
  return row;
}

export async function createExperience(db: Db, input: z.output<typeof ExperienceCreateSchema>) {
  const [row] = await db.insert(bookableExperiences).values(input).returning();
  return row;
}

/** Undefined when there is no such experience; with nothing to change, the experience as it is. */
export async function updateExperience(db: Db, id: number, input: z.output<typeof ExperienceUpdateSchema>) {
  const values = definedValues(input);
  if (!values) return findExperience(db, id);
  const [row] = await db
    .update(bookableExperiences)
    .set(values)
    .where(eq(bookableExperiences.id, id))
    .returning();
  return row;
}

export async function deleteExperience(db: Db, id: number) {
  const deleted = await db
    .delete(bookableExperiences)
    .where(eq(bookableExperiences.id, id))
    .returning({ id: bookableExperiences.id });
  return deleted.length > 0;
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
