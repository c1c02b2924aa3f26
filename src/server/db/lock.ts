import { randomBytes } from 'node:crypto';
import {
  closeSync,
  ftruncateSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export class DataDirLockedError extends Error {}

export interface LockOptions {
  /** How often the owner rewrites its heartbeat. */
  heartbeatMs?: number;
  /** How long a heartbeat may stay unchanged before its owner counts as gone. */
  staleMs?: number;
  /** Called when another process took the lock over (this one was presumed dead). Default: exit. */
  onLost?: () => void;
}

/** What the owner file says; host, boot and PID namespace tell whether its pid can be checked from here. */
interface Owner {
  pid: number;
  host: string;
  bootId: string;
  pidNamespace: string;
  beat: number;
}

const DEFAULT_HEARTBEAT_MS = 1000;
const DEFAULT_STALE_MS = 10_000;
const OWNER_PREFIX = 'owner-';

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function describeSelf(): Owner {
  let pidNamespace = '';
  try {
    pidNamespace = readlinkSync('/proc/self/ns/pid');
  } catch {
    // not Linux: the pid is never trusted, only the heartbeat
  }
  return {
    pid: process.pid,
    host: os.hostname(),
    bootId: readOrEmpty('/proc/sys/kernel/random/boot_id'),
    pidNamespace,
    beat: 0,
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the owner is certainly gone without waiting for its heartbeat: its machine rebooted, or it
 * ran on this machine in this PID namespace and its pid is dead. Anything else (another container,
 * another host sharing the folder, a pid reused by an unrelated process) is decided by the heartbeat.
 */
function ownerIsGone(owner: Owner | undefined, self: Owner): boolean {
  if (!owner || owner.host !== self.host || !owner.bootId || !self.bootId) return false;
  if (owner.bootId !== self.bootId) return true;
  if (!owner.pidNamespace || owner.pidNamespace !== self.pidNamespace) return false;
  return owner.pid !== self.pid && !isAlive(owner.pid);
}

function parseOwner(text: string): Owner | undefined {
  try {
    return JSON.parse(text) as Owner;
  } catch {
    return undefined;
  }
}

/** The one owner file in the lock directory, or undefined when the lock is free (or being released). */
function readCurrentOwner(lockDir: string): { file: string; text: string } | undefined {
  let names: string[];
  try {
    names = readdirSync(lockDir).filter((name) => name.startsWith(OWNER_PREFIX));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (names.length === 0) return undefined;
  const file = path.join(lockDir, names[0]);
  try {
    return { file, text: readFileSync(file, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Watches the owner's heartbeat for up to staleMs: 'alive' when it changes, 'moved' when the file goes. */
async function watchHeartbeat(
  file: string,
  text: string,
  staleMs: number,
): Promise<'alive' | 'stale' | 'moved'> {
  const deadline = Date.now() + staleMs;
  const step = Math.max(20, Math.min(200, Math.floor(staleMs / 10)));
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, step));
    let now: string;
    try {
      now = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'moved';
      throw error;
    }
    if (now !== text) return 'alive';
  }
  return 'stale';
}

/** Rewrites the owner file in place; never creates it, so a taken-over lock is noticed (ENOENT). */
const HEARTBEAT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
let beat = 0;
let lost = false;
let timer;
const beatOnce = () => {
  if (lost) return;
  beat++;
  const text = JSON.stringify({ ...workerData.owner, beat });
  let fd;
  try {
    fd = fs.openSync(workerData.file, 'r+');
    fs.writeSync(fd, text, 0);
    fs.ftruncateSync(fd, Buffer.byteLength(text));
  } catch (error) {
    if (error.code === 'ENOENT' && !lost) {
      lost = true;
      clearInterval(timer);
      parentPort.postMessage('lost');
    }
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
};
beatOnce();
timer = setInterval(beatOnce, workerData.heartbeatMs);
parentPort.on('message', () => {
  clearInterval(timer);
  parentPort.close();
});
`;

function holdLock(lockDir: string, file: string, self: Owner, options: Required<LockOptions>): () => void {
  let released = false;
  // The heartbeat runs in its own thread, so a busy main thread (a long PGlite query) never looks dead.
  const worker = new Worker(HEARTBEAT_WORKER, {
    eval: true,
    execArgv: [],
    workerData: { file, owner: self, heartbeatMs: options.heartbeatMs },
  });
  worker.unref();
  worker.on('message', (message) => {
    if (message === 'lost' && !released) options.onLost();
  });
  return () => {
    if (released) return;
    released = true;
    worker.postMessage('stop');
    try {
      unlinkSync(file);
    } catch {
      return; // not ours any more: leave the lock alone
    }
    try {
      rmdirSync(lockDir); // fails harmlessly when a new owner already moved in
    } catch {}
  };
}

/** Creates the lock directory with our owner file inside in one rename: it appears complete or not at all. */
function tryCreate(lockDir: string, token: string, self: Owner): string | undefined {
  const staging = `${lockDir}.${token}.tmp`;
  mkdirSync(staging);
  writeFileSync(path.join(staging, `${OWNER_PREFIX}${token}`), JSON.stringify(self));
  try {
    renameSync(staging, lockDir); // replaces only a missing or empty directory
    return path.join(lockDir, `${OWNER_PREFIX}${token}`);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/**
 * Takes over a stale owner by renaming its exact file to ours: a compare-and-swap, since the rename fails
 * (ENOENT) for every contender but the first.
 */
function tryTakeOver(lockDir: string, staleFile: string, token: string, self: Owner): string | undefined {
  const mine = path.join(lockDir, `${OWNER_PREFIX}${token}`);
  try {
    renameSync(staleFile, mine);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const text = JSON.stringify(self);
  const fd = openSync(mine, 'r+');
  try {
    writeSync(fd, text, 0);
    ftruncateSync(fd, Buffer.byteLength(text));
  } finally {
    closeSync(fd);
  }
  return mine;
}

/**
 * Version 1 wrote a plain file holding a pid and never refreshed it: it has no heartbeat, so nothing can
 * show its owner alive. Its pid proves nothing either (containers reuse pids on every start: after a
 * crash it names some live, unrelated process), so it is removed whatever that pid is.
 */
function clearLegacyLock(lockDir: string) {
  let isFile = false;
  try {
    isFile = lstatSync(lockDir).isFile();
  } catch {
    return;
  }
  if (!isFile) return;
  try {
    unlinkSync(lockDir);
  } catch (error) {
    // Another starter removed it first (ENOENT), or already replaced it with its lock (EISDIR).
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EISDIR') throw error;
  }
}

function lockedMessage(dataDir: string, lockDir: string, owner: Owner | undefined): string {
  const who = owner ? ` (pid ${owner.pid} on ${owner.host})` : '';
  return (
    `The data directory ${dataDir} is in use by another server process${who}: its lock ${lockDir} is ` +
    'kept alive by a heartbeat. Stop that process first, or start this one with a different DATA_DIR ' +
    'or a DATABASE_URL.'
  );
}

/**
 * PGlite is a single-process database: two processes on one directory would corrupt it. The lock is the
 * directory `server.lock` holding one `owner-<token>` file whose content the owner rewrites every
 * heartbeat. It works across PID namespaces and hosts sharing the folder because nothing depends on
 * seeing the owner's pid: a lock whose heartbeat stands still for `staleMs` is taken over (at once when
 * the owner is provably dead on this machine). Taking and taking over are single atomic renames.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => void> {
  const settings: Required<LockOptions> = {
    heartbeatMs: options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
    staleMs: options.staleMs ?? DEFAULT_STALE_MS,
    onLost:
      options.onLost ??
      (() => {
        console.error(
          `Lost the lock on ${dataDir}: another process took it over. Stopping at once to protect the database.`,
        );
        process.exit(1);
      }),
  };
  mkdirSync(dataDir, { recursive: true });
  const lockDir = path.join(dataDir, 'server.lock');
  clearLegacyLock(lockDir);
  const self = describeSelf();
  const token = randomBytes(12).toString('hex');

  for (let attempt = 0; attempt < 50; attempt++) {
    const created = tryCreate(lockDir, token, self);
    if (created) return holdLock(lockDir, created, self, settings);
    const current = readCurrentOwner(lockDir);
    if (!current) continue; // released meanwhile: try again
    const owner = parseOwner(current.text);
    if (!ownerIsGone(owner, self)) {
      const verdict = await watchHeartbeat(current.file, current.text, settings.staleMs);
      if (verdict === 'alive') throw new DataDirLockedError(lockedMessage(dataDir, lockDir, owner));
      if (verdict === 'moved') continue;
    }
    const taken = tryTakeOver(lockDir, current.file, token, self);
    if (taken) return holdLock(lockDir, taken, self, settings);
  }
  throw new DataDirLockedError(
    `Could not lock the data directory ${dataDir}: ${lockDir} keeps changing hands. Is another server starting?`,
  );
}
