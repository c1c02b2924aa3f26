import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TestimonialCreateSchema,
  TestimonialUpdateSchema,
} from '../../../shared/schemas/testimonials.js';
import type { Db } from '../../db/client.js';
import { testimonials } from '../../db/schema.js';
import { definedValues } from '../../lib/partial-update.js';

/** Newest first; `activeOnly` is the public list. */
export function listTestimonials(db: Db, options: { activeOnly: boolean }) {
  return db
    .select()
    .from(testimonials)
    .where(options.activeOnly ? eq(testimonials.isActive, true) : undefined)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

export async function createTestimonial(db: Db, input: z.output<typeof TestimonialCreateSchema>) {
  const [row] = await db.insert(testimonials).values(input).returning();
  return row;
}

export async function updateTestimonial(db: Db, id: number, input: z.output<typeof TestimonialUpdateSchema>) {
  const values = definedValues(input);
  if (!values) {
    const [unchanged] = await db.select().from(testimonials).where(eq(testimonials.id, id));
    return unchanged;
  }
  const [row] = await db.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
  return row;
}

export async function deleteTestimonial(db: Db, id: number) {
  const deleted = await db
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  return deleted.length > 0;
}
