import { type Database, type DatabaseOptions, openDatabase } from '../../src/server/db/client.js';
import { createScratchDatabase } from './scratch-database.js';

/** 'postgres' when the suite runs against TEST_DATABASE_URL, otherwise the embedded PGlite. */
export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated, empty database: in-memory PGlite, or a new PostgreSQL database dropped on close.
 * `migrated: false` leaves it without tables (a restore's target).
 */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, 'onQuery'> & { migrated?: boolean } = {},
): Promise<Database> {
  const { migrated = true, ...databaseOptions } = options;
  if (TEST_DB_KIND === 'pglite') {
    const database = await openDatabase(databaseOptions);
    if (migrated) await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase('chalet_test', adminUrl);
  const database = await openDatabase({ ...databaseOptions, url: scratch.url });
  if (migrated) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
