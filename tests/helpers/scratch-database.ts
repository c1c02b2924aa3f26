import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server on which tests that start app processes create databases of their own
 * (docs/develop.md: "Test databases").
 */
export const POSTGRES_SERVER_URL =
  process.env.PROCESS_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on a connection of its own (CREATE and DROP DATABASE refuse a transaction). */
export async function runSql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at `url` within 3 s. */
export async function postgresAvailable(url = POSTGRES_SERVER_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export interface ScratchDatabase {
  readonly name: string;
  /** The new database's connection URL. */
  readonly url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

/**
 * A new database named `<prefix>_<random>` on the server of `serverUrl`: empty, or a copy of the database
 * `template` (which must have no connection open).
 */
export async function createScratchDatabase(
  prefix: string,
  serverUrl = POSTGRES_SERVER_URL,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runSql(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await runSql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
