import path from 'node:path';
import type { Config } from '../config.js';
import { type Database, openDatabase } from './client.js';
import { lockDataDir } from './lock.js';

type DatabaseConfig = Pick<
  Config,
  | 'DATABASE_URL'
  | 'DATA_DIR'
  | 'DATABASE_CONNECT_TIMEOUT_MS'
  | 'DATABASE_STATEMENT_TIMEOUT_MS'
  | 'DATABASE_IDLE_TIMEOUT_MS'
>;

/** Where the embedded PGlite keeps its files (with no DATABASE_URL). */
export function pgliteDataDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'pgdata');
}

/**
 * The database the configuration names (the server, restore, reset-password): PostgreSQL at DATABASE_URL,
 * else the embedded PGlite in DATA_DIR, which only one process may open, so its data folder is locked
 * first. `unlock` releases that lock after `database.close()`; a failed open releases it itself.
 */
export async function openConfiguredDatabase(
  config: DatabaseConfig,
): Promise<{ database: Database; unlock: () => void }> {
  const unlock = config.DATABASE_URL ? () => {} : await lockDataDir(config.DATA_DIR);
  try {
    const database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : pgliteDataDir(config),
      timeouts: {
        connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        idleMs: config.DATABASE_IDLE_TIMEOUT_MS,
      },
    });
    return { database, unlock };
  } catch (error) {
    unlock();
    throw error;
  }
}
