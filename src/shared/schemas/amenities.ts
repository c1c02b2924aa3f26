import { z } from 'zod';
import { normaliseAmenityItems } from '../text/amenity-items.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanLine } from '../text/control-characters.js';
import { requiredText, TimestampSchema } from './common.js';

export const AmenitySchema = z.object({
  id: z.number(),
  categoryName: z.string(),
  categoryIcon: z.string(),
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

const AmenityFields = z.object({
  categoryName: requiredText('Category name is required', 200),
  categoryIcon: requiredText('Icon is required', 100),
  items: AmenityItemsSchema,
});

export const AmenityCreateSchema = AmenityFields.extend({ items: AmenityItemsSchema.default([]) });
export type AmenityCreateInput = z.input<typeof AmenityCreateSchema>;

/** categoryName and categoryIcon, or only items; absent fields are left alone. */
export const AmenityUpdateSchema = AmenityFields.partial();
export type AmenityUpdateInput = z.input<typeof AmenityUpdateSchema>;
