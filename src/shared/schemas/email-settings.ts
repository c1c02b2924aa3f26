import { z } from 'zod';
import './zod-config.js';
import { parseSmtpUrl } from '../smtp-url.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanLine } from '../text/control-characters.js';

/**
 * How the site sends email (issue 45 item 3, decision 0086): the owner's mail server, the address the
 * notifications go to and the From address, set in the back office (GET/PUT /api/admin/email-settings,
 * admin only: the mail server address holds its password). An environment variable wins when set.
 */

export const SMTP_URL_MESSAGE =
  'Mail server (SMTP URL): write it as smtps://user:password@smtp.example.com:465, or smtp://… for port 587';
export const NOTIFY_EMAIL_MESSAGE = 'Notification email: enter an email address such as you@example.com';
export const FROM_EMAIL_MESSAGE = 'From address: enter an email address such as you@example.com';

const anEmail = z.email();

/** An optional field: blank or null clears it (null). */
const optionalField = (max: number, message: string, valid: (value: string) => boolean) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE)
    .refine((value) => value === '' || valid(value), message)
    .nullable()
    .transform((value) => value || null);

/** What the owner's form sends: each field optional (absent: unchanged), blank or null clears it. */
export const EmailSettingsUpdateSchema = z.object({
  smtpUrl: optionalField(1000, SMTP_URL_MESSAGE, (value) => parseSmtpUrl(value) !== null).optional(),
  notifyEmail: optionalField(
    254,
    NOTIFY_EMAIL_MESSAGE,
    (value) => anEmail.safeParse(value).success,
  ).optional(),
  from: optionalField(254, FROM_EMAIL_MESSAGE, (value) => anEmail.safeParse(value).success).optional(),
});
export type EmailSettingsUpdate = z.input<typeof EmailSettingsUpdateSchema>;

const onServer = z.object({ smtpUrl: z.boolean(), notifyEmail: z.boolean(), from: z.boolean() });

/** GET /api/admin/email-settings: each field as it applies now, and where it comes from. */
export const EmailSettingsSchema = z.object({
  /** The mail server in use, its password masked (SMTP_PASSWORD_MASK); null: none. */
  smtpUrl: z.string().nullable(),
  /** The notification address set (on the server or by the owner); null: the host email applies. */
  notifyEmail: z.string().nullable(),
  /** The From address set; null: the notification address. */
  from: z.string().nullable(),
  /** Which fields an environment variable sets: those win, and the back office shows them read-only. */
  setOnServer: onServer,
  /** Where the notifications go now (the notification address, else the host email); null: nowhere. */
  recipient: z.string().nullable(),
  /** A mail server and a recipient: email is sent. */
  configured: z.boolean(),
});
export type EmailSettings = z.input<typeof EmailSettingsSchema>;
