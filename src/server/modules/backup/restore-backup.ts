/**
 * Puts a backup back (decision 0051): the whole file is checked first (format, every table's row
 * count, the gzip's own checksum), then the database is brought to the backup's migration level and
 * filled in one transaction, and the pictures are stored. Any failure undoes everything, so a restore
 * is whole or absent.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database, Db } from '../../db/client.js';
import { MIGRATIONS_DIR } from '../../paths.js';
import { contentTypeOfKey, isStorageKey, type Storage } from '../../platform/storage/storage.js';
import {
  type BackupManifest,
  BackupManifestSchema,
  MANIFEST_NAME,
  PICTURE_PREFIX,
  tableEntryName,
} from './backup-format.js';
import { queryRows, writableColumns } from './create-backup.js';
import { InvalidArchiveError, megabytes, readTar, type TarEntry } from './tar.js';

export { InvalidArchiveError };

/** Rows sent per INSERT, and their bytes: bounded statements whatever a table's size. */
const INSERT_ROWS = 500;
const INSERT_BYTES = 16 * 1024 * 1024;
/**
 * The longest row a restore reads. The largest texts the site takes are 1 000 000 characters (up to
 * 6 MB as escaped JSON) and an email's attachments; a longer line is not a row the site wrote.
 */
export const MAX_ROW_BYTES = 64 * 1024 * 1024;
/** The largest picture a restore takes: uploads are at most 40 MB and stored re-encoded, far smaller. */
export const MAX_PICTURE_BYTES = 50 * 1024 * 1024;
const NOT_OURS = 'this is not a backup the site made.';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The file's bytes, gunzipped; a damaged or cut gzip stream throws InvalidArchiveError. */
async function* gunzipped(file: string): AsyncGenerator<Buffer> {
  const gunzip = createGunzip();
  pipeline(createReadStream(file), gunzip).catch(() => {});
  try {
    yield* gunzip;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code.startsWith('Z_') || code === 'ERR_STREAM_PREMATURE_CLOSE')
      throw new InvalidArchiveError(`The backup file is damaged or cut short (${(error as Error).message}).`);
    throw error;
  } finally {
    gunzip.destroy();
  }
}

/** The archive's entries (a table's rows and a picture's bytes are read from them in turn). */
const entriesOf = (file: string) => readTar(gunzipped(file));

/**
 * The lines of a table's entry (JSON lines: one row each), as byte chunks scanned once each: only new
 * bytes are searched for a newline (UTF-8 never has 0x0a inside a character), so a long line costs its
 * length, not its length squared. A line past MAX_ROW_BYTES is refused before more is read.
 */
async function* linesOf(body: AsyncIterable<Buffer>, table: string): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let line = 1;
  const take = (last: Buffer) => {
    const text = Buffer.concat([...pending, last]).toString('utf8');
    pending = [];
    pendingBytes = 0;
    line++;
    return text;
  };
  for await (const chunk of body) {
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      if (pendingBytes + end - start > MAX_ROW_BYTES) break;
      yield take(chunk.subarray(start, end));
      start = end + 1;
    }
    pending.push(chunk.subarray(start));
    pendingBytes += chunk.length - start;
    if (pendingBytes > MAX_ROW_BYTES)
      throw new InvalidArchiveError(
        `Row ${line} of ${table} is longer than ${MAX_ROW_BYTES / 1024 / 1024} MB, more than any row of the site can be: ${NOT_OURS}`,
      );
  }
  if (pendingBytes > 0) yield take(Buffer.alloc(0));
}

async function readAll(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function readManifest(entry: TarEntry | undefined): Promise<BackupManifest> {
  if (entry?.name !== MANIFEST_NAME || entry.size > 10 * 1024 * 1024)
    throw new InvalidArchiveError('This is not a Kanimbla backup (it does not start with manifest.json).');
  let parsed: unknown;
  try {
    parsed = JSON.parse((await readAll(entry.body)).toString('utf8'));
  } catch {
    throw new InvalidArchiveError('The backup manifest is not JSON.');
  }
  const result = BackupManifestSchema.safeParse(parsed);
  if (!result.success)
    throw new InvalidArchiveError(
      'This is not a Kanimbla backup this version can read (its manifest does not match).',
    );
  return result.data;
}

/** The storage key of a picture entry, refused (before its bytes are read) when it could not be ours. */
const pictureKeyOf = ({ name, size }: TarEntry) => {
  const key = name.slice(PICTURE_PREFIX.length);
  if (!name.startsWith(PICTURE_PREFIX) || !isStorageKey(key))
    throw new InvalidArchiveError(
      `The backup holds an unexpected file: ${JSON.stringify(name.slice(0, 200))}.`,
    );
  if (size > MAX_PICTURE_BYTES)
    throw new InvalidArchiveError(
      `The picture ${key} is ${megabytes(size)} (at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB): ${NOT_OURS}`,
    );
  return key;
};

export interface BackupSummary {
  manifest: BackupManifest;
  rows: number;
  pictures: number;
  pictureBytes: number;
}

/**
 * Reads the whole file and checks it without touching anything: the manifest, each table in its
 * order with exactly its row count of JSON objects, picture names that are valid storage keys.
 */
export async function checkBackup(file: string): Promise<BackupSummary> {
  const entries = entriesOf(file);
  const manifest = await readManifest((await entries.next()).value || undefined).catch(async (error) => {
    await entries.return(undefined);
    throw error;
  });
  let tableIndex = 0;
  let pictures = 0;
  let pictureBytes = 0;
  for await (const entry of entries) {
    const table = manifest.tables[tableIndex];
    if (table && entry.name === tableEntryName(table.name)) {
      let rows = 0;
      for await (const line of linesOf(entry.body, table.name)) {
        let row: unknown;
        try {
          row = JSON.parse(line);
        } catch {
          throw new InvalidArchiveError(`Row ${rows + 1} of ${table.name} is not JSON.`);
        }
        if (typeof row !== 'object' || row === null || Array.isArray(row))
          throw new InvalidArchiveError(`Row ${rows + 1} of ${table.name} is not a row.`);
        rows++;
      }
      if (rows !== table.rows)
        throw new InvalidArchiveError(`${table.name} holds ${rows} rows; the manifest says ${table.rows}.`);
      tableIndex++;
      continue;
    }
    if (tableIndex < manifest.tables.length)
      throw new InvalidArchiveError(`The backup lacks the rows of ${manifest.tables[tableIndex].name}.`);
    pictureKeyOf(entry);
    for await (const chunk of entry.body) pictureBytes += chunk.length;
    pictures++;
  }
  if (tableIndex < manifest.tables.length)
    throw new InvalidArchiveError(`The backup lacks the rows of ${manifest.tables[tableIndex].name}.`);
  return { manifest, rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0), pictures, pictureBytes };
}

/** Whether the database holds no table (in its schema or drizzle's) and the storage no file. */
export async function isEmptyInstallation(database: Database, storage: Storage): Promise<boolean> {
  const [tables] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from information_schema.tables
        where table_schema in (current_schema(), 'drizzle')`,
  );
  return Number(tables?.n) === 0 && (await storage.list()).length === 0;
}

/** Empties the database (its schema and drizzle's) and the storage. */
export async function clearInstallation(database: Database, storage: Storage): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('drop schema if exists drizzle cascade'));
    const [schema] = await queryRows<{ name: string }>(tx, sql`select current_schema() as name`);
    await tx.execute(sql.raw(`drop schema if exists ${quoted(schema.name)} cascade`));
    await tx.execute(sql.raw(`create schema ${quoted(schema.name)}`));
  });
  for (const entry of await storage.list()) await storage.delete(entry.key);
}

/**
 * A migrations folder holding the first migrations of this version up to the backup's level, which
 * must be where this version's own begin: a backup of a newer version, or of another history, is
 * refused.
 */
async function migrationsUpTo(manifest: BackupManifest): Promise<string> {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const level = manifest.migrations.length;
  if (level > known.length)
    throw new InvalidArchiveError(
      `The backup comes from a newer version of the site (${level} database migrations; this one knows ${known.length}). Restore it with that version or a later one.`,
    );
  manifest.migrations.forEach((migration, index) => {
    if (migration.hash !== known[index].hash || migration.createdAt !== known[index].folderMillis)
      throw new InvalidArchiveError(
        `The backup's database migration ${index + 1} differs from this version's.`,
      );
  });
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const folder = await mkdtemp(path.join(os.tmpdir(), 'kanimbla-restore-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, level);
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    await copyFile(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

async function insertRows(tx: Db, table: BackupManifest['tables'][number], lines: string[]) {
  if (lines.length === 0) return;
  const list = table.columns.map(quoted).join(', ');
  try {
    await tx.execute(
      sql`insert into ${sql.raw(quoted(table.name))} (${sql.raw(list)})
          select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(quoted(table.name))}, ${`[${lines.join(',')}]`}::json)`,
    );
  } catch (error) {
    // The database's own reason, without the query and its rows (the driver's message holds both).
    const reason = ((error as { cause?: Error }).cause ?? (error as Error)).message;
    throw new InvalidArchiveError(`The rows of ${table.name} could not be restored: ${reason}.`);
  }
}

/** Sets every serial column's sequence past the restored ids, so the next insert does not collide. */
async function resetSequences(tx: Db, table: BackupManifest['tables'][number]) {
  for (const column of table.columns) {
    const [found] = await queryRows<{ sequence: string | null }>(
      tx,
      sql`select pg_get_serial_sequence(${quoted(table.name)}, ${column}) as sequence`,
    );
    if (!found?.sequence) continue;
    await tx.execute(
      sql`select setval(${found.sequence}, coalesce((select max(${sql.raw(quoted(column))}) from ${sql.raw(quoted(table.name))}), 0) + 1, false)`,
    );
  }
}

/**
 * Restores `file` (already checked by checkBackup) into an empty installation. On failure the
 * database and the storage are emptied again before the error is thrown.
 */
export async function restoreBackup(options: {
  file: string;
  database: Database;
  storage: Storage;
}): Promise<BackupSummary> {
  const { file, database, storage } = options;
  const entries = entriesOf(file);
  let manifest: BackupManifest;
  let migrationsFolder: string;
  try {
    manifest = await readManifest((await entries.next()).value || undefined);
    migrationsFolder = await migrationsUpTo(manifest);
  } catch (error) {
    await entries.return(undefined);
    throw error;
  }
  let rows = 0;
  let pictures = 0;
  let pictureBytes = 0;
  try {
    await database.migrate({ migrationsFolder });
    await database.db.transaction(async (tx) => {
      const names = manifest.tables.map((table) => table.name);
      for (const table of manifest.tables) {
        const columns = await writableColumns(tx, table.name);
        if (columns.join() !== table.columns.join())
          throw new InvalidArchiveError(`The columns of ${table.name} differ from the backup's.`);
      }
      // Triggers (the content version) would record the restore itself; the backup holds their tables.
      for (const name of names) await tx.execute(sql.raw(`alter table ${quoted(name)} disable trigger user`));
      // Rows the migrations themselves wrote make way for the backup's.
      for (const name of [...names].reverse()) await tx.execute(sql.raw(`delete from ${quoted(name)}`));
      let tableIndex = 0;
      for await (const entry of entries) {
        const table = manifest.tables[tableIndex];
        if (table && entry.name === tableEntryName(table.name)) {
          let batch: string[] = [];
          let batchBytes = 0;
          for await (const line of linesOf(entry.body, table.name)) {
            batch.push(line);
            batchBytes += line.length;
            if (batch.length === INSERT_ROWS || batchBytes >= INSERT_BYTES) {
              await insertRows(tx, table, batch);
              batch = [];
              batchBytes = 0;
            }
          }
          await insertRows(tx, table, batch);
          rows += table.rows;
          await resetSequences(tx, table);
          tableIndex++;
          continue;
        }
        if (tableIndex < manifest.tables.length)
          throw new InvalidArchiveError(`The backup lacks the rows of ${manifest.tables[tableIndex].name}.`);
        const key = pictureKeyOf(entry);
        await storage.put(key, Readable.from(entry.body), { contentType: contentTypeOfKey(key) });
        pictures++;
        pictureBytes += entry.size;
      }
      for (const name of names) await tx.execute(sql.raw(`alter table ${quoted(name)} enable trigger user`));
    });
  } catch (error) {
    await clearInstallation(database, storage).catch(() => {});
    throw error;
  } finally {
    await entries.return(undefined); // closes the file
    await rm(migrationsFolder, { recursive: true, force: true });
  }
  return { manifest, rows, pictures, pictureBytes };
}
