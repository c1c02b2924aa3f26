import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  lstat,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  contentTypeOfKey,
  type PutOptions,
  type Storage,
  type StoredEntry,
  type StoredObject,
} from './storage.js';

/** Errors that mean "no such file" (a missing folder, a file where a folder was expected). */
const MISSING = new Set(['ENOENT', 'ENOTDIR']);
const isMissing = (error: unknown) => MISSING.has((error as NodeJS.ErrnoException)?.code ?? '');

/**
 * Storage in a folder: a key is a path below `dir`. Writes go to a hidden temporary name beside the
 * target and are renamed into place, so several processes sharing the folder never read a half-written
 * file. A symbolic link leading out of the folder counts as missing. The content type is not stored: it
 * follows the key's extension.
 */
export function createDiskStorage(dir: string): Storage {
  const root = path.resolve(dir);

  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(root, ...key.split('/'));
    // Unreachable for a valid key; kept so no future key rule can ever reach outside the folder.
    if (!file.startsWith(root + path.sep)) throw new Error(`storage key ${key} leaves ${root}`);
    return file;
  };

  async function get(key: string): Promise<StoredObject | null> {
    const file = fileOf(key);
    try {
      const [real, realRoot] = await Promise.all([realpath(file), realpath(root)]);
      if (!real.startsWith(realRoot + path.sep)) return null;
      const info = await stat(real);
      if (!info.isFile()) return null;
      return {
        size: info.size,
        mtimeMs: info.mtimeMs,
        contentType: contentTypeOfKey(key),
        stream: (range) => createReadStream(real, range),
        bytes: () => readFile(real),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<void> {
    const file = fileOf(key);
    const folder = path.dirname(file);
    await mkdir(folder, { recursive: true });
    // Hidden (a leading dot is never a valid key), so list() and get() never see it.
    const temporary = path.join(folder, `.${path.basename(file)}.${randomUUID()}.tmp`);
    try {
      if (Buffer.isBuffer(body)) await writeFile(temporary, body);
      else await pipeline(body, createWriteStream(temporary));
      if (options?.mtimeMs !== undefined) {
        const time = new Date(options.mtimeMs);
        await utimes(temporary, time, time);
      }
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => {});
      throw error;
    }
  }

  async function list(prefix = ''): Promise<StoredEntry[]> {
    // Only the folder the prefix names is walked: 'demo/' reads demo/, not the whole storage.
    const folderKey = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const start = folderKey ? fileOf(folderKey) : root;
    let names: string[];
    try {
      names = (await readdir(start, { recursive: true })) as string[];
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const entries = await Promise.all(
      names.map(async (name): Promise<StoredEntry | null> => {
        const relative = name.split(path.sep).join('/');
        const key = folderKey ? `${folderKey}/${relative}` : relative;
        // Temporary files and anything else hidden are not stored objects.
        if (!key.startsWith(prefix) || relative.split('/').some((part) => part.startsWith('.'))) return null;
        // lstat: a symbolic link is not a stored file (get() would not follow one out of the folder).
        const info = await lstat(path.join(start, name)).catch(() => null);
        return info?.isFile() ? { key, size: info.size, mtimeMs: info.mtimeMs } : null;
      }),
    );
    return entries.filter((entry): entry is StoredEntry => entry !== null);
  }

  return {
    put,
    get,
    delete: async (key) => {
      await rm(fileOf(key), { force: true });
    },
    list,
  };
}
