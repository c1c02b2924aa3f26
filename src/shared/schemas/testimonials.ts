import { z } from 'zod';
import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from '../constants.js';
import { testimonials } from '../tables.js';
import { MONTH_PATTERN } from '../text/month.js';
import { OptionalLineSchema, requiredMultilineText, requiredText, TimestampSchema } from './common.js';
import { OptionalImageSourceSchema } from './fields.js';
import { createInsertSchema, createSelectSchema } from './from-table.js';

export const TestimonialSchema = createSelectSchema(testimonials, { createdAt: TimestampSchema });
/** A testimonial as the browser receives it. */
export type Testimonial = z.input<typeof TestimonialSchema>;

const STAY_MONTH_MESSAGE = 'Stay month must be a month such as 2026-03';

const RATING_MESSAGE = `Rating must be between ${RATING_MIN} and ${RATING_MAX}`;

/** A whole number of stars; numeric text (from a form field) is accepted too. */
export const RatingSchema = z.preprocess(
  (value: number | string) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(RATING_MIN, RATING_MESSAGE)
    .max(RATING_MAX, RATING_MESSAGE),
);

/** The editable fields, without defaults, so that a partial update leaves absent fields alone. */
const TestimonialFields = createInsertSchema(testimonials, {
  name: requiredText('Name is required', 200),
  comment: requiredMultilineText('Comment is required', 5000),
  location: OptionalLineSchema,
  rating: RatingSchema,
  image: OptionalImageSourceSchema,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  source: OptionalLineSchema.refine(
    (v) => v === null || v.length <= 60,
    'Source must be at most 60 characters',
  ),
  stayMonth: z
    .string({ error: STAY_MONTH_MESSAGE })
    .trim()
    .refine((v) => v === '' || MONTH_PATTERN.test(v), STAY_MONTH_MESSAGE)
    .nullish()
    .transform((v) => v || null),
}).omit({ id: true, createdAt: true });

export const TestimonialCreateSchema = TestimonialFields.extend({
  rating: RatingSchema.default(RATING_DEFAULT),
  isActive: TestimonialFields.shape.isActive.default(true),
});
export type TestimonialCreateInput = z.input<typeof TestimonialCreateSchema>;

export const TestimonialUpdateSchema = TestimonialFields.partial();
export type TestimonialUpdateInput = z.input<typeof TestimonialUpdateSchema>;

/** `activeOnly=true` is the public list; anything else is the admin list. */
export const TestimonialListQuerySchema = z.object({ activeOnly: z.string().max(10).optional() });
