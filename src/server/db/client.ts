import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { installContentTriggers } from './content-triggers.js';
import { copyPgdataTemplate } from './pgdata-template.js';
import * as schema from './schema.js';
import { installTranslationCleanup } from './translation-cleanup.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The migrations not yet applied, then the content-version trigger of every content table that lacks
   * one. With `migrationsFolder` (a restore stops at a backup's level) only the migrations: the server's
   * next start adds the triggers.
   */
  migrate(options?: { migrationsFolder?: string }): Promise<void>;
  /**
   * Runs fn while no other process runs it: a PostgreSQL advisory lock held on a dedicated connection
   * (several processes starting on one fresh database). PGlite: the data-directory lock already does.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Flushes PGlite's write-ahead log to its data files; a no-op on PostgreSQL. */
  checkpoint(): Promise<void>;
  /** Answers within timeoutMs or rejects with "The database is not answering". */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: calls `onPayload` for each NOTIFY on `channel`. PGlite delivers a notification before the
   * committing statement's promise resolves, so a listener knows of a write before its writer does.
   * PostgreSQL delivers NOTIFY asynchronously (absent here: readers ask the database instead).
   */
  listenInProcess?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the data directory as an uncompressed tarball, which `loadDataDir` starts from. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /**
   * PGlite in memory: start from this `dumpDataDir` tarball instead of running initdb (seconds of CPU).
   * The tests load one database prepared per run (decision 0077).
   */
  loadDataDir?: Blob;
  /** PostgreSQL timeouts (config DATABASE_*_TIMEOUT_MS). */
  timeouts?: Partial<DatabaseTimeouts>;
  /** Called with the SQL of every query made through `db` (tests: which tables a route reads). */
  onQuery?: (sql: string) => void;
}

export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  idleMs: number;
}

const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, statementMs: 15_000, idleMs: 30_000 };

/** Any fixed 64-bit number: the key of the advisory lock serialising migrations, admin creation and seeding. */
const STARTUP_LOCK_KEY = '7243590112847';

/** Rejects after timeoutMs, so a stuck database makes a caller fail fast instead of hanging. */
function withinTimeout(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The database is not answering')), timeoutMs);
  });
  work.catch(() => {}); // it may fail after the timeout won
  return Promise.race([work, timeout]).then(
    () => clearTimeout(timer),
    (error) => {
      clearTimeout(timer);
      throw error;
    },
  );
}

/**
 * The embedded PostgreSQL's start parameters: PGlite's own, and 16 MB of shared buffers instead of
 * PostgreSQL's 128 MB. PGlite's shared memory lives in its WebAssembly heap and is written whole at start,
 * so all of it is resident from the first second; 16 MB still holds the whole of a chalet's database
 * (decision 0052).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Fails early with the OS error (EACCES, EROFS, ENOSPC) naming the folder, rather than deep inside PGlite. */
function checkWritable(dir: string) {
  mkdirSync(dir, { recursive: true });
  const probe = path.join(dir, `.write-check-${process.pid}`);
  writeFileSync(probe, 'ok');
  unlinkSync(probe);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if (options.url) {
    const url = options.url;
    const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: timeouts.connectMs,
      idleTimeoutMillis: timeouts.idleMs,
      keepAlive: true,
      statement_timeout: timeouts.statementMs,
      // The server cancels at statement_timeout; this ends the wait for a server that never answers.
      query_timeout: timeouts.statementMs + 1000,
      idle_in_transaction_session_timeout: timeouts.idleMs,
    });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // Migrations and the advisory lock get their own connection without a statement timeout: a long
    // migration must finish, and waiting for the lock is waiting for another process's start-up.
    const connectDedicated = async () => {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: timeouts.connectMs,
        keepAlive: true,
      });
      client.on('error', () => {});
      await client.connect();
      return client;
    };
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async ({ migrationsFolder } = {}) => {
        const client = await connectDedicated();
        try {
          await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder ?? MIGRATIONS_DIR });
          if (!migrationsFolder) {
            await installContentTriggers(client, { advisoryLock: true });
            await installTranslationCleanup(client, { advisoryLock: true });
          }
        } finally {
          await client.end().catch(() => {});
        }
      },
      withStartupLock: async (fn) => {
        const client = await connectDedicated();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await fn();
        } finally {
          // Ending the session releases the lock even if the unlock cannot be sent.
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
          await client.end().catch(() => {});
        }
      },
      checkpoint: async () => {},
      ping: (timeoutMs) => withinTimeout(pool.query('select 1'), timeoutMs),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir && options.dataDir !== 'memory://') {
    checkWritable(options.dataDir);
    copyPgdataTemplate(options.dataDir);
    client = await PGlite.create(options.dataDir, { startParams: PGLITE_START_PARAMS });
  } else {
    client = await PGlite.create({ startParams: PGLITE_START_PARAMS, loadDataDir: options.loadDataDir });
  }
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: async ({ migrationsFolder } = {}) => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder ?? MIGRATIONS_DIR });
      if (!migrationsFolder) {
        await installContentTriggers(client, { advisoryLock: false });
        await installTranslationCleanup(client, { advisoryLock: false });
      }
    },
    withStartupLock: (fn) => fn(),
    checkpoint: async () => {
      if (!closed) await client.exec('CHECKPOINT');
    },
    listenInProcess: (channel, onPayload) => client.listen(channel, onPayload),
    dumpDataDir: async () => {
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
    ping: async (timeoutMs) => {
      if (closed) throw new Error('database closed');
      // PGlite runs one query at a time: a stuck or endless query makes this time out.
      await withinTimeout(client.query('select 1'), timeoutMs);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.exec('CHECKPOINT').catch(() => {});
      await client.close();
    },
  };
}
