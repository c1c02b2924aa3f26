/**
 * The emails the site sends, one typed builder per kind: each answers the outbox row to queue
 * (enqueueEmail), so every email goes out through the outbox with its retries.
 */
import { m } from '../../../shared/i18n/locale.js';
import { type Locale, SOURCE_LOCALE } from '../../../shared/locales.js';
import { paths } from '../../../shared/routes.js';
import { SITE } from '../../../shared/site.js';
import type { OutboxAttachment } from '../../db/schema.js';
import { formatLongDate, formatLongDateTimeInZone, formatStayDate } from '../time/zoned-dates.js';
import { buildCalendarFile } from './calendar-file.js';
import { emailDate, emailDateTime, emailLocale, emailMoney } from './email-language.js';
import { sanitizeHeaderValue } from './mailer.js';
import type { NewOutboxEmail } from './outbox.repository.js';

/** Where the owner reads a message in the back office. */
export function messageAdminUrl(publicUrl: string, id: number): string {
  return `${publicUrl}${paths.admin.messages}?message=${id}`;
}

/** What the contact email needs of a stored contact message. */
export interface ContactEmailSource {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** An email to the owner that no one replies to: not a guest's message, not a booking's. */
const toOwnerOnly = { replyToName: null, replyToAddress: null, contactSubmissionId: null } as const;

/** The owner's notification of a new contact message. */
export function buildContactEmail(
  row: ContactEmailSource,
  publicUrl: string,
  siteName: string = SITE.name,
): NewOutboxEmail & { kind: 'contact' } {
  const name = sanitizeHeaderValue(row.name, 100);
  const subject = sanitizeHeaderValue(row.subject, 150);
  const text = [
    `${name} <${row.email}> sent a message through the contact form of ${siteName}.`,
    '',
    `Subject: ${subject}`,
    '',
    row.message,
    '',
    '--',
    `Read it in the back office: ${messageAdminUrl(publicUrl, row.id)}`,
    `Reply to this email to answer ${name}.`,
  ].join('\n');
  return {
    kind: 'contact',
    subject: `New message from ${name}: ${subject}`,
    text,
    replyToName: name,
    replyToAddress: sanitizeHeaderValue(row.email, 254),
    contactSubmissionId: row.id,
  };
}

/**
 * The owner's alert that the overall ceiling on failed access-code checks was reached (issue 42 item
 * 8): someone is guessing codes from many addresses, and guests' checks are refused until the hour ends.
 */
export function buildAccessCodeAlertEmail(
  publicUrl: string,
  limit: number,
  until: Date,
  timeZone: string,
  siteName: string = SITE.name,
): NewOutboxEmail & { kind: 'access-code-alert' } {
  return {
    kind: 'access-code-alert',
    subject: `Access codes: ${limit} wrong codes tried within an hour`,
    text: [
      `${limit} wrong access codes were tried on ${siteName}'s check-in page within an hour, from many addresses: someone may be guessing codes.`,
      '',
      `Until ${formatLongDateTimeInZone(until, timeZone)}, every code is refused, guests' own codes included.`,
      '',
      `Your access codes: ${publicUrl}${paths.admin.accessCodes}`,
    ].join('\n'),
    ...toOwnerOnly,
  };
}

/** The back office's test email: sent straight away from the inbox, or queued from the setup checklist. */
export function buildTestEmail(
  publicUrl: string,
  siteName: string = SITE.name,
): NewOutboxEmail & { kind: 'test' } {
  return {
    kind: 'test',
    subject: `Test email from ${siteName}`,
    text: [
      'This is a test email from the back office of your website.',
      'New contact messages will be sent to this address.',
      '',
      `Back office: ${publicUrl}${paths.admin.messages}`,
    ].join('\n'),
    ...toOwnerOnly,
  };
}

/** What the owner's alert about a feed that lost every reservation needs (issue 42). */
export interface ReservationsGoneEmailSource {
  feedLabel: string;
  /** The access codes kept valid for now. */
  codesKept: number;
  /** When an answer may confirm it (an hour after the first). */
  confirmableAt: Date;
  timeZone: string;
}

/** The owner's alert: a calendar feed answered without any reservation; the codes are kept for now. */
export function buildReservationsGoneEmail(
  source: ReservationsGoneEmailSource,
  publicUrl: string,
): NewOutboxEmail & { kind: 'calendar-reservations-gone' } {
  const label = sanitizeHeaderValue(source.feedLabel, 100);
  const codes = source.codesKept === 1 ? '1 access code' : `${source.codesKept} access codes`;
  return {
    kind: 'calendar-reservations-gone',
    subject: `Calendar "${label}": every reservation disappeared at once`,
    text: [
      `The calendar feed "${label}" answered without any reservation, which would switch off ${codes} made from it.`,
      'Booking platforms sometimes answer like this by mistake, so the codes stay valid and the calendar is kept as it was.',
      `If the feed still answers the same after ${formatLongDateTimeInZone(source.confirmableAt, source.timeZone)}, the next sync takes it and switches those codes off.`,
      'If the stays really were cancelled, switch their codes off in the back office now.',
      '',
      `Calendar feeds: ${publicUrl}${paths.admin.availability}`,
      `Access codes: ${publicUrl}${paths.admin.accessCodes}`,
    ].join('\n'),
    ...toOwnerOnly,
  };
}

// ---------------------------------------------------------------------------------------------------
// Experience bookings (issue 35, decision 0053)

/** The owner's words of an experience that a guest's emails carry (in the guest's language where translated). */
export interface ExperienceWords {
  title: string;
  provider: string;
  location: string;
  duration: string;
  /** The owner's "How to pay" line (absent from drafts queued before it existed). */
  howToPay?: string | null;
}

/** What a booking's emails need: the booking, its experience, when it starts, and who to ask. */
export interface BookingEmailSource {
  id: number;
  bookingReference: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  bookingDate: string;
  participants: number;
  totalPrice: string;
  specialRequests: string | null;
  /** The experience in English, as the owner wrote it (the owner's notices). */
  experience: ExperienceWords & { durationMinutes: number };
  /**
   * The guest's language (decision 0095): their emails and calendar file are written in it; absent from
   * drafts queued before it, English.
   */
  language?: Locale;
  /** The experience's words in the guest's language (absent: the English of `experience`). */
  guestExperience?: ExperienceWords;
  startsAt: Date;
  timeZone: string;
  /** The guest's manage link (with its token); only the guest's emails carry it. */
  manageUrl: string;
  /**
   * The host's phone and email (site settings), for the guest to ask, and the site's name (absent in a
   * draft queued before the name was a setting: the default name).
   */
  host: { phone: string; email: string; siteName?: string };
  /** When the emails are made (the calendar file's stamp). */
  now: Date;
}

const siteNameOf = (source: BookingEmailSource) => source.host.siteName ?? SITE.name;
/** The language of the guest's emails. */
const guestLocaleOf = (source: BookingEmailSource) => emailLocale(source.language);
/** The experience as the guest reads it. */
const guestWordsOf = (source: BookingEmailSource): ExperienceWords => ({
  ...source.experience,
  ...source.guestExperience,
});

const participantsText = (count: number, locale: Locale = SOURCE_LOCALE) =>
  m.emails_booking_people({ count }, { locale });

/** How every email to a guest ends: who to ask (or to reply), then the site's name. */
function guestClosingLines(host: BookingEmailSource['host'], locale: Locale): string[] {
  const lines = [
    host.phone && m.emails_closing_phone({ phone: host.phone }, { locale }),
    host.email && m.emails_closing_email({ email: host.email }, { locale }),
  ].filter(Boolean);
  return [
    m.emails_closing_questions({}, { locale }),
    ...(lines.length > 0 ? lines : [m.emails_closing_reply({}, { locale })]),
    '',
    host.siteName ?? SITE.name,
  ];
}

/** The booking's facts, in `locale` with the experience's words `words` (the owner's: English). */
function bookingFacts(
  source: BookingEmailSource,
  locale: Locale = SOURCE_LOCALE,
  words: ExperienceWords = source.experience,
): string[] {
  const o = { locale };
  return [
    m.emails_booking_reference({ reference: source.bookingReference }, o),
    m.emails_booking_experience({ title: words.title }, o),
    m.emails_booking_when({ when: emailDateTime(source.startsAt, source.timeZone, locale) }, o),
    m.emails_booking_duration({ duration: words.duration }, o),
    m.emails_booking_participants({ participants: participantsText(source.participants, locale) }, o),
    m.emails_booking_total({ total: emailMoney(source.totalPrice, locale) }, o),
    m.emails_booking_provider({ provider: words.provider }, o),
    m.emails_booking_meeting_point({ location: words.location }, o),
  ];
}

/** The guest's calendar file, its summary and description in the guest's language. */
function bookingCalendarFile(
  source: BookingEmailSource,
  publicUrl: string,
  cancelled: boolean,
): OutboxAttachment {
  const locale = guestLocaleOf(source);
  const words = guestWordsOf(source);
  const o = { locale };
  const content = buildCalendarFile(
    {
      uid: `booking-${source.bookingReference}@${new URL(publicUrl).hostname}`,
      method: cancelled ? 'CANCEL' : 'PUBLISH',
      sequence: cancelled ? 1 : 0,
      start: source.startsAt,
      end: new Date(source.startsAt.getTime() + source.experience.durationMinutes * 60_000),
      timeZone: source.timeZone,
      summary: m.emails_calendar_summary({ title: words.title, siteName: siteNameOf(source) }, o),
      location: words.location,
      description: [
        m.emails_calendar_booking(
          {
            reference: source.bookingReference,
            participants: participantsText(source.participants, locale),
          },
          o,
        ),
        m.emails_booking_provider({ provider: words.provider }, o),
        ...(source.manageUrl ? [m.emails_calendar_manage({ url: source.manageUrl }, o)] : []),
      ].join('\n'),
      url: source.manageUrl || undefined,
      stamp: source.now,
    },
    siteNameOf(source),
  );
  return {
    filename: `booking-${source.bookingReference}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content,
  };
}

/** Where the owner sees a booking in the back office. */
export function bookingAdminUrl(publicUrl: string, id: number): string {
  return `${publicUrl}${paths.admin.experienceBookings}?booking=${id}`;
}

/** Who a guest's booking email goes to and whom a reply reaches: the guest, answered by the host. */
const toGuest = (source: BookingEmailSource) => ({
  toAddress: sanitizeHeaderValue(source.guestEmail, 254),
  replyToName: siteNameOf(source),
  replyToAddress: source.host.email || null,
  contactSubmissionId: null,
  experienceBookingId: source.id,
  language: guestLocaleOf(source),
});

/** An owner's notice: to the owner, a reply goes to the guest. */
const toOwner = (source: BookingEmailSource, name: string) => ({
  toAddress: null,
  replyToName: name,
  replyToAddress: sanitizeHeaderValue(source.guestEmail, 254),
  contactSubmissionId: null,
  experienceBookingId: source.id,
  attachments: [],
});

/** The guest's details in an owner's notice. */
const guestLines = (source: BookingEmailSource, name: string) => [
  `Guest: ${name}`,
  `Email: ${source.guestEmail}`,
  `Phone: ${source.guestPhone}`,
];

/** The guest's email about their booking; a confirmation and a cancellation differ only by these. */
function buildGuestBookingEmail<K extends 'booking-confirmation' | 'booking-cancellation'>(
  kind: K,
  source: BookingEmailSource,
  publicUrl: string,
  { opening, cancelled, reason }: { opening: string; cancelled: boolean; reason?: string | null },
): NewOutboxEmail & { kind: K } {
  const locale = guestLocaleOf(source);
  const words = guestWordsOf(source);
  const o = { locale };
  const name = sanitizeHeaderValue(source.guestName, 100);
  const text = [
    m.emails_booking_greeting({ name }, o),
    '',
    opening,
    ...(reason ? ['', m.emails_booking_reason({ reason }, o)] : []),
    '',
    ...bookingFacts(source, locale, words),
    // The site takes no payments: the owner's own words on how the guest pays.
    ...(!cancelled && words.howToPay ? [m.emails_booking_how_to_pay({ howToPay: words.howToPay }, o)] : []),
    '',
    cancelled ? m.emails_booking_calendar_removes({}, o) : m.emails_booking_calendar_adds({}, o),
    '',
    ...(cancelled ? [] : [m.emails_booking_manage_link({}, o), source.manageUrl, '']),
    ...guestClosingLines(source.host, locale),
  ].join('\n');
  const subject = cancelled ? m.emails_booking_cancelled_subject : m.emails_booking_confirmed_subject;
  return {
    kind,
    subject: subject(
      {
        title: words.title,
        date: emailDate(source.bookingDate, locale),
        reference: source.bookingReference,
      },
      o,
    ),
    text,
    ...toGuest(source),
    attachments: [bookingCalendarFile(source, publicUrl, cancelled)],
  };
}

/** The owner's notice about a booking (made, or cancelled by the guest); they differ only by these. */
function buildOwnerBookingNotice<K extends 'booking-notice' | 'booking-cancellation-notice'>(
  kind: K,
  source: BookingEmailSource,
  publicUrl: string,
  {
    subject,
    headline,
    replyLine,
  }: { subject: string; headline: (name: string) => string; replyLine: boolean },
): NewOutboxEmail & { kind: K } {
  const name = sanitizeHeaderValue(source.guestName, 100);
  const text = [
    headline(name),
    '',
    ...bookingFacts(source),
    '',
    ...guestLines(source, name),
    ...(replyLine && source.specialRequests ? ['', 'Requests:', source.specialRequests] : []),
    '',
    '--',
    `See it in the back office: ${bookingAdminUrl(publicUrl, source.id)}`,
    ...(replyLine ? [`Reply to this email to write to ${name}.`] : []),
  ].join('\n');
  return { kind, subject, text, ...toOwner(source, name) };
}

/**
 * The guest's confirmation, with the calendar file and the manage link. A guest's email carries no text
 * the form took freely (issue 42, item 5): the name only, checked to look like a name when booked; the
 * special requests go to the owner alone.
 */
export const buildBookingConfirmationEmail = (source: BookingEmailSource, publicUrl: string) =>
  buildGuestBookingEmail('booking-confirmation', source, publicUrl, {
    opening: m.emails_booking_confirmed_opening(
      { siteName: siteNameOf(source) },
      { locale: guestLocaleOf(source) },
    ),
    cancelled: false,
  });

/** The owner's notice of a new booking. */
export const buildBookingNoticeEmail = (source: BookingEmailSource, publicUrl: string) =>
  buildOwnerBookingNotice('booking-notice', source, publicUrl, {
    subject: `New booking ${source.bookingReference}: ${source.experience.title}, ${formatLongDate(source.bookingDate)}, ${participantsText(source.participants)}`,
    headline: (name) => `${name} booked ${source.experience.title} on the website.`,
    replyLine: true,
  });

/**
 * The guest's notice that their booking is cancelled (they cancelled, or the owner did, with the
 * owner's optional reason).
 */
export const buildBookingCancellationEmail = (
  source: BookingEmailSource,
  publicUrl: string,
  by: 'guest' | 'owner',
  reason: string | null = null,
) =>
  buildGuestBookingEmail('booking-cancellation', source, publicUrl, {
    opening:
      by === 'guest'
        ? m.emails_booking_cancelled_by_guest({}, { locale: guestLocaleOf(source) })
        : m.emails_booking_cancelled_by_owner({}, { locale: guestLocaleOf(source) }),
    cancelled: true,
    reason: by === 'owner' ? reason : null,
  });

/** The owner's notice that a guest cancelled through their manage link. */
export const buildBookingCancellationNoticeEmail = (source: BookingEmailSource, publicUrl: string) =>
  buildOwnerBookingNotice('booking-cancellation-notice', source, publicUrl, {
    subject: `Booking cancelled ${source.bookingReference}: ${source.experience.title}, ${formatLongDate(source.bookingDate)}`,
    headline: (name) => `${name} cancelled their booking of ${source.experience.title}.`,
    replyLine: false,
  });

// ---------------------------------------------------------------------------------------------------
// A guest's word from the check-in page (issue 43, decision 0074)

/** What the owner's alert needs of the guest's access code and the moment of the press. */
export interface GuestAlertSource {
  code: string;
  guestName: string | null;
  checkInAt: Date | null;
  checkOutAt: Date | null;
  at: Date;
  timeZone: string;
  publicUrl: string;
}

/** "Olivia Bennett (code KOALA-2911, staying Fri 4 Dec, 3:00 PM – Mon 7 Dec, 11:00 AM)". */
function guestLine(source: GuestAlertSource): string {
  const name = sanitizeHeaderValue(source.guestName ?? 'A guest', 100);
  const stay =
    source.checkInAt && source.checkOutAt
      ? `, staying ${formatStayDate(source.checkInAt, source.timeZone)} – ${formatStayDate(source.checkOutAt, source.timeZone)}`
      : '';
  return `${name} (code ${source.code}${stay})`;
}

const accessCodesAdminLine = (publicUrl: string) =>
  `Their access code in the back office: ${publicUrl}${paths.admin.accessCodes}`;

/** The owner's alert: a guest pressed "Code not working?" and wrote to them. */
export function buildGuestHelpEmail(
  source: GuestAlertSource,
  message: string,
): NewOutboxEmail & { kind: 'guest-help' } {
  const who = guestLine(source);
  return {
    kind: 'guest-help',
    subject: `Door trouble: ${sanitizeHeaderValue(source.guestName ?? source.code, 100)} needs help`,
    text: [
      `${who} pressed "Code not working?" on the check-in page at ${formatLongDateTimeInZone(source.at, source.timeZone)} and wrote:`,
      '',
      message,
      '',
      '--',
      accessCodesAdminLine(source.publicUrl),
    ].join('\n'),
    ...toOwnerOnly,
  };
}

/** The owner's notice: a guest pressed "I'm in". */
export function buildGuestArrivedEmail(source: GuestAlertSource): NewOutboxEmail & { kind: 'guest-arrived' } {
  return {
    kind: 'guest-arrived',
    subject: `${sanitizeHeaderValue(source.guestName ?? source.code, 100)} is in`,
    text: [
      `${guestLine(source)} pressed "I'm in" on the check-in page at ${formatLongDateTimeInZone(source.at, source.timeZone)}.`,
      '',
      '--',
      accessCodesAdminLine(source.publicUrl),
    ].join('\n'),
    ...toOwnerOnly,
  };
}

/** How long a booking that waits for the guest's confirmation holds (issue 42, item 5). */
export const PENDING_BOOKING_MINUTES = 30;

/**
 * The guest's request to confirm a booking that waits for it: the facts and the link to the page with
 * the 'Confirm booking' button (a link alone changes nothing, so a mail scanner cannot confirm).
 */
export function buildBookingPendingEmail(
  source: BookingEmailSource,
): NewOutboxEmail & { kind: 'booking-pending' } {
  const locale = guestLocaleOf(source);
  const words = guestWordsOf(source);
  const o = { locale };
  const name = sanitizeHeaderValue(source.guestName, 100);
  const text = [
    m.emails_booking_greeting({ name }, o),
    '',
    m.emails_booking_pending_opening({ siteName: siteNameOf(source) }, o),
    '',
    ...bookingFacts(source, locale, words),
    '',
    m.emails_booking_pending_confirm_link({ minutes: PENDING_BOOKING_MINUTES }, o),
    source.manageUrl,
    '',
    m.emails_booking_pending_not_you({}, o),
    '',
    ...guestClosingLines(source.host, locale),
  ].join('\n');
  return {
    kind: 'booking-pending',
    subject: m.emails_booking_pending_subject(
      {
        title: words.title,
        date: emailDate(source.bookingDate, locale),
        reference: source.bookingReference,
      },
      o,
    ),
    text,
    ...toGuest(source),
    attachments: [],
  };
}
