import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/server/paths.js';
import { createScratchDatabase } from '../helpers/scratch-database.js';
import { TEST_DB_KIND } from '../helpers/test-db.js';

/**
 * Migration 0006 (decision 0040) on a database that already holds codes: they become canonical, and codes
 * that meet on one match key do not fail the migration (the later one is renamed and stays active).
 */

const FORGIVING_CODES_MIGRATION = '0006_forgiving-codes-arrival-settings';

interface Sql {
  run(query: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openSql(): Promise<Sql> {
  if (TEST_DB_KIND === 'pglite') {
    const client = await PGlite.create();
    return {
      run: async (query) => (await client.query<Record<string, unknown>>(query)).rows,
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const scratch = await createScratchDatabase('chalet_migration', process.env.TEST_DATABASE_URL);
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  return {
    run: async (query) => (await client.query(query)).rows,
    migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await scratch.drop();
    },
  };
}

/** The migrations folder as it was before 0006. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chalet-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let sql: Sql;
let oldMigrations: string;
beforeAll(async () => {
  sql = await openSql();
  oldMigrations = migrationsBefore(FORGIVING_CODES_MIGRATION);
});
afterAll(async () => {
  await sql.close();
  rmSync(oldMigrations, { recursive: true, force: true });
});

describe('migration 0006 on existing codes', () => {
  it('makes codes canonical and keeps every code, renaming the later of two that meet on one key', async () => {
    await sql.migrate(oldMigrations);
    await sql.run(`INSERT INTO access_codes (id, code, is_active) VALUES
      (1, 'ab-cd', true),
      (2, 'ABCD', true),
      (3, 'abcd2', true),
      (4, ' Stay 2025 ', false),
      (5, 'PLAIN-CODE', true)`);

    await sql.migrate(MIGRATIONS_DIR);

    const rows = await sql.run(
      'SELECT id, code, match_key, is_active, source, door_code FROM access_codes ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 1, code: 'AB-CD', match_key: 'ABCD', is_active: true, source: 'manual', door_code: null },
      // 'ABCD-2' would meet 'abcd2' on its key: one more letter.
      { id: 2, code: 'ABCD-2X', match_key: 'ABCD2X', is_active: true, source: 'manual', door_code: null },
      { id: 3, code: 'ABCD2', match_key: 'ABCD2', is_active: true, source: 'manual', door_code: null },
      { id: 4, code: 'STAY2025', match_key: 'STAY2025', is_active: false, source: 'manual', door_code: null },
      {
        id: 5,
        code: 'PLAIN-CODE',
        match_key: 'PLAINCODE',
        is_active: true,
        source: 'manual',
        door_code: null,
      },
    ]);
    // The key is unique from now on.
    await expect(sql.run(`INSERT INTO access_codes (id, code) VALUES (6, 'PLAINCODE')`)).rejects.toThrow(
      /access_codes_match_key_unique/,
    );
  });
});
