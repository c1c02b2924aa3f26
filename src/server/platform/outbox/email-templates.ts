/**
 * The emails the site sends, one typed builder per kind: each answers the outbox row to queue
 * (enqueueEmail), so every email goes out through the outbox with its retries.
 */
import { paths } from '../../../shared/routes.js';
import { SITE } from '../../../shared/site.js';
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

/** The owner's notification of a new contact message. */
export function buildContactEmail(
  row: ContactEmailSource,
  publicUrl: string,
): NewOutboxEmail & { kind: 'contact' } {
  const name = sanitizeHeaderValue(row.name, 100);
  const subject = sanitizeHeaderValue(row.subject, 150);
  const text = [
    `${name} <${row.email}> sent a message through the contact form of ${SITE.name}.`,
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

/** The back office's test email (sent straight away, not queued: the owner waits for the answer). */
export function buildTestEmail(publicUrl: string): NewOutboxEmail & { kind: 'test' } {
  return {
    kind: 'test',
    subject: `Test email from ${SITE.name}`,
    text: [
      'This is a test email from the back office of your website.',
      'New contact messages will be sent to this address.',
      '',
      `Back office: ${publicUrl}${paths.admin.messages}`,
    ].join('\n'),
    replyToName: null,
    replyToAddress: null,
    contactSubmissionId: null,
  };
}
