import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildState } from '../../scripts/build-freshness.mjs';
import { ROOT_DIR } from '../../src/server/paths.js';
import { createServerGroup, type GroupServer } from '../helpers/server-process.js';

const servers = createServerGroup({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'restart-password-1' });
afterAll(() => servers.stopAll());

const STAMP = path.join(ROOT_DIR, 'dist', '.build-stamp');
const BUILT_SERVER = path.join(ROOT_DIR, 'dist', 'server', 'main.js');
const mtimes = () => [statSync(STAMP).mtimeMs, statSync(BUILT_SERVER).mtimeMs];

/** Resolves with the milliseconds from the start until the home page first answered 200. */
async function firstPageAfter(server: GroupServer, startedAt: number, timeoutMs: number): Promise<number> {
  const deadline = startedAt + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    const status = await fetch(`${server.url}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return Date.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no 200 within ${timeoutMs} ms:\n${server.output()}`);
}

/** SIGTERM to npm and the server, as a terminal's Ctrl-C reaches them; the server drains and ends. */
async function stop(server: GroupServer) {
  server.signal('SIGTERM');
  await server.gone();
  expect(server.output()).toContain('SIGTERM received: draining');
}

describe('npm start', () => {
  it('restarts on existing data in seconds, without building, and says it opened the database', async () => {
    // The global setup made the build current: were it not, npm start would write into the dist/ the
    // other process tests run, so the test stops here instead.
    expect(buildState()).toMatchObject({ current: true });
    const before = mtimes();
    const dataDir = servers.tempDir('npm-start');

    const first = await servers.start({ DATA_DIR: dataDir }, { npmStart: true });
    expect(first.output()).toContain('The build is current');
    expect(first.output()).toMatch(/Made a new database \(embedded PGlite in .*\): \d+ rows\./);
    await stop(first);

    const startedAt = Date.now();
    const second = await servers.start({ DATA_DIR: dataDir }, { npmStart: true, healthMs: 0 });
    const elapsed = await firstPageAfter(second, startedAt, 10_000);
    await expect
      .poll(() => second.output())
      .toMatch(/Opened the database \(embedded PGlite in .*\): (\d+) rows\./);
    const rows = Number(/Opened the database .*: (\d+) rows\./.exec(second.output())?.[1]);
    expect(rows).toBeGreaterThan(100);
    expect(second.output()).toContain('The build is current');
    expect(second.output()).not.toMatch(/Empty database|npm run build|Seeded the demo content/);
    expect(mtimes()).toEqual(before);
    console.log(`npm start on existing data: first 200 after ${elapsed} ms`);
    await stop(second);
  });
});
