import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tableRows } from '../../db/rows-by-id.js';
import { appState, availabilityFeeds } from '../../db/schema.js';

const availabilityFeedsRows = tableRows(availabilityFeeds);

export type FeedRow = typeof availabilityFeeds.$inferSelect;
export type FeedSyncPatch = Partial<
  Pick<
    FeedRow,
    | 'blocked'
    | 'etag'
    | 'lastModified'
    | 'emptyPending'
    | 'reservationsGoneAt'
    | 'lastStatus'
    | 'lastAttemptAt'
    | 'lastSuccessAt'
    | 'lastError'
  >
>;

export function listFeeds(db: Db): Promise<FeedRow[]> {
  return db.select().from(availabilityFeeds).orderBy(asc(availabilityFeeds.id));
}

export const createFeed = availabilityFeedsRows.create;

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
