import { type Database, type DatabaseOptions, openDatabase } from '../../src/server/db/client.js';
import { createScratchDatabase } from './scratch-database.js';

/** 'postgres' when the suite runs against TEST_DATABASE_URL, otherwise the embedded PGlite. */
export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, migrated, empty database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export async function openTestDatabase(options: Pick<DatabaseOptions, 'onQuery'> = {}): Promise<Database> {
  if (TEST_DB_KIND === 'pglite') {
    const database = await openDatabase(options);
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase('chalet_test', adminUrl);
  const database = await openDatabase({ ...options, url: scratch.url });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
