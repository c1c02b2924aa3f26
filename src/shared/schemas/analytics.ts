import { z } from 'zod';
import { isCleanLine } from '../text/control-characters.js';

/** What the site records (spec section 1's events, plus page views); decision 0017. */
export const SITE_EVENT_NAMES = [
  'page_view',
  'contact',
  'gallery_view',
  'explore_chalet',
  'book_stay',
] as const;
export type SiteEventName = (typeof SITE_EVENT_NAMES)[number];

export const SITE_EVENT_PATH_MAX = 300;
export const SITE_EVENT_NAME_MESSAGE = `name must be one of ${SITE_EVENT_NAMES.join(', ')}`;
export const SITE_EVENT_PATH_MESSAGE =
  `path must be a path on this site: starting with a single /, without query string, spaces or ` +
  `control characters, at most ${SITE_EVENT_PATH_MAX} characters`;

/** A path on this site as `location.pathname` gives it: never a query (it may hold an access code). */
const SITE_PATH = /^\/(?!\/)[^\s?#]*$/;

export const SiteEventCreateSchema = z.object({
  name: z.enum(SITE_EVENT_NAMES, { error: SITE_EVENT_NAME_MESSAGE }),
  path: z
    .string({ error: SITE_EVENT_PATH_MESSAGE })
    .max(SITE_EVENT_PATH_MAX, SITE_EVENT_PATH_MESSAGE)
    .regex(SITE_PATH, SITE_EVENT_PATH_MESSAGE)
    .refine(isCleanLine, SITE_EVENT_PATH_MESSAGE),
});
export type SiteEventCreate = z.infer<typeof SiteEventCreateSchema>;

/** The periods the dashboard offers. */
export const ANALYTICS_PERIODS = [30, 90] as const;
export const ANALYTICS_DAYS_MESSAGE = 'days must be 30 or 90';

export const AnalyticsSummaryQuerySchema = z.object({
  days: z
    .enum(['30', '90'], { error: ANALYTICS_DAYS_MESSAGE })
    .default('30')
    .transform((v) => Number(v) as (typeof ANALYTICS_PERIODS)[number]),
});

export const AnalyticsDaySchema = z.object({
  /** YYYY-MM-DD in the chalet's time zone. */
  date: z.string(),
  pageViews: z.number().int(),
  /** Unique visitors of the day (a visitor is recognised within one day only). */
  visitors: z.number().int(),
  bookClicks: z.number().int(),
  /** Visitors of the day who clicked 'Book' at least once. */
  bookVisitors: z.number().int(),
  /** Contact messages received that day. */
  enquiries: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof AnalyticsDaySchema>;

/**
 * Bookable experiences' funnel (issue 35): views of an experience's page (`/experiences/<id>`) and the
 * bookings made, over the same days.
 */
export const ExperienceFunnelSchema = z.object({
  views: z.number().int(),
  /** Every booking made in the period. */
  bookings: z.number().int(),
  /**
   * Bookings beyond an experience's tracked views (a guest with Do Not Track, or booking from a link
   * opened before the period): counted apart, so the conversion never passes 100%.
   */
  untrackedBookings: z.number().int(),
  /** (bookings − untrackedBookings) / views: at most 1 (0 when there were no views). */
  conversion: z.number(),
  /** Each experience viewed or booked in the period, most booked first. */
  byExperience: z.array(
    z.object({
      experienceId: z.number().int(),
      title: z.string(),
      views: z.number().int(),
      bookings: z.number().int(),
      untrackedBookings: z.number().int(),
    }),
  ),
});
export type ExperienceFunnel = z.infer<typeof ExperienceFunnelSchema>;

export const AnalyticsSummarySchema = z.object({
  timeZone: z.string(),
  days: z.array(AnalyticsDaySchema),
  topPages: z.array(z.object({ path: z.string(), pageViews: z.number().int() })),
  totals: z.object({
    pageViews: z.number().int(),
    visitors: z.number().int(),
    bookClicks: z.number().int(),
    bookVisitors: z.number().int(),
    enquiries: z.number().int(),
    /** bookVisitors / visitors (0 when there were no visitors), from 0 to 1. */
    conversion: z.number(),
  }),
  experienceFunnel: ExperienceFunnelSchema,
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;
