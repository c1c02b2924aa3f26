import { z } from 'zod';

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

/** Optional text: empty or whitespace-only becomes null. */
export const OptionalTextSchema = z
  .string()
  .max(5000)
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null));

export const requiredText = (message: string, max = 5000) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/**
 * A timestamp: a Date on the server, an ISO string on the wire. Response schemas encode with it,
 * so types taken with z.input<> describe what the browser receives.
 */
export const TimestampSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (iso) => new Date(iso),
  encode: (date) => date.toISOString(),
});
export const NullableTimestampSchema = TimestampSchema.nullable();
