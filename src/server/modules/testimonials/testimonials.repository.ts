import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TestimonialCreateSchema,
  TestimonialUpdateSchema,
} from '../../../shared/schemas/testimonials.js';
import type { Db } from '../../db/client.js';
import { deleteRowById, findRowById, insertRow, updateRowById } from '../../db/rows-by-id.js';
import { testimonials } from '../../db/schema.js';

/** Newest first; `activeOnly` is the public list. */
export function listTestimonials(db: Db, options: { activeOnly: boolean }) {
  return db
    .select()
    .from(testimonials)
    .where(options.activeOnly ? eq(testimonials.isActive, true) : undefined)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

export function findTestimonial(db: Db, id: number) {
  return findRowById(db, testimonials, id);
}

export function createTestimonial(db: Db, input: z.output<typeof TestimonialCreateSchema>) {
  return insertRow(db, testimonials, input);
}

export function updateTestimonial(db: Db, id: number, input: z.output<typeof TestimonialUpdateSchema>) {
  return updateRowById(db, testimonials, id, input);
}

export function deleteTestimonial(db: Db, id: number) {
  return deleteRowById(db, testimonials, id);
}
