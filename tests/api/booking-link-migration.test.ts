import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/server/paths.js';
import { type MigrationSql, migrationsBefore, openMigrationSql } from '../helpers/migration-sql.js';

/**
 * Migration 0008 (decision 0062): the feeds' own booking link goes, and a link the owner had entered on a
 * feed becomes the Site Settings booking link when the settings store none.
 */

const ONE_BOOKING_LINK_MIGRATION = '0008_one-booking-link';
const LISTING = 'https://www.airbnb.com.au/rooms/12345';

let before: ReturnType<typeof migrationsBefore>;
let sql: MigrationSql | undefined;
beforeAll(() => {
  before = migrationsBefore(ONE_BOOKING_LINK_MIGRATION);
  return () => before.remove();
});
afterEach(async () => {
  await sql?.close();
  sql = undefined;
});

/** A database at migration 0007 holding what `setup` inserts (SQL statements), then migrated to the end. */
async function migratedFrom0007(...setup: string[]): Promise<MigrationSql> {
  sql = await openMigrationSql();
  await sql.migrate(before.folder);
  for (const statement of setup) await sql.run(statement);
  await sql.migrate(MIGRATIONS_DIR);
  return sql;
}

const storedSettings = async (db: MigrationSql) => db.run('SELECT id, "values" FROM site_settings');

describe('migration 0008 on existing feeds and settings', () => {
  it("moves the first feed's link into new site settings, and drops the column", async () => {
    const db =
      await migratedFrom0007(`INSERT INTO availability_feeds (id, label, url, booking_url, is_demo) VALUES
      (1, 'Demo calendar', 'demo:calendar', NULL, true),
      (2, 'Stayz', 'https://stayz.example/a.ics', '  ', false),
      (3, 'Airbnb', 'https://airbnb.example/b.ics', '${LISTING}', false),
      (4, 'Other', 'https://other.example/c.ics', 'https://other.example/listing', false)`);
    expect(await storedSettings(db)).toEqual([{ id: 1, values: { bookingUrl: LISTING } }]);
    const columns = await db.run(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'availability_feeds'",
    );
    expect(columns.map((c) => c.column_name)).not.toContain('booking_url');
    // The feeds themselves are all kept.
    expect((await db.run('SELECT id FROM availability_feeds ORDER BY id')).map((r) => r.id)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it("adds the link to the owner's other saved settings", async () => {
    const db = await migratedFrom0007(
      `INSERT INTO site_settings (id, "values") VALUES (1, '{"heroHeadline": "Our Own Words"}')`,
      `INSERT INTO availability_feeds (label, url, booking_url) VALUES ('Airbnb', 'https://airbnb.example/b.ics', '${LISTING}')`,
    );
    expect(await storedSettings(db)).toEqual([
      { id: 1, values: { heroHeadline: 'Our Own Words', bookingUrl: LISTING } },
    ]);
  });

  it('keeps a booking link the owner saved in Site Settings', async () => {
    const db = await migratedFrom0007(
      `INSERT INTO site_settings (id, "values") VALUES (1, '{"bookingUrl": "https://booking.example/own"}')`,
      `INSERT INTO availability_feeds (label, url, booking_url) VALUES ('Airbnb', 'https://airbnb.example/b.ics', '${LISTING}')`,
    );
    expect(await storedSettings(db)).toEqual([
      { id: 1, values: { bookingUrl: 'https://booking.example/own' } },
    ]);
  });

  it('leaves the settings alone when no feed has a link, and runs on an empty database', async () => {
    const empty = await migratedFrom0007();
    expect(await storedSettings(empty)).toEqual([]);
    await empty.close();
    sql = undefined;

    const saved = await migratedFrom0007(
      `INSERT INTO site_settings (id, "values") VALUES (1, '{"promoTitle": "Come Up"}')`,
      `INSERT INTO availability_feeds (label, url) VALUES ('Airbnb', 'https://airbnb.example/b.ics')`,
    );
    expect(await storedSettings(saved)).toEqual([{ id: 1, values: { promoTitle: 'Come Up' } }]);
  });
});
