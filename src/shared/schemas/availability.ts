import { z } from 'zod';
import { NullableTimestampSchema, requiredText, TimestampSchema } from './common.js';

const HTTP_URL_MESSAGE = 'Enter a full http:// or https:// address';

/** An absolute http(s) URL; anything else (file:, ftp:, data:, relative) is refused. */
export const HttpUrlSchema = z
  .string({ error: HTTP_URL_MESSAGE })
  .trim()
  .min(1, HTTP_URL_MESSAGE)
  .max(2000, 'Must be at most 2000 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, HTTP_URL_MESSAGE);

/**
 * What the owner enters for a feed (the admin form validates with the same schema). Strict: the
 * booking link is Site Settings' alone (decision 0062), so a feed's own `bookingUrl` is refused rather
 * than dropped without a word.
 */
export const AvailabilityFeedCreateSchema = z
  .object({
    url: HttpUrlSchema,
    label: requiredText('Label is required', 100),
  })
  .strict();
export type AvailabilityFeedCreateInput = z.input<typeof AvailabilityFeedCreateSchema>;

/** ISO date (YYYY-MM-DD) in the chalet's time zone. */
const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const BlockedRangeSchema = z.object({ start: IsoDateSchema, end: IsoDateSchema });
export type BlockedRange = z.infer<typeof BlockedRangeSchema>;

/** What the last sync of a feed did. */
export const FEED_STATUSES = ['pending', 'ok', 'not-modified', 'empty-ignored', 'error'] as const;

export const AvailabilityFeedSchema = z.object({
  id: z.number(),
  label: z.string(),
  url: z.string(),
  isDemo: z.boolean(),
  /** Ignored: a demo source once a real feed exists. */
  isActive: z.boolean(),
  lastStatus: z.enum(FEED_STATUSES),
  lastAttemptAt: NullableTimestampSchema,
  lastSuccessAt: NullableTimestampSchema,
  lastError: z.string().nullable(),
  blockedCount: z.number(),
  stale: z.boolean(),
  createdAt: TimestampSchema,
});
export type AvailabilityFeed = z.input<typeof AvailabilityFeedSchema>;

/** The public calendar: blocked nights as merged ranges, `end` exclusive (RFC 5545 all-day DTEND). */
export const AvailabilitySchema = z.object({
  syncedAt: NullableTimestampSchema,
  stale: z.boolean(),
  /** The chalet's time zone, in which the dates are. */
  timeZone: z.string(),
  /** Today in that zone: the calendar's first choosable day (the same on server and browser). */
  today: IsoDateSchema,
  /** Where 'Book these dates' goes: the booking link of Site Settings (BOOKING_URL until the owner sets one). */
  bookingUrl: z.string(),
  blocked: z.array(BlockedRangeSchema),
});
export type Availability = z.input<typeof AvailabilitySchema>;
