import { CONTENT_TABLES } from '../../shared/resources.js';

/** What both drivers offer on one connection (pg's `Client`, PGlite): a query with its rows. */
export interface SqlConnection {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Any fixed 64-bit number: serialises two processes installing triggers on one database at once. */
const CONTENT_TRIGGERS_LOCK_KEY = '7243590112848';
const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

/** The trigger migration 0004 wrote by hand for each content table, now made from the registry. */
export function contentTriggerSql(table: string): string {
  if (!TABLE_NAME.test(table)) throw new Error(`Not a table name: ${table}`);
  return `CREATE TRIGGER "${table}_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()`;
}

/**
 * Gives every content table (`CONTENT_TABLES`, from `src/shared/resources.ts`) the content-version
 * trigger it lacks (decisions 0020, 0048); run after the migrations at every start. One transaction
 * under an advisory lock, so two processes starting together on one PostgreSQL database take turns and
 * the second finds nothing to do; an existing trigger is left alone, so a start takes no lock on a
 * table that has one. A table named in the registry but absent stops the start. Returns the tables
 * given a trigger.
 */
export async function installContentTriggers(
  connection: SqlConnection,
  { advisoryLock, tables = CONTENT_TABLES }: { advisoryLock: boolean; tables?: readonly string[] },
): Promise<string[]> {
  await connection.query('BEGIN');
  try {
    if (advisoryLock) await connection.query('SELECT pg_advisory_xact_lock($1)', [CONTENT_TRIGGERS_LOCK_KEY]);
    const { rows } = await connection.query(
      `SELECT DISTINCT c.relname AS name FROM pg_trigger g
       JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_proc p ON p.oid = g.tgfoid
       WHERE p.proname = 'bump_content_version' AND pg_table_is_visible(c.oid)`,
    );
    const triggered = new Set((rows as Array<{ name: string }>).map((row) => row.name));
    const missing = tables.filter((table) => !triggered.has(table));
    for (const table of missing) await connection.query(contentTriggerSql(table));
    await connection.query('COMMIT');
    return missing;
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
