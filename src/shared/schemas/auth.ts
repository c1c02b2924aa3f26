import { z } from 'zod';
import './zod-config.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanLine } from '../text/control-characters.js';

export const LoginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100)
    .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1000)
    .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const PublicUserSchema = z.object({ id: z.number(), username: z.string(), isAdmin: z.boolean() });
export type PublicUser = z.infer<typeof PublicUserSchema>;

/**
 * The owner's password rule (issue 45 item 2), the same for the back office's change, the emailed reset
 * and `npm run reset-password`: long enough to resist guessing at the sign-in's limits, not the username.
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Shown beside every new-password field. */
export const PASSWORD_RULE_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, and not your username.`;
export const PASSWORD_TOO_SHORT_MESSAGE = `The new password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_IS_USERNAME_MESSAGE = 'The new password must not be your username';
export const PASSWORD_UNCHANGED_MESSAGE = 'The new password must differ from the current one';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Your other sessions were signed out.';
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  "If that username exists, a reset link is on its way to the owner's email address. It works once, for one hour.";
export const PASSWORD_RESET_DONE_MESSAGE = 'Password set. Sign in with your new password.';
export const RESET_LINK_UNKNOWN_MESSAGE = 'This reset link is not valid. Ask for a new one.';
export const RESET_LINK_USED_MESSAGE = 'This reset link was already used. Ask for a new one.';
export const RESET_LINK_EXPIRED_MESSAGE =
  'This reset link has expired (links work for one hour). Ask for a new one.';

export const NewPasswordSchema = z
  .string({ error: 'New password is required' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(1000, 'The new password must be at most 1000 characters')
  .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE);

/**
 * What the length check cannot see: the rule's part that needs the username (and, for a change, the
 * current password). Null when the password passes.
 */
export function passwordRuleViolation(newPassword: string, username: string, currentPassword?: string) {
  if (newPassword.trim().toLowerCase() === username.trim().toLowerCase()) return PASSWORD_IS_USERNAME_MESSAGE;
  if (currentPassword !== undefined && newPassword === currentPassword) return PASSWORD_UNCHANGED_MESSAGE;
  return null;
}

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1000),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const PasswordResetRequestSchema = LoginSchema.pick({ username: true });
export type PasswordResetRequestInput = z.infer<typeof PasswordResetRequestSchema>;

export const PasswordResetSchema = z.object({ newPassword: NewPasswordSchema });
export type PasswordResetInput = z.infer<typeof PasswordResetSchema>;

/** A reset link's token as the server makes it: 32 random bytes, base64url (43 characters). */
export const ResetTokenParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{43}$/, RESET_LINK_UNKNOWN_MESSAGE),
});

export const MessageResultSchema = z.object({ message: z.string() });

/** A reset link that still works: whose password it sets, and until when. */
export const ResetLinkSchema = z.object({ username: z.string(), expiresAt: z.string() });
export type ResetLink = z.infer<typeof ResetLinkSchema>;
