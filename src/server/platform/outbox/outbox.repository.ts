import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, lte, max, ne, or, sql } from 'drizzle-orm';
import { paths } from '../../../shared/routes.js';
import { hasManageToken, redactManageTokens } from '../../../shared/token-paths.js';
import type { Db } from '../../db/client.js';
import { type OutboxAttachment, outboxEmails } from '../../db/schema.js';

export type OutboxEmail = typeof outboxEmails.$inferSelect;
/** The kinds of email the site sends; email-templates.ts builds each. */
export type OutboxEmailKind =
  | 'contact'
  | 'test'
  /** To the guest: a booking's confirmation, with its calendar file. */
  | 'booking-confirmation'
  /** To the owner: a new booking. */
  | 'booking-notice'
  /** To the guest: their booking was cancelled (by them or the owner). */
  | 'booking-cancellation'
  /** To the owner: a guest cancelled through their manage link. */
  | 'booking-cancellation-notice'
  /** To the owner: a guest pressed "Code not working?" and wrote a message (decision 0074). */
  | 'guest-help'
  /** To the owner: a guest pressed "I'm in". */
  | 'guest-arrived'
  /** To the guest: confirm a booking that waits for it (issue 42, item 5). */
  | 'booking-pending'
  /** To the owner: a calendar feed lost every reservation at once; its codes are kept for now. */
  | 'calendar-reservations-gone'
  /** To the owner: the ceiling on failed access-code checks was reached (issue 42 item 8). */
  | 'access-code-alert'
  /** To the owner: a single-use link to set a new password (issue 45 item 2, decision 0085). */
  | 'password-reset';
export type NewOutboxEmail = Pick<
  typeof outboxEmails.$inferInsert,
  | 'subject'
  | 'text'
  | 'replyToName'
  | 'replyToAddress'
  | 'contactSubmissionId'
  | 'toAddress'
  | 'attachments'
  | 'experienceBookingId'
  | 'draft'
  | 'language'
> & { kind: OutboxEmailKind };

/** Attempts before an email is given up ('failed'); with the default 30 s first delay about 8 hours. */
export const OUTBOX_MAX_ATTEMPTS = 15;
/** Longest wait between two attempts. */
export const OUTBOX_MAX_DELAY_MS = 60 * 60 * 1000;
/**
 * How long a claim holds an email without word from its sender (decision 0039). The live sender
 * renews it (OUTBOX_LEASE_RENEW_MS, and before each send), so a slow mail server never loses it; a
 * process that died lets it lapse, and another takes the email over this soon after.
 */
export const OUTBOX_LEASE_MS = 30 * 1000;
/** How often a sender renews the claims it still holds: three chances within one lease. */
export const OUTBOX_LEASE_RENEW_MS = OUTBOX_LEASE_MS / 3;

/** Queues an email. Call it with the transaction of the change that causes it, so both commit together. */
export async function enqueueEmail(db: Db, email: NewOutboxEmail) {
  const [row] = await db.insert(outboxEmails).values(email).returning();
  return row;
}

/**
 * Claims up to `limit` due emails for one sender: each gets a fresh claim token and a lease. The rows
 * are picked `FOR UPDATE SKIP LOCKED` and must have no live lease, so two workers (in one process or
 * many) never claim the same email; a worker that dies mid-send lets its lease expire and another
 * takes the email over.
 */
export async function claimDueEmails(db: Db, now: Date, limit = 10): Promise<OutboxEmail[]> {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.status, 'pending'),
        lte(outboxEmails.nextAttemptAt, now),
        or(isNull(outboxEmails.leaseUntil), lt(outboxEmails.leaseUntil, now)),
      ),
    )
    .orderBy(outboxEmails.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxEmails)
    .set({
      claimToken: randomUUID(),
      leaseUntil: new Date(now.getTime() + OUTBOX_LEASE_MS),
      attempts: sql`${outboxEmails.attempts} + 1`,
      lastAttemptAt: now,
    })
    .where(inArray(outboxEmails.id, due))
    .returning();
}

/** Extends the leases the holder of `claimToken` still holds (emails not yet sent or failed). */
export async function renewEmailLeases(db: Db, claimToken: string, now: Date) {
  await db
    .update(outboxEmails)
    .set({ leaseUntil: new Date(now.getTime() + OUTBOX_LEASE_MS) })
    .where(and(eq(outboxEmails.claimToken, claimToken), eq(outboxEmails.status, 'pending')));
}

/**
 * What is kept of an email once it has gone (issue 42 item 7): the guest's manage link is only in the
 * guest's mailbox, so the stored text keeps the link's path without its token, and the attachments
 * (the calendar file, whose URL and description carry the link) keep their names without content.
 * Subject, recipient, kind and status stay for the owner.
 */
export function sentEmailRecord(email: Pick<OutboxEmail, 'text' | 'attachments'>) {
  return {
    text: redactManageTokens(email.text),
    attachments: email.attachments.map(
      (file): OutboxAttachment => ({ filename: file.filename, contentType: file.contentType, content: '' }),
    ),
    // A booking's draft holds its manage link too; the built email no longer needs it.
    draft: null,
  };
}

/** Records a delivery, keeping the email without its secrets; only the holder of the claim can. */
export async function markEmailSent(db: Db, email: OutboxEmail, now: Date) {
  await db
    .update(outboxEmails)
    .set({
      status: 'sent',
      sentAt: now,
      claimToken: null,
      leaseUntil: null,
      lastError: null,
      ...sentEmailRecord(email),
    })
    .where(and(eq(outboxEmails.id, email.id), eq(outboxEmails.claimToken, email.claimToken ?? '')));
}

/** Rows scrubbed per call of scrubSentEmails: bounded work for the periodic clean-up. */
const SCRUB_BATCH = 100;

/**
 * Sent emails stored before their secrets were dropped at sending (older versions kept them 30 days):
 * up to SCRUB_BATCH of them are rewritten as sentEmailRecord keeps them. Answers how many.
 */
export async function scrubSentEmails(db: Db): Promise<number> {
  const rows = await db
    .select({ id: outboxEmails.id, text: outboxEmails.text, attachments: outboxEmails.attachments })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.status, 'sent'),
        or(
          sql`${outboxEmails.text} like ${`%${paths.manageBooking}/%`}`,
          sql`exists (select 1 from jsonb_array_elements(${outboxEmails.attachments}) a where a->>'content' <> '')`,
        ),
      ),
    )
    .orderBy(outboxEmails.id)
    .limit(SCRUB_BATCH);
  let scrubbed = 0;
  for (const row of rows) {
    const record = sentEmailRecord(row);
    if (record.text === row.text && row.attachments.every((file) => file.content === '')) continue;
    await db.update(outboxEmails).set(record).where(eq(outboxEmails.id, row.id));
    scrubbed += 1;
  }
  return scrubbed;
}

/** Unfolded calendar text (RFC 5545 folds long lines with CRLF and a space), where a link reads whole. */
const unfolded = (content: string) => content.replace(/\r?\n[ \t]/g, '');

/**
 * An outbox row as the backup writes it (a row of `row_to_json`, column names as keys, its draft built):
 * no manage link in it, and no draft. A sent row as sentEmailRecord keeps it; an email not yet sent that carries a link is
 * written as given up ('failed', saying why): restored, it must not go out with its link removed, and
 * the guest's link must not sit in every copy of the backup.
 */
export function outboxRowForBackup(row: Record<string, unknown>): Record<string, unknown> {
  const text = typeof row.text === 'string' ? row.text : '';
  const attachments = Array.isArray(row.attachments) ? (row.attachments as OutboxAttachment[]) : [];
  if (row.status === 'sent') return { ...row, ...sentEmailRecord({ text, attachments }) };
  const carriesLink =
    hasManageToken(text) || attachments.some((file) => hasManageToken(unfolded(String(file.content ?? ''))));
  // A built email needs no draft, and a booking's draft holds the manage link (`rowWithDraftBuilt`
  // builds an unbuilt one first).
  if (!carriesLink) return { ...row, draft: null };
  return {
    ...row,
    ...sentEmailRecord({ text, attachments }),
    status: 'failed',
    claim_token: null,
    lease_until: null,
    last_error: OUTBOX_BACKUP_WITHHELD_ERROR,
  };
}

/** Why a guest's email that was not yet sent comes out of a backup as failed. */
export const OUTBOX_BACKUP_WITHHELD_ERROR =
  'Not sent before the backup was taken; backups keep no manage links, so this email was not restored for sending.';

/** The wait before attempt `attempts + 1`: base, 2×base, 4×base … up to an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), OUTBOX_MAX_DELAY_MS);
}

/** Records a failed attempt: retried after the backoff, or given up after the last attempt. */
export async function markEmailFailed(db: Db, email: OutboxEmail, error: string, now: Date, baseMs: number) {
  const givingUp = email.attempts >= OUTBOX_MAX_ATTEMPTS;
  await db
    .update(outboxEmails)
    .set({
      status: givingUp ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(email.attempts, baseMs)),
      claimToken: null,
      leaseUntil: null,
    })
    .where(and(eq(outboxEmails.id, email.id), eq(outboxEmails.claimToken, email.claimToken ?? '')));
}

/** Sent emails are kept a while for the record, then dropped. */
export async function deleteSentEmailsBefore(db: Db, before: Date) {
  await db.delete(outboxEmails).where(and(eq(outboxEmails.status, 'sent'), lt(outboxEmails.sentAt, before)));
}

export async function getOutboxStatus(db: Db) {
  const counts = await db
    .select({ status: outboxEmails.status, count: count() })
    .from(outboxEmails)
    .groupBy(outboxEmails.status);
  const countOf = (status: string) => counts.find((c) => c.status === status)?.count ?? 0;
  const [lastSent] = await db
    .select({ at: max(outboxEmails.sentAt) })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, 'sent'));
  const [lastError] = await db
    .select({ message: outboxEmails.lastError, at: outboxEmails.lastAttemptAt })
    .from(outboxEmails)
    .where(and(ne(outboxEmails.status, 'sent'), isNotNull(outboxEmails.lastError)))
    .orderBy(desc(outboxEmails.lastAttemptAt), desc(outboxEmails.id))
    .limit(1);
  return {
    pending: countOf('pending'),
    failed: countOf('failed'),
    lastSentAt: lastSent?.at ?? null,
    lastError: lastError?.message ? { message: lastError.message, at: lastError.at } : null,
  };
}

/** The newest email of one kind, or undefined (the setup checklist's test email). */
export async function findLatestEmailOfKind(db: Db, kind: OutboxEmailKind) {
  const [row] = await db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, kind))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return row;
}

/** Every email of the outbox, oldest first (tests and diagnostics). */
export function listOutboxEmails(db: Db) {
  return db.select().from(outboxEmails).orderBy(outboxEmails.id);
}

/** Emails queued as drafts and not yet built, of one booking (or all of them), oldest first. */
export function listUnbuiltEmails(db: Db, experienceBookingId?: number) {
  return db
    .select()
    .from(outboxEmails)
    .where(
      and(
        isNotNull(outboxEmails.draft),
        eq(outboxEmails.text, ''),
        experienceBookingId === undefined
          ? undefined
          : eq(outboxEmails.experienceBookingId, experienceBookingId),
      ),
    )
    .orderBy(outboxEmails.id);
}

/** Stores a draft's built email; only while it is still unbuilt (a sender may have built it too). */
export async function storeBuiltEmail(db: Db, id: number, built: BuiltEmail) {
  await db
    .update(outboxEmails)
    .set(built)
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.text, '')));
}

/** The parts of an email a draft is built into. */
export type BuiltEmail = Pick<
  typeof outboxEmails.$inferInsert,
  'subject' | 'text' | 'toAddress' | 'replyToName' | 'replyToAddress' | 'attachments'
>;
