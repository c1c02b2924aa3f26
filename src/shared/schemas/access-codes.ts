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
  guestName: z.string().nullable(),
  checkInAt: NullableTimestampSchema,
  checkOutAt: NullableTimestampSchema,
  firstUsedAt: NullableTimestampSchema,
  lastUsedAt: NullableTimestampSchema,
  useCount: z.number(),
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

export const GUEST_NAME_MAX_LENGTH = 100;
export const GuestNameSchema = z
  .string({ error: 'Guest name must be text' })
  .trim()
  .max(GUEST_NAME_MAX_LENGTH, `Guest name must be at most ${GUEST_NAME_MAX_LENGTH} characters`)
  .nullable()
  .transform((value) => value || null);

/**
 * A stay date: an ISO date-time with an offset (the form converts the chalet-zone wall clock), or
 * null / '' for none. A value without an offset is refused rather than guessed.
 */
const stayDateSchema = (label: string) => {
  const message = `${label} must be a date and time with a time zone offset`;
  return z
    .string({ error: message })
    .trim()
    .max(40, message)
    .nullable()
    .transform((value, ctx) => {
      if (!value) return null;
      const date = z.iso.datetime({ offset: true }).safeParse(value).success ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return date;
    });
};
export const CheckInAtSchema = stayDateSchema('Check-in');
export const CheckOutAtSchema = stayDateSchema('Check-out');

export const STAY_DATES_BOTH_MESSAGE = 'Check-in and check-out must be given together';
export const STAY_DATES_ORDER_MESSAGE = 'Check-out must be after check-in';

/** The stay rules on a whole record: both dates or neither, check-out after check-in. */
export function stayDatesErrors(
  checkInAt: Date | null | undefined,
  checkOutAt: Date | null | undefined,
): Record<string, string> | null {
  if (!checkInAt !== !checkOutAt) {
    return checkInAt ? { checkOutAt: STAY_DATES_BOTH_MESSAGE } : { checkInAt: STAY_DATES_BOTH_MESSAGE };
  }
  if (checkInAt && checkOutAt && checkOutAt.getTime() <= checkInAt.getTime()) {
    return { checkOutAt: STAY_DATES_ORDER_MESSAGE };
  }
  return null;
}

const AccessCodeFields = z.object({
  code: AccessCodeTextSchema,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  expiresAt: ExpiresAtSchema,
  guestName: GuestNameSchema,
  checkInAt: CheckInAtSchema,
  checkOutAt: CheckOutAtSchema,
});

const orNull = <T>(value: T | undefined) => value ?? null;

export const AccessCodeCreateSchema = AccessCodeFields.extend({
  isActive: AccessCodeFields.shape.isActive.default(true),
  expiresAt: ExpiresAtSchema.optional().transform(orNull),
  guestName: GuestNameSchema.optional().transform(orNull),
  checkInAt: CheckInAtSchema.optional().transform(orNull),
  checkOutAt: CheckOutAtSchema.optional().transform(orNull),
}).superRefine((value, ctx) => {
  const errors = stayDatesErrors(value.checkInAt, value.checkOutAt);
  for (const [field, message] of Object.entries(errors ?? {})) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});
export type AccessCodeCreateInput = z.input<typeof AccessCodeCreateSchema>;

/** Partial: the stay rules are checked against the stored record by the route. */
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

/** Per code: what a guest's page shows about the stay (all null for a code without one). */
export const GuestStaySchema = z.object({
  guestName: z.string().nullable(),
  checkInAt: NullableTimestampSchema,
  checkOutAt: NullableTimestampSchema,
  /** When the `stay` instructions unlock (checkInAt − early). */
  opensAt: NullableTimestampSchema,
  /** When the code stops working: the earlier of checkOutAt + late and expiresAt. */
  accessEndsAt: NullableTimestampSchema,
  timeZone: z.string(),
});
export type GuestStay = z.input<typeof GuestStaySchema>;
