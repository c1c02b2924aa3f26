import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';

/** What every module plugin receives: the configuration and the database. */
export interface AppContext {
  config: Config;
  db: Db;
  database: Database;
  /** The clock; tests give their own so they control time instead of sleeping. */
  now: () => Date;
}
