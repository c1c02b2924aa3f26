import { z } from 'zod';
import { amenities } from '../tables.js';
import { normaliseAmenityItems } from '../text/amenity-items.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanLine } from '../text/control-characters.js';
import { requiredText, TimestampSchema } from './common.js';
import { createInsertSchema, createSelectSchema } from './from-table.js';

export const AmenitySchema = createSelectSchema(amenities, {
  items: z.array(z.string()),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
/** An amenity category as the browser receives it. */
export type Amenity = z.input<typeof AmenitySchema>;

/** What the client may send: a list of texts or objects with a name, or the JSON text of such a list. */
export type AmenityItemsInput = string | Array<string | { name: string }>;

/**
 * Stored as trimmed, non-empty strings (see normaliseAmenityItems for the exact rules; anything it
 * cannot read becomes an empty list rather than an error).
 */
export const AmenityItemsSchema = z.preprocess(
  (value: AmenityItemsInput) => normaliseAmenityItems(value),
  z
    .array(
      z
        .string()
        .max(500, 'Each item must be at most 500 characters')
        .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE),
    )
    .max(200, 'A category can have at most 200 items'),
);

const AmenityFields = createInsertSchema(amenities, {
  categoryName: requiredText('Category name is required', 200),
  categoryIcon: requiredText('Icon is required', 100),
  items: AmenityItemsSchema,
}).omit({ id: true, createdAt: true, updatedAt: true });

export const AmenityCreateSchema = AmenityFields.extend({ items: AmenityItemsSchema.default([]) });
export type AmenityCreateInput = z.input<typeof AmenityCreateSchema>;

/** categoryName and categoryIcon, or only items; absent fields are left alone. */
export const AmenityUpdateSchema = AmenityFields.partial();
export type AmenityUpdateInput = z.input<typeof AmenityUpdateSchema>;
