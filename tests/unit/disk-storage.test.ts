import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../src/server/platform/storage/disk-storage.js';
import type { Storage } from '../../src/server/platform/storage/storage.js';

/**
 * What only the disk storage has to get right, on a real folder: temporary files, folders and links.
 * The contract every storage keeps (store, read by range, list, delete, refused keys) runs on the disk
 * in storage-contract.test.ts.
 */

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
  it('replaces a file whole and leaves no temporary file behind', async () => {
    await storage.put('c.webp', Buffer.from('first'), { contentType: 'image/webp' });
    await storage.put('c.webp', Buffer.from('second'), { contentType: 'image/webp' });
    expect((await (await storage.get('c.webp'))?.bytes())?.toString()).toBe('second');
    expect(readdirSync(path.join(dir, 'uploads')).filter((name) => name.includes('.tmp'))).toEqual([]);
  });

  it('answers null for a folder, and a symbolic link leading out of its folder', async () => {
    writeFileSync(path.join(outside, 'secret.png'), 'secret');
    symlinkSync(path.join(outside, 'secret.png'), path.join(dir, 'uploads', 'escape.png'));
    mkdirSync(path.join(dir, 'uploads', 'folder'), { recursive: true });
    expect(await storage.get('folder')).toBeNull();
    expect(await storage.get('escape.png')).toBeNull();
  });

  it('lists no hidden or temporary file, and nothing for a folder never made', async () => {
    await storage.put('demo/b.png', Buffer.from('from a stream'), { contentType: 'image/png' });
    writeFileSync(path.join(dir, 'uploads', 'demo', '.d.png.1234.tmp'), 'half');
    expect((await storage.list('demo/')).map((entry) => entry.key)).toEqual(['demo/b.png']);
    expect(await createDiskStorage(path.join(dir, 'never-made')).list()).toEqual([]);
  });
});
