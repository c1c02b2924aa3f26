import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Storage } from './platform/storage/storage.js';
import type { Clock } from './platform/time/clock.js';

/** What every module plugin receives: the configuration, the database, the uploads' storage, the clock. */
export interface AppContext {
  config: Config;
  db: Db;
  database: Database;
  /**
   * The uploads (DATA_DIR/uploads on disk): written by the upload route and the seed, read by the image
   * routes and served at /uploads/.
   */
  storage: Storage;
  /** The clock; tests give their own so they control time instead of sleeping. */
  now: Clock;
}
