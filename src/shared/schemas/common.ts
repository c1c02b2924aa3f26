import { z } from 'zod';
import './zod-config.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanLine, isCleanText } from '../text/control-characters.js';

/** The body of every non-OK API answer. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const IdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a positive whole number' })
    .int('id must be a positive whole number')
    .positive('id must be a positive whole number')
    .max(2_147_483_647, 'id must be a positive whole number'),
});

export const SuccessSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/** Integer sort order; non-numeric input becomes 0, as the spec's forms do. */
export const LenientSortOrderSchema = z.preprocess((value) => {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : 0;
}, z.number().int().min(-1_000_000).max(1_000_000));

/** Optional multi-line text (a text area): empty or whitespace-only becomes null. */
export const OptionalTextSchema = z
  .string()
  .max(5000)
  .refine(isCleanText, CONTROL_CHARACTER_MESSAGE)
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null));

/** Optional one-line text: empty or whitespace-only becomes null. */
export const OptionalLineSchema = z
  .string()
  .max(5000)
  .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE)
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null));

/** A single-line string (names, titles, codes): control characters refused. */
export const lineText = (message?: string) =>
  z.string(message ? { error: message } : undefined).refine(isCleanLine, CONTROL_CHARACTER_MESSAGE);

/** Required one-line text (names, titles). */
export const requiredText = (message: string, max = 5000) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE);

/** Required multi-line text (a text area): tab and line breaks allowed, other control characters not. */
export const requiredMultilineText = (message: string, max = 5000) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(isCleanText, CONTROL_CHARACTER_MESSAGE);

/**
 * A timestamp: a Date on the server, an ISO string on the wire. Response schemas encode with it,
 * so types taken with z.input<> describe what the browser receives.
 */
export const TimestampSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (iso) => new Date(iso),
  encode: (date) => date.toISOString(),
});
export const NullableTimestampSchema = TimestampSchema.nullable();
