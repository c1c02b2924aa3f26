import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

  it('removes a lock file of the previous version whose pid is dead', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), '999999999');
    releases.push(await lockDataDir(dir, FAST));
    expect(readdirSync(path.join(dir, 'server.lock'))).toHaveLength(1);
  });
});
