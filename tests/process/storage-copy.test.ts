import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../src/server/platform/storage/disk-storage.js';
import { createUploadsStorage } from '../../src/server/platform/storage/uploads.js';
import { type S3TestServer, startS3Server } from '../helpers/s3-server.js';
import { runNodeCommand } from '../helpers/server-process.js';

/** `npm run storage:copy` (its source, run as a process): DATA_DIR/uploads into the S3 bucket. */

let s3: S3TestServer;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Server('chalet-copy');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-copy-'));
  mkdirSync(path.join(dataDir, 'uploads', 'demo'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', 'one.webp'), 'first picture');
  writeFileSync(path.join(dataDir, 'uploads', 'demo', 'two.webp'), 'second picture, longer');
  // Hidden and temporary files are no uploads.
  writeFileSync(path.join(dataDir, 'uploads', '.three.webp.1234.tmp'), 'half');
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const runCopy = (env: Record<string, string>) =>
  runNodeCommand(['--import', 'tsx', 'src/server/cli/copy-uploads-to-bucket.ts'], {
    DATA_DIR: dataDir,
    ...env,
  });

describe('npm run storage:copy', () => {
  it('copies every upload into the bucket, keeping its modification time', async () => {
    const first = await runCopy(s3.env);
    expect(first.output).toContain('Copied 2 files');
    expect(first.output).toContain('0 already in the bucket');
    expect(first.code).toBe(0);
    const bucket = createUploadsStorage({ DATA_DIR: dataDir, ...s3.settings });
    expect((await bucket.list()).map((entry) => entry.key).sort()).toEqual(['demo/two.webp', 'one.webp']);
    const copied = await bucket.get('demo/two.webp');
    expect((await copied?.bytes())?.toString()).toBe('second picture, longer');
    const onDisk = await createDiskStorage(path.join(dataDir, 'uploads')).get('demo/two.webp');
    expect(copied?.mtimeMs).toBe(Math.round(onDisk!.mtimeMs));
  });

  it('copies only what is new or changed when run again', async () => {
    const again = await runCopy(s3.env);
    expect(again.output).toContain('Copied 0 files');
    expect(again.output).toContain('2 already in the bucket');
    const file = path.join(dataDir, 'uploads', 'one.webp');
    writeFileSync(file, 'first picture, edited by hand');
    const later = new Date(statSync(file).mtimeMs + 2000);
    utimesSync(file, later, later);
    const third = await runCopy(s3.env);
    expect(third.output).toContain('Copied 1 file ');
    expect(third.output).toContain('1 already in the bucket');
    const bucket = createUploadsStorage({ DATA_DIR: dataDir, ...s3.settings });
    expect((await (await bucket.get('one.webp'))?.bytes())?.toString()).toBe('first picture, edited by hand');
  });

  it('refuses to run without a bucket, and says why', async () => {
    const result = await runCopy({ S3_BUCKET: '' });
    expect(result.code).toBe(2);
    expect(result.output).toContain('S3_BUCKET is not set');
  });

  it('fails when the bucket does not exist, even with nothing to copy', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'chalet-copy-empty-'));
    try {
      const result = await runCopy({ ...s3.env, S3_BUCKET: 'no-such-bucket', DATA_DIR: empty });
      expect(result.code).toBe(1);
      expect(result.output).toContain('Copying failed: The file storage is not answering (');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('fails with the reason when the bucket cannot be reached', async () => {
    const gone = await startS3Server('chalet-copy-gone');
    await gone.close();
    const result = await runCopy(gone.env);
    expect(result.code).toBe(1);
    expect(result.output).toContain('Copying failed: The file storage is not answering');
  });
});
