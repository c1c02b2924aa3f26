import { eq, sql } from 'drizzle-orm';
import { ACCESS_CODE_RATE_LIMIT_MESSAGE } from '../../../shared/schemas/access-codes.js';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { hitRateLimit, RATE_RULES } from '../../lib/rate-limit.js';
import { isUsableAccessCode } from './access-codes.repository.js';

/** Gives back one event counted by hitRateLimit (never below zero). */
async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/**
 * Checks a guest's access code, limited per address: every failed check (validate or check-in,
 * one shared counter) counts, and once the limit is reached every check is refused, even a valid
 * code, until the window ends. Success does not reset the counter, so guessing cannot be
 * interleaved with a known code.
 *
 * Each check first reserves an attempt with one atomic upsert and gives it back when the code turns
 * out valid. (Peeking first and counting afterwards would let a burst of parallel guesses all pass
 * the peek.) Sequentially this is the same as "peek, check, count the failure".
 */
export async function checkGuestAccessCode(db: Db, ip: string, code: string): Promise<boolean> {
  const key = `access-code-failures:${ip}`;
  const rule = RATE_RULES.accessCodeFailures;
  if ((await hitRateLimit(db, key, rule)) > rule.limit) throw tooManyRequests(ACCESS_CODE_RATE_LIMIT_MESSAGE);
  if (!(await isUsableAccessCode(db, code))) return false;
  await refundRateLimit(db, key);
  return true;
}
