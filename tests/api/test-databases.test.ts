import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { insertRoom } from '../../src/server/demo/factories.js';
import { MIGRATIONS_DIR } from '../../src/server/paths.js';
import { openTestDatabase } from '../helpers/test-db.js';

/**
 * Test databases are copies of one base database made once per run (decision 0077): each copy must be
 * at the latest migration, start empty, and be a database of its own.
 */

const rows = async <T>(database: Database, text: string) =>
  ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

const TABLES = `SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public'`;

describe('test databases', () => {
  it('are at the latest migration, empty, and each one its own', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      const applied = await rows<{ count: number }>(
        first,
        'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
      );
      expect(applied[0]?.count).toBe(journal.entries.length);
      expect(await rows(first, 'SELECT id FROM rooms')).toEqual([]);

      const room = await insertRoom(first.db);
      expect(await rows(first, 'SELECT id FROM rooms')).toEqual([{ id: room.id }]);
      expect(await rows(second, 'SELECT id FROM rooms')).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
    // A database closed and the next one opened: the copy is made from the base, not from the last one.
    const third = await openTestDatabase();
    try {
      expect(await rows(third, 'SELECT id FROM rooms')).toEqual([]);
    } finally {
      await third.close();
    }
  });

  it('without migrations have no tables (a restore’s target)', async () => {
    const empty = await openTestDatabase({ migrated: false });
    try {
      expect(await rows(empty, TABLES)).toEqual([{ count: 0 }]);
    } finally {
      await empty.close();
    }
  });
});
