import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  MANIFEST_NAME,
  pictureEntryName,
  tableEntryName,
} from '../../src/server/modules/backup/backup-format.js';
import { checkBackup, InvalidArchiveError } from '../../src/server/modules/backup/restore-backup.js';
import { writeTar } from '../../src/server/modules/backup/tar.js';

/**
 * Backups made by hand to hurt the restore (issue 42, item 9): a huge single line, a huge pax header,
 * a huge picture. Each is refused in plain words, or read in linear time, never hung on or allocated.
 */

const workDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-crafted-backup-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const MB = 1024 * 1024;

const manifest = (tables: { name: string; columns: string[]; rows: number }[]) =>
  Buffer.from(
    JSON.stringify({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: '2026-11-28T12:00:00.000Z',
      database: 'pglite',
      migrations: [],
      tables,
    }),
  );

/** `size` bytes made of `fill` then `tail`, in 1 MB chunks: big entries without holding them whole. */
function bytesOf(size: number, fill: number, head = Buffer.alloc(0), tail = Buffer.alloc(0)) {
  return () =>
    Readable.from(
      (function* () {
        yield head;
        let left = size - head.length - tail.length;
        const chunk = Buffer.alloc(MB, fill);
        while (left > 0) {
          yield left >= MB ? chunk : chunk.subarray(0, left);
          left -= MB;
        }
        yield tail;
      })(),
    );
}

interface Entry {
  name: string;
  size: number;
  body: () => Readable;
}

const small = (name: string, bytes: Buffer): Entry => ({
  name,
  size: bytes.length,
  body: () => Readable.from([bytes]),
});

/** A .tar.gz of `entries` (or of raw tar bytes), written by streaming. */
async function archive(name: string, entries: Entry[] | Buffer): Promise<string> {
  const file = path.join(workDir, `${name}.tar.gz`);
  const tar = Buffer.isBuffer(entries)
    ? Readable.from([entries])
    : Readable.from(writeTar(entries.map((entry) => ({ ...entry, mtimeMs: Date.now() }))));
  await pipeline(tar, createGzip({ level: 1 }), createWriteStream(file));
  return file;
}

/** A lone tar header block announcing a pax header of `size` bytes, as a hostile file would hold. */
async function paxHeaderClaiming(size: number): Promise<Buffer> {
  const archive = pack();
  // tar-stream writes a header of any type; a pax header's body is never written here.
  archive.entry({ name: 'PaxHeader', size, type: 'pax-header' as 'file' });
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).subarray(0, 512);
}

/** One table of one row that is a single line of `size` bytes of JSON. */
async function oneLongRow(name: string, size: number) {
  const head = Buffer.from('{"id":1,"text":"');
  const tail = Buffer.from('"}\n');
  return archive(name, [
    small(MANIFEST_NAME, manifest([{ name: 'notes', columns: ['id', 'text'], rows: 1 }])),
    { name: tableEntryName('notes'), size, body: bytesOf(size, 0x61, head, tail) },
  ]);
}

describe('a crafted backup', () => {
  it('reads a 40 MB single line in linear time (seconds, not minutes)', async () => {
    const file = await oneLongRow('long-line', 40 * MB);
    const started = performance.now();
    const summary = await checkBackup(file);
    expect(summary.rows).toBe(1);
    // Before: each chunk re-split all the pending text (32 MB took 573 s). Linear reading takes ~1 s.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('refuses a line longer than any row can be, in plain words', async () => {
    const file = await oneLongRow('too-long-line', 65 * MB);
    await expect(checkBackup(file)).rejects.toThrow(
      new InvalidArchiveError(
        'Row 1 of notes is longer than 64 MB, more than any row of the site can be: this is not a backup the site made.',
      ),
    );
  });

  it('refuses a 1.5 GB pax header from its size alone, without reading (or allocating) it', async () => {
    // The header claims 1.5 GB; the file holds 1 MB after it. Refused at the header, not "cut short".
    const header = await paxHeaderClaiming(1536 * MB);
    const file = await archive('huge-pax', Buffer.concat([header, Buffer.alloc(MB, 0x61)]));
    await expect(checkBackup(file)).rejects.toThrow(
      new InvalidArchiveError(
        'The backup file holds a tar header over 4.0 MB: this is not a backup the site made.',
      ),
    );
  });

  it('refuses a picture larger than any the site stores, before reading it', async () => {
    const size = 60 * MB;
    const file = await archive('huge-picture', [
      small(MANIFEST_NAME, manifest([])),
      { name: pictureEntryName('big.webp'), size, body: bytesOf(size, 0) },
    ]);
    await expect(checkBackup(file)).rejects.toThrow(
      new InvalidArchiveError(
        'The picture big.webp is 60.0 MB (at most 50 MB): this is not a backup the site made.',
      ),
    );
  });

  it('says so through npm run restore, and nothing else', () => {
    // The pax case again, through the script as the owner runs it (no stack trace, nothing restored).
    const file = path.join(workDir, 'huge-pax.tar.gz');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/restore.ts', file], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: path.join(workDir, 'data'),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'The backup file holds a tar header over 4.0 MB: this is not a backup the site made.\nNothing was restored.\n',
    );
  });
});
