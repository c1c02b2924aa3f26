import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { availabilityFeeds } from '../../db/schema.js';

/** How many calendar feeds the owner added (the demo calendar not counted). */
export async function countOwnFeeds(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(availabilityFeeds)
    .where(eq(availabilityFeeds.isDemo, false));
  return row?.n ?? 0;
}
