/**
 * Availability sync: fetches every active feed, keeps the last good calendar through any failure, and
 * accepts an empty calendar replacing a non-empty one only when it comes twice in a row, and an answer
 * that lost every reservation at once only when it still says so an hour later (decision 0064). One
 * process at a time, once per interval, through a lease row in the database (works the same on PGlite).
 */
import { AVAILABILITY_STALE_AFTER_MS } from '../../../shared/constants.js';
import type { Availability, AvailabilityFeed } from '../../../shared/schemas/availability.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { runWithJobLease, startPeriodicJob } from '../../platform/jobs/job-runner.js';
import { buildReservationsGoneEmail } from '../../platform/outbox/email-templates.js';
import { isEmailConfigured } from '../../platform/outbox/mailer.js';
import { enqueueEmail } from '../../platform/outbox/outbox.repository.js';
import { signalOutbox } from '../../platform/outbox/outbox-signal.js';
import { type Clock, systemClock } from '../../platform/time/clock.js';
import { addDaysIso, isoDateInZone } from '../../platform/time/zoned-dates.js';
import { type EmailConfig, readEmailSettings } from '../email-settings/email-settings.js';
import { getSiteSettings } from '../site-settings/site-settings.repository.js';
import { listCalendarCodes } from '../stay/access-codes.repository.js';
import { type FeedRow, type FeedSyncPatch, listFeeds, updateFeedSync } from './availability.repository.js';
import { codesLeavingFeed, syncCalendarCodes } from './calendar-codes.js';
import { FeedFetchError, fetchFeed, ICAL_FETCH_TIMEOUT_MS } from './ical-fetch.js';
import { FeedParseError, skippedEventsNote } from './ical-parse.js';
import { parseIcalCalendarOffThread } from './ical-parse-thread.js';
import { parseIcalReservations } from './ical-reservations.js';
import { isReadableRange, mergeRanges } from './ranges.js';

export const SYNC_JOB = 'availability-sync';
/** Longer than any sync can take (feeds are fetched in parallel, each within its timeout). */
const SYNC_LEASE_MS = 2 * 60 * 1000;

export const EMPTY_IGNORED_MESSAGE =
  'The feed came back empty. The previous calendar is kept until it comes back empty twice in a row.';

/**
 * How long a feed that lost every reservation at once is not believed (issue 42): Airbnb's feeds
 * sometimes answer with an owner block and no reservation, then come back.
 */
export const RESERVATIONS_GONE_HOLD_MS = 60 * 60 * 1000;

/** The feed's status while that is held. */
export function reservationsGoneMessage(codesKept: number): string {
  const codes = codesKept === 1 ? '1 access code' : `${codesKept} access codes`;
  return `The feed answered without any reservation, which would switch off ${codes}. The codes and the previous calendar are kept until an answer at least an hour later says the same.`;
}

export interface SyncOptions {
  config: Pick<Config, 'SITE_TIME_ZONE' | 'ICAL_ALLOW_PRIVATE_ADDRESSES' | 'PUBLIC_URL' | keyof EmailConfig>;
  clock?: Clock;
  /** Per-feed deadline (10 s); tests shorten it rather than wait. */
  timeoutMs?: number;
  /** Given the body of a calendar that was read (decision 0040: calendar-made access codes). */
  onCalendar?: (body: string) => void;
}

/** The real feeds, or the demo calendar while there are none. */
export function activeFeeds(feeds: readonly FeedRow[]): FeedRow[] {
  const real = feeds.filter((f) => !f.isDemo);
  return real.length > 0 ? real : feeds.filter((f) => f.isDemo);
}

function isStale(feed: FeedRow, now: Date): boolean {
  const since = feed.lastSuccessAt ?? feed.createdAt;
  return now.getTime() - since.getTime() > AVAILABILITY_STALE_AFTER_MS;
}

/** A feed as the owner sees it. */
export function toFeedView(feed: FeedRow, active: boolean, now: Date): z_FeedView {
  return {
    id: feed.id,
    label: feed.label,
    url: feed.url,
    isDemo: feed.isDemo,
    isActive: active,
    lastStatus: feed.lastStatus as z_FeedView['lastStatus'],
    lastAttemptAt: feed.lastAttemptAt,
    lastSuccessAt: feed.lastSuccessAt,
    lastError: feed.lastError,
    blockedCount: feed.blocked.length,
    stale: active && isStale(feed, now),
    createdAt: feed.createdAt,
  };
}
type z_FeedView = Omit<AvailabilityFeed, 'lastAttemptAt' | 'lastSuccessAt' | 'createdAt'> & {
  lastAttemptAt: Date | null;
  lastSuccessAt: Date | null;
  createdAt: Date;
};

export async function listFeedViews(db: Db, now: Date): Promise<z_FeedView[]> {
  const feeds = await listFeeds(db);
  const active = new Set(activeFeeds(feeds).map((f) => f.id));
  return feeds.map((feed) => toFeedView(feed, active.has(feed.id), now));
}

/**
 * The public calendar: the union of the active feeds, from yesterday to 13 months ahead, and the link
 * 'Book these dates' opens.
 */
export async function readAvailability(
  db: Db,
  config: Pick<Config, 'SITE_TIME_ZONE' | 'BOOKING_URL'>,
  now: Date,
): Promise<Omit<Availability, 'syncedAt'> & { syncedAt: Date | null }> {
  const [allFeeds, settings] = await Promise.all([listFeeds(db), getSiteSettings(db, config.BOOKING_URL)]);
  const feeds = activeFeeds(allFeeds);
  const today = isoDateInZone(now, config.SITE_TIME_ZONE);
  const from = addDaysIso(today, -1);
  const until = addDaysIso(today, 400);
  // Whatever a row holds, only real dates are read: nothing stored can make the calendar, and the home
  // page built from it, answer 500.
  const stored = feeds.flatMap((f) => (Array.isArray(f.blocked) ? f.blocked : [])).filter(isReadableRange);
  const blocked = mergeRanges(stored).filter((r) => r.end > from && r.start < until);
  const successes = feeds.map((f) => f.lastSuccessAt);
  // As fresh as the least fresh feed: one failing platform makes the whole calendar doubtful.
  const syncedAt =
    successes.length === 0 || successes.some((s) => s === null)
      ? null
      : new Date(Math.min(...successes.map((s) => (s as Date).getTime())));
  return {
    syncedAt,
    stale: feeds.some((f) => isStale(f, now)),
    timeZone: config.SITE_TIME_ZONE,
    today,
    // The one booking link of the site, as in the header, hero, promo, footer and contact (decision 0062).
    bookingUrl: settings.bookingUrl,
    blocked,
  };
}

/** What one sync of one feed changes; never throws. */
export async function syncFeed(feed: FeedRow, options: SyncOptions): Promise<FeedSyncPatch> {
  const now = (options.clock ?? systemClock)();
  // The demo calendar has no address: it is "fetched" from itself, so it stays fresh while syncs run.
  if (feed.isDemo) return { lastAttemptAt: now, lastSuccessAt: now, lastStatus: 'ok', lastError: null };
  try {
    const result = await fetchFeed(feed.url, {
      allowPrivateAddresses: options.config.ICAL_ALLOW_PRIVATE_ADDRESSES,
      timeoutMs: options.timeoutMs ?? ICAL_FETCH_TIMEOUT_MS,
      etag: feed.etag,
      lastModified: feed.lastModified,
    });
    if (result.kind === 'not-modified') {
      return { lastAttemptAt: now, lastSuccessAt: now, lastStatus: 'not-modified', lastError: null };
    }
    // A large feed is parsed off the main thread: it must not stall every other request.
    const { ranges, skipped } = await parseIcalCalendarOffThread(result.body, options.config.SITE_TIME_ZONE, {
      today: isoDateInZone(now, options.config.SITE_TIME_ZONE),
    });
    options.onCalendar?.(result.body);
    if (ranges.length === 0 && feed.blocked.length > 0 && !feed.emptyPending) {
      return {
        lastAttemptAt: now,
        lastStatus: 'empty-ignored',
        lastError: EMPTY_IGNORED_MESSAGE,
        emptyPending: true,
      };
    }
    return {
      blocked: ranges,
      etag: result.etag,
      lastModified: result.lastModified,
      emptyPending: false,
      lastAttemptAt: now,
      lastSuccessAt: now,
      lastStatus: 'ok',
      // What the owner reads under the feed: the events skipped as outside the window, by name.
      lastError: skippedEventsNote(skipped),
    };
  } catch (error) {
    const message =
      error instanceof FeedFetchError || error instanceof FeedParseError
        ? error.message
        : `Unexpected error: ${(error as Error)?.message ?? String(error)}`;
    return { lastAttemptAt: now, lastStatus: 'error', lastError: message };
  }
}

/**
 * Records one feed's sync and brings its calendar-made codes in line. A non-empty answer with no
 * reservation at all, where codes would be switched off, is held like an empty one (issue 42): the
 * previous calendar and every code are kept, the owner is told, and only an answer at least an hour
 * after the first says so is taken. A single reservation leaving a feed that lists others is a
 * cancellation, taken at once.
 */
async function syncOneFeed(db: Db, feed: FeedRow, options: SyncOptions): Promise<void> {
  const now = (options.clock ?? systemClock)();
  const timeZone = options.config.SITE_TIME_ZONE;
  let body: string | null = null;
  const patch = await syncFeed(feed, { ...options, onCalendar: (text) => (body = text) });
  // Only a non-empty calendar touches the codes: an empty one is the empty-feed rule's (syncFeed).
  if (body === null || !patch.blocked?.length) {
    await updateFeedSync(db, feed.id, patch);
    return;
  }
  const feedReservations = await parseIcalReservations(body, timeZone, isoDateInZone(now, timeZone));
  const existing = await listCalendarCodes(db, feed.id);
  if (feedReservations.reservations.length === 0) {
    const leaving = codesLeavingFeed(existing, new Set(), now).length;
    const since = feed.reservationsGoneAt;
    if (leaving > 0 && (!since || now.getTime() - since.getTime() < RESERVATIONS_GONE_HOLD_MS)) {
      const alert = !since && isEmailConfigured(await readEmailSettings(db, options.config));
      // The status and the owner's email commit together.
      await db.transaction(async (tx) => {
        await updateFeedSync(tx as unknown as Db, feed.id, {
          lastAttemptAt: now,
          lastStatus: 'empty-ignored',
          lastError: reservationsGoneMessage(leaving),
          reservationsGoneAt: since ?? now,
        });
        if (alert) await enqueueReservationsGoneEmail(tx as unknown as Db, feed, leaving, now, options);
      });
      if (alert) signalOutbox();
      return;
    }
  }
  await updateFeedSync(db, feed.id, { ...patch, reservationsGoneAt: null });
  // After the ranges are stored.
  await syncCalendarCodes(db, feed, feedReservations, existing, { timeZone, now });
}

/** Queues the owner's email about a feed that lost every reservation. */
async function enqueueReservationsGoneEmail(
  db: Db,
  feed: FeedRow,
  codesKept: number,
  now: Date,
  { config }: SyncOptions,
): Promise<void> {
  const confirmableAt = new Date(now.getTime() + RESERVATIONS_GONE_HOLD_MS);
  await enqueueEmail(
    db,
    buildReservationsGoneEmail(
      { feedLabel: feed.label, codesKept, confirmableAt, timeZone: config.SITE_TIME_ZONE },
      config.PUBLIC_URL,
    ),
  );
}

/** Syncs every active feed in parallel and records each outcome. */
async function syncActiveFeeds(db: Db, options: SyncOptions): Promise<void> {
  const feeds = activeFeeds(await listFeeds(db));
  await Promise.all(feeds.map((feed) => syncOneFeed(db, feed, options)));
}

export interface RunSyncOptions extends SyncOptions {
  /** Skip the interval check (the owner's 'Sync now'); a running sync is still waited for. */
  force?: boolean;
  intervalMs?: number;
  /** How long 'Sync now' waits for another process's sync to finish. */
  waitMs?: number;
}

/**
 * Runs one sync if this process wins the lease. Scheduled runs skip when not due or taken; a forced run
 * waits for a running sync to finish, then runs. Answers whether this process synced.
 */
export async function runAvailabilitySync(db: Db, options: RunSyncOptions): Promise<boolean> {
  const minIntervalMs = options.force ? 0 : (options.intervalMs ?? 0);
  const deadline = Date.now() + (options.force ? (options.waitMs ?? 30_000) : 0);
  for (;;) {
    const ran = await runWithJobLease(db, SYNC_JOB, { leaseMs: SYNC_LEASE_MS, minIntervalMs }, () =>
      syncActiveFeeds(db, options),
    );
    if (ran) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The schedule: every process ticks a few times per interval and the lease lets exactly one of them
 * sync when a sync is due. Answers a function that stops it.
 */
export function startAvailabilityScheduler(
  db: Db,
  config: Config,
  onError: (error: unknown) => void,
): () => void {
  const intervalMs = config.AVAILABILITY_SYNC_MINUTES * 60_000;
  const tickMs = Math.max(250, Math.min(30_000, intervalMs / 4));
  return startPeriodicJob(tickMs, () => runAvailabilitySync(db, { config, intervalMs }), onError);
}
