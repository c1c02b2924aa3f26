import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/lock.js';

// The owner's heartbeat thread may be slow to start on a busy machine: the refusal case allows it 5 s.
const FAST = { heartbeatMs: 50, staleMs: 600, onLost: () => {} };
const PATIENT = { ...FAST, staleMs: 5000 };
const dirs: string[] = [];
const releases: (() => void)[] = [];

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chalet-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses while the owner beats, and is free again once released', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir, PATIENT);
    await expect(lockDataDir(dir, PATIENT)).rejects.toThrow(DataDirLockedError);
    release();
    expect(readdirSync(dir)).toEqual([]);
    releases.push(await lockDataDir(dir, FAST));
  });

  it('takes over a lock whose pid belongs to a live, unrelated process once its heartbeat stands still', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'server.lock'));
    // pid 1 is alive in every namespace, but it is not a chalet server and never beats.
    writeFileSync(
      path.join(dir, 'server.lock', 'owner-0123'),
      JSON.stringify({ pid: 1, host: os.hostname(), bootId: '', pidNamespace: '', beat: 0 }),
    );
    const started = Date.now();
    releases.push(await lockDataDir(dir, FAST));
    expect(Date.now() - started).toBeGreaterThanOrEqual(FAST.staleMs);
    expect(readdirSync(path.join(dir, 'server.lock'))).toHaveLength(1);
    expect(readdirSync(path.join(dir, 'server.lock'))[0]).not.toBe('owner-0123');
  });

  it('tells the owner when another process took its lock over', async () => {
    const dir = tempDir();
    let lost = false;
    releases.push(await lockDataDir(dir, { ...FAST, onLost: () => (lost = true) }));
    const [mine] = readdirSync(path.join(dir, 'server.lock'));
    renameSync(path.join(dir, 'server.lock', mine), path.join(dir, 'server.lock', 'owner-thief'));
    await expect.poll(() => lost, { timeout: 3000 }).toBe(true);
  });

  describe('a lock naming a live process that is not a chalet server (pids repeat in containers)', () => {
    // Everything says "this machine, this PID namespace", and the pid is alive: only the heartbeat can tell.
    const ownerFile = (dir: string) => path.join(dir, 'server.lock', 'owner-4567');
    const writeOwner = (dir: string, beat: number) =>
      writeFileSync(
        ownerFile(dir),
        JSON.stringify({
          pid: process.ppid,
          host: os.hostname(),
          bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
          pidNamespace: readlinkSync('/proc/self/ns/pid'),
          beat,
        }),
      );

    it('is taken over when its heartbeat stands still', async () => {
      const dir = tempDir();
      mkdirSync(path.join(dir, 'server.lock'));
      writeOwner(dir, 41);
      releases.push(await lockDataDir(dir, FAST));
      expect(readdirSync(path.join(dir, 'server.lock'))).not.toContain('owner-4567');
    });

    it('refuses a second server while its heartbeat goes on, with the same message as ever', async () => {
      const dir = tempDir();
      mkdirSync(path.join(dir, 'server.lock'));
      let beat = 0;
      writeOwner(dir, beat);
      const beating = setInterval(() => writeOwner(dir, ++beat), FAST.heartbeatMs);
      try {
        await expect(lockDataDir(dir, PATIENT)).rejects.toThrow(
          new RegExp(`in use by another server process \\(pid ${process.ppid} on `),
        );
      } finally {
        clearInterval(beating);
      }
    });

    it('in the previous version’s form (a plain file holding the pid, never refreshed) is removed', async () => {
      const dir = tempDir();
      writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
      releases.push(await lockDataDir(dir, FAST));
      expect(readdirSync(path.join(dir, 'server.lock'))).toHaveLength(1);
    });
  });

  it('removes a lock file of the previous version whose pid is dead', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), '999999999');
    releases.push(await lockDataDir(dir, FAST));
    expect(readdirSync(path.join(dir, 'server.lock'))).toHaveLength(1);
  });
});
