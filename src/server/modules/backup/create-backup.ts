/**
 * A complete backup while the site runs (decision 0051): every table read inside one read-only
 * REPEATABLE READ transaction (one snapshot, on PGlite and PostgreSQL alike), then every picture of
 * the storage, streamed as a gzip'd tar.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Readable, Readable as ReadableStream } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { rowWithDraftBuilt } from '../../platform/outbox/email-drafts.js';
import { outboxRowForBackup } from '../../platform/outbox/outbox.repository.js';
import type { Storage } from '../../platform/storage/storage.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  backupFileName,
  MANIFEST_NAME,
  pictureEntryName,
  tableEntryName,
  tablesInRestoreOrder,
} from './backup-format.js';
import { type TarFile, writeTar } from './tar.js';

/** Rows fetched from the cursor at a time: memory stays small whatever a table's size. */
const FETCH_ROWS = 1000;

type Executor = Pick<Db, 'execute'>;

/** The rows of a raw query, on either driver (both answer with `rows`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A table's columns a backup writes and a restore inserts: all but generated ones, in table order. */
export async function writableColumns(db: Executor, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/** The applied migrations, oldest first. */
export async function appliedMigrations(db: Executor): Promise<BackupManifest['migrations']> {
  const rows = await queryRows<{ hash: string; created_at: string }>(
    db,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Rows a backup writes otherwise than stored: the outbox's, without the guests' manage links (issue 42
 * item 7: a backup is copied and kept, the link is the key to a booking).
 */
const ROW_FOR_BACKUP: Record<string, (row: Record<string, unknown>) => Record<string, unknown>> = {
  outbox_emails: (row) => outboxRowForBackup(rowWithDraftBuilt(row)),
};

/** Writes a table's rows as JSON lines to `file` through a cursor; answers the row count. */
async function dumpTable(db: Executor, table: string, columns: string[], file: string): Promise<number> {
  const rewrite = ROW_FOR_BACKUP[table];
  const out = createWriteStream(file);
  let rows = 0;
  try {
    const list = columns.map(quoted).join(', ');
    await db.execute(
      sql.raw(
        `declare backup_rows no scroll cursor for select row_to_json(r)::text as line from (select ${list} from ${quoted(table)}) r`,
      ),
    );
    for (;;) {
      const batch = await queryRows<{ line: string }>(
        db,
        sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`),
      );
      if (batch.length === 0) break;
      rows += batch.length;
      const lines = batch.map((row) => (rewrite ? JSON.stringify(rewrite(JSON.parse(row.line))) : row.line));
      if (!out.write(`${lines.join('\n')}\n`)) {
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
    }
    await db.execute(sql.raw('close backup_rows'));
  } finally {
    out.end();
    await finished(out);
  }
  return rows;
}

export interface Backup {
  fileName: string;
  /** The archive, gzip'd; it fails (never ends cleanly) when a part cannot be read. */
  stream: Readable;
}

/**
 * Takes the database snapshot now (into temporary files, so a slow download never holds a
 * transaction open) and answers the archive to stream. The pictures are listed after the snapshot
 * began: every picture a backed-up row names was stored before that row was written.
 */
export async function createBackup(options: {
  database: Database;
  storage: Storage;
  now: Date;
}): Promise<Backup> {
  const { database, storage, now } = options;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'kanimbla-backup-'));
  try {
    const tables = tablesInRestoreOrder();
    const manifest = await database.db.transaction(
      async (tx): Promise<BackupManifest> => {
        const migrations = await appliedMigrations(tx);
        const written: BackupManifest['tables'] = [];
        for (const name of tables) {
          const columns = await writableColumns(tx, name);
          const rows = await dumpTable(tx, name, columns, path.join(folder, `${name}.jsonl`));
          written.push({ name, columns, rows });
        }
        return {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: now.toISOString(),
          database: database.kind,
          migrations,
          tables: written,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const pictures = await storage.list();

    async function* files(): AsyncGenerator<TarFile> {
      const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      yield {
        name: MANIFEST_NAME,
        size: manifestBytes.length,
        mtimeMs: now.getTime(),
        body: () => ReadableStream.from([manifestBytes]),
      };
      for (const table of manifest.tables) {
        const file = path.join(folder, `${table.name}.jsonl`);
        yield {
          name: tableEntryName(table.name),
          size: (await stat(file)).size,
          mtimeMs: now.getTime(),
          body: () => createReadStream(file),
        };
      }
      for (const entry of pictures) {
        // A picture deleted since the listing is left out (no row of the snapshot can still name it).
        const object = await storage.get(entry.key);
        if (!object) continue;
        yield {
          name: pictureEntryName(entry.key),
          size: object.size,
          mtimeMs: object.mtimeMs,
          body: () => object.stream(),
        };
      }
    }

    async function* archive(): AsyncGenerator<Buffer> {
      try {
        yield* writeTar(files());
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    }

    const gzip = createGzip();
    // An error mid-way destroys the gzip stream, so the download ends broken rather than short and whole.
    pipeline(ReadableStream.from(archive()), gzip).catch(() => {});
    return { fileName: backupFileName(now), stream: gzip };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
