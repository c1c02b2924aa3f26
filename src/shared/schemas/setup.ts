import { z } from 'zod';
import { NullableTimestampSchema } from './common.js';

/** The owner's setup steps (decision 0057), in the order the dashboard lists them. */
export const SETUP_ITEM_IDS = [
  'site-name',
  'booking-link',
  'host-contact',
  'arrival-details',
  'email',
  'password',
  'calendar-feed',
  'demo-content',
] as const;
export type SetupItemId = (typeof SETUP_ITEM_IDS)[number];

/** The kinds of record the demo seed makes, each removable (decision 0087), in the order the owner reads them. */
export const DEMO_RECORD_KINDS = [
  'experiences',
  'rooms',
  'amenities',
  'attractions',
  'attractionCategories',
  'guestInfoItems',
  'guestInfoCategories',
  'checkInInstructions',
  'testimonials',
  'galleryImages',
  'contactSubmissions',
  'accessCodes',
] as const;
export type DemoRecordKind = (typeof DEMO_RECORD_KINDS)[number];

/**
 * What the seed created that is still there, by kind, edited or not; with the bookings guests made of
 * the demo experiences (removed with them) and the demo calendar feed.
 */
export const DemoContentCountsSchema = z.object({
  ...Object.fromEntries(DEMO_RECORD_KINDS.map((kind) => [kind, z.number().int()])),
  experienceBookings: z.number().int(),
  feeds: z.number().int(),
} as Record<DemoRecordKind | 'experienceBookings' | 'feeds', z.ZodNumber>);
export type DemoContentCounts = z.input<typeof DemoContentCountsSchema>;

/** One demo record, by kind and id. */
export const DemoRecordRefSchema = z.object({
  kind: z.enum(DEMO_RECORD_KINDS),
  id: z.number().int().positive(),
});
export type DemoRecordRef = z.input<typeof DemoRecordRefSchema>;

/** GET /api/admin/demo-content: the counts, and the demo records the owner has changed (kept unless ticked). */
export const DemoContentPreviewSchema = z.object({
  counts: DemoContentCountsSchema,
  edited: z.array(DemoRecordRefSchema.extend({ label: z.string() })),
});
export type DemoContentPreview = z.input<typeof DemoContentPreviewSchema>;

/** POST /api/admin/demo-content/remove: the edited records the owner ticked to remove as well. */
export const DemoContentRemoveSchema = z.object({ removeEdited: z.array(DemoRecordRefSchema).max(500) });
export type DemoContentRemove = z.input<typeof DemoContentRemoveSchema>;

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

/** POST /api/admin/demo-content/remove: how many of each were removed, and how many demo records were kept as the owner's. */
export const DemoContentRemovedSchema = z.object({
  removed: DemoContentCountsSchema,
  kept: z.number().int(),
});
export type DemoContentRemoved = z.input<typeof DemoContentRemovedSchema>;
