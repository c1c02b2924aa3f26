/** Sending email: the SMTP transport to the owner's address, and the header hygiene every email gets. */
import nodemailer from 'nodemailer';
import { SITE } from '../../../shared/site.js';
import type { OutboxAttachment } from '../../db/schema.js';

/**
 * The email settings in force (decision 0086): each an environment variable when set, else the owner's
 * from the back office, the recipient else the host email. One function reads them, `readEmailSettings`
 * (modules/email-settings), which is handed to whatever below the modules needs them (the outbox worker).
 */
export interface MailSettings {
  smtpUrl: string | null;
  /** Who receives the notifications (the owner). */
  notifyEmail: string | null;
  /** The From address; null: notifyEmail. */
  from: string | null;
}

/** Settings that send: a mail server and a recipient. */
export interface SendingMailSettings extends MailSettings {
  smtpUrl: string;
  notifyEmail: string;
}

/** Reads the settings in force, afresh: a change in the back office applies without a restart. */
export type ReadMailSettings = () => Promise<MailSettings>;

/** Email is sent only when both the mail server and the recipient are set. */
export function isEmailConfigured(settings: MailSettings): settings is SendingMailSettings {
  return !!settings.smtpUrl && !!settings.notifyEmail;
}

/**
 * A header value on one line: CR, LF and other control characters (header injection) become spaces.
 * Nodemailer encodes headers too; this keeps our own values honest whatever the library does.
 */
export function sanitizeHeaderValue(value: string, maxLength = 200): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const oneLine = value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ');
  return oneLine.trim().slice(0, maxLength);
}

/**
 * The Message-ID of an outbox email, the same on every attempt: when a process dies after the mail
 * server took an email but before the outbox recorded it, the repeat folds into one message in the
 * owner's mail client. The row's creation time beside its id keeps it unique across a database reset.
 */
export function outboxMessageId(email: { id: number; createdAt: Date }, publicUrl: string): string {
  return `<outbox.${email.id}.${email.createdAt.getTime()}@${new URL(publicUrl).hostname}>`;
}

export interface Mailer {
  send(email: {
    subject: string;
    text: string;
    replyToName?: string | null;
    replyToAddress?: string | null;
    /** Unset: the mail library makes one. */
    messageId?: string;
    /** The sender's display name: the owner's site name (`readSiteName`); unset, the default name. */
    fromName?: string;
    /** Unset or null: the owner (notifyEmail). */
    toAddress?: string | null;
    attachments?: OutboxAttachment[];
    /** The language the email is written in (its Content-Language header); unset: none said. */
    language?: string | null;
  }): Promise<void>;
  close(): void;
}

/** Sends through smtpUrl, to notifyEmail unless an email names its guest; null when email is not configured. */
export function createMailer(settings: MailSettings): Mailer | null {
  if (!isEmailConfigured(settings)) return null;
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    // Bounded waits: an unreachable or stuck server fails the attempt (retried later) well within
    // the outbox lease, instead of holding the worker.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const fromAddress = settings.from ?? settings.notifyEmail;
  const owner = settings.notifyEmail;
  return {
    async send(email) {
      await transport.sendMail({
        from: { name: sanitizeHeaderValue(email.fromName ?? SITE.name, 100), address: fromAddress },
        to: email.toAddress ? sanitizeHeaderValue(email.toAddress, 254) : owner,
        subject: sanitizeHeaderValue(email.subject, 250),
        text: email.text,
        messageId: email.messageId,
        headers: email.language ? { 'Content-Language': sanitizeHeaderValue(email.language, 35) } : undefined,
        replyTo: email.replyToAddress
          ? { name: sanitizeHeaderValue(email.replyToName ?? ''), address: email.replyToAddress }
          : undefined,
        attachments: email.attachments?.map((file) => ({
          filename: sanitizeHeaderValue(file.filename, 100),
          contentType: file.contentType,
          content: file.content,
        })),
      });
    },
    close: () => transport.close(),
  };
}
