import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../src/server/platform/storage/disk-storage.js';
import { InvalidStorageKeyError, type Storage } from '../../src/server/platform/storage/storage.js';

/** The storage interface (decision 0043) on a real folder. */

let dir: string;
let outside: string;
let storage: Storage;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'chalet-storage-'));
  outside = mkdtempSync(path.join(os.tmpdir(), 'chalet-storage-outside-'));
  storage = createDiskStorage(path.join(dir, 'uploads'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('createDiskStorage', () => {
  it('stores bytes and a stream, and reads them back whole or by range', async () => {
    await storage.put('a.webp', Buffer.from('hello world'), { contentType: 'image/webp' });
    await storage.put('demo/b.png', Readable.from([Buffer.from('from '), Buffer.from('a stream')]), {
      contentType: 'image/png',
    });
    const a = await storage.get('a.webp');
    expect(a).toMatchObject({ size: 11, contentType: 'image/webp' });
    expect(a?.mtimeMs).toBeGreaterThan(0);
    expect((await a?.bytes())?.toString()).toBe('hello world');
    expect(await text(a!.stream({ start: 6, end: 10 }))).toBe('world');
    const b = await storage.get('demo/b.png');
    expect(b?.contentType).toBe('image/png');
    expect(await text(b!.stream())).toBe('from a stream');
  });

  it('replaces a file whole and leaves no temporary file behind', async () => {
    await storage.put('c.webp', Buffer.from('first'), { contentType: 'image/webp' });
    await storage.put('c.webp', Buffer.from('second'), { contentType: 'image/webp' });
    expect((await (await storage.get('c.webp'))?.bytes())?.toString()).toBe('second');
    expect(readdirSync(path.join(dir, 'uploads')).filter((name) => name.includes('.tmp'))).toEqual([]);
  });

  it('answers null for a missing file, a folder, and a symbolic link leading out of its folder', async () => {
    writeFileSync(path.join(outside, 'secret.png'), 'secret');
    symlinkSync(path.join(outside, 'secret.png'), path.join(dir, 'uploads', 'escape.png'));
    mkdirSync(path.join(dir, 'uploads', 'folder'), { recursive: true });
    expect(await storage.get('missing.webp')).toBeNull();
    expect(await storage.get('missing/deeper.webp')).toBeNull();
    expect(await storage.get('folder')).toBeNull();
    expect(await storage.get('escape.png')).toBeNull();
  });

  it('lists files by key prefix, without hidden or temporary files', async () => {
    writeFileSync(path.join(dir, 'uploads', 'demo', '.d.png.1234.tmp'), 'half');
    const keys = (prefix?: string) =>
      storage.list(prefix).then((entries) => entries.map((entry) => entry.key).sort());
    expect(await keys('demo/')).toEqual(['demo/b.png']);
    expect(await keys('a')).toEqual(['a.webp']);
    expect(await keys()).toContain('demo/b.png');
    expect((await storage.list('demo/'))[0]).toMatchObject({ key: 'demo/b.png', size: 13 });
    expect(await createDiskStorage(path.join(dir, 'never-made')).list()).toEqual([]);
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
