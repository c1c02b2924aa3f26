import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AvailabilityFeedCreateSchema } from '../../../shared/schemas/availability.js';
import type { Db } from '../../db/client.js';
import { appState, availabilityFeeds } from '../../db/schema.js';

export type FeedRow = typeof availabilityFeeds.$inferSelect;
export type FeedSyncPatch = Partial<
  Pick<
    FeedRow,
    | 'blocked'
    | 'etag'
    | 'lastModified'
    | 'emptyPending'
    | 'lastStatus'
    | 'lastAttemptAt'
    | 'lastSuccessAt'
    | 'lastError'
  >
>;

export function listFeeds(db: Db): Promise<FeedRow[]> {
  return db.select().from(availabilityFeeds).orderBy(asc(availabilityFeeds.id));
}

export async function createFeed(db: Db, input: z.output<typeof AvailabilityFeedCreateSchema>) {
  const [row] = await db.insert(availabilityFeeds).values(input).returning();
  return row;
}

export async function deleteFeed(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(availabilityFeeds)
    .where(eq(availabilityFeeds.id, id))
    .returning({ id: availabilityFeeds.id });
  return deleted.length > 0;
}

export async function updateFeedSync(db: Db, id: number, patch: FeedSyncPatch): Promise<void> {
  await db.update(availabilityFeeds).set(patch).where(eq(availabilityFeeds.id, id));
}

/** The `app_state` key recording that the demo calendar was seeded (once per database). */
const AVAILABILITY_DEMO_KEY = 'availability_demo_seeded';

/** Inserts the demo calendar unless one was seeded before; two processes starting together seed once. */
export async function insertDemoFeedOnce(
  db: Db,
  feed: Pick<FeedRow, 'label' | 'url' | 'blocked'> & { seededAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appState)
      .values({ key: AVAILABILITY_DEMO_KEY, value: feed.seededAt.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appState.key });
    if (claimed.length === 0) return false;
    await tx.insert(availabilityFeeds).values({
      label: feed.label,
      url: feed.url,
      blocked: feed.blocked,
      isDemo: true,
      lastStatus: 'ok',
      lastAttemptAt: feed.seededAt,
      lastSuccessAt: feed.seededAt,
    });
    return true;
  });
}

export interface LeaseOptions {
  /** How long the lease holds if its holder dies without releasing it. */
  leaseMs: number;
  /** The job is not started again until this long after its last start (0: whenever free). */
  minIntervalMs: number;
}

/**
 * Claims a job's lease in one statement, so across processes exactly one claimant wins: the row is
 * taken only when its lease has run out and the job last started at least `minIntervalMs` ago, both
 * measured on the database's clock (which all processes share). Answers the lease's expiry, the token
 * that releasing it needs (kept to whole milliseconds so the JavaScript Date matches it exactly), or
 * null when another process holds the lease or the job is not due.
 */
export async function claimJobLease(db: Db, name: string, options: LeaseOptions): Promise<Date | null> {
  const result = await db.execute<{ locked_until: string | Date }>(sql`
    insert into job_leases (name, locked_until, last_started_at)
    values (
      ${name},
      date_trunc('milliseconds', now() + ${options.leaseMs}::double precision * interval '1 millisecond'),
      now()
    )
    on conflict (name) do update
      set locked_until = excluded.locked_until, last_started_at = excluded.last_started_at
      where job_leases.locked_until <= now()
        and job_leases.last_started_at <= now() - ${options.minIntervalMs}::double precision * interval '1 millisecond'
    returning locked_until`);
  const rows = (result as unknown as { rows: { locked_until: string | Date }[] }).rows ?? result;
  const row = (rows as { locked_until: string | Date }[])[0];
  return row ? new Date(row.locked_until) : null;
}

/** Releases a lease this claimant still holds (a lease that ran out and was taken over is left alone). */
export async function releaseJobLease(db: Db, name: string, lockedUntil: Date): Promise<void> {
  await db.execute(sql`
    update job_leases set locked_until = now()
    where name = ${name} and locked_until = ${lockedUntil.toISOString()}::timestamptz`);
}
