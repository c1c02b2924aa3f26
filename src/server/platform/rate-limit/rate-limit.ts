import { isIPv6 } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';

export interface RateRule {
  /** Events allowed per window. */
  limit: number;
  windowMs: number;
}

export const RATE_RULES = {
  /** The limit is CONTACT_RATE_LIMIT (default 5); the window is an hour. */
  contact: { limit: 5, windowMs: 60 * 60 * 1000 },
  accessCodeFailures: { limit: 10, windowMs: 15 * 60 * 1000 },
  /**
   * Failed access-code checks from all addresses together (issue 42 item 8): the limit is
   * ACCESS_CODE_OVERALL_FAILURE_LIMIT (default 200); the window is an hour.
   */
  accessCodeFailuresOverall: { limit: 200, windowMs: 60 * 60 * 1000 },
  loginFailures: { limit: 5, windowMs: 15 * 60 * 1000 },
  /** A signed-in owner's wrong current password (issue 45 item 2): locks as the sign-in does. */
  passwordChangeFailures: { limit: 5, windowMs: 15 * 60 * 1000 },
  /** "Forgot password?" requests per address, then per username (the owner's inbox is not flooded). */
  passwordResetRequestsPerAddress: { limit: 5, windowMs: 60 * 60 * 1000 },
  passwordResetRequestsPerUsername: { limit: 3, windowMs: 60 * 60 * 1000 },
  /** Uses of reset links per address: a token is 32 random bytes, this only keeps the noise down. */
  passwordResetAttempts: { limit: 10, windowMs: 15 * 60 * 1000 },
  /** The limit is ANALYTICS_RATE_LIMIT (default 120); the window is a minute. */
  analyticsEvents: { limit: 120, windowMs: 60 * 1000 },
  /** The limit is BOOKING_RATE_LIMIT (default 20); the window is an hour. */
  bookings: { limit: 20, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateRule>;

/** First lockout after too many failed logins; each further one doubles, up to the maximum. */
export const LOGIN_LOCKOUT_BASE_MS = 60 * 1000;
export const LOGIN_LOCKOUT_MAX_MS = 60 * 60 * 1000;

/**
 * The part of a client address a limit counts by: an IPv4 address as it is, an IPv6 address by its
 * /64 (issue 42 item 8). One subscriber (a home, a phone, a rented server) is given a whole /64 and
 * may use any of its 2^64 addresses, so a limit per exact IPv6 address limits nothing. An IPv4
 * address written as IPv6 (`::ffff:203.0.113.7`) is that IPv4 address.
 */
export function rateLimitKey(ip: string): string {
  const address = ip.split('%', 1)[0].toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return ip;
  // Only the first four groups matter; `::` stands for as many zero groups as are missing.
  const [head, tail] = address.split('::');
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const headGroups = groupsOf(head);
  const tailGroups = groupsOf(tail);
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The longest window of any rule: a row whose window began before that counts nothing any more. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_RULES).map((rule) => rule.windowMs));
/** Each process prunes at most this often (one bounded delete), on a limit's write. */
export const RATE_LIMIT_PRUNE_EVERY_MS = 60 * 1000;
/** Rows deleted per prune: bounded work, whatever the table's size. */
const RATE_LIMIT_PRUNE_BATCH = 1000;
const lastPrune = new WeakMap<Db, number>();

/**
 * Deletes up to RATE_LIMIT_PRUNE_BATCH rows that no longer count (issue 42 item 8: the table grew with
 * every address ever seen): their window ended (the longest rule's) and so did any lockout, a
 * lockout's length ago, so a recent lock's strikes still double the next one. Answers how many.
 */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<number> {
  const windowEnded = new Date(now.getTime() - LONGEST_WINDOW_MS);
  const lockEnded = new Date(now.getTime() - LOGIN_LOCKOUT_MAX_MS);
  const stale = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(
      sql`${rateLimits.windowStart} < ${windowEnded} and (${rateLimits.lockedUntil} is null or ${rateLimits.lockedUntil} < ${lockEnded})`,
    )
    .limit(RATE_LIMIT_PRUNE_BATCH);
  const deleted = await db
    .delete(rateLimits)
    .where(inArray(rateLimits.key, stale))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/** Prunes on a limit's write, at most once per RATE_LIMIT_PRUNE_EVERY_MS in this process. */
async function pruneNowAndThen(db: Db): Promise<void> {
  const now = Date.now();
  if (now - (lastPrune.get(db) ?? 0) < RATE_LIMIT_PRUNE_EVERY_MS) return;
  lastPrune.set(db, now);
  await pruneRateLimits(db, new Date(now));
}

/**
 * Counts one event for `key` in a fixed window and returns the count so far.
 * One atomic upsert, so several app processes sharing the database agree.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateRule): Promise<number> {
  await pruneNowAndThen(db);
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
  await pruneNowAndThen(db);
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
