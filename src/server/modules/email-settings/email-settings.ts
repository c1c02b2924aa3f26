import type { z } from 'zod';
import type { EmailSettings, EmailSettingsUpdateSchema } from '../../../shared/schemas/email-settings.js';
import { SMTP_URL_MESSAGE } from '../../../shared/schemas/email-settings.js';
import { formatSmtpUrl, maskSmtpUrl, parseSmtpUrl, SMTP_PASSWORD_MASK } from '../../../shared/smtp-url.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/http-error.js';
import { isEmailConfigured, type MailSettings } from '../../platform/outbox/mailer.js';
import { getSiteSettings } from '../site-settings/site-settings.repository.js';
import { getStoredEmailSettings, saveEmailSettings } from './email-settings.repository.js';

/** The environment variables that set email, and the booking link the site settings' read needs. */
export type EmailConfig = Pick<Config, 'SMTP_URL' | 'NOTIFY_EMAIL' | 'EMAIL_FROM' | 'BOOKING_URL'>;

export interface EffectiveEmailSettings extends MailSettings {
  /** Which fields an environment variable sets. */
  setOnServer: { smtpUrl: boolean; notifyEmail: boolean; from: boolean };
  /** The notification address set on the server or by the owner; null when the host email stands in. */
  notifyEmailSet: string | null;
}

/**
 * THE email settings in force (decision 0086), read afresh each time so a change in the back office
 * applies at once, in every process: each field its environment variable when set, else the owner's
 * from the back office; the notification address else the host email of the site settings (one owner
 * address); the From address else the notification address (in the mailer). Everything that asks "is
 * email on" or "who is the owner" reads this; the outbox worker is handed it.
 */
export async function readEmailSettings(db: Db, config: EmailConfig): Promise<EffectiveEmailSettings> {
  const stored = await getStoredEmailSettings(db);
  const notifyEmailSet = config.NOTIFY_EMAIL ?? stored.notifyEmail;
  const hostEmail = notifyEmailSet ? null : (await getSiteSettings(db, config.BOOKING_URL)).hostEmail || null;
  return {
    smtpUrl: config.SMTP_URL ?? stored.smtpUrl,
    notifyEmail: notifyEmailSet ?? hostEmail,
    from: config.EMAIL_FROM ?? stored.fromAddress,
    notifyEmailSet,
    setOnServer: {
      smtpUrl: config.SMTP_URL !== undefined,
      notifyEmail: config.NOTIFY_EMAIL !== undefined,
      from: config.EMAIL_FROM !== undefined,
    },
  };
}

/** The back office's view: the password masked, never sent. */
export function emailSettingsView(settings: EffectiveEmailSettings): EmailSettings {
  return {
    smtpUrl: settings.smtpUrl ? maskSmtpUrl(settings.smtpUrl) : null,
    notifyEmail: settings.notifyEmailSet,
    from: settings.from,
    setOnServer: settings.setOnServer,
    recipient: settings.notifyEmail,
    configured: isEmailConfigured(settings),
  };
}

/**
 * The address to store: percent-encoded as the mail library reads it; the masked password (the address
 * as GET showed it, sent back) is the stored one.
 */
function smtpUrlToStore(input: string, storedUrl: string | null): string {
  const parts = parseSmtpUrl(input);
  if (!parts) throw badRequest(SMTP_URL_MESSAGE, { smtpUrl: SMTP_URL_MESSAGE });
  if (parts.password === SMTP_PASSWORD_MASK) {
    const stored = storedUrl ? parseSmtpUrl(storedUrl) : null;
    if (!stored?.password) {
      const message = `Mail server (SMTP URL): type the password in place of ${SMTP_PASSWORD_MASK}`;
      throw badRequest(message, { smtpUrl: message });
    }
    parts.password = stored.password;
  }
  return formatSmtpUrl(parts);
}

/** Saves the owner's fields given (null clears one); the settings in force afterwards. */
export async function updateEmailSettings(
  db: Db,
  config: EmailConfig,
  input: z.output<typeof EmailSettingsUpdateSchema>,
): Promise<EffectiveEmailSettings> {
  const stored = await getStoredEmailSettings(db);
  await saveEmailSettings(db, {
    smtpUrl: input.smtpUrl && smtpUrlToStore(input.smtpUrl, stored.smtpUrl),
    notifyEmail: input.notifyEmail,
    fromAddress: input.from,
  });
  return readEmailSettings(db, config);
}
