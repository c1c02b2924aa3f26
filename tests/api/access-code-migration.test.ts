import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/server/paths.js';
import { type MigrationSql, migrationsBefore, openMigrationSql } from '../helpers/migration-sql.js';

/**
 * Migration 0006 (decision 0040) on a database that already holds codes: they become canonical, and codes
 * that meet on one match key do not fail the migration (the later one is renamed and stays active).
 * Migration 0010 (decision 0074) does the same for codes that meet once O/0 and I/L/1 are one character.
 */

const FORGIVING_CODES_MIGRATION = '0006_forgiving-codes-arrival-settings';
const LOOKALIKE_CODES_MIGRATION = '0010_lookalike-codes-arrival-help';

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
        // Migration 0010 reads O as 0, I and L as 1.
        match_key: 'P1A1NC0DE',
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

describe('migration 0010 on existing codes', () => {
  let lookalikeSql: MigrationSql;
  let before: ReturnType<typeof migrationsBefore>;
  beforeAll(async () => {
    lookalikeSql = await openMigrationSql();
    before = migrationsBefore(LOOKALIKE_CODES_MIGRATION);
  });
  afterAll(async () => {
    await lookalikeSql.close();
    before.remove();
  });

  it('keeps every code when look-alikes meet on one key: the oldest keeps it, later ones are renamed', async () => {
    await lookalikeSql.migrate(before.folder);
    await lookalikeSql.run(`INSERT INTO access_codes (id, code, is_active) VALUES
      (1, 'KOALA-2911', true),
      (2, 'K0ALA-29II', true),
      (3, 'K0A1A29LL2', false),
      (4, 'KOALA-29LL', true),
      (5, 'FERN-4455', true)`);

    await lookalikeSql.migrate(MIGRATIONS_DIR);

    const rows = await lookalikeSql.run(
      'SELECT id, code, match_key, is_active, arrived_at FROM access_codes ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 1, code: 'KOALA-2911', match_key: 'K0A1A2911', is_active: true, arrived_at: null },
      // 'K0ALA-29II-2' would meet 'K0A1A29LL2' (id 3) on its key: one more letter.
      { id: 2, code: 'K0ALA-29II-2X', match_key: 'K0A1A29112X', is_active: true, arrived_at: null },
      { id: 3, code: 'K0A1A29LL2', match_key: 'K0A1A29112', is_active: false, arrived_at: null },
      { id: 4, code: 'KOALA-29LL-4', match_key: 'K0A1A29114', is_active: true, arrived_at: null },
      { id: 5, code: 'FERN-4455', match_key: 'FERN4455', is_active: true, arrived_at: null },
    ]);
    // The key is unique again, now with look-alikes folded.
    await expect(
      lookalikeSql.run(`INSERT INTO access_codes (id, code) VALUES (9, 'KOALA-29I1')`),
    ).rejects.toThrow(/access_codes_match_key_unique/);
  });
});
