import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../helpers/s3-server.js';
import {
  createScratchDatabase,
  POSTGRES_SERVER_URL,
  postgresAvailable,
  type ScratchDatabase,
} from '../helpers/scratch-database.js';
import { createServerGroup, type GroupServer, login, type ServerProcess } from '../helpers/server-process.js';

/**
 * Two machines (issue "Hosting for real", decision 0050): two server processes with separate DATA_DIRs,
 * as two machines have, on one PostgreSQL database and one S3 bucket (a real S3-protocol server on
 * 127.0.0.1). What one of them is given, the other serves.
 */

const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'two-machines-password' };

const hasPostgres = await postgresAvailable();
if (!hasPostgres)
  console.warn(`PostgreSQL is not reachable at ${POSTGRES_SERVER_URL}: the two-machine test is skipped.`);

let database: ScratchDatabase | undefined;
let s3: S3TestServer | undefined;
const servers = createServerGroup(ADMIN);
/** A machine: a DATA_DIR of its own. */
const startMachine = (env: Record<string, string>) => servers.start(env, { healthMs: 240_000 });

afterAll(async () => {
  await servers.stopAll();
  await database?.drop();
  await s3?.close();
});

/** The resized images a page's HTML shows for an upload (its srcset and src), as URLs. */
function resizedUrlsIn(html: string, key: string): string[] {
  const encoded = encodeURIComponent(`/uploads/${key}`);
  const urls = html.match(/\/api\/optimize-image\?[^"\s,]+/g) ?? [];
  return [...new Set(urls.map((url) => url.replaceAll('&amp;', '&')).filter((url) => url.includes(encoded)))];
}

const get = (server: ServerProcess, url: string) => fetch(`${server.url}${url}`);
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe.skipIf(!hasPostgres)(
  'two machines: one PostgreSQL database, one S3 bucket, separate DATA_DIRs',
  () => {
    let a: GroupServer;
    let b: GroupServer;
    let cookie: string;

    beforeAll(async () => {
      database = await createScratchDatabase('chalet_two_machines');
      s3 = await startS3Server('chalet-two-machines');
      const shared = { DATABASE_URL: database.url, ...s3.env };
      // A first: it migrates and seeds (the demo pictures into the bucket); B finds all of it there.
      a = await startMachine(shared);
      b = await startMachine(shared);
      cookie = await login(a.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    }, 600_000);

    it('serves the demo pictures A seeded through B, original and resized', {
      timeout: 120_000,
    }, async () => {
      const gallery: { src: string }[] = await get(b, '/api/gallery').then((r) => r.json());
      const demo = gallery.filter((image) => image.src.startsWith('/uploads/demo/'));
      expect(demo.length).toBeGreaterThan(0);
      for (const image of demo) {
        const original = await get(b, image.src);
        expect(original.status, image.src).toBe(200);
        expect(original.headers.get('content-type')).toMatch(/^image\//);
        await original.arrayBuffer();
      }
      const resized = await get(b, `/api/optimize-image?src=${encodeURIComponent(demo[0].src)}&width=320`);
      expect(resized.status).toBe(200);
      expect((await sharp(await bytesOf(resized)).metadata()).width).toBe(320);
      // Nothing was written to either machine's disk: the pictures are in the bucket.
      expect(existsSync(path.join(a.dataDir, 'uploads'))).toBe(false);
      expect(existsSync(path.join(b.dataDir, 'uploads'))).toBe(false);
    });

    it('serves an image uploaded through A through B, deletes it through A and B agrees', {
      timeout: 180_000,
    }, async () => {
      // B has the gallery page in its page cache before the upload.
      const pageBefore = await get(b, '/gallery').then((r) => r.text());

      const picture = await sharp({
        create: { width: 1400, height: 900, channels: 3, background: { r: 150, g: 60, b: 40 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'terrace.png');
      const uploaded = await fetch(`${a.url}/api/upload`, {
        method: 'POST',
        headers: { cookie, origin: a.url },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const { path: src } = (await uploaded.json()) as { path: string };
      const key = src.slice('/uploads/'.length);
      expect(pageBefore).not.toContain(key);

      // The original, through B: the same bytes A serves, the same validators.
      const fromA = await get(a, src);
      const fromB = await get(b, src);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
      const original = await bytesOf(fromB);
      expect(original.equals(await bytesOf(fromA))).toBe(true);
      expect((await sharp(original).metadata()).width).toBe(1400);
      // Resized sizes rendered by B from the bucket's original.
      for (const width of [320, 800, 1200]) {
        const resized = await get(b, `/api/optimize-image?src=${encodeURIComponent(src)}&width=${width}`);
        expect(resized.status, `width ${width}`).toBe(200);
        expect((await sharp(await bytesOf(resized)).metadata()).width).toBe(width);
      }

      // In the public page: added through A, B's very next page shows it, and every size it names loads.
      const created = await fetch(`${a.url}/api/gallery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: a.url },
        body: JSON.stringify({
          title: 'Terrace uploaded through machine A',
          src,
          alt: 'The terrace',
          category: 'exterior',
          isFeatured: false,
        }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const pageOnB = await get(b, '/gallery').then((r) => r.text());
      const pageOnA = await get(a, '/gallery').then((r) => r.text());
      expect(pageOnB).toContain('Terrace uploaded through machine A');
      const shown = resizedUrlsIn(pageOnB, key);
      expect(shown.length).toBeGreaterThan(0);
      expect(resizedUrlsIn(pageOnA, key)).toEqual(shown);
      for (const url of shown) {
        const image = await get(b, url);
        expect(image.status, url).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/webp');
        await image.arrayBuffer();
      }

      // Deleted through A: gone from B's API and page at once, as from A's.
      const deleted = await fetch(`${a.url}/api/gallery/${id}`, {
        method: 'DELETE',
        headers: { cookie, origin: a.url },
      });
      expect(deleted.status).toBe(200);
      const galleryOnB: { id: number }[] = await get(b, '/api/gallery').then((r) => r.json());
      expect(galleryOnB.map((image) => image.id)).not.toContain(id);
      for (const server of [b, a]) {
        const page = await get(server, '/gallery').then((r) => r.text());
        expect(page).not.toContain('Terrace uploaded through machine A');
        expect(resizedUrlsIn(page, key)).toEqual([]);
      }
    });

    it('reports on B that the bucket cannot be reached', { timeout: 60_000 }, async () => {
      expect((await get(b, '/api/health')).status).toBe(200);
      await s3!.stop();
      const health = await get(b, '/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({
        status: 'unavailable',
        message: 'The file storage (S3 bucket) is not answering',
      });
    });
  },
);

describe('a machine whose bucket cannot be used', () => {
  it('does not start, and says why in its first line', { timeout: 240_000 }, async () => {
    const gone = await startS3Server('chalet-never-there');
    await gone.close();
    const server = await servers.start(gone.env, { healthMs: 0 });
    expect(await server.exited).toBe(1);
    expect(server.output().split('\n')[0]).toMatch(
      new RegExp(
        `^Cannot start: the S3 bucket "chalet-never-there" at ${gone.endpoint} could not be used \\(ECONNREFUSED`,
      ),
    );
  });
});
