import { z } from 'zod';
import { contactSubmissions } from '../tables.js';
import { TimestampSchema } from './common.js';
import type { ContactCreateSchema } from './contact-form.js';
import { createSelectSchema } from './from-table.js';

export const ContactSubmissionSchema = createSelectSchema(contactSubmissions, { createdAt: TimestampSchema });
/** A contact message as the browser receives it. */
export type ContactSubmission = z.input<typeof ContactSubmissionSchema>;

// The public contact form's schema is zod/mini (tree-shakable) so the home page does not ship all of
// zod; the server validates with the very same schema.
export { CONTACT_MESSAGE_MAX_LENGTH, ContactCreateSchema } from './contact-form.js';
export type ContactCreateInput = z.input<typeof ContactCreateSchema>;

export const CONTACT_SUCCESS_MESSAGE = 'Message sent successfully!';
export const CONTACT_RATE_LIMIT_MESSAGE = 'Too many messages sent. Please try again later.';

/** Which messages the admin list shows: the inbox (not archived) by default. */
export const CONTACT_FILTERS = ['inbox', 'unread', 'archived', 'all'] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];
export const CONTACT_SEARCH_MAX_LENGTH = 200;

/** GET /api/contact and its CSV export: `?filter=inbox|unread|archived|all&q=words`. */
export const ContactListQuerySchema = z.object({
  filter: z
    .enum(CONTACT_FILTERS, { error: `filter must be one of ${CONTACT_FILTERS.join(', ')}` })
    .default('inbox'),
  q: z
    .string()
    .trim()
    .max(CONTACT_SEARCH_MAX_LENGTH, `Search must be at most ${CONTACT_SEARCH_MAX_LENGTH} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ContactListQuery = z.input<typeof ContactListQuerySchema>;

/** PUT /api/contact/{id}: mark read/unread, archive/unarchive. */
export const ContactUpdateSchema = z.strictObject(
  {
    isRead: z.boolean({ error: 'isRead must be true or false' }).optional(),
    isArchived: z.boolean({ error: 'isArchived must be true or false' }).optional(),
  },
  { error: 'Only isRead and isArchived can be changed' },
);
export type ContactUpdateInput = z.input<typeof ContactUpdateSchema>;

/** GET /api/contact/summary: the counts the side menu and the dashboard show. */
export const ContactSummarySchema = z.object({
  total: z.number(),
  unread: z.number(),
  archived: z.number(),
});
export type ContactSummary = z.infer<typeof ContactSummarySchema>;
