import { z } from 'zod';
import { guestInfoCategories, guestInfoItems } from '../tables.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanLine } from '../text/control-characters.js';
import { requiredMultilineText, requiredText, TimestampSchema } from './common.js';
import { requiredReferenceId } from './fields.js';
import { createInsertSchema, createSelectSchema } from './from-table.js';

/** A sort order the guest-info forms send: a whole number, 0 or more (numeric text accepted). */
export const GuestInfoSortOrderSchema = z.preprocess(
  (value: number | string) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: 'Sort order must be a number' })
    .int('Sort order must be a whole number')
    .min(0, 'Sort order must be 0 or more')
    .max(1_000_000, 'Sort order must be at most 1000000'),
);

// ---------------------------------------------------------------------------------------------------
// Categories

export const GuestInfoCategorySchema = createSelectSchema(guestInfoCategories, {
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
/** A guest-info category as the browser receives it. */
export type GuestInfoCategory = z.input<typeof GuestInfoCategorySchema>;

const GuestInfoCategoryFields = createInsertSchema(guestInfoCategories, {
  name: requiredText('Name is required', 200),
  sortOrder: GuestInfoSortOrderSchema,
}).omit({ id: true, createdAt: true, updatedAt: true });

export const GuestInfoCategoryCreateSchema = GuestInfoCategoryFields.extend({
  sortOrder: GuestInfoSortOrderSchema.default(0),
});
export type GuestInfoCategoryCreateInput = z.input<typeof GuestInfoCategoryCreateSchema>;

export const GuestInfoCategoryUpdateSchema = GuestInfoCategoryFields.partial();
export type GuestInfoCategoryUpdateInput = z.input<typeof GuestInfoCategoryUpdateSchema>;

// ---------------------------------------------------------------------------------------------------
// Items

export const GuestInfoItemSchema = createSelectSchema(guestInfoItems, {
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
/** A guest-info item as the browser receives it. */
export type GuestInfoItem = z.input<typeof GuestInfoItemSchema>;

const GuestInfoItemFields = createInsertSchema(guestInfoItems, {
  categoryId: requiredReferenceId('Please select a category'),
  title: requiredText('Please enter a title', 200),
  description: requiredMultilineText('Please enter a description', 10_000),
  /** Blank becomes the default icon. */
  icon: z
    .string()
    .trim()
    .max(100, 'Icon must be at most 100 characters')
    .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE)
    .nullable()
    .transform((v) => v || 'info'),
  sortOrder: GuestInfoSortOrderSchema,
}).omit({ id: true, createdAt: true, updatedAt: true });

export const GuestInfoItemCreateSchema = GuestInfoItemFields.extend({
  icon: GuestInfoItemFields.shape.icon.default('info'),
  sortOrder: GuestInfoSortOrderSchema.default(0),
});
export type GuestInfoItemCreateInput = z.input<typeof GuestInfoItemCreateSchema>;

export const GuestInfoItemUpdateSchema = GuestInfoItemFields.partial();
export type GuestInfoItemUpdateInput = z.input<typeof GuestInfoItemUpdateSchema>;
