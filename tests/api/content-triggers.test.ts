import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { installContentTriggers } from '../../src/server/db/content-triggers.js';
import { CONTENT_TABLES } from '../../src/shared/resources.js';
import { openTestDatabase, TEST_DB_KIND } from '../helpers/test-db.js';

/** The tables carrying the content-version trigger, as the database says. */
const TRIGGERED_TABLES = `SELECT DISTINCT c.relname AS name FROM pg_trigger g
  JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_proc p ON p.oid = g.tgfoid
  WHERE p.proname = 'bump_content_version' ORDER BY 1`;

let database: Database;
const rows = async <T>(text: string) =>
  ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('content-version triggers from the resource registry (decision 0048)', () => {
  it('are exactly on the registry’s content tables after the migrations', async () => {
    const triggered = (await rows<{ name: string }>(TRIGGERED_TABLES)).map((row) => row.name);
    expect(triggered).toEqual([...CONTENT_TABLES].sort());
  });

  it('are given to a content table that lacks one, once, and then bump the version', async () => {
    await rows('CREATE TABLE "probe_content" ("id" serial PRIMARY KEY, "name" text)');
    const connection = await connect();
    try {
      const tables = [...CONTENT_TABLES, 'probe_content'];
      const advisoryLock = TEST_DB_KIND === 'postgres';
      expect(await installContentTriggers(connection, { advisoryLock, tables })).toEqual(['probe_content']);
      expect(await installContentTriggers(connection, { advisoryLock, tables })).toEqual([]);
    } finally {
      await connection.close();
    }
    const [before] = await rows<{ version: string }>('SELECT "version" FROM "content_version"');
    await rows(`INSERT INTO "probe_content" ("name") VALUES ('x')`);
    const [after] = await rows<{ version: string }>('SELECT "version" FROM "content_version"');
    expect(Number(after?.version)).toBe(Number(before?.version) + 1);
    const recorded = await rows<{ version: string }>(
      `SELECT "version" FROM "content_table_versions" WHERE "table_name" = 'probe_content'`,
    );
    expect(recorded.map((row) => Number(row.version))).toEqual([Number(after?.version)]);
  });

  it('refuse a table the database does not have, changing nothing', async () => {
    const connection = await connect();
    try {
      await expect(
        installContentTriggers(connection, {
          advisoryLock: TEST_DB_KIND === 'postgres',
          tables: ['no_such_table'],
        }),
      ).rejects.toThrow(/no_such_table/);
      expect(await installContentTriggers(connection, { advisoryLock: false })).toEqual([]);
    } finally {
      await connection.close();
    }
  });

  it.runIf(TEST_DB_KIND === 'postgres')('take turns when two processes start at once', async () => {
    await rows('CREATE TABLE "probe_together" ("id" serial PRIMARY KEY)');
    const tables = [...CONTENT_TABLES, 'probe_together'];
    const [a, b] = await Promise.all([connect(), connect()]);
    try {
      const installed = await Promise.all(
        [a, b].map((connection) => installContentTriggers(connection, { advisoryLock: true, tables })),
      );
      expect(installed.flat()).toEqual(['probe_together']);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

/**
 * A connection of its own, as `migrate` uses: PGlite has one (the test's database itself), PostgreSQL a
 * client on the scratch database.
 */
async function connect() {
  if (TEST_DB_KIND === 'pglite') {
    return {
      // One process, one connection: no lock is taken, so no parameters are sent.
      query: async (text: string) =>
        (await database.db.execute(sql.raw(text))) as unknown as { rows: unknown[] },
      close: async () => {},
    };
  }
  const url = await currentDatabaseUrl();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: (text: string, params?: unknown[]) => client.query(text, params),
    close: () => client.end(),
  };
}

async function currentDatabaseUrl(): Promise<string> {
  const [row] = await rows<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${row?.name}`;
  return url.toString();
}
