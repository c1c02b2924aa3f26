import { z } from 'zod';
import { attractionCategories, attractions } from '../tables.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanJson, isCleanLine } from '../text/control-characters.js';
import {
  LenientSortOrderSchema,
  OptionalLineSchema,
  OptionalTextSchema,
  requiredMultilineText,
  requiredText,
  TimestampSchema,
} from './common.js';
import {
  isHttpUrl,
  MAX_ID,
  OptionalImageSourceSchema,
  requiredImageSource,
  requiredReferenceId,
} from './fields.js';
import { createInsertSchema, createSelectSchema } from './from-table.js';

// ---------------------------------------------------------------------------------------------------
// Attraction categories

export const AttractionCategorySchema = createSelectSchema(attractionCategories);
/** An attraction category as the browser receives it. */
export type AttractionCategory = z.input<typeof AttractionCategorySchema>;

const AttractionCategoryFields = createInsertSchema(attractionCategories, {
  name: requiredText('Name is required', 200),
  /** Blank becomes the default icon. */
  icon: z
    .string()
    .trim()
    .max(100, 'Icon must be at most 100 characters')
    .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE)
    .nullable()
    .transform((v) => v || 'map-pin'),
  image: OptionalImageSourceSchema,
  sortOrder: LenientSortOrderSchema,
  description: OptionalTextSchema,
}).omit({ id: true });

export const AttractionCategoryCreateSchema = AttractionCategoryFields.extend({
  icon: AttractionCategoryFields.shape.icon.default('map-pin'),
  sortOrder: LenientSortOrderSchema.default(0),
});
export type AttractionCategoryCreateInput = z.input<typeof AttractionCategoryCreateSchema>;

export const AttractionCategoryUpdateSchema = AttractionCategoryFields.partial();
export type AttractionCategoryUpdateInput = z.input<typeof AttractionCategoryUpdateSchema>;

// ---------------------------------------------------------------------------------------------------
// Attractions

export type AttractionDetails = Record<string, unknown>;

function isPlainObject(value: unknown): value is AttractionDetails {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Details are a flat { label: value } map in practice (the admin form's chips, the seed); the bound
 * only keeps a pathological body (thousands of levels) from reaching code that recurses over it.
 */
export const MAX_DETAILS_DEPTH = 20;
export const DETAILS_NESTING_MESSAGE = `Details must not be nested more than ${MAX_DETAILS_DEPTH} levels deep`;

/** True when objects and arrays nest at most `maxDepth` levels (the value itself is level 1); iterative. */
function isNestedWithin(value: unknown, maxDepth: number): boolean {
  const pending: { item: unknown; depth: number }[] = [{ item: value, depth: 1 }];
  while (pending.length > 0) {
    const { item, depth } = pending.pop() as { item: unknown; depth: number };
    if (typeof item !== 'object' || item === null) continue;
    if (depth > maxDepth) return false;
    for (const child of Object.values(item)) pending.push({ item: child, depth: depth + 1 });
  }
  return true;
}

/**
 * Free-form details: an object, or the JSON text of one (the admin form sends '{}').
 * Blank text and null become {}.
 */
export const AttractionDetailsSchema = z
  .union(
    [
      z.string().max(20_000, 'Details must be at most 20000 characters'),
      z.record(z.string(), z.unknown()),
      z.null(),
    ],
    { error: 'Details must be valid JSON' },
  )
  .transform((value, ctx): AttractionDetails => {
    if (value === null) return {};
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (!text) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Details must be valid JSON' });
      return z.NEVER;
    }
    if (!isPlainObject(parsed)) {
      ctx.addIssue({ code: 'custom', message: 'Details must be a JSON object' });
      return z.NEVER;
    }
    return parsed;
  })
  // First, and aborting: the checks after it walk the value.
  .refine((details) => isNestedWithin(details, MAX_DETAILS_DEPTH), {
    message: DETAILS_NESTING_MESSAGE,
    abort: true,
  })
  .refine((details) => JSON.stringify(details).length <= 20_000, 'Details must be at most 20000 characters')
  .refine((details) => isCleanJson(details), CONTROL_CHARACTER_MESSAGE);

/** Optional website: missing or blank becomes null; otherwise an absolute http(s) URL. */
export const WebsiteUrlSchema = z
  .string({ error: 'Please enter a valid URL' })
  .max(2000, 'Please enter a valid URL')
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null))
  .refine((v) => v === null || isHttpUrl(v), 'Please enter a valid URL');

export const AttractionSchema = createSelectSchema(attractions, {
  details: z.record(z.string(), z.unknown()),
  createdAt: TimestampSchema,
});
/** An attraction as the browser receives it. */
export type Attraction = z.input<typeof AttractionSchema>;

const AttractionFields = createInsertSchema(attractions, {
  title: requiredText('Title is required', 200),
  description: requiredMultilineText('Description is required'),
  /** Required on create and update; an update may leave it out but cannot clear it. */
  image: requiredImageSource('Please upload an image for the attraction'),
  imageAlt: OptionalLineSchema,
  details: AttractionDetailsSchema,
  distance: OptionalLineSchema,
  address: OptionalLineSchema,
  websiteUrl: WebsiteUrlSchema,
  categoryId: requiredReferenceId('Category is required'),
}).omit({ id: true, createdAt: true });

export const AttractionCreateSchema = AttractionFields.extend({
  details: AttractionDetailsSchema.default({}),
});
export type AttractionCreateInput = z.input<typeof AttractionCreateSchema>;

export const AttractionUpdateSchema = AttractionFields.partial();
export type AttractionUpdateInput = z.input<typeof AttractionUpdateSchema>;

export const MAX_ATTRACTION_DETAILS = 12;

/** One detail chip as the owner edits it: 'Duration' / '1–2 hours'. */
export const AttractionDetailRowSchema = z.object({
  label: z.string().trim().min(1, 'Give the detail a label').max(60, 'Label must be at most 60 characters'),
  value: z.string().trim().min(1, 'Give the detail a value').max(120, 'Value must be at most 120 characters'),
});
export type AttractionDetailRow = z.input<typeof AttractionDetailRowSchema>;

/**
 * The back office's attraction form: the API's fields, with the details as a list of chips and the
 * image's alt text required (the picture is required, so guests who cannot see it need its words).
 */
export const AttractionFormSchema = AttractionCreateSchema.omit({ details: true }).extend({
  imageAlt: z
    .string()
    .trim()
    .min(1, 'Describe the image for guests who cannot see it')
    .max(300, 'Alt text must be at most 300 characters'),
  detailRows: z
    .array(AttractionDetailRowSchema)
    .max(MAX_ATTRACTION_DETAILS, `At most ${MAX_ATTRACTION_DETAILS} details`)
    .refine(
      (rows) => new Set(rows.map((row) => row.label.trim().toLowerCase())).size === rows.length,
      'Each detail needs its own label',
    ),
});

/** The chips as the details object the API stores ({ label: value }, in the owner's order). */
export function detailRowsToDetails(
  rows: ReadonlyArray<{ label: string; value: string }>,
): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.label.trim(), row.value.trim()]));
}

/** GET /api/attractions?categoryId=… (blank means all). */
export const AttractionListQuerySchema = z.object({
  categoryId: z.preprocess(
    (value: string | undefined) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: 'categoryId must be a positive whole number' })
      .int('categoryId must be a positive whole number')
      .positive('categoryId must be a positive whole number')
      .max(MAX_ID, 'categoryId must be a positive whole number')
      .optional(),
  ),
});
