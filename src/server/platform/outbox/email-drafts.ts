/**
 * Booking emails queued as drafts (issue 42, item 4). The booking's transaction writes only the outbox
 * row with what the email is built from (the draft: the template and its facts, as JSON); the email and
 * its calendar file are built after the commit (`buildQueuedDrafts`), outside the experience's row lock.
 * If the process dies between the commit and that build, the sender builds the draft itself before
 * sending (`readyToSend`): the row was committed with the booking, so the email is never lost.
 */
import { SOURCE_LOCALE } from '../../../shared/locales.js';
import type { Db } from '../../db/client.js';
import type { OutboxEmailDraft } from '../../db/schema.js';
import { emailLocale } from './email-language.js';
import {
  type BookingEmailSource,
  buildBookingCancellationEmail,
  buildBookingCancellationNoticeEmail,
  buildBookingConfirmationEmail,
  buildBookingNoticeEmail,
  buildBookingPendingEmail,
} from './email-templates.js';
import {
  type BuiltEmail,
  listUnbuiltEmails,
  type NewOutboxEmail,
  type OutboxEmail,
  storeBuiltEmail,
} from './outbox.repository.js';

export type BookingEmailTemplate =
  | 'booking-confirmation'
  | 'booking-notice'
  | 'booking-cancellation'
  | 'booking-cancellation-notice'
  | 'booking-pending';

/** The templates written to the guest (in the guest's language), the others being the owner's notices. */
const GUEST_TEMPLATES: ReadonlySet<BookingEmailTemplate> = new Set([
  'booking-confirmation',
  'booking-cancellation',
  'booking-pending',
]);

interface BookingDraft extends OutboxEmailDraft {
  template: BookingEmailTemplate;
  publicUrl: string;
  /** Who cancelled (a cancellation's wording). */
  by: 'guest' | 'owner' | null;
  /** The owner's reason for cancelling, told to the guest (absent from older drafts). */
  reason?: string | null;
  /** The source with its instants as ISO text (JSON). */
  source: Omit<BookingEmailSource, 'startsAt' | 'now'> & { startsAt: string; now: string };
}

/** The outbox row of a booking email to build later: cheap, so it belongs in the booking's transaction. */
export function bookingEmailDraft(
  template: BookingEmailTemplate,
  source: BookingEmailSource,
  publicUrl: string,
  by: 'guest' | 'owner' | null = null,
  reason: string | null = null,
): NewOutboxEmail {
  const draft: BookingDraft = {
    template,
    publicUrl,
    by,
    reason,
    // Only what the templates read (a booking or experience row holds more).
    source: {
      id: source.id,
      bookingReference: source.bookingReference,
      guestName: source.guestName,
      guestEmail: source.guestEmail,
      guestPhone: source.guestPhone,
      bookingDate: source.bookingDate,
      participants: source.participants,
      totalPrice: source.totalPrice,
      specialRequests: source.specialRequests,
      experience: {
        title: source.experience.title,
        provider: source.experience.provider,
        location: source.experience.location,
        duration: source.experience.duration,
        durationMinutes: source.experience.durationMinutes,
        howToPay: source.experience.howToPay ?? null,
      },
      // The guest's language and the experience's words in it (decision 0095); English leaves both out,
      // so its drafts are as before.
      ...(source.language && source.language !== SOURCE_LOCALE ? { language: source.language } : {}),
      ...(source.guestExperience
        ? {
            guestExperience: {
              title: source.guestExperience.title,
              provider: source.guestExperience.provider,
              location: source.guestExperience.location,
              duration: source.guestExperience.duration,
              howToPay: source.guestExperience.howToPay ?? null,
            },
          }
        : {}),
      timeZone: source.timeZone,
      manageUrl: source.manageUrl,
      host: source.host,
      startsAt: source.startsAt.toISOString(),
      now: source.now.toISOString(),
    },
  };
  return {
    kind: template,
    subject: '',
    text: '',
    replyToName: null,
    replyToAddress: null,
    contactSubmissionId: null,
    experienceBookingId: source.id,
    draft,
    // The guest's emails are in the guest's language; the owner's notices in English.
    language: GUEST_TEMPLATES.has(template) ? emailLocale(source.language) : SOURCE_LOCALE,
  };
}

/** The email a draft describes, built exactly as the templates build it. */
export function buildEmailFromDraft(stored: OutboxEmailDraft): BuiltEmail {
  const draft = stored as BookingDraft;
  const source: BookingEmailSource = {
    ...draft.source,
    startsAt: new Date(draft.source.startsAt),
    now: new Date(draft.source.now),
  };
  const email = (() => {
    switch (draft.template) {
      case 'booking-confirmation':
        return buildBookingConfirmationEmail(source, draft.publicUrl);
      case 'booking-notice':
        return buildBookingNoticeEmail(source, draft.publicUrl);
      case 'booking-cancellation':
        return buildBookingCancellationEmail(
          source,
          draft.publicUrl,
          draft.by ?? 'guest',
          draft.reason ?? null,
        );
      case 'booking-cancellation-notice':
        return buildBookingCancellationNoticeEmail(source, draft.publicUrl);
      case 'booking-pending':
        return buildBookingPendingEmail(source);
      default:
        throw new Error(`Unknown email draft template: ${String(draft.template)}`);
    }
  })();
  return {
    subject: email.subject,
    text: email.text,
    toAddress: email.toAddress ?? null,
    replyToName: email.replyToName ?? null,
    replyToAddress: email.replyToAddress ?? null,
    attachments: email.attachments ?? [],
  };
}

/** Builds the unbuilt drafts of one booking (after its commit) and stores the emails; how many. */
export async function buildQueuedDrafts(db: Db, experienceBookingId?: number): Promise<number> {
  const drafts = await listUnbuiltEmails(db, experienceBookingId);
  for (const row of drafts) {
    if (row.draft) await storeBuiltEmail(db, row.id, buildEmailFromDraft(row.draft));
  }
  return drafts.length;
}

/** The email as it is sent: a draft nobody built yet (its process died after the commit) is built now. */
export function readyToSend(email: OutboxEmail): OutboxEmail {
  return email.draft && email.text === '' ? { ...email, ...buildEmailFromDraft(email.draft) } : email;
}

/**
 * An outbox row of `row_to_json` (column names as keys) with its unbuilt draft built into it, as the
 * sender would build it: a backup then judges the email itself, not its draft (which holds a guest's
 * manage link even for the owner's notice).
 */
export function rowWithDraftBuilt(row: Record<string, unknown>): Record<string, unknown> {
  if (!row.draft || row.text !== '') return row;
  const built = buildEmailFromDraft(row.draft as OutboxEmailDraft);
  return {
    ...row,
    subject: built.subject,
    text: built.text,
    to_address: built.toAddress,
    reply_to_name: built.replyToName,
    reply_to_address: built.replyToAddress,
    attachments: built.attachments,
  };
}
