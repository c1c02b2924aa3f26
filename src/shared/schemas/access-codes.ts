import { z } from 'zod';
import { ACCESS_CODE_MAX_LENGTH, ACCESS_CODE_MIN_LENGTH } from '../constants.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanLine } from '../text/control-characters.js';
import { NullableTimestampSchema, TimestampSchema } from './common.js';

export const AccessCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  isActive: z.boolean(),
  expiresAt: NullableTimestampSchema,
  createdAt: TimestampSchema,
});
/** An access code as the browser receives it. */
export type AccessCode = z.input<typeof AccessCodeSchema>;

export const ACCESS_CODE_REQUIRED_MESSAGE = 'Code is required';
const EXPIRES_AT_MESSAGE = 'Expiry must be a valid date and time';
const isoDateTime = z.iso.datetime({ offset: true, local: true });

export const AccessCodeTextSchema = z
  .string({ error: ACCESS_CODE_REQUIRED_MESSAGE })
  .trim()
  .min(1, ACCESS_CODE_REQUIRED_MESSAGE)
  .min(ACCESS_CODE_MIN_LENGTH, `Code must be at least ${ACCESS_CODE_MIN_LENGTH} characters`)
  .max(ACCESS_CODE_MAX_LENGTH, `Code must be less than ${ACCESS_CODE_MAX_LENGTH} characters`)
  .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE);

/**
 * An ISO date-time (with an offset, or a local `datetime-local` value read as server time),
 * or null / '' for "never expires". The server receives a Date or null.
 */
export const ExpiresAtSchema = z
  .string({ error: EXPIRES_AT_MESSAGE })
  .trim()
  .max(40, EXPIRES_AT_MESSAGE)
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const date = isoDateTime.safeParse(value).success ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) {
      ctx.issues.push({ code: 'custom', message: EXPIRES_AT_MESSAGE, input: value });
      return z.NEVER;
    }
    return date;
  });

const AccessCodeFields = z.object({
  code: AccessCodeTextSchema,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  expiresAt: ExpiresAtSchema,
});

export const AccessCodeCreateSchema = AccessCodeFields.extend({
  isActive: AccessCodeFields.shape.isActive.default(true),
  expiresAt: ExpiresAtSchema.optional().transform((v) => v ?? null),
});
export type AccessCodeCreateInput = z.input<typeof AccessCodeCreateSchema>;

export const AccessCodeUpdateSchema = AccessCodeFields.partial();
export type AccessCodeUpdateInput = z.input<typeof AccessCodeUpdateSchema>;

/** What a guest types; any length is checked (and counted as a failure) rather than refused as malformed. */
export const AccessCodeEntrySchema = z
  .string({ error: ACCESS_CODE_REQUIRED_MESSAGE })
  .trim()
  .min(1, ACCESS_CODE_REQUIRED_MESSAGE)
  .max(200, 'Invalid access code')
  .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE);

export const AccessCodeValidateSchema = z.object({ code: AccessCodeEntrySchema });
export const AccessCodeValidResultSchema = z.object({ valid: z.boolean() });

export const ACCESS_CODE_DUPLICATE_MESSAGE = 'An access code with that code already exists';
export const ACCESS_CODE_RATE_LIMIT_MESSAGE = 'Too many attempts. Please try again later.';
export const ACCESS_CODE_INVALID_MESSAGE = 'Invalid or expired access code';
