/**
 * What a backup holds (decision 0051): one gzip'd tar with `manifest.json` first, then one
 * `database/<table>.jsonl` per table (a JSON object a line, as PostgreSQL's row_to_json writes it), in
 * an order where a row's foreign keys point at tables already restored, then `pictures/<storage key>`.
 */

import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import * as schema from '../../db/schema.js';

export const BACKUP_FORMAT = 'kanimbla-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const TABLE_PREFIX = 'database/';
export const TABLE_SUFFIX = '.jsonl';
export const PICTURE_PREFIX = 'pictures/';

export const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  /** The database the backup was taken from; it restores into either. */
  database: z.enum(['pglite', 'postgres']),
  /** The applied migrations, oldest first (drizzle's hash of the file and its journal time). */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  /** The tables in restore order, the columns written (generated ones are not) and their row counts. */
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)).min(1),
      rows: z.number().int().nonnegative(),
    }),
  ),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

/**
 * Every table of the schema, each after the tables its foreign keys reference: derived, so a table a
 * later migration adds is backed up and restored without anyone listing it.
 */
export function tablesInRestoreOrder(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const references = new Map<string, Set<string>>();
  for (const table of tables) {
    const config = getTableConfig(table);
    const targets = new Set(
      config.foreignKeys
        .map((key) => getTableConfig(key.reference().foreignTable).name)
        .filter((name) => name !== config.name),
    );
    references.set(config.name, targets);
  }
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    if (visiting.has(name)) throw new Error(`foreign keys form a cycle through ${name}`);
    visiting.add(name);
    for (const target of references.get(name) ?? []) visit(target);
    visiting.delete(name);
    ordered.push(name);
  };
  for (const name of references.keys()) visit(name);
  return ordered;
}

/** The backup's file name at `date`: kanimbla-backup-YYYYMMDD-HHMM.tar.gz (UTC). */
export function backupFileName(date: Date): string {
  const iso = date.toISOString();
  return `kanimbla-backup-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 16).replace(':', '')}.tar.gz`;
}

export const tableEntryName = (table: string) => `${TABLE_PREFIX}${table}${TABLE_SUFFIX}`;
export const pictureEntryName = (key: string) => `${PICTURE_PREFIX}${key}`;
