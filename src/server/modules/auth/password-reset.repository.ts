import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, sessions, users } from '../../db/schema.js';
import { hashPassword } from './password.js';

/** How long an emailed reset link works (issue 45 item 2). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** Used or expired links are kept this long (a second click still reads "already used"), then deleted. */
const RESET_LINK_KEPT_MS = 24 * 60 * 60 * 1000;

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use link's token for the user (only its hash is stored) and when it ends. */
export async function createPasswordResetToken(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_LINK_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - RESET_LINK_KEPT_MS)));
    await tx.insert(passwordResetTokens).values({ tokenHash: hashResetToken(token), userId, expiresAt });
  });
  return { token, expiresAt };
}

export type ResetOutcome = 'done' | 'unknown' | 'used' | 'expired';

/** A link's user (to judge the new password against the username), its end and when it was used. */
export async function findResetTokenUser(db: Db, token: string) {
  const [row] = await db
    .select({
      username: users.username,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
  return row;
}

/**
 * Uses a link once: in one transaction the token row is locked, judged (unknown, used, expired at
 * `now`), marked used, the user's password replaced and every session of the user signed out.
 */
export async function resetPasswordWithToken(
  db: Db,
  token: string,
  newPassword: string,
  now: Date,
): Promise<ResetOutcome> {
  const hash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)))
      .for('update');
    if (!row) return 'unknown';
    if (row.usedAt) return 'used';
    if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(eq(passwordResetTokens.tokenHash, row.tokenHash));
    await tx.update(users).set({ password: hash, passwordChosenAt: now }).where(eq(users.id, row.userId));
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    return 'done';
  });
}
