import { z } from 'zod';
import { GalleryImageCreateSchema } from '../../../shared/schemas/gallery.js';

/** The categories the site itself reads or describes (spec 2, 'Admin gallery'). */
export const GALLERY_CATEGORIES = [
  'hero-section',
  'about-section',
  'interior',
  'exterior',
  'attractions',
] as const;

/** The select value that reveals the free-text field for a new category name (spec 4, 'Gallery form'). */
export const NEW_CATEGORY = 'new';

const CATEGORY_REQUIRED = 'Category is required';

type GalleryImageCreateOutput = z.output<typeof GalleryImageCreateSchema>;

const shape = GalleryImageCreateSchema.shape;

/**
 * The admin gallery form: the server's create schema (same messages: 'Title is required', 'Image URL is
 * required', 'Category is required'; non-numeric sort order becomes 0) with the category split into the
 * select and the new-category text field. The output is the create/update payload.
 */
export const AdminGalleryFormSchema = z
  .object({
    title: shape.title,
    src: shape.src,
    alt: shape.alt,
    category: z.string(),
    newCategory: z.string(),
    isFeatured: shape.isFeatured,
    sortOrder: shape.sortOrder,
  })
  .superRefine((value, ctx) => {
    const isNew = value.category === NEW_CATEGORY;
    const result = shape.category.safeParse(isNew ? value.newCategory : value.category);
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? CATEGORY_REQUIRED;
      ctx.addIssue({ code: 'custom', path: [isNew ? 'newCategory' : 'category'], message });
    }
  })
  .transform(
    ({ category, newCategory, ...rest }): GalleryImageCreateOutput => ({
      ...rest,
      category: (category === NEW_CATEGORY ? newCategory : category).trim(),
    }),
  );

export type AdminGalleryFormInput = z.input<typeof AdminGalleryFormSchema>;
export type AdminGalleryFormOutput = z.output<typeof AdminGalleryFormSchema>;
