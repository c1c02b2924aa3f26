import { z } from 'zod';
import { NullableTimestampSchema } from './common.js';

/** GET /api/admin/notifications: whether email is set up and how delivery is going. */
export const NotificationStatusSchema = z.object({
  /** A mail server and a recipient are set (decision 0086). */
  configured: z.boolean(),
  recipient: z.string().nullable(),
  /** Emails waiting to be sent (first try or a retry). */
  pending: z.number(),
  /** Emails given up on after every retry. */
  failed: z.number(),
  lastSentAt: NullableTimestampSchema,
  /** The newest error of an email not delivered yet; null when none is failing. */
  lastError: z.object({ message: z.string(), at: NullableTimestampSchema }).nullable(),
});
export type NotificationStatus = z.input<typeof NotificationStatusSchema>;

export const EMAIL_NOT_CONFIGURED_MESSAGE =
  'Email is not set up yet: add your mail server under Site Settings, Email, to receive enquiries by email.';
