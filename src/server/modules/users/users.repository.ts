import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { hashPassword } from '../auth/password.js';

export type User = typeof users.$inferSelect;
export type PublicUser = Pick<User, 'id' | 'username' | 'isAdmin'>;

export const toPublicUser = ({ id, username, isAdmin }: User): PublicUser => ({ id, username, isAdmin });

export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  return user;
}

export async function countUsers(db: Db): Promise<number> {
  return db.$count(users);
}

export async function createUser(
  db: Db,
  input: { username: string; password: string; isAdmin?: boolean; chosen?: boolean },
): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({
      username: input.username,
      password: await hashPassword(input.password),
      isAdmin: !!input.isAdmin,
      passwordChosenAt: input.chosen ? new Date() : null,
    })
    .returning();
  return user;
}

/** Stores a new hash of the same password (made with today's parameters); sessions stay. */
export async function rehashUserPassword(db: Db, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ password: await hashPassword(password) })
    .where(eq(users.id, userId));
}

export async function setUserPassword(db: Db, username: string, password: string): Promise<boolean> {
  return setUserPasswordHash(db, username, await hashPassword(password));
}

/**
 * Stores a password hash made elsewhere (`npm run reset-password` hashes before it hands the running
 * server its request, decision 0085); false when there is no such user.
 */
export async function setUserPasswordHash(db: Db, username: string, hash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ password: hash, passwordChosenAt: new Date() })
      .where(eq(users.username, username))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    // A new password ends every session signed in with the old one.
    await tx.delete(sessions).where(eq(sessions.userId, updated[0].id));
    return true;
  });
}

/**
 * The signed-in owner's own change (issue 45 item 2): the new password, and every other session of the
 * user signed out; the session making the change (its token's hash) stays.
 */
export async function changeUserPassword(
  db: Db,
  userId: number,
  password: string,
  keepSessionHash: string,
): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: hash, passwordChosenAt: new Date() }).where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepSessionHash)));
  });
}

/** Whether every admin has chosen their own password (none still has the one the first start printed). */
export async function adminPasswordsChosen(db: Db): Promise<boolean> {
  const printed = await db.$count(users, and(eq(users.isAdmin, true), isNull(users.passwordChosenAt)));
  return printed === 0;
}
