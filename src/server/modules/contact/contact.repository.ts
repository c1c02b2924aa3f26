import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactCreateSchema, ContactListQuerySchema } from '../../../shared/schemas/contact.js';
import type { Db } from '../../db/client.js';
import { tableRows } from '../../db/rows-by-id.js';
import { contactSubmissions } from '../../db/schema.js';
import { enqueueEmail, type NewOutboxEmail } from '../../platform/outbox/outbox.repository.js';

const contactSubmissionsRows = tableRows(contactSubmissions);

export type ContactRow = typeof contactSubmissions.$inferSelect;

/** `text` as a LIKE pattern that matches it literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listConditions({ filter, q }: z.output<typeof ContactListQuerySchema>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter === 'inbox') conditions.push(eq(contactSubmissions.isArchived, false));
  if (filter === 'archived') conditions.push(eq(contactSubmissions.isArchived, true));
  if (filter === 'unread') {
    conditions.push(eq(contactSubmissions.isArchived, false), eq(contactSubmissions.isRead, false));
  }
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(
        ilike(contactSubmissions.name, pattern),
        ilike(contactSubmissions.email, pattern),
        ilike(contactSubmissions.subject, pattern),
        ilike(contactSubmissions.message, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** Newest first; the inbox (not archived) unless the query asks for another view or a search. */
export function listContactSubmissions(
  db: Db,
  query: z.output<typeof ContactListQuerySchema> = { filter: 'inbox', q: undefined },
) {
  return db
    .select()
    .from(contactSubmissions)
    .where(listConditions(query))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
}

/**
 * Stores a message and, when `buildEmail` is given, queues the owner's notification in the same
 * transaction: both are kept, or neither.
 */
export async function createContactSubmission(
  db: Db,
  input: z.output<typeof ContactCreateSchema>,
  buildEmail?: (row: ContactRow) => NewOutboxEmail,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactSubmissions).values(input).returning();
    if (buildEmail) await enqueueEmail(tx as unknown as Db, buildEmail(row));
    return row;
  });
}

export const updateContactSubmission = contactSubmissionsRows.update;

/** Counts for the side menu and the dashboard; unread counts only messages in the inbox. */
export async function summarizeContactSubmissions(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      unread:
        sql<number>`count(*) filter (where not ${contactSubmissions.isRead} and not ${contactSubmissions.isArchived})`.mapWith(
          Number,
        ),
      archived: sql<number>`count(*) filter (where ${contactSubmissions.isArchived})`.mapWith(Number),
    })
    .from(contactSubmissions);
  return row ?? { total: 0, unread: 0, archived: 0 };
}

/** Messages received per day from `from` to `to` (YYYY-MM-DD, inclusive), days in `timeZone`. */
export async function countContactSubmissionsByDay(db: Db, from: string, to: string, timeZone: string) {
  const day = sql<string>`to_char((${contactSubmissions.createdAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  return (
    db
      .select({ day, enquiries: count() })
      .from(contactSubmissions)
      .where(
        sql`(${contactSubmissions.createdAt} at time zone ${timeZone})::date between ${from}::date and ${to}::date`,
      )
      // By position: the select's expression and a repeated one would differ in their parameters.
      .groupBy(sql`1`)
  );
}
