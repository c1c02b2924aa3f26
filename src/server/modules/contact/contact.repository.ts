import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactCreateSchema } from '../../../shared/schemas/contact.js';
import type { Db } from '../../db/client.js';
import { contactSubmissions } from '../../db/schema.js';

/** Newest first. */
export function listContactSubmissions(db: Db) {
  return db
    .select()
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
}

export async function createContactSubmission(db: Db, input: z.output<typeof ContactCreateSchema>) {
  const [row] = await db.insert(contactSubmissions).values(input).returning();
  return row;
}
