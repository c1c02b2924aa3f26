import { randomBytes } from 'node:crypto';
import { and, between, count, eq, lt, sql } from 'drizzle-orm';
import type { SiteEventName } from '../../../shared/schemas/analytics.js';
import type { Db } from '../../db/client.js';
import {
  analyticsDailyTotals,
  analyticsDailyVisitors,
  analyticsEvents,
  analyticsSalts,
} from '../../db/schema.js';

export interface NewSiteEvent {
  name: SiteEventName;
  path: string;
  /** YYYY-MM-DD in the chalet's time zone. */
  day: string;
  visitorHash: string;
}

/** One day's numbers, from raw rows or daily totals. */
export interface DayCounts {
  day: string;
  pageViews: number;
  bookClicks: number;
  visitors: number;
  bookVisitors: number;
}

export interface PathCount {
  path: string;
  pageViews: number;
}

/**
 * The salt of `day`, created by whichever process asks first (one atomic insert, so all processes
 * hash with the same salt and a visitor counts once whichever process served them).
 */
export async function getDailySalt(db: Db, day: string): Promise<string> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  return row.salt;
}

/** Deletes the salts of the days before `day`: their hashes can no longer be linked to anyone. */
export async function deleteSaltsBefore(db: Db, day: string): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
}

export async function recordSiteEvent(db: Db, event: NewSiteEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

const isPageView = sql`${analyticsEvents.name} = 'page_view'`;
const isBookClick = sql`${analyticsEvents.name} = 'book_stay'`;

/** Per-day numbers of the raw rows from `from` to `to` (inclusive). */
export async function countRawEventsByDay(db: Db, from: string, to: string): Promise<DayCounts[]> {
  return db
    .select({
      day: analyticsEvents.day,
      pageViews: sql`count(*) filter (where ${isPageView})`.mapWith(Number),
      bookClicks: sql`count(*) filter (where ${isBookClick})`.mapWith(Number),
      visitors: sql`count(distinct ${analyticsEvents.visitorHash})`.mapWith(Number),
      bookVisitors: sql`count(distinct ${analyticsEvents.visitorHash}) filter (where ${isBookClick})`.mapWith(
        Number,
      ),
    })
    .from(analyticsEvents)
    .where(between(analyticsEvents.day, from, to))
    .groupBy(analyticsEvents.day);
}

/** Per-day numbers of the rolled-up days from `from` to `to` (inclusive). */
export async function countRolledUpByDay(db: Db, from: string, to: string): Promise<DayCounts[]> {
  const totals = await db
    .select({
      day: analyticsDailyTotals.day,
      pageViews:
        sql`coalesce(sum(${analyticsDailyTotals.count}) filter (where ${analyticsDailyTotals.name} = 'page_view'), 0)`.mapWith(
          Number,
        ),
      bookClicks:
        sql`coalesce(sum(${analyticsDailyTotals.count}) filter (where ${analyticsDailyTotals.name} = 'book_stay'), 0)`.mapWith(
          Number,
        ),
    })
    .from(analyticsDailyTotals)
    .where(between(analyticsDailyTotals.day, from, to))
    .groupBy(analyticsDailyTotals.day);
  const visitors = await db
    .select()
    .from(analyticsDailyVisitors)
    .where(between(analyticsDailyVisitors.day, from, to));
  const byDay = new Map<string, DayCounts>();
  for (const t of totals) byDay.set(t.day, { ...t, visitors: 0, bookVisitors: 0 });
  for (const v of visitors) {
    const day = byDay.get(v.day) ?? { day: v.day, pageViews: 0, bookClicks: 0, visitors: 0, bookVisitors: 0 };
    byDay.set(v.day, { ...day, visitors: v.visitors, bookVisitors: v.bookVisitors });
  }
  return [...byDay.values()];
}

/** Page views per path from `from` to `to`, raw rows and rolled-up days together. */
export async function countPageViewsByPath(db: Db, from: string, to: string): Promise<PathCount[]> {
  const raw = await db
    .select({ path: analyticsEvents.path, pageViews: count() })
    .from(analyticsEvents)
    .where(and(between(analyticsEvents.day, from, to), isPageView))
    .groupBy(analyticsEvents.path);
  const rolled = await db
    .select({
      path: analyticsDailyTotals.path,
      pageViews: sql`sum(${analyticsDailyTotals.count})`.mapWith(Number),
    })
    .from(analyticsDailyTotals)
    .where(and(between(analyticsDailyTotals.day, from, to), eq(analyticsDailyTotals.name, 'page_view')))
    .groupBy(analyticsDailyTotals.path);
  const byPath = new Map<string, number>();
  for (const row of [...raw, ...rolled]) byPath.set(row.path, (byPath.get(row.path) ?? 0) + row.pageViews);
  return [...byPath].map(([path, pageViews]) => ({ path, pageViews }));
}

/**
 * Folds the raw rows of the days before `beforeDay` into the daily totals and deletes them, in one
 * transaction (a failure leaves both as they were). Whole days only: a day's unique visitors are
 * counted from its raw rows once. Answers how many raw rows were folded.
 */
export async function rollUpEventsBefore(db: Db, beforeDay: string): Promise<number> {
  return db.transaction(async (tx) => {
    const old = lt(analyticsEvents.day, beforeDay);
    const [{ rows }] = await tx.select({ rows: count() }).from(analyticsEvents).where(old);
    if (rows === 0) return 0;
    await tx.execute(sql`
      insert into ${analyticsDailyTotals} (day, name, path, count)
      select day, name, path, count(*)::int from ${analyticsEvents}
      where day < ${beforeDay} group by day, name, path
      on conflict (day, name, path) do update set count = ${analyticsDailyTotals.count} + excluded.count`);
    await tx.execute(sql`
      insert into ${analyticsDailyVisitors} (day, visitors, book_visitors)
      select day, count(distinct visitor_hash)::int,
        (count(distinct visitor_hash) filter (where name = 'book_stay'))::int
      from ${analyticsEvents} where day < ${beforeDay} group by day
      on conflict (day) do update set
        visitors = ${analyticsDailyVisitors.visitors} + excluded.visitors,
        book_visitors = ${analyticsDailyVisitors.bookVisitors} + excluded.book_visitors`);
    await tx.delete(analyticsEvents).where(old);
    return rows;
  });
}
