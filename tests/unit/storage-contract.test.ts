import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../src/server/platform/storage/disk-storage.js';
import {
  createS3Storage,
  type S3StorageOptions,
  StorageUnavailableError,
  s3ClientConfig,
} from '../../src/server/platform/storage/s3-storage.js';
import { InvalidStorageKeyError, type Storage } from '../../src/server/platform/storage/storage.js';
import { createUploadsStorage } from '../../src/server/platform/storage/uploads.js';
import { type S3TestServer, startS3Server } from '../helpers/s3-server.js';

/**
 * What every Storage promises (decision 0043), asked of the disk and of an S3 bucket on a real
 * S3-protocol server (s3rver) on 127.0.0.1, so either serves the app the same way (decision 0050).
 */

let dir: string;
let s3: S3TestServer;
let s3Options: S3StorageOptions;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'chalet-storage-contract-'));
  s3 = await startS3Server('chalet-contract');
  s3Options = {
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: s3.settings.S3_REGION,
    accessKeyId: s3.settings.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.settings.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const kinds: [string, () => Storage][] = [
  ['disk', () => createDiskStorage(path.join(dir, 'uploads'))],
  ['S3', () => createS3Storage(s3Options)],
  // The site's own folder of a shared bucket (S3_PREFIX): the same contract, keys without the prefix.
  ['S3 folder', () => createS3Storage({ ...s3Options, prefix: 'site/uploads/' })],
];

describe.each(kinds)('the %s storage', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('stores bytes and a stream, and reads them back whole or by range', async () => {
    await storage.put('a.webp', Buffer.from('hello world'), { contentType: 'image/webp' });
    await storage.put('demo/b.png', Readable.from([Buffer.from('from '), Buffer.from('a stream')]), {
      contentType: 'image/png',
    });
    const a = await storage.get('a.webp');
    expect(a).toMatchObject({ size: 11, contentType: 'image/webp' });
    expect(a?.mtimeMs).toBeGreaterThan(Date.now() - 60_000);
    expect((await a?.bytes())?.toString()).toBe('hello world');
    expect(await text(a!.stream({ start: 6, end: 10 }))).toBe('world');
    expect(await text(a!.stream())).toBe('hello world');
    const b = await storage.get('demo/b.png');
    expect(b).toMatchObject({ size: 13, contentType: 'image/png' });
    expect(await text(b!.stream())).toBe('from a stream');
  });

  it('replaces a file whole, with a new modification time to the millisecond', async () => {
    await storage.put('c.webp', Buffer.from('first'), { contentType: 'image/webp' });
    const first = await storage.get('c.webp');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await storage.put('c.webp', Buffer.from('second'), { contentType: 'image/webp' });
    const second = await storage.get('c.webp');
    expect((await second?.bytes())?.toString()).toBe('second');
    // Validators come from size and mtime: within one second the time must still move.
    expect(second!.mtimeMs).toBeGreaterThan(first!.mtimeMs);
  });

  it('keeps a modification time given to put (a copy keeps its validators)', async () => {
    const mtimeMs = Date.parse('2024-05-06T07:08:09.123Z');
    await storage.put('kept.webp', Buffer.from('old picture'), { contentType: 'image/webp', mtimeMs });
    expect((await storage.get('kept.webp'))?.mtimeMs).toBe(mtimeMs);
  });

  it('answers null for a missing file', async () => {
    expect(await storage.get('missing.webp')).toBeNull();
    expect(await storage.get('missing/deeper.webp')).toBeNull();
  });

  it('lists files by key prefix', async () => {
    const keys = (prefix?: string) =>
      storage.list(prefix).then((entries) => entries.map((entry) => entry.key).sort());
    expect(await keys('demo/')).toEqual(['demo/b.png']);
    expect(await keys('a')).toEqual(['a.webp']);
    expect(await keys()).toEqual(expect.arrayContaining(['a.webp', 'c.webp', 'demo/b.png']));
    expect((await storage.list('demo/'))[0]).toMatchObject({ key: 'demo/b.png', size: 13 });
    expect(await keys('nothing-here/')).toEqual([]);
  });

  it('deletes a file, and a missing one without complaint', async () => {
    await storage.delete('a.webp');
    await storage.delete('a.webp');
    expect(await storage.get('a.webp')).toBeNull();
  });

  it.each([
    '',
    '../secret.png',
    'demo/../../secret.png',
    '/etc/passwd',
    'demo//b.png',
    '.env',
    'demo/.hidden.png',
    'demo\\..\\secret.png',
    'a\u0000.png',
    'x'.repeat(300),
  ])('refuses the key %j for every operation', async (key) => {
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});

describe('the S3 storage', () => {
  it('pages through a listing longer than one answer', async () => {
    const storage = createS3Storage({ ...s3Options, listPageSize: 2 });
    await Promise.all(
      ['p1', 'p2', 'p3', 'p4', 'p5'].map((name) =>
        storage.put(`paged/${name}.png`, Buffer.from(name), { contentType: 'image/png' }),
      ),
    );
    expect((await storage.list('paged/')).map((entry) => entry.key).sort()).toEqual([
      'paged/p1.png',
      'paged/p2.png',
      'paged/p3.png',
      'paged/p4.png',
      'paged/p5.png',
    ]);
  });

  it('lists no folder markers or names no key could have (objects other tools made)', async () => {
    const client = new S3Client(s3ClientConfig(s3Options));
    for (const Key of ['odd/', 'odd/.hidden.png', 'odd/fine.png'])
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: 'x' }));
    expect((await createS3Storage(s3Options).list('odd/')).map((entry) => entry.key)).toEqual([
      'odd/fine.png',
    ]);
  });

  it('reads an object written without our metadata by its LastModified time', async () => {
    const client = new S3Client(s3ClientConfig(s3Options));
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'plain.png', Body: 'plain' }));
    const object = await createS3Storage(s3Options).get('plain.png');
    expect(object).toMatchObject({ size: 5, contentType: 'image/png' });
    expect(Math.abs(object!.mtimeMs - Date.now())).toBeLessThan(60_000);
  });

  it('is chosen by S3_BUCKET, the disk otherwise', async () => {
    const fromConfig = createUploadsStorage({ DATA_DIR: dir, ...s3.settings });
    await fromConfig.put('chosen.webp', Buffer.from('in the bucket'), { contentType: 'image/webp' });
    // Under the site's folder of the bucket (S3_PREFIX).
    expect((await (await createS3Storage(s3Options).get('uploads/chosen.webp'))?.bytes())?.toString()).toBe(
      'in the bucket',
    );
    const disk = createUploadsStorage({ DATA_DIR: dir, S3_FORCE_PATH_STYLE: false, S3_PREFIX: 'uploads/' });
    expect(await disk.get('chosen.webp')).toBeNull();
    expect(disk.ping).toBeUndefined();
  });

  it('answers a ping, and a bucket that is not there or not answering rejects it', async () => {
    await createS3Storage(s3Options).ping!(2000);
    await expect(createS3Storage({ ...s3Options, bucket: 'no-such-bucket' }).ping!(2000)).rejects.toThrow();
    const other = await startS3Server('chalet-gone');
    const gone = createS3Storage({ ...s3Options, endpoint: other.endpoint, bucket: other.bucket });
    await other.close();
    await expect(gone.ping!(2000)).rejects.toThrow();
    // Reads and writes say the storage is unavailable (503), never that the file is missing.
    await expect(gone.get('a.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(gone.put('a.webp', Buffer.from('x'), { contentType: 'image/webp' })).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(gone.list()).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
