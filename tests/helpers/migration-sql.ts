import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../../src/server/paths.js';
import { createScratchDatabase } from './scratch-database.js';
import { basePgliteDump, TEST_DB_KIND } from './test-db.js';

/** A bare database for migration tests: plain SQL, and the migrations of a folder applied to it. */
export interface MigrationSql {
  run(query: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** A new, empty database of the suite's kind (PGlite, or a scratch PostgreSQL database dropped on close). */
export async function openMigrationSql(): Promise<MigrationSql> {
  if (TEST_DB_KIND === 'pglite') {
    const client = await PGlite.create({ loadDataDir: basePgliteDump('empty') });
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

/**
 * A copy of the migrations folder as it was before the migration `tag` (its journal cut there), and a
 * function removing the copy.
 */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'chalet-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index <= 0) throw new Error(`No migration before ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
