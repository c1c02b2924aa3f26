import { z } from 'zod';
import { galleryImages } from '../tables.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanLine } from '../text/control-characters.js';
import { LenientSortOrderSchema, requiredText, TimestampSchema } from './common.js';
import { requiredImageSource } from './fields.js';
import { createInsertSchema, createSelectSchema } from './from-table.js';

export const GalleryImageSchema = createSelectSchema(galleryImages, { createdAt: TimestampSchema });
/** A gallery image as the browser receives it. */
export type GalleryImage = z.input<typeof GalleryImageSchema>;

/** The editable fields, without defaults, so that a partial update leaves absent fields alone. */
const GalleryImageFields = createInsertSchema(galleryImages, {
  title: requiredText('Title is required', 200),
  src: requiredImageSource('Image URL is required'),
  /** Optional; null or missing becomes ''. */
  alt: z
    .string()
    .trim()
    .max(1000, 'Alt text must be at most 1000 characters')
    .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE)
    .nullable()
    .transform((v) => v ?? ''),
  category: requiredText('Category is required', 100),
  isFeatured: z.boolean({ error: 'isFeatured must be true or false' }),
  sortOrder: LenientSortOrderSchema,
}).omit({ id: true, createdAt: true });

export const GalleryImageCreateSchema = GalleryImageFields.extend({
  alt: GalleryImageFields.shape.alt.default(''),
  isFeatured: GalleryImageFields.shape.isFeatured.default(false),
  sortOrder: LenientSortOrderSchema.default(0),
});
export type GalleryImageCreateInput = z.input<typeof GalleryImageCreateSchema>;

/** The same fields as create; any subset may be sent. */
export const GalleryImageUpdateSchema = GalleryImageFields.partial();
export type GalleryImageUpdateInput = z.input<typeof GalleryImageUpdateSchema>;
