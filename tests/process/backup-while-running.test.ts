import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { adminApi } from '../../src/shared/admin-routes.js';
import { createScratchDatabase, postgresAvailable } from '../helpers/scratch-database.js';
import { createServerGroup, login, type ServerProcess } from '../helpers/server-process.js';

/**
 * The owner's backup while the site runs (decision 0051), on each database: changes made through the
 * API, a backup downloaded while writers keep writing, `npm run restore` into a fresh installation, and
 * a server on it that holds every change acknowledged before the download began.
 */
const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'backup-password-1' };
const hasPostgres = await postgresAvailable();

const servers = createServerGroup(ADMIN);
const start = (env: Record<string, string>) => servers.start(env);
afterAll(() => servers.stopAll());

/** A new DATA_DIR, and a new PostgreSQL database when the installation uses one. */
async function freshInstallation(kind: 'pglite' | 'postgres'): Promise<Record<string, string>> {
  const dataDir = servers.tempDir('backup-run');
  if (kind === 'pglite') return { DATA_DIR: dataDir };
  const database = await createScratchDatabase('chalet_backup_run');
  servers.onStop(() => database.drop());
  return { DATA_DIR: dataDir, DATABASE_URL: database.url };
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** `npm run restore -- FILE` (the script's source, as the built one runs it) with `env`. */
function restore(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/restore.ts', ...args], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const json = (cookie: string, method: string, body?: unknown): RequestInit => ({
  method,
  headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  body: body === undefined ? undefined : JSON.stringify(body),
});

async function createTestimonial(url: string, cookie: string, name: string): Promise<boolean> {
  const response = await fetch(
    `${url}${adminApi.testimonials}`,
    json(cookie, 'POST', { name, comment: 'A wonderful stay in the valley', rating: 5 }),
  );
  return response.ok;
}

async function testimonialNames(url: string, cookie: string): Promise<Set<string>> {
  const response = await fetch(`${url}${adminApi.testimonials}`, { headers: { cookie } });
  return new Set(((await response.json()) as { name: string }[]).map((t) => t.name));
}

describe.each([
  ['the embedded database', 'pglite' as const],
  ['PostgreSQL', 'postgres' as const],
])('a backup taken while %s runs', (_label, kind) => {
  it.skipIf(kind === 'postgres' && !hasPostgres)(
    'restores into a fresh installation with every change acknowledged before the download began',
    async () => {
      const source = await freshInstallation(kind);
      const server = await start(source);
      const cookie = await login(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);

      // Changes through the API: a picture uploaded, a testimonial removed, others added.
      const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'valley.png');
      const upload = await fetch(`${server.url}${adminApi.upload}`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      expect(upload.status).toBe(200);
      const pictureUrl = ((await upload.json()) as { path: string }).path;
      const uploaded = Buffer.from(await (await fetch(`${server.url}${pictureUrl}`)).arrayBuffer());
      const seeded = (await (
        await fetch(`${server.url}${adminApi.testimonials}`, { headers: { cookie } })
      ).json()) as {
        id: number;
        name: string;
      }[];
      expect(seeded.length).toBeGreaterThan(0);
      expect(
        (await fetch(`${server.url}${adminApi.testimonial(seeded[0].id)}`, json(cookie, 'DELETE'))).ok,
      ).toBe(true);
      for (let i = 0; i < 5; i++)
        expect(await createTestimonial(server.url, cookie, `Before ${i}`)).toBe(true);

      // Writers keep writing while the backup downloads; a write counts when its answer has arrived.
      const acknowledged: { name: string; at: number }[] = [];
      const failed: string[] = [];
      let stopWriting = false;
      const writers = Array.from({ length: 3 }, async (_, w) => {
        for (let i = 0; !stopWriting; i++) {
          const name = `Writer ${w}-${i}`;
          if (await createTestimonial(server.url, cookie, name))
            acknowledged.push({ name, at: performance.now() });
          else failed.push(name);
        }
      });
      while (acknowledged.length < 15) await new Promise((resolve) => setTimeout(resolve, 20));
      const downloadBegan = performance.now();
      const response = await fetch(`${server.url}${adminApi.backup}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      const archive = Buffer.from(await response.arrayBuffer());
      const writtenDuringDownload = acknowledged.filter((write) => write.at > downloadBegan).length;
      // A few more writes after the download, then stop.
      const target = acknowledged.length + 6;
      while (acknowledged.length < target) await new Promise((resolve) => setTimeout(resolve, 20));
      stopWriting = true;
      await Promise.all(writers);
      expect(failed).toEqual([]);
      const before = acknowledged.filter((write) => write.at < downloadBegan).map((write) => write.name);
      await stop(server);

      const file = path.join(source.DATA_DIR, 'backup.tar.gz');
      writeFileSync(file, archive);
      const restored = await freshInstallation(kind);
      const first = restore(restored, file);
      expect(first, first.output).toMatchObject({ status: 0 });
      expect(first.output).toMatch(/Restored \d+ rows and \d+ pictures/);
      // A second restore into the now full installation changes nothing.
      const again = restore(restored, file);
      expect(again.status).toBe(1);
      expect(again.output).toMatch(/is not empty: nothing was changed/);

      const copy = await start(restored);
      const copyCookie = await login(copy.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
      const names = await testimonialNames(copy.url, copyCookie);
      for (const name of [...before, 'Before 0', 'Before 4']) expect(names, name).toContain(name);
      expect(names).not.toContain(seeded[0].name);
      const restoredPicture = await fetch(`${copy.url}${pictureUrl}`);
      expect(restoredPicture.status).toBe(200);
      expect(Buffer.from(await restoredPicture.arrayBuffer()).equals(uploaded)).toBe(true);
      // The restored site takes new writes (its ids continue past the restored ones).
      expect(await createTestimonial(copy.url, copyCookie, 'After the restore')).toBe(true);
      await stop(copy);
      console.log(
        `${kind}: ${before.length} writes before the download, ${writtenDuringDownload} during it, backup ${archive.length} bytes`,
      );
    },
    // Three server starts (the first renders the demo pictures) on a busy machine.
    600_000,
  );
});
