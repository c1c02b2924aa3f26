import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirLockedError } from '../db/lock.js';
import { openConfiguredDatabase } from '../db/open-configured-database.js';
import {
  checkBackup,
  clearInstallation,
  InvalidArchiveError,
  isEmptyInstallation,
  restoreBackup,
} from '../modules/backup/restore-backup.js';
import { megabytes } from '../modules/backup/tar.js';
import { adoptRootUploads, createUploadsStorage } from '../platform/storage/uploads.js';

const USAGE = 'Usage: npm run restore -- <backup file> [--replace]';

class RefusedError extends Error {}

/**
 * npm run restore -- FILE [--replace]: puts a backup downloaded from Site Settings into this
 * installation (DATA_DIR, or DATABASE_URL's database, and the pictures' storage), which must be
 * empty unless --replace is given (decision 0051). The server must be stopped.
 */
async function main() {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const files = args.filter((arg) => arg !== '--replace');
  if (files.length !== 1 || files[0].startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  const file = path.resolve(files[0]);
  if (!existsSync(file)) throw new RefusedError(`No file at ${file}.`);
  const config = loadConfig();

  console.log(`Checking ${file}…`);
  const summary = await checkBackup(file);
  const { manifest } = summary;
  console.log(
    `A backup of ${manifest.createdAt} (${manifest.database === 'pglite' ? 'embedded database' : 'PostgreSQL'}): ` +
      `${summary.rows} rows in ${manifest.tables.length} tables, ${summary.pictures} pictures (${megabytes(summary.pictureBytes)}).`,
  );

  const { database, unlock } = await openConfiguredDatabase(config);
  try {
    const storage = createUploadsStorage(config);
    // The installation as the server would see it: a bucket from before S3_PREFIX is moved first.
    await adoptRootUploads(config);
    const target = config.DATABASE_URL ? 'The database of DATABASE_URL' : `DATA_DIR (${config.DATA_DIR})`;
    if (!(await isEmptyInstallation(database, storage))) {
      if (!replace)
        throw new RefusedError(
          `${target} or the pictures' storage is not empty: nothing was changed. Restore into an empty one, or add --replace to delete everything in it first.`,
        );
      console.log('Deleting what the installation holds (--replace)…');
      await clearInstallation(database, storage);
    }
    console.log('Restoring…');
    await restoreBackup({ file, database, storage });
    console.log(
      `Restored ${summary.rows} rows and ${summary.pictures} pictures. Start the server: it brings the database up to date.`,
    );
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((error) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof InvalidArchiveError ||
    error instanceof RefusedError;
  console.error(known ? error.message : error);
  if (error instanceof InvalidArchiveError) console.error('Nothing was restored.');
  process.exit(1);
});
