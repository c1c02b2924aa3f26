import { z } from 'zod';
import { rooms } from '../tables.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanLine } from '../text/control-characters.js';
import {
  LenientSortOrderSchema,
  OptionalLineSchema,
  requiredMultilineText,
  requiredText,
  TimestampSchema,
} from './common.js';
import { IMAGE_SOURCE_FORMAT_MESSAGE, isImageSource } from './fields.js';
import { createInsertSchema, createSelectSchema } from './from-table.js';

/** A list, or one feature per line; blank lines are dropped and entries trimmed. */
export const FeatureListSchema = z
  .union([z.array(z.string().max(500)).max(100), z.string().max(20_000)])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(/\r?\n/)).map((f) => f.trim()).filter(Boolean),
  )
  .refine((features) => features.every(isCleanLine), CONTROL_CHARACTER_MESSAGE);

export const RoomSchema = createSelectSchema(rooms, {
  features: z.array(z.string()),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
/** A room as the browser receives it. */
export type Room = z.input<typeof RoomSchema>;

/**
 * The editable fields, without defaults, so that a partial update leaves absent fields alone. A column
 * without a refinement here takes drizzle-zod's schema (nullable columns optional and nullable).
 */
const RoomFields = createInsertSchema(rooms, {
  name: requiredText('Name is required', 200),
  description: requiredMultilineText('Description is required'),
  /** Blank means no image; otherwise checked like every other image field. */
  imagePath: z
    .string()
    .trim()
    .max(2000, 'Image path must be at most 2000 characters')
    .refine((v) => v === '' || isImageSource(v), IMAGE_SOURCE_FORMAT_MESSAGE),
  imageAlt: OptionalLineSchema,
  features: FeatureListSchema,
  sortOrder: LenientSortOrderSchema,
}).omit({ id: true, createdAt: true, updatedAt: true });

export const RoomCreateSchema = RoomFields.extend({
  imagePath: RoomFields.shape.imagePath.default(''),
  features: FeatureListSchema.default([]),
  sortOrder: LenientSortOrderSchema.default(0),
});
export type RoomCreateInput = z.input<typeof RoomCreateSchema>;

/** Full room data, or only sortOrder when reordering. */
export const RoomUpdateSchema = RoomFields.partial();
