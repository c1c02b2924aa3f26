import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

export interface RateRule {
  /** Events allowed per window. */
  limit: number;
  windowMs: number;
}

export const RATE_RULES = {
  /** The limit is CONTACT_RATE_LIMIT (default 5); the window is an hour. */
  contact: { limit: 5, windowMs: 60 * 60 * 1000 },
  accessCodeFailures: { limit: 10, windowMs: 15 * 60 * 1000 },
  loginFailures: { limit: 5, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, RateRule>;

/** First lockout after too many failed logins; each further one doubles, up to the maximum. */
export const LOGIN_LOCKOUT_BASE_MS = 60 * 1000;
export const LOGIN_LOCKOUT_MAX_MS = 60 * 60 * 1000;

/**
 * Counts one event for `key` in a fixed window and returns the count so far.
 * One atomic upsert, so several app processes sharing the database agree.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateRule): Promise<number> {
  const windowStart = new Date(Date.now() - rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: new Date() })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < ${windowStart} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

export async function getLockout(db: Db, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: rateLimits.lockedUntil })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null;
}

/** Records a failure; past the limit the key is locked, each lockout twice as long as the last. */
export async function recordFailure(db: Db, key: string, rule: RateRule): Promise<Date | null> {
  const count = await hitRateLimit(db, key, rule);
  if (count < rule.limit) return null;
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  const strikes = (row?.strikes ?? 0) + 1;
  const lockedUntil = new Date(
    Date.now() + Math.min(LOGIN_LOCKOUT_BASE_MS * 2 ** (strikes - 1), LOGIN_LOCKOUT_MAX_MS),
  );
  await db.update(rateLimits).set({ strikes, lockedUntil, count: 0 }).where(eq(rateLimits.key, key));
  return lockedUntil;
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export function retryAfterText(until: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
