import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import * as schema from './schema.js';

/**
 * How many rows the schema's tables hold together: the start's log says it, so a restart shows at a
 * glance that it opened the owner's data rather than a new database. One query; small tables.
 */
export async function countRows(db: Db): Promise<number> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const counts = sql.join(
    tables.map((table) => sql`(select count(*) from ${table})`),
    sql` + `,
  );
  const result = (await db.execute(sql`select ${counts} as n`)) as unknown as {
    rows: { n: string | number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}
