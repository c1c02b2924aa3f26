import { eq, sql } from 'drizzle-orm';
import { accessCodeMatchKey } from '../../../shared/access-code-format.js';
import { ACCESS_CODE_MIN_LENGTH } from '../../../shared/constants.js';
import {
  ACCESS_CODE_INVALID_MESSAGE,
  ACCESS_CODE_OVERALL_LIMIT_MESSAGE,
  ACCESS_CODE_RATE_LIMIT_MESSAGE,
} from '../../../shared/schemas/access-codes.js';
import { type StayMargins, stayWindow } from '../../../shared/stay.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';
import { HttpError, tooManyRequests } from '../../lib/http-error.js';
import { buildAccessCodeAlertEmail } from '../../platform/outbox/email-templates.js';
import { isEmailConfigured } from '../../platform/outbox/mailer.js';
import { enqueueEmail } from '../../platform/outbox/outbox.repository.js';
import { signalOutbox } from '../../platform/outbox/outbox-signal.js';
import { readSiteName } from '../../platform/outbox/site-name.js';
import { hitRateLimit, RATE_RULES, rateLimitKey } from '../../platform/rate-limit/rate-limit.js';
import { readEmailSettings } from '../email-settings/email-settings.js';
import { findAccessCodeByText, findUsableAccessCode } from './access-codes.repository.js';

export type UsableAccessCode = NonNullable<Awaited<ReturnType<typeof findUsableAccessCode>>>;

/** A usable code and what its stay allows at the moment of the check. */
export interface GuestAccess {
  accessCode: UsableAccessCode;
  /** When `stay` instructions unlock; null for a code without a stay (spec behaviour: always shown). */
  opensAt: Date | null;
  /** When the code stops working (earlier of checkOutAt + late and expiresAt); null: no end. */
  accessEndsAt: Date | null;
  /** True when `stay` instructions are shown now. */
  unlocked: boolean;
}

export const stayMargins = (config: Config): StayMargins => ({
  earlyHours: config.STAY_EARLY_HOURS,
  lateHours: config.STAY_LATE_HOURS,
});

/** The stay rules on a usable code: null once `checkOutAt + late` has passed. */
export function guestAccessAt(
  accessCode: UsableAccessCode,
  margins: StayMargins,
  now: Date,
): GuestAccess | null {
  const expiresAt = accessCode.expiresAt;
  if (!accessCode.checkInAt || !accessCode.checkOutAt) {
    return { accessCode, opensAt: null, accessEndsAt: expiresAt, unlocked: true };
  }
  const { opensAt, closesAt } = stayWindow(accessCode.checkInAt, accessCode.checkOutAt, margins);
  if (now.getTime() >= closesAt.getTime()) return null;
  const accessEndsAt = expiresAt && expiresAt.getTime() < closesAt.getTime() ? expiresAt : closesAt;
  return { accessCode, opensAt, accessEndsAt, unlocked: now.getTime() >= opensAt.getTime() };
}

/** Gives back one event counted by hitRateLimit (never below zero). */
async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** The key of the ceiling on failed checks from all addresses together. */
const OVERALL_KEY = 'access-code-failures:all';

/**
 * The overall ceiling (issue 42 item 8): counts this check among all addresses' in the hour. The check
 * that first goes past the ceiling queues the owner's alert (so once per window, whichever process
 * sees it: the count comes from one atomic upsert); every check past it is refused.
 */
async function reserveOverallCheck(db: Db, config: Config, now: Date): Promise<void> {
  const rule = { ...RATE_RULES.accessCodeFailuresOverall, limit: config.ACCESS_CODE_OVERALL_FAILURE_LIMIT };
  const count = await hitRateLimit(db, OVERALL_KEY, rule);
  if (count <= rule.limit) return;
  if (count === rule.limit + 1 && isEmailConfigured(await readEmailSettings(db, config))) {
    const until = new Date(now.getTime() + rule.windowMs);
    await enqueueEmail(
      db,
      buildAccessCodeAlertEmail(
        config.PUBLIC_URL,
        rule.limit,
        until,
        config.SITE_TIME_ZONE,
        await readSiteName(db),
      ),
    );
    signalOutbox();
  }
  throw tooManyRequests(ACCESS_CODE_OVERALL_LIMIT_MESSAGE);
}

/**
 * Checks a guest's access code, limited per address (an IPv6 address by its /64: rateLimitKey) and
 * overall: every failed check (validate or check-in, one shared counter) counts, and once a limit is
 * reached every check is refused, even a valid code, until the window ends. Success does not reset
 * the counter, so guessing cannot be interleaved with a known code.
 *
 * Each check first reserves an attempt with one atomic upsert and gives it back when the code turns
 * out valid. (Peeking first and counting afterwards would let a burst of parallel guesses all pass
 * the peek.) Sequentially this is the same as "peek, check, count the failure". A code shorter than
 * the minimum once dashes and spaces are ignored (its match key) is no code: it fails unseen, even
 * if an older version stored one such as `--Q`.
 */
export async function checkGuestAccessCode(
  db: Db,
  ip: string,
  code: string,
  config: Config,
  now: Date,
): Promise<GuestAccess | null> {
  const key = `access-code-failures:${rateLimitKey(ip)}`;
  const rule = { ...RATE_RULES.accessCodeFailures, limit: config.ACCESS_CODE_RATE_LIMIT };
  if ((await hitRateLimit(db, key, rule)) > rule.limit) throw tooManyRequests(ACCESS_CODE_RATE_LIMIT_MESSAGE);
  await reserveOverallCheck(db, config, now);
  const row =
    accessCodeMatchKey(code).length >= ACCESS_CODE_MIN_LENGTH
      ? await findUsableAccessCode(db, code, now)
      : undefined;
  const access = row ? guestAccessAt(row, stayMargins(config), now) : null;
  if (!access) return null;
  await refundRateLimit(db, key);
  await refundRateLimit(db, OVERALL_KEY);
  return access;
}

type StoredAccessCode = NonNullable<Awaited<ReturnType<typeof findAccessCodeByText>>>;

/**
 * When a refused code's access ended, for the guest's "Your stay ended on {date}" (decision 0040): the
 * earlier of its check-out (once the stay window has closed) and its expiry (once passed); for a code
 * switched off by a sync because its reservation left the calendar, when that was seen. Null when the
 * code is refused for another reason (switched off by the owner during its stay, or no end at all).
 */
export function accessEndedAt(accessCode: StoredAccessCode, margins: StayMargins, now: Date): Date | null {
  const ends: Date[] = [];
  if (accessCode.expiresAt && accessCode.expiresAt.getTime() <= now.getTime())
    ends.push(accessCode.expiresAt);
  if (accessCode.checkInAt && accessCode.checkOutAt) {
    const { closesAt } = stayWindow(accessCode.checkInAt, accessCode.checkOutAt, margins);
    if (now.getTime() >= closesAt.getTime()) ends.push(accessCode.checkOutAt);
  }
  if (ends.length > 0) return new Date(Math.min(...ends.map((end) => end.getTime())));
  if (!accessCode.isActive && accessCode.calendarCancelledAt) return accessCode.calendarCancelledAt;
  return null;
}

/** For a refused code that exists: when its access ended (see accessEndedAt); null otherwise. */
export async function findRefusedCodeEndedAt(
  db: Db,
  code: string,
  margins: StayMargins,
  now: Date,
): Promise<Date | null> {
  const row = await findAccessCodeByText(db, code);
  return row ? accessEndedAt(row, margins, now) : null;
}

/** The refusal of a guest code: the spec's message, and when a code's access ended, `endedAt`. */
export function guestAccessRefused(endedAt: Date | null) {
  return new HttpError(
    403,
    ACCESS_CODE_INVALID_MESSAGE,
    undefined,
    endedAt ? { endedAt: endedAt.toISOString() } : undefined,
  );
}
