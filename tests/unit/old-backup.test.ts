import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkBackup } from '../../src/server/modules/backup/restore-backup.js';
import { readTar } from '../../src/server/modules/backup/tar.js';

/**
 * A backup written by the site's first, hand-written tar writer (before decision 0081), with a picture
 * whose name needed a pax header: the reader of today must read every backup an owner already holds.
 */
const FIXTURE = 'tests/unit/fixtures/backup-from-the-first-tar-writer.tar.gz';
const LONG_KEY = `${'nested-folder/'.repeat(6)}a-picture-whose-name-is-past-tars-hundred-bytes.webp`;

describe('a backup made by the first tar writer', () => {
  it('reads back every file, the long name whole', async () => {
    const files: { name: string; bytes: Buffer }[] = [];
    for await (const entry of readTar([gunzipSync(readFileSync(FIXTURE))])) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body) chunks.push(chunk);
      files.push({ name: entry.name, bytes: Buffer.concat(chunks) });
    }
    expect(files.map((file) => file.name)).toEqual([
      'manifest.json',
      'database/notes.jsonl',
      `pictures/${LONG_KEY}`,
      'pictures/small.webp',
    ]);
    expect(files[1].bytes.toString('utf8')).toBe(
      '{"id":1,"text":"Grüße aus den Bergen"}\n{"id":2,"text":"two"}\n',
    );
    expect(files[2].bytes).toEqual(Buffer.alloc(1300, 7));
    expect(files[3].bytes.toString('utf8')).toBe('webp');
  });

  it('passes the restore’s check', async () => {
    const summary = await checkBackup(FIXTURE);
    expect(summary).toMatchObject({ rows: 2, pictures: 2, pictureBytes: 1304 });
  });
});
