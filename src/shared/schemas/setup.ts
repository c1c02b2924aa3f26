import { z } from 'zod';
import { NullableTimestampSchema } from './common.js';

/** The owner's setup steps (decision 0057), in the order the dashboard lists them. */
export const SETUP_ITEM_IDS = [
  'booking-link',
  'host-contact',
  'email',
  'calendar-feed',
  'demo-content',
] as const;
export type SetupItemId = (typeof SETUP_ITEM_IDS)[number];

/** What the seed created that is still there: the demo codes, calendar, reviews and gallery pictures. */
export const DemoContentCountsSchema = z.object({
  accessCodes: z.number(),
  feeds: z.number(),
  testimonials: z.number(),
  galleryImages: z.number(),
});
export type DemoContentCounts = z.input<typeof DemoContentCountsSchema>;

/** The newest test email queued from the checklist and how its delivery went. */
export const SetupTestEmailSchema = z.object({
  id: z.number(),
  status: z.enum(['pending', 'sent', 'failed']),
  lastError: z.string().nullable(),
  sentAt: NullableTimestampSchema,
  createdAt: NullableTimestampSchema,
});
export type SetupTestEmail = z.input<typeof SetupTestEmailSchema>;

/** GET /api/admin/setup-checklist: each step, done or not, computed from what is stored. */
export const SetupChecklistSchema = z.object({
  items: z.array(z.object({ id: z.enum(SETUP_ITEM_IDS), done: z.boolean() })),
  /** A mail server and a recipient are set (in the back office or on the server; decision 0086). */
  emailConfigured: z.boolean(),
  emailRecipient: z.string().nullable(),
  testEmail: SetupTestEmailSchema.nullable(),
  demo: DemoContentCountsSchema,
});
export type SetupChecklist = z.input<typeof SetupChecklistSchema>;

/** DELETE /api/admin/demo-content: how many of each were removed. */
export const DemoContentRemovedSchema = z.object({ removed: DemoContentCountsSchema });
