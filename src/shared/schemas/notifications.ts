import { z } from 'zod';
import { NullableTimestampSchema } from './common.js';

/** GET /api/admin/notifications: whether email is set up and how delivery is going. */
export const NotificationStatusSchema = z.object({
  /** SMTP_URL and NOTIFY_EMAIL are both set. */
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
  'Email is not configured: set SMTP_URL and NOTIFY_EMAIL on the server to receive notifications.';
