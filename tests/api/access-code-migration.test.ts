import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/server/paths.js';
import { type MigrationSql, migrationsBefore, openMigrationSql } from '../helpers/migration-sql.js';

/**
 * Migration 0006 (decision 0040) on a database that already holds codes: they become canonical, and codes
 * that meet on one match key do not fail the migration (the later one is renamed and stays active).
 */

const FORGIVING_CODES_MIGRATION = '0006_forgiving-codes-arrival-settings';

let sql: MigrationSql;
let oldMigrations: ReturnType<typeof migrationsBefore>;
beforeAll(async () => {
  sql = await openMigrationSql();
  oldMigrations = migrationsBefore(FORGIVING_CODES_MIGRATION);
});
afterAll(async () => {
  await sql.close();
  oldMigrations.remove();
});

describe('migration 0006 on existing codes', () => {
  it('makes codes canonical and keeps every code, renaming the later of two that meet on one key', async () => {
    await sql.migrate(oldMigrations.folder);
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
