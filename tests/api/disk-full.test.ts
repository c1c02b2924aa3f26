import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { testConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { registerErrorHandler, STORAGE_FULL_MESSAGE } from '../../src/server/lib/error-handler.js';
import { createUser } from '../../src/server/modules/users/users.repository.js';
import { ADMIN_CREDENTIALS, createTestApp, sessionCookieFrom, type TestApp } from '../helpers/test-app.js';
import { TEST_DB_KIND } from '../helpers/test-db.js';

/*
 * A full disk answers 507 with a message saying so (decision 0037), never a 500. The failures are real:
 * the kernel's ENOSPC from /dev/full, and from a tiny tmpfs filled to the last byte (mounting one needs
 * root: those tests are skipped, saying why, where the machine does not allow it).
 */

const probe = mkdtempSync(path.join(os.tmpdir(), 'chalet-mount-probe-'));
const canMount = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]).status === 0;
if (canMount) spawnSync('umount', [probe]);
rmSync(probe, { recursive: true, force: true });
if (!canMount)
  console.warn('mount -t tmpfs is not permitted here (not root): the full-tmpfs tests are skipped.');

/** A tmpfs of `size` on `dir`, unmounted by the returned function. */
function mountTmpfs(dir: string, size: string): () => void {
  mkdirSync(dir, { recursive: true });
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  if (mounted.status !== 0) throw new Error(`mount failed: ${mounted.stderr}`);
  return () => {
    spawnSync('umount', ['-l', dir]);
  };
}

/** Fills the filesystem of `dir` to its last byte: the next write that needs a block fails with ENOSPC. */
function fill(dir: string) {
  try {
    writeFileSync(path.join(dir, 'filler'), Buffer.alloc(512 * 1024 * 1024));
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    return;
  }
  throw new Error(`${dir} did not fill up`);
}

describe('the error handler and a full disk', () => {
  it('answers 507 with what is wrong to a write the kernel refuses with ENOSPC (/dev/full)', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.post('/write', async () => {
      await writeFile('/dev/full', 'a change');
      return { ok: true };
    });
    const response = await app.inject({ method: 'POST', url: '/write' });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: STORAGE_FULL_MESSAGE });
    await app.close();
  });
});

describe.skipIf(!canMount)('POST /api/upload when the disk holding the uploads is full', () => {
  let t: TestApp;
  let unmount = () => {};
  beforeAll(async () => {
    t = await createTestApp();
    const uploads = path.join(t.config.DATA_DIR, 'uploads');
    unmount = mountTmpfs(uploads, '256k');
    fill(uploads);
  });
  afterAll(async () => {
    unmount();
    await t.close();
  });

  it('answers 507 with what is wrong', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#785a3c' } })
      .png()
      .toBuffer();
    const boundary = 'chalet-disk-full';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: await t.adminCookie() },
    });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: STORAGE_FULL_MESSAGE });
  });
});

// PGlite's own files in DATA_DIR: the database itself reports the full disk (53100, "No space left on device").
describe.skipIf(!canMount || TEST_DB_KIND !== 'pglite')('an admin write when PGlite’s disk is full', () => {
  it('answers 507 with what is wrong, and the database still answers afterwards', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-disk-full-'));
    const unmount = mountTmpfs(dataDir, '64m');
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
    try {
      await database.migrate();
      await createUser(database.db, { ...ADMIN_CREDENTIALS, isAdmin: true });
      const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database });
      const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN_CREDENTIALS });
      const cookie = sessionCookieFrom(login);
      fill(dataDir);
      // A row fits in the table's last page until it is full: the write that needs a new page fails.
      let response = await app.inject({ method: 'GET', url: '/api/testimonials?activeOnly=true' });
      for (let attempt = 0; attempt < 200; attempt++) {
        response = await app.inject({
          method: 'POST',
          url: '/api/testimonials',
          headers: { cookie },
          payload: { name: `Guest ${attempt}`, comment: 'A long stay. '.repeat(300) },
        });
        if (response.statusCode !== 201) break;
      }
      expect(response.statusCode).toBe(507);
      expect(response.json()).toEqual({ message: STORAGE_FULL_MESSAGE });
      expect((await app.inject({ method: 'GET', url: '/api/testimonials?activeOnly=true' })).statusCode).toBe(
        200,
      );
      await app.close();
    } finally {
      await database.close();
      unmount();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
