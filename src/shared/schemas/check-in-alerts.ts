import { z } from 'zod';
import './zod-config.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanText } from '../text/control-characters.js';
import { AccessCodeEntrySchema } from './access-codes.js';
import { NullableTimestampSchema } from './common.js';

/**
 * A guest's word to the owner from the check-in page (issue 43, decision 0074): "Code not working?"
 * (POST /api/check-in/help) and "I'm in" (POST /api/check-in/arrived). Each press is one email to the
 * owner through the outbox; both are limited per code.
 */

export const GUEST_HELP_MESSAGE_MAX_LENGTH = 1000;
export const GUEST_HELP_MESSAGE_REQUIRED = 'Please write a few words for the host';

export const GuestHelpRequestSchema = z.object({
  code: AccessCodeEntrySchema,
  message: z
    .string({ error: GUEST_HELP_MESSAGE_REQUIRED })
    .trim()
    .min(1, GUEST_HELP_MESSAGE_REQUIRED)
    .max(
      GUEST_HELP_MESSAGE_MAX_LENGTH,
      `The message must be at most ${GUEST_HELP_MESSAGE_MAX_LENGTH} characters`,
    )
    .refine(isCleanText, CONTROL_CHARACTER_MESSAGE),
});
export type GuestHelpRequest = z.input<typeof GuestHelpRequestSchema>;

export const GuestArrivedRequestSchema = z.object({ code: AccessCodeEntrySchema });
export type GuestArrivedRequest = z.input<typeof GuestArrivedRequestSchema>;

export const GuestAlertResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** "I'm in": when the owner's card now says the guest arrived. */
  arrivedAt: NullableTimestampSchema.optional(),
});
export type GuestAlertResult = z.input<typeof GuestAlertResultSchema>;

export const GUEST_HELP_SENT_MESSAGE = 'Your message was sent to the host.';
export const GUEST_ARRIVED_SENT_MESSAGE = 'The host knows you are in. Enjoy your stay!';
/** Per code and per kind: presses beyond this in an hour are refused (429). */
export const GUEST_ALERT_RATE_LIMIT_MESSAGE =
  'The host has already been told several times in the last hour. Please call or text them if you still need help.';
/** With no mail server configured, a message could reach no one: refused rather than lost. */
export const GUEST_HELP_UNAVAILABLE_MESSAGE =
  'Messages cannot be sent from this page at the moment. Please call or text the host.';
