/**
 * The demo content still there, and its removal (decision 0087). Demo rows are the ones `demo_records`
 * names (`demo-records.ts`), plus the calendar feed marked `is_demo`. A row the owner edited is kept
 * unless they tick it; a category that would still hold something kept, or something of the owner's,
 * stays too, as its removal would take its contents with it. Removing forgets every record: what stays
 * is the owner's from then on, so a second removal finds nothing.
 */
import { and, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  DEMO_RECORD_KINDS,
  type DemoContentCounts,
  type DemoContentPreview,
  type DemoRecordKind,
  type DemoRecordRef,
} from '../../shared/schemas/setup.js';
import type { Db } from '../db/client.js';
import {
  attractions,
  availabilityFeeds,
  demoRecords,
  experienceBookings,
  guestInfoItems,
} from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import { ARRIVAL_SETTINGS } from './content.js';
import { contentHash, DEMO_KINDS, kindOfTable } from './demo-records.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

interface DemoRow {
  kind: DemoRecordKind;
  id: number;
  label: string;
  edited: boolean;
}

/** Every demo record whose row is still there, with whether the owner changed its content. */
async function demoRowsOf(db: Reader): Promise<DemoRow[]> {
  const records = await db.select().from(demoRecords);
  const hashes = new Map<DemoRecordKind, Map<number, string>>();
  for (const record of records) {
    const kind = kindOfTable.get(record.tableName);
    if (!kind) continue;
    if (!hashes.has(kind)) hashes.set(kind, new Map());
    hashes.get(kind)?.set(record.rowId, record.seededHash);
  }
  const rows: DemoRow[] = [];
  for (const kind of DEMO_RECORD_KINDS) {
    const seeded = hashes.get(kind);
    if (!seeded) continue;
    const { table, label } = DEMO_KINDS[kind];
    const found = (await db
      .select()
      .from(table as PgTable)
      .where(inArray(table.id, [...seeded.keys()]))) as (Record<string, unknown> & { id: number })[];
    for (const row of found.sort((a, b) => a.id - b.id)) {
      rows.push({ kind, id: row.id, label: label(row), edited: contentHash(row) !== seeded.get(row.id) });
    }
  }
  return rows;
}

const idsOf = (rows: readonly DemoRow[], kind: DemoRecordKind) =>
  rows.filter((row) => row.kind === kind).map((row) => row.id);

/** How many rows of `table` point at `parentIds` through `column` without being among `leaving`. */
async function parentsStillHolding(
  db: Reader,
  column: PgColumn,
  id: PgColumn,
  parentIds: number[],
  leaving: number[],
) {
  if (parentIds.length === 0) return new Set<number>();
  const where: SQL[] = [inArray(column, parentIds)];
  if (leaving.length > 0) where.push(notInArray(id, leaving));
  const held = await db
    .selectDistinct({ parent: column })
    .from(column.table as PgTable)
    .where(and(...where));
  return new Set(held.map((row) => Number(row.parent)));
}

/**
 * What would go: the demo rows not edited plus the `ticked` edited ones, less the categories that would
 * still hold a row that stays.
 */
async function planRemoval(db: Reader, rows: readonly DemoRow[], ticked: ReadonlySet<string>) {
  const going = rows.filter((row) => !row.edited || ticked.has(`${row.kind}:${row.id}`));
  const heldAttractions = await parentsStillHolding(
    db,
    attractions.categoryId,
    attractions.id,
    idsOf(going, 'attractionCategories'),
    idsOf(going, 'attractions'),
  );
  const heldGuestInfo = await parentsStillHolding(
    db,
    guestInfoItems.categoryId,
    guestInfoItems.id,
    idsOf(going, 'guestInfoCategories'),
    idsOf(going, 'guestInfoItems'),
  );
  return going.filter(
    (row) =>
      !(row.kind === 'attractionCategories' && heldAttractions.has(row.id)) &&
      !(row.kind === 'guestInfoCategories' && heldGuestInfo.has(row.id)),
  );
}

async function countRows(db: Reader, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

async function countsOf(db: Reader, rows: readonly DemoRow[], feedsWhere: SQL): Promise<DemoContentCounts> {
  const experiences = idsOf(rows, 'experiences');
  const perKind = Object.fromEntries(DEMO_RECORD_KINDS.map((kind) => [kind, idsOf(rows, kind).length]));
  return {
    ...(perKind as Record<DemoRecordKind, number>),
    experienceBookings:
      experiences.length === 0
        ? 0
        : await countRows(db, experienceBookings, inArray(experienceBookings.experienceId, experiences)),
    feeds: await countRows(db, availabilityFeeds, feedsWhere),
  };
}

const demoFeed = () => eq(availabilityFeeds.isDemo, true);

/**
 * The counts of what is still the demo's (the edited rows included, the categories that hold the
 * owner's own rows not) and the edited rows, which a removal keeps unless ticked.
 */
export async function previewDemoContent(db: Db): Promise<DemoContentPreview> {
  const rows = await demoRowsOf(db);
  const edited = rows.filter((row) => row.edited);
  const everything = new Set(edited.map((row) => `${row.kind}:${row.id}`));
  const removable = await planRemoval(db, rows, everything);
  return {
    counts: await countsOf(db, removable, demoFeed()),
    edited: edited.map(({ kind, id, label }) => ({ kind, id, label })),
  };
}

/**
 * Removes the demo content in one transaction: every demo row the owner did not edit, the edited ones
 * in `removeEdited`, the demo experiences' bookings with them, and the demo calendar. A ref that names
 * no demo row still there is refused (400) before anything is removed.
 */
export function removeDemoContent(
  db: Db,
  removeEdited: readonly DemoRecordRef[],
): Promise<{ removed: DemoContentCounts; kept: number }> {
  return db.transaction(async (tx) => {
    const rows = await demoRowsOf(tx);
    const known = new Set(rows.map((row) => `${row.kind}:${row.id}`));
    const unknown = removeEdited.filter((ref) => !known.has(`${ref.kind}:${ref.id}`));
    if (unknown.length > 0) {
      throw new HttpError(
        400,
        `Not demo content (or already removed): ${unknown.map((ref) => `${ref.kind} ${ref.id}`).join(', ')}`,
      );
    }
    const going = await planRemoval(tx, rows, new Set(removeEdited.map((ref) => `${ref.kind}:${ref.id}`)));
    const removed = await countsOf(tx, going, demoFeed());
    // Children before their categories; an experience takes its bookings with it (on delete cascade).
    for (const kind of DEMO_RECORD_KINDS) {
      const ids = idsOf(going, kind);
      const { table } = DEMO_KINDS[kind];
      if (ids.length > 0) await tx.delete(table as PgTable).where(inArray(table.id, ids));
    }
    await tx.delete(availabilityFeeds).where(demoFeed());
    await tx.delete(demoRecords);
    return { removed, kept: rows.length - going.length };
  });
}

/**
 * Whether the arrival details are still the demo's (its address, WiFi or door code): the setup checklist
 * asks the owner for their own until none of them is (issue 45 item 8).
 */
export function isDemoArrival(settings: {
  address: string | null;
  wifiNetwork: string | null;
  wifiPassword: string | null;
  doorCode: string | null;
}): boolean {
  return (
    settings.address === ARRIVAL_SETTINGS.address ||
    settings.wifiNetwork === ARRIVAL_SETTINGS.wifiNetwork ||
    settings.wifiPassword === ARRIVAL_SETTINGS.wifiPassword ||
    settings.doorCode === ARRIVAL_SETTINGS.doorCode
  );
}
