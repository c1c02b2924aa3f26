/**
 * Which rows the demo seed made, and whether the owner has changed them since (decision 0087). The seed
 * records every row it inserts in `demo_records` with a hash of the row's content as stored; a row whose
 * hash differs now was edited. Only content counts: the order, the active switch, a message read or a
 * code used are not edits.
 */
import { createHash } from 'node:crypto';
import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DemoRecordKind } from '../../shared/schemas/setup.js';
import type { Db } from '../db/client.js';
import {
  accessCodes,
  amenities,
  appState,
  attractionCategories,
  attractions,
  bookableExperiences,
  checkInInstructions,
  contactSubmissions,
  demoRecords,
  galleryImages,
  guestInfoCategories,
  guestInfoItems,
  rooms,
  testimonials,
} from '../db/schema.js';
import { ATTRACTION_CATEGORIES, CONTACT_SUBMISSIONS, GALLERY, TESTIMONIALS } from './content.js';

type KindTable = PgTable & { id: PgColumn };
type Row = Record<string, unknown> & { id: number };

/** Each kind's table, and the words the owner knows a row by. */
export const DEMO_KINDS: Record<DemoRecordKind, { table: KindTable; label: (row: Row) => string }> = {
  experiences: { table: bookableExperiences, label: (row) => String(row.title) },
  rooms: { table: rooms, label: (row) => String(row.name) },
  amenities: { table: amenities, label: (row) => String(row.categoryName) },
  attractions: { table: attractions, label: (row) => String(row.title) },
  attractionCategories: { table: attractionCategories, label: (row) => String(row.name) },
  guestInfoItems: { table: guestInfoItems, label: (row) => String(row.title) },
  guestInfoCategories: { table: guestInfoCategories, label: (row) => String(row.name) },
  checkInInstructions: { table: checkInInstructions, label: (row) => String(row.title) },
  testimonials: { table: testimonials, label: (row) => String(row.name) },
  galleryImages: { table: galleryImages, label: (row) => String(row.title || row.alt || row.src) },
  contactSubmissions: { table: contactSubmissions, label: (row) => `${row.subject} (${row.name})` },
  accessCodes: {
    table: accessCodes,
    label: (row) => String(row.guestName ? `${row.code} (${row.guestName})` : row.code),
  },
};

export const kindOfTable = new Map(
  (Object.entries(DEMO_KINDS) as [DemoRecordKind, { table: KindTable }][]).map(([kind, { table }]) => [
    getTableName(table),
    kind,
  ]),
);

/** Columns that change without the owner editing the content: order, switches, use, bookkeeping. */
const NOT_CONTENT = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'sortOrder',
  'isActive',
  'isFeatured',
  'isRead',
  'isArchived',
  'matchKey',
  'firstUsedAt',
  'lastUsedAt',
  'useCount',
  'arrivedAt',
]);

/** JSON with object keys sorted and dates as ISO strings, so equal content always reads the same. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The hash of a row's content (as read from the database: the seed hashes what its insert returned). */
export function contentHash(row: Record<string, unknown>): string {
  const content = Object.fromEntries(Object.entries(row).filter(([key]) => !NOT_CONTENT.has(key)));
  return createHash('sha256')
    .update(JSON.stringify(canonical(content)))
    .digest('hex');
}

/** A backfilled row that already differed from the demo: its hash matches no content. */
const EDITED_BEFORE_RECORDS = 'edited before it was recorded';

/** The `app_state` key recording that the demo content was seeded (in the seeding transaction). */
export const DEMO_SEEDED_KEY = 'demo_seeded';

/** `app_state` key: this database's demo rows are recorded (by the seed, or by the backfill below). */
export const DEMO_RECORDED_KEY = 'demo_recorded';

type Writer = Pick<Db, 'insert'>;

/** Records rows the seed inserted, as they were stored. */
export async function recordDemoRows(db: Writer, kind: DemoRecordKind, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const tableName = getTableName(DEMO_KINDS[kind].table);
  await db
    .insert(demoRecords)
    .values(rows.map((row) => ({ tableName, rowId: row.id, seededHash: contentHash(row) })))
    .onConflictDoNothing();
}

/** Marks the demo rows recorded, in the seed's transaction. */
export async function markDemoRecorded(db: Writer): Promise<void> {
  await db.insert(appState).values({ key: DEMO_RECORDED_KEY, value: 'seed' }).onConflictDoNothing();
}

/** Whether the row still holds the demo's words for each content field `expected` names. */
const sameContent = (row: Row, expected: Record<string, unknown>) =>
  Object.entries(expected)
    .filter(([key]) => !NOT_CONTENT.has(key))
    .every(
      ([key, value]) =>
        JSON.stringify(canonical(row[key] ?? null)) === JSON.stringify(canonical(value ?? null)),
    );
const samePicture = (src: unknown, picture: { name: string }) =>
  String(src).endsWith(`/${picture.name}.webp`);

/**
 * A database seeded before the demo rows were recorded (before decision 0087) gets its records once, at
 * start: a row is the demo's when the seeding transaction made it (its `created_at` is that
 * transaction's time, which is also the `demo_seeded` key's), or, for the kinds whose time the seed set
 * itself or which have none, when it carries a demo name. Whether the owner edited it: `updated_at`
 * later than `created_at` where the table has both, else its words compared with the demo's. Returns how
 * many rows it recorded, or null when there was nothing to do.
 */
export async function backfillDemoRecords(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    const state = await tx
      .select({ key: appState.key })
      .from(appState)
      .where(inArray(appState.key, [DEMO_SEEDED_KEY, DEMO_RECORDED_KEY]));
    if (
      !state.some((entry) => entry.key === DEMO_SEEDED_KEY) ||
      state.some((entry) => entry.key === DEMO_RECORDED_KEY)
    )
      return null;
    await tx.insert(appState).values({ key: DEMO_RECORDED_KEY, value: 'backfill' });

    let recorded = 0;
    const record = async (kind: DemoRecordKind, rows: Row[], edited: (row: Row) => boolean) => {
      const tableName = getTableName(DEMO_KINDS[kind].table);
      if (rows.length === 0) return;
      await tx
        .insert(demoRecords)
        .values(
          rows.map((row) => ({
            tableName,
            rowId: row.id,
            seededHash: edited(row) ? EDITED_BEFORE_RECORDS : contentHash(row),
          })),
        )
        .onConflictDoNothing();
      recorded += rows.length;
    };
    const madeBySeed = async (kind: DemoRecordKind, extra?: ReturnType<typeof eq>) => {
      const table = DEMO_KINDS[kind].table as KindTable & { createdAt: PgColumn };
      // Compared in SQL: the database keeps microseconds a Date would lose.
      const seededAt = sql`(select ${appState.updatedAt} from ${appState} where ${appState.key} = ${DEMO_SEEDED_KEY})`;
      const where = and(eq(table.createdAt, seededAt), extra);
      return (await tx
        .select()
        .from(table as PgTable)
        .where(where)) as Row[];
    };
    const updatedSince = (row: Row) =>
      row.updatedAt instanceof Date && row.createdAt instanceof Date && row.updatedAt > row.createdAt;

    for (const kind of [
      'experiences',
      'rooms',
      'amenities',
      'guestInfoItems',
      'guestInfoCategories',
      'checkInInstructions',
    ] as const) {
      await record(kind, await madeBySeed(kind), updatedSince);
    }
    await record(
      'accessCodes',
      await madeBySeed('accessCodes', eq(accessCodes.source, 'manual')),
      () => false,
    );

    const demoGallery = new Map(GALLERY.map((image) => [image.title, image]));
    await record('galleryImages', await madeBySeed('galleryImages'), (row) => {
      const demo = demoGallery.get(String(row.title));
      return (
        !demo ||
        !samePicture(row.src, demo.picture) ||
        !sameContent(row, { alt: demo.alt, category: demo.category })
      );
    });
    const demoAttractions = new Map(
      ATTRACTION_CATEGORIES.flatMap((category) => category.attractions).map((a) => [a.title, a]),
    );
    await record('attractions', await madeBySeed('attractions'), (row) => {
      const demo = demoAttractions.get(String(row.title));
      if (!demo) return true;
      const { picture, ...words } = demo;
      return !samePicture(row.image, picture) || !sameContent(row, words);
    });

    // No creation time of their own (categories) or one the seed set (reviews, messages): by name.
    const demoCategories = new Map(ATTRACTION_CATEGORIES.map((category) => [category.name, category]));
    const categories = (await tx
      .select()
      .from(attractionCategories)
      .where(inArray(attractionCategories.name, [...demoCategories.keys()]))) as Row[];
    await record('attractionCategories', categories, (row) => {
      const demo = demoCategories.get(String(row.name));
      return !demo || !sameContent(row, { icon: demo.icon, description: demo.description ?? null });
    });
    const demoReviews = new Map(TESTIMONIALS.map((review) => [review.name, review]));
    const reviews = (await tx
      .select()
      .from(testimonials)
      .where(inArray(testimonials.name, [...demoReviews.keys()]))) as Row[];
    await record(
      'testimonials',
      reviews,
      (row) => !sameContent(row, demoReviews.get(String(row.name)) ?? {}),
    );
    const messages = (await tx
      .select()
      .from(contactSubmissions)
      .where(
        sql`(${contactSubmissions.email}, ${contactSubmissions.subject}) in (${sql.join(
          CONTACT_SUBMISSIONS.map((m) => sql`(${m.email}, ${m.subject})`),
          sql`, `,
        )})`,
      )) as Row[];
    await record('contactSubmissions', messages, () => false);
    return recorded;
  });
}
