import { z } from 'zod';
import { TimestampSchema } from './common.js';
import type { ContactCreateSchema } from './contact-form.js';

export const ContactSubmissionSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: TimestampSchema,
});
/** A contact message as the browser receives it. */
export type ContactSubmission = z.input<typeof ContactSubmissionSchema>;

// The public contact form's schema is zod/mini (tree-shakable) so the home page does not ship all of
// zod; the server validates with the very same schema.
export { CONTACT_MESSAGE_MAX_LENGTH, ContactCreateSchema } from './contact-form.js';
export type ContactCreateInput = z.input<typeof ContactCreateSchema>;

export const CONTACT_SUCCESS_MESSAGE = 'Message sent successfully!';
export const CONTACT_RATE_LIMIT_MESSAGE = 'Too many messages sent. Please try again later.';
