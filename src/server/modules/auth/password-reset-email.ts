import { resetPasswordPagePath } from '../../../shared/routes.js';
import { SITE } from '../../../shared/site.js';
import type { NewOutboxEmail } from '../../platform/outbox/outbox.repository.js';
import { formatLongDateTimeInZone } from '../../platform/time/zoned-dates.js';

export interface PasswordResetEmailSource {
  username: string;
  token: string;
  expiresAt: Date;
  publicUrl: string;
  timeZone: string;
}

/**
 * The owner's reset link (issue 45 item 2), queued to the owner's address (no `toAddress`). The outbox
 * keeps it without the link's token once sent, and a backup never carries it (decision 0068's
 * redaction covers `/admin/reset-password/<token>`, decision 0085).
 */
export function buildPasswordResetEmail(
  source: PasswordResetEmailSource,
): NewOutboxEmail & { kind: 'password-reset' } {
  return {
    kind: 'password-reset',
    subject: `Reset your ${SITE.name} back-office password`,
    text: [
      `Someone asked to reset the password of "${source.username}" for the back office of ${SITE.name}.`,
      '',
      'Choose a new password here (the link works once):',
      `${source.publicUrl}${resetPasswordPagePath(source.token)}`,
      '',
      `The link works until ${formatLongDateTimeInZone(source.expiresAt, source.timeZone)}.`,
      'If you did not ask for it, ignore this email: your password stays as it is.',
    ].join('\n'),
    replyToName: null,
    replyToAddress: null,
    contactSubmissionId: null,
  };
}
