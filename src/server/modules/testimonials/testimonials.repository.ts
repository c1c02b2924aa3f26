import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tableRows } from '../../db/rows-by-id.js';
import { testimonials } from '../../db/schema.js';

const testimonialsRows = tableRows(testimonials);

/** Newest first; `activeOnly` is the public list. */
export function listTestimonials(db: Db, options: { activeOnly: boolean }) {
  return db
    .select()
    .from(testimonials)
    .where(options.activeOnly ? eq(testimonials.isActive, true) : undefined)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

export const findTestimonial = testimonialsRows.find;

export const createTestimonial = testimonialsRows.create;

export const updateTestimonial = testimonialsRows.update;

export const deleteTestimonial = testimonialsRows.remove;
