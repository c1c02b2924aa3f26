import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, type DatabaseOptions, openDatabase } from '../../src/server/db/client.js';
import { createScratchDatabase } from './scratch-database.js';

/** 'postgres' when the suite runs against TEST_DATABASE_URL, otherwise the embedded PGlite. */
export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const dumps = new Map<string, Blob>();

/**
 * The PGlite data directory the run's global setup prepared (`tests/helpers/base-databases.ts`), empty or
 * migrated, read once per module instance; undefined outside the API projects (PGlite then runs initdb).
 */
export function basePgliteDump(kind: 'empty' | 'migrated'): Blob | undefined {
  const file = inject(kind === 'empty' ? 'pgliteEmptyDump' : 'pgliteMigratedDump');
  if (!file) return undefined;
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}

/**
 * A fresh, migrated, empty database: in-memory PGlite, or a new PostgreSQL database dropped on close, both
 * copied from the base database made once per run (decision 0077).
 * `migrated: false` leaves it without tables (a restore's target).
 */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, 'onQuery'> & { migrated?: boolean } = {},
): Promise<Database> {
  const { migrated = true, ...databaseOptions } = options;
  if (TEST_DB_KIND === 'pglite') {
    const base = basePgliteDump(migrated ? 'migrated' : 'empty');
    const database = await openDatabase({ ...databaseOptions, loadDataDir: base });
    if (migrated && !base) await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = migrated ? inject('postgresTemplate') : undefined;
  const scratch = await createScratchDatabase('chalet_test', adminUrl, template);
  const database = await openDatabase({ ...databaseOptions, url: scratch.url });
  if (migrated && !template) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
