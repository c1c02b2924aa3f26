import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { OptionalTextSchema, requiredText } from './common.js';
import { MAX_ID } from './fields.js';

/**
 * The public booking form's schema (issue 35, spec section 5, its messages word for word), apart from
 * the experiences' schemas: those are derived from the tables (decision 0047), and this one is loaded by
 * the public experience page, which must not load the table definitions and Drizzle's column builders.
 * `experiences.ts` re-exports everything here; the public page imports this module itself.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD (not 2027-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const BOOKING_NAME_MESSAGE = 'Name is required';
export const BOOKING_EMAIL_MESSAGE = 'Please enter a valid email address';
export const BOOKING_PHONE_MESSAGE = 'Phone number is required';
export const BOOKING_DATE_MESSAGE = 'Booking date is required';
export const BOOKING_PARTICIPANTS_MESSAGE = 'Number of participants is required';
export const BOOKING_EXPERIENCE_MESSAGE = 'Please choose an experience';
/** Beside the spec's messages (issue 42): a name that looks like a name, a phone that has its digits. */
export const BOOKING_NAME_FORM_MESSAGE =
  'Please enter your name in letters (spaces, apostrophes, hyphens and dots are fine), at most 80 characters';
export const BOOKING_PHONE_SHORT_MESSAGE = 'Please enter a phone number with at least 6 digits';
export const MAX_GUEST_NAME_LENGTH = 80;

/**
 * A guest's name as the guest's emails carry it (issue 42, item 5): letters of any script, spaces,
 * apostrophes, hyphens and dots, at most 80 characters. So no link, no address, no digits, no
 * sentence punctuation: the form cannot make the chalet's email say something of a stranger's choosing.
 */
const GUEST_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
/** `www.bank.example`: a dot straight before two letters is a web address, not initials (J.R.R.). */
const DOMAIN_LIKE = /\.\p{L}{2}/u;
export const isGuestName = (value: string) =>
  value.length <= MAX_GUEST_NAME_LENGTH && GUEST_NAME.test(value) && !DOMAIN_LIKE.test(value);

/** A phone number: digits with the usual separators (+ ( ) - . / and spaces), at least 6 digits. */
const PHONE = /^[0-9+()\-./ ]+$/;
export const isPhoneNumber = (value: string) => PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
export const MAX_BOOKING_PARTICIPANTS = 500;

export const ExperienceBookingCreateSchema = z.object({
  experienceId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: BOOKING_EXPERIENCE_MESSAGE })
      .int(BOOKING_EXPERIENCE_MESSAGE)
      .positive(BOOKING_EXPERIENCE_MESSAGE)
      .max(MAX_ID, BOOKING_EXPERIENCE_MESSAGE),
  ),
  guestName: requiredText(BOOKING_NAME_MESSAGE, 200)
    .transform((name) => name.replace(/\s+/g, ' '))
    .refine(isGuestName, BOOKING_NAME_FORM_MESSAGE),
  guestEmail: z
    .string({ error: BOOKING_EMAIL_MESSAGE })
    .trim()
    .max(254, BOOKING_EMAIL_MESSAGE)
    .pipe(z.email({ error: BOOKING_EMAIL_MESSAGE })),
  guestPhone: requiredText(BOOKING_PHONE_MESSAGE, 40).refine(isPhoneNumber, BOOKING_PHONE_SHORT_MESSAGE),
  bookingDate: z
    .string({ error: BOOKING_DATE_MESSAGE })
    .trim()
    .min(1, BOOKING_DATE_MESSAGE)
    .refine(isIsoDate, 'Booking date must be a date such as 2027-04-05'),
  participants: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: BOOKING_PARTICIPANTS_MESSAGE })
      .int(BOOKING_PARTICIPANTS_MESSAGE)
      .min(1, BOOKING_PARTICIPANTS_MESSAGE)
      .max(MAX_BOOKING_PARTICIPANTS, `At most ${MAX_BOOKING_PARTICIPANTS} participants`),
  ),
  specialRequests: OptionalTextSchema,
  /**
   * The language of the page the guest booked from (decision 0095): their emails and calendar file are
   * written in it. Absent: the browser's Accept-Language among ours, else English.
   */
  language: z
    .enum(LOCALES, {
      error: (issue) =>
        `Unknown language ${JSON.stringify(issue.input)}: language must be one of ${LOCALES.join(', ')}`,
    })
    .optional(),
});
export type ExperienceBookingCreateInput = z.input<typeof ExperienceBookingCreateSchema>;
