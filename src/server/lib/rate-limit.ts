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
  /** The limit is ANALYTICS_RATE_LIMIT (default 120); the window is a minute. */
  analyticsEvents: { limit: 120, windowMs: 60 * 1000 },
  /** The limit is BOOKING_RATE_LIMIT (default 20); the window is an hour. */
  bookings: { limit: 20, windowMs: 60 * 60 * 1000 },
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

export interface AttemptReservation {
  /** This attempt's number in the window, counting every attempt reserved so far (ours included). */
  count: number;
  /** Set while the key is locked: the attempt was refused and not counted. */
  lockedUntil: Date | null;
}

/**
 * Reserves one attempt for `key` before the (slow) check runs, in one atomic upsert: while the key is
 * locked nothing is counted and the lock is returned; otherwise the attempt is counted. Only an
 * attempt whose count is within the limit may be checked, so however many requests arrive at once,
 * no more than `limit` are ever checked per window (checking first and counting afterwards let a
 * parallel burst all pass the check).
 */
export async function reserveAttempt(db: Db, key: string, rule: RateRule): Promise<AttemptReservation> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const locked = sql`${rateLimits.lockedUntil} is not null and ${rateLimits.lockedUntil} > ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${locked} then ${rateLimits.count} when ${rateLimits.windowStart} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${locked} then ${rateLimits.windowStart} when ${rateLimits.windowStart} < ${windowStart} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, lockedUntil: rateLimits.lockedUntil });
  const lockedUntil = row.lockedUntil && row.lockedUntil.getTime() > now.getTime() ? row.lockedUntil : null;
  return { count: row.count, lockedUntil };
}

/**
 * Records that a reserved attempt failed. The failure that reaches the limit locks the key, each
 * lockout twice as long as the last (one atomic update, so a lock is never taken twice for one round);
 * the counter restarts for the attempts allowed after the lock.
 */
export async function recordReservedFailure(
  db: Db,
  key: string,
  rule: RateRule,
  reservation: AttemptReservation,
): Promise<Date | null> {
  if (reservation.count < rule.limit) return null;
  const nowMs = Date.now();
  const [row] = await db
    .update(rateLimits)
    .set({
      strikes: sql`${rateLimits.strikes} + 1`,
      count: 0,
      lockedUntil: sql`to_timestamp((${nowMs}::double precision + least(${LOGIN_LOCKOUT_BASE_MS}::double precision * power(2, ${rateLimits.strikes}), ${LOGIN_LOCKOUT_MAX_MS}::double precision)) / 1000.0)`,
    })
    .where(eq(rateLimits.key, key))
    .returning({ lockedUntil: rateLimits.lockedUntil });
  // No row: a correct password in the same burst cleared the key; this failure is simply refused.
  return row?.lockedUntil ?? null;
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export function retryAfterText(until: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
