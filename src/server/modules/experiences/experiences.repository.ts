import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tableRows } from '../../db/rows-by-id.js';
import { bookableExperiences, experienceBookings } from '../../db/schema.js';

const bookableExperiencesRows = tableRows(bookableExperiences);

export type ExperienceRow = typeof bookableExperiences.$inferSelect;

// Sorted here rather than in SQL: PGlite and PostgreSQL servers may use different collations.
const byTitle = new Intl.Collator('en', { sensitivity: 'base' });

/** Alphabetical by title; only the active ones unless `all`. */
export async function listExperiences(db: Db, { all = false }: { all?: boolean } = {}) {
  const query = db.select().from(bookableExperiences);
  const rows = await (all ? query : query.where(eq(bookableExperiences.isActive, true)));
  return rows.sort((a, b) => byTitle.compare(a.title, b.title) || a.id - b.id);
}

export const findExperience = bookableExperiencesRows.find;

export const createExperience = bookableExperiencesRows.create;

export const updateExperience = bookableExperiencesRows.update;

export const deleteExperience = bookableExperiencesRows.remove;

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
