import { ConfigError, loadConfig } from '../config.js';
import { copyStoredFiles } from '../platform/storage/copy-storage.js';
import { createDiskStorage } from '../platform/storage/disk-storage.js';
import { StorageUnavailableError } from '../platform/storage/s3-storage.js';
import { createUploadsStorage, describeUploadsStorage, uploadsDir } from '../platform/storage/uploads.js';

/**
 * npm run storage:copy: copies DATA_DIR/uploads (the owner's pictures and the demo pictures) into the
 * bucket S3_BUCKET names, before a site that kept its uploads on disk moves to the bucket (decision
 * 0050). Files already there are skipped, so it can be run again (say, once more just before the switch).
 */
const BUCKET_CHECK_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig();
  if (!config.S3_BUCKET) {
    console.error(
      'S3_BUCKET is not set: set it (and S3_ENDPOINT, S3_REGION, ... as needed) to the bucket to copy into.',
    );
    process.exit(2);
  }
  const source = uploadsDir(config);
  const bucket = createUploadsStorage(config);
  console.log(`Copying ${source} into ${describeUploadsStorage(config)} ...`);
  // Asked first, so a wrong setting is reported even when there is nothing to copy.
  await bucket.ping?.(BUCKET_CHECK_TIMEOUT_MS).catch((error: unknown) => {
    throw new StorageUnavailableError(error);
  });
  const report = await copyStoredFiles(createDiskStorage(source), bucket);
  const megabytes = (report.bytes / (1024 * 1024)).toFixed(1);
  console.log(
    `Copied ${report.copied} file${report.copied === 1 ? '' : 's'} (${megabytes} MB); ` +
      `${report.skipped} already in the bucket.`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof StorageUnavailableError)
    console.error(`Copying failed: ${error.message} (${error.reason}).`);
  else console.error(`Copying failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
