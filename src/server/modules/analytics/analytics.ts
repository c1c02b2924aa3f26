/**
 * First-party, cookieless analytics (decision 0017): who counts, the daily visitor hash, the summary
 * the dashboard reads, and the daily roll-up of raw rows into totals.
 */
import { createHash } from 'node:crypto';
import { EXPERIENCE_PAGE_PATH } from '../../../shared/routes.js';
import type { AnalyticsSummary, ExperienceFunnel } from '../../../shared/schemas/analytics.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { runWithJobLease, startPeriodicJob } from '../../platform/jobs/job-runner.js';
import { addDaysIso, isoDateInZone } from '../../platform/time/zoned-dates.js';
import { countContactSubmissionsByDay } from '../contact/contact.repository.js';
import { countBookingsByDay } from '../experience-bookings/experience-bookings.repository.js';
import { listExperiences } from '../experiences/experiences.repository.js';
import {
  countPageViewsByPath,
  countRawEventsByDay,
  countRolledUpByDay,
  type DayCounts,
  deleteSaltsBefore,
  getDailySalt,
  rollUpEventsBefore,
} from './analytics.repository.js';

/**
 * Crawlers, link previews, monitors, scripts and headless browsers (Lighthouse, test runners): not
 * visitors. An empty user agent is not a browser either.
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|curl\/|wget\/|python|httpclient|okhttp|axios|node-fetch|undici|go-http|java\/|libwww|monitor|pingdom|uptime/i;

export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent || BOT_USER_AGENT.test(userAgent);
}

/** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked, so nothing is recorded. */
export function asksNotToBeTracked(headers: Record<string, string | string[] | undefined>): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

export const TOP_PAGES_SHOWN = 10;

/** The salt is read once per database per day in each process (every process reads the same row). */
const saltCache = new WeakMap<Db, { day: string; salt: string }>();

async function saltOf(db: Db, day: string): Promise<string> {
  let cached = saltCache.get(db);
  if (cached?.day !== day) {
    cached = { day, salt: await getDailySalt(db, day) };
    saltCache.set(db, cached);
  }
  return cached.salt;
}

const saltedHash = (salt: string, ...parts: string[]) =>
  createHash('sha256')
    .update([salt, ...parts].join('\n'))
    .digest('base64url')
    .slice(0, 22);

/**
 * The day's pseudonymous visitor id: a hash of the day's random salt, the address and the browser.
 * The same visitor gets the same id all day and an unrelated one the next; once the salt is deleted
 * nobody (we included) can tell whose it was. The address itself is never stored.
 */
export async function visitorHashOf(db: Db, day: string, ip: string, userAgent: string): Promise<string> {
  return saltedHash(await saltOf(db, day), ip, userAgent);
}

/** The rate-limit key of an address: salted too, so not even the limiter's table holds an IP. */
export async function rateLimitKeyOf(db: Db, day: string, ip: string): Promise<string> {
  return `events:${saltedHash(await saltOf(db, day), 'rate-limit', ip)}`;
}

const emptyDay = (day: string): DayCounts => ({
  day,
  pageViews: 0,
  bookClicks: 0,
  visitors: 0,
  bookVisitors: 0,
});

/** The last `days` days up to today (in the chalet's zone), every day present, rolled-up and raw together. */
export async function summarizeAnalytics(
  db: Db,
  config: Pick<Config, 'SITE_TIME_ZONE'>,
  days: number,
  now: Date,
): Promise<AnalyticsSummary> {
  const to = isoDateInZone(now, config.SITE_TIME_ZONE);
  const from = addDaysIso(to, -(days - 1));
  const [raw, rolled, enquiries, paths, bookings] = await Promise.all([
    countRawEventsByDay(db, from, to),
    countRolledUpByDay(db, from, to),
    countContactSubmissionsByDay(db, from, to, config.SITE_TIME_ZONE),
    countPageViewsByPath(db, from, to),
    countBookingsByDay(db, from, to, config.SITE_TIME_ZONE),
  ]);
  const byDay = new Map<string, DayCounts>();
  // A day is normally either raw or rolled up; adding both keeps the numbers right either way.
  for (const row of [...rolled, ...raw]) {
    const day = byDay.get(row.day) ?? emptyDay(row.day);
    byDay.set(row.day, {
      day: row.day,
      pageViews: day.pageViews + row.pageViews,
      bookClicks: day.bookClicks + row.bookClicks,
      visitors: day.visitors + row.visitors,
      bookVisitors: day.bookVisitors + row.bookVisitors,
    });
  }
  const enquiriesByDay = new Map(enquiries.map((row) => [row.day, row.enquiries]));
  const list = Array.from({ length: days }, (_, i) => {
    const date = addDaysIso(from, i);
    const { day: _day, ...counts } = byDay.get(date) ?? emptyDay(date);
    return { date, ...counts, enquiries: enquiriesByDay.get(date) ?? 0 };
  });
  const sum = (key: 'pageViews' | 'visitors' | 'bookClicks' | 'bookVisitors' | 'enquiries') =>
    list.reduce((total, day) => total + day[key], 0);
  const visitors = sum('visitors');
  const bookVisitors = sum('bookVisitors');
  return {
    timeZone: config.SITE_TIME_ZONE,
    days: list,
    topPages: paths
      .sort((a, b) => b.pageViews - a.pageViews || a.path.localeCompare(b.path))
      .slice(0, TOP_PAGES_SHOWN),
    totals: {
      pageViews: sum('pageViews'),
      visitors,
      bookClicks: sum('bookClicks'),
      bookVisitors,
      enquiries: sum('enquiries'),
      conversion: visitors === 0 ? 0 : bookVisitors / visitors,
    },
    experienceFunnel: await experienceFunnelOf(db, paths, bookings),
  };
}

/** Views of each experience's page → its bookings, over the period's page views and bookings. */
async function experienceFunnelOf(
  db: Db,
  paths: readonly { path: string; pageViews: number }[],
  bookings: readonly { experienceId: number; bookings: number }[],
): Promise<ExperienceFunnel> {
  const counts = new Map<number, { views: number; bookings: number }>();
  const at = (id: number) => {
    const entry = counts.get(id) ?? { views: 0, bookings: 0 };
    counts.set(id, entry);
    return entry;
  };
  for (const { path, pageViews } of paths) {
    const id = EXPERIENCE_PAGE_PATH.exec(path)?.[1];
    if (id) at(Number(id)).views += pageViews;
  }
  for (const row of bookings) at(row.experienceId).bookings += row.bookings;
  const titles = new Map((await listExperiences(db, { all: true })).map((e) => [e.id, e.title]));
  const byExperience = [...counts]
    // Views of a page whose experience was deleted (or never existed) are not an experience's.
    .filter(([id]) => titles.has(id))
    .map(([experienceId, entry]) => ({
      experienceId,
      title: titles.get(experienceId) ?? '',
      ...entry,
      // A booking needs a view of its page first; those past the views we saw had one we did not count.
      untrackedBookings: Math.max(0, entry.bookings - entry.views),
    }))
    .sort((a, b) => b.bookings - a.bookings || b.views - a.views || a.experienceId - b.experienceId);
  const total = (key: 'views' | 'bookings' | 'untrackedBookings') =>
    byExperience.reduce((sum, e) => sum + e[key], 0);
  const views = total('views');
  const untrackedBookings = total('untrackedBookings');
  const fromViews = total('bookings') - untrackedBookings;
  return {
    views,
    bookings: total('bookings'),
    untrackedBookings,
    conversion: views === 0 ? 0 : fromViews / views,
    byExperience,
  };
}

export const ROLLUP_JOB = 'analytics-rollup';
const ROLLUP_LEASE_MS = 10 * 60 * 1000;
/** The roll-up runs at most this often across all processes (it only ever has whole days to fold). */
export const ROLLUP_INTERVAL_MS = 60 * 60 * 1000;
const ROLLUP_TICK_MS = 5 * 60 * 1000;

/**
 * Folds raw rows older than ANALYTICS_RAW_RETENTION_DAYS into daily totals and deletes the salts of
 * past days, if this process wins the lease. Answers the raw rows folded, or null when another process
 * holds the lease or the job is not due.
 */
export async function runAnalyticsRollup(
  db: Db,
  config: Pick<Config, 'SITE_TIME_ZONE' | 'ANALYTICS_RAW_RETENTION_DAYS'>,
  options: { now: Date; minIntervalMs?: number },
): Promise<number | null> {
  const ran = await runWithJobLease(
    db,
    ROLLUP_JOB,
    { leaseMs: ROLLUP_LEASE_MS, minIntervalMs: options.minIntervalMs ?? 0 },
    async () => {
      const today = isoDateInZone(options.now, config.SITE_TIME_ZONE);
      await deleteSaltsBefore(db, today);
      return rollUpEventsBefore(db, addDaysIso(today, -config.ANALYTICS_RAW_RETENTION_DAYS));
    },
  );
  return ran ? ran.value : null;
}

/** Every process ticks; the lease lets one of them roll up once per interval. Answers a stop function. */
export function startAnalyticsRollup(db: Db, config: Config, onError: (error: unknown) => void): () => void {
  return startPeriodicJob(
    ROLLUP_TICK_MS,
    () => runAnalyticsRollup(db, config, { now: new Date(), minIntervalMs: ROLLUP_INTERVAL_MS }),
    onError,
  );
}
