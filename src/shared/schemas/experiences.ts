import { z } from 'zod';
import { MONEY_PATTERN, normalizeMoney } from '../money.js';
import { bookableExperiences, experienceBookings } from '../tables.js';
import { AttractionDetailsSchema } from './attractions.js';
import {
  NullableTimestampSchema,
  OptionalLineSchema,
  OptionalTextSchema,
  requiredMultilineText,
  requiredText,
  TimestampSchema,
} from './common.js';
import { isIsoDate } from './experience-booking-form.js';
import { MAX_ID, requiredImageSource } from './fields.js';
import { createInsertSchema, createSelectSchema } from './from-table.js';

/**
 * Bookable experiences and their bookings (issue 35, decision 0053), derived from their tables
 * (`bookableExperiences`, `experienceBookings`; decision 0047). The public booking form's schema, with
 * the spec's messages (section 5) word for word, is apart in `experience-booking-form.ts` and
 * re-exported here; the rest of the messages are ours.
 */

// ---------------------------------------------------------------------------------------------------
// Shared pieces

/** Weekday names as `availableDays` holds them, Monday first. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a calendar date (YYYY-MM-DD): a date has one weekday whatever the zone. */
export function weekdayOfIsoDate(iso: string): Weekday {
  const sundayFirst = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7];
}

/** The booking statuses, as the table's `status` column lists them. */
export const BOOKING_STATUSES = experienceBookings.status.enumValues;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** What the owner may set: a confirmed booking becomes one of these, and stays so. */
export const BOOKING_STATUS_CHANGES = ['cancelled', 'completed', 'no-show'] as const;

/** A decimal amount on the wire: "145.00" (decision 0053: never a binary floating-point number). */
export const MoneySchema = z.string();

const PRICE_MESSAGE = 'Price must be an amount such as 145.00';
const priceInput = z
  .string({ error: PRICE_MESSAGE })
  .trim()
  .regex(MONEY_PATTERN, PRICE_MESSAGE)
  .transform(normalizeMoney)
  .refine((v) => Number.parseInt(v, 10) <= 99_999, 'Price must be at most 99999.99');

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be a whole number from ${min} to ${max}`)
    .max(max, `${label} must be a whole number from ${min} to ${max}`);

const START_TIME_MESSAGE = 'Start time must be a time such as 09:30';
const StartTimeSchema = z
  .string({ error: START_TIME_MESSAGE })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, START_TIME_MESSAGE);

const AvailableDaysSchema = z
  .array(z.string({ error: 'Each day must be a weekday name such as Monday' }), {
    error: 'Choose at least one day',
  })
  .transform((days, ctx) => {
    const chosen = new Set<Weekday>();
    for (const day of days) {
      const weekday = WEEKDAYS.find((name) => name.toLowerCase() === day.trim().toLowerCase());
      if (!weekday) {
        ctx.addIssue({ code: 'custom', message: 'Each day must be a weekday name such as Monday' });
        return z.NEVER;
      }
      chosen.add(weekday);
    }
    // Stored in week order, each once.
    return WEEKDAYS.filter((day) => chosen.has(day));
  })
  .refine((days) => days.length > 0, 'Choose at least one day');

/** An optional reference (the attraction an experience belongs to): missing, null or blank is none. */
const OptionalAttractionIdSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: 'Attraction must be an attraction id' })
    .int('Attraction must be an attraction id')
    .positive('Attraction must be an attraction id')
    .max(MAX_ID, 'Attraction must be an attraction id')
    .nullable(),
);

// ---------------------------------------------------------------------------------------------------
// Experiences

/** The price as the numeric column reads ("145.00"); `startTime` is 'HH:MM' on the chalet's wall clock. */
export const ExperienceSchema = createSelectSchema(bookableExperiences, {
  price: MoneySchema,
  availableDays: z.array(z.string()),
  details: z.record(z.string(), z.unknown()),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
/** An experience as the browser receives it. */
export type Experience = z.input<typeof ExperienceSchema>;

const ExperienceFields = createInsertSchema(bookableExperiences, {
  title: requiredText('Title is required', 200),
  description: requiredMultilineText('Description is required'),
  image: requiredImageSource('Please upload an image for the experience'),
  imageAlt: OptionalLineSchema,
  price: priceInput,
  duration: requiredText('Duration is required', 100),
  provider: requiredText('Provider is required', 200),
  location: requiredText('Location is required', 300),
  howToPay: OptionalLineSchema.refine(
    (v) => !v || v.length <= 300,
    'How to pay must be at most 300 characters',
  ),
  availableDays: AvailableDaysSchema,
  maxParticipants: wholeNumber('Maximum participants', 1, 500),
  attractionId: OptionalAttractionIdSchema,
  details: AttractionDetailsSchema,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  startTime: StartTimeSchema,
  durationMinutes: wholeNumber('Length in minutes', 15, 10_080),
  leadTimeHours: wholeNumber('Lead time (hours)', 0, 720),
  advanceWindowDays: wholeNumber('Booking window (days)', 1, 730),
  cancellationCutoffHours: wholeNumber('Cancellation cut-off (hours)', 0, 720),
}).omit({ id: true, createdAt: true, updatedAt: true });

/** The rules' defaults (also the columns' defaults in the database). */
export const EXPERIENCE_RULE_DEFAULTS = {
  startTime: '09:00',
  durationMinutes: 120,
  leadTimeHours: 24,
  advanceWindowDays: 180,
  cancellationCutoffHours: 48,
} as const;

export const ExperienceCreateSchema = ExperienceFields.extend({
  attractionId: OptionalAttractionIdSchema.default(null),
  details: AttractionDetailsSchema.default({}),
  isActive: ExperienceFields.shape.isActive.default(true),
  startTime: StartTimeSchema.default(EXPERIENCE_RULE_DEFAULTS.startTime),
  durationMinutes: ExperienceFields.shape.durationMinutes.default(EXPERIENCE_RULE_DEFAULTS.durationMinutes),
  leadTimeHours: ExperienceFields.shape.leadTimeHours.default(EXPERIENCE_RULE_DEFAULTS.leadTimeHours),
  advanceWindowDays: ExperienceFields.shape.advanceWindowDays.default(
    EXPERIENCE_RULE_DEFAULTS.advanceWindowDays,
  ),
  cancellationCutoffHours: ExperienceFields.shape.cancellationCutoffHours.default(
    EXPERIENCE_RULE_DEFAULTS.cancellationCutoffHours,
  ),
});
export type ExperienceCreateInput = z.input<typeof ExperienceCreateSchema>;

export const ExperienceUpdateSchema = ExperienceFields.partial();
export type ExperienceUpdateInput = z.input<typeof ExperienceUpdateSchema>;

/** GET /api/experiences: the active ones; `?all=true` (the owner) every one. */
export const ExperienceListQuerySchema = z.object({
  all: z.enum(['true', 'false'], { error: 'all must be true or false' }).optional(),
});

const isoDateParam = (name: string) =>
  z.string().trim().refine(isIsoDate, `${name} must be a date such as 2027-04-05`).optional();

/** The longest range one availability answer covers. */
export const MAX_AVAILABILITY_DAYS = 366;

/** GET /api/experiences/{id}/availability?from=&to= (both optional: the whole booking window). */
export const ExperienceAvailabilityQuerySchema = z
  .object({ from: isoDateParam('from'), to: isoDateParam('to') })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: 'from must not be after to',
    path: ['to'],
  });

export const ExperienceAvailabilitySchema = z.object({
  experienceId: z.number(),
  /** The chalet's IANA zone: dates and the start time are on its calendar and clock. */
  timeZone: z.string(),
  startTime: z.string(),
  maxParticipants: z.number(),
  /** The first and last dates bookable now (lead time and booking window), whatever the range asked. */
  firstBookableDate: z.string(),
  lastBookableDate: z.string(),
  /** Each bookable date in the range (its weekday offered, within lead time and window), in order. */
  dates: z.array(z.object({ date: z.string(), placesLeft: z.number() })),
});
export type ExperienceAvailability = z.input<typeof ExperienceAvailabilitySchema>;

// ---------------------------------------------------------------------------------------------------
// Bookings: the spec's shared schema (section 5), messages verbatim

export {
  BOOKING_DATE_MESSAGE,
  BOOKING_EMAIL_MESSAGE,
  BOOKING_EXPERIENCE_MESSAGE,
  BOOKING_NAME_MESSAGE,
  BOOKING_PARTICIPANTS_MESSAGE,
  BOOKING_PHONE_MESSAGE,
  type ExperienceBookingCreateInput,
  ExperienceBookingCreateSchema,
  isIsoDate,
  MAX_BOOKING_PARTICIPANTS,
} from './experience-booking-form.js';

/**
 * The `Idempotency-Key` header the booking form sends (a fresh random id per filled-in form): a repeated
 * submission with the same key answers the booking already made.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores';
export const BookingHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, IDEMPOTENCY_KEY_MESSAGE)
    .optional(),
});

/** A booking's row as read; the manage link's token hash and the form's idempotency key stay inside. */
const BookingRowSchema = createSelectSchema(experienceBookings, {
  totalPrice: MoneySchema,
  cancelledAt: NullableTimestampSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
}).omit({ manageTokenHash: true, idempotencyKey: true });
const bookingColumns = BookingRowSchema.shape;

/** A booking as the owner sees it: its row, with the experience's title. */
const { id: bookingId, experienceId: bookingExperienceId, ...bookingRest } = bookingColumns;
export const ExperienceBookingSchema = z.object({
  id: bookingId,
  experienceId: bookingExperienceId,
  experienceTitle: z.string(),
  ...bookingRest,
});
export type ExperienceBooking = z.input<typeof ExperienceBookingSchema>;

/** POST /api/experience-bookings' answer (201): the booking, its reference and total. */
export const BookingConfirmationSchema = z.object({
  id: bookingColumns.id,
  bookingReference: bookingColumns.bookingReference,
  experienceId: bookingColumns.experienceId,
  experienceTitle: z.string(),
  guestName: bookingColumns.guestName,
  guestEmail: bookingColumns.guestEmail,
  bookingDate: bookingColumns.bookingDate,
  /** The start as an instant, and the zone to show it in. */
  startsAt: TimestampSchema,
  timeZone: z.string(),
  participants: bookingColumns.participants,
  totalPrice: bookingColumns.totalPrice,
  status: bookingColumns.status,
  /** Whether the emails (confirmation, owner's notice) were queued: false when email is not set up. */
  emailQueued: z.boolean(),
  /**
   * The guest's manage page (`/manage-booking/<token>`) for a confirmed booking just made, so the guest
   * can cancel even when no email was sent (decision 0089); null for a pending booking (its link must
   * come through the guest's email) and for a replayed answer (the token is stored hashed).
   */
  managePath: z.string().nullable(),
});
export type BookingConfirmation = z.input<typeof BookingConfirmationSchema>;

/** The 409 when a date has too few places left. */
export const BookingFullSchema = z.object({ message: z.string(), placesLeft: z.number() });

export const CANCEL_REASON_MAX = 500;
export const BookingStatusUpdateSchema = z.object({
  status: z.enum(BOOKING_STATUS_CHANGES, {
    error: `status must be one of ${BOOKING_STATUS_CHANGES.join(', ')}`,
  }),
  /** The owner's optional reason when cancelling: the guest's cancellation email carries it. */
  reason: OptionalTextSchema.refine(
    (v) => !v || v.length <= CANCEL_REASON_MAX,
    `Reason must be at most ${CANCEL_REASON_MAX} characters`,
  ),
});

/** GET /api/experience-bookings and its CSV export. */
export const ExperienceBookingListQuerySchema = z
  .object({
    experienceId: z.coerce
      .number({ error: 'experienceId must be a positive whole number' })
      .int('experienceId must be a positive whole number')
      .positive('experienceId must be a positive whole number')
      .max(MAX_ID, 'experienceId must be a positive whole number')
      .optional(),
    status: z
      .enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` })
      .optional(),
    from: isoDateParam('from'),
    to: isoDateParam('to'),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: 'from must not be after to',
    path: ['to'],
  });

/** The dashboard's tile. */
export const ExperienceBookingSummarySchema = z.object({
  /** Confirmed bookings from today on (chalet's calendar). */
  upcoming: z.number(),
  upcomingParticipants: z.number(),
  /** Bookings made in the last 30 days, whatever became of them. */
  madeLast30Days: z.number(),
  /** Total of the confirmed and completed bookings made in the last 30 days. */
  revenueLast30Days: MoneySchema,
  nextBooking: z
    .object({
      id: z.number(),
      experienceTitle: z.string(),
      bookingDate: z.string(),
      participants: z.number(),
    })
    .nullable(),
});
export type ExperienceBookingSummary = z.input<typeof ExperienceBookingSummarySchema>;

// ---------------------------------------------------------------------------------------------------
// The guest's manage link

/** The token in a manage link: 43 base64url characters (32 random bytes). */
export const ManageTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid'),
});

export const ManagedBookingSchema = z.object({
  bookingReference: bookingColumns.bookingReference,
  status: bookingColumns.status,
  guestName: bookingColumns.guestName,
  bookingDate: bookingColumns.bookingDate,
  startsAt: TimestampSchema,
  timeZone: z.string(),
  participants: bookingColumns.participants,
  totalPrice: bookingColumns.totalPrice,
  specialRequests: bookingColumns.specialRequests,
  cancelledAt: bookingColumns.cancelledAt,
  /** Until when the guest may cancel online; `cancellable` says whether that is still possible now. */
  cancelUntil: TimestampSchema,
  cancellable: z.boolean(),
  experience: ExperienceSchema.pick({
    id: true,
    title: true,
    provider: true,
    location: true,
    duration: true,
    image: true,
    imageAlt: true,
  }),
});
export type ManagedBooking = z.input<typeof ManagedBookingSchema>;

export const BOOKING_NOT_FOUND_MESSAGE =
  'This booking link is not valid. Please check the link in your email.';

/** The 409's message: the same words wherever the places run out. */
export const bookingFullMessage = (placesLeft: number) =>
  placesLeft === 0
    ? 'Sorry, this date is now fully booked. Please choose another date.'
    : `Sorry, only ${placesLeft} ${placesLeft === 1 ? 'place is' : 'places are'} left on this date.`;
