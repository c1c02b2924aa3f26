/**
 * What the seed created and is still there (decision 0057). Demo records carry no flag, so each kind is
 * recognised by something only the seed produces:
 * - access codes: made in the seeding transaction, so their `created_at` is that transaction's time,
 *   which is also the `updated_at` of the `demo_seeded` key written in it;
 * - the calendar: the feed marked `is_demo`;
 * - reviews: the demo's exact name and comment (a review the owner edited is theirs);
 * - gallery pictures: a picture under the uploads' `demo/` folder, where only the seed writes.
 */
import { and, count, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { accessCodes, appState, availabilityFeeds, galleryImages, testimonials } from '../db/schema.js';
import { uploadUrl } from '../platform/storage/uploads.js';
import { TESTIMONIALS } from './content.js';
import { DEMO_SEEDED_KEY, DEMO_UPLOADS_SUBDIR } from './seed.js';

const demoPictureLike = `${uploadUrl(`${DEMO_UPLOADS_SUBDIR}/`)}%`;

const seededAt = sql`(select ${appState.updatedAt} from ${appState} where ${appState.key} = ${DEMO_SEEDED_KEY})`;

const demoWhere = {
  accessCodes: () => and(eq(accessCodes.source, 'manual'), eq(accessCodes.createdAt, seededAt)),
  feeds: () => eq(availabilityFeeds.isDemo, true),
  testimonials: () =>
    or(...TESTIMONIALS.map((t) => and(eq(testimonials.name, t.name), eq(testimonials.comment, t.comment)))),
  galleryImages: () => like(galleryImages.src, demoPictureLike),
};

export interface DemoContentCounts {
  accessCodes: number;
  feeds: number;
  testimonials: number;
  galleryImages: number;
}

async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** How many demo records of each kind are still there. */
export async function countDemoContent(db: Db): Promise<DemoContentCounts> {
  return {
    accessCodes: await countWhere(db, accessCodes, demoWhere.accessCodes()),
    feeds: await countWhere(db, availabilityFeeds, demoWhere.feeds()),
    testimonials: await countWhere(db, testimonials, demoWhere.testimonials()),
    galleryImages: await countWhere(db, galleryImages, demoWhere.galleryImages()),
  };
}

/**
 * Deletes the demo records in one transaction; the owner's own rows are left as they are. The picture
 * files stay in storage: rooms, attractions and experiences may still show them until replaced.
 */
export function removeDemoContent(db: Db): Promise<DemoContentCounts> {
  return db.transaction(async (tx) => {
    const removed = async (query: Promise<{ id: number }[]>) => (await query).length;
    return {
      accessCodes: await removed(
        tx.delete(accessCodes).where(demoWhere.accessCodes()).returning({ id: accessCodes.id }),
      ),
      feeds: await removed(
        tx.delete(availabilityFeeds).where(demoWhere.feeds()).returning({ id: availabilityFeeds.id }),
      ),
      testimonials: await removed(
        tx.delete(testimonials).where(demoWhere.testimonials()).returning({ id: testimonials.id }),
      ),
      galleryImages: await removed(
        tx.delete(galleryImages).where(demoWhere.galleryImages()).returning({ id: galleryImages.id }),
      ),
    };
  });
}
