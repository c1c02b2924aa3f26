import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/scratch-database.js';
import { createServerGroup, login, type ServerProcess } from '../helpers/server-process.js';

const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'render-cache-password' };

let database: ScratchDatabase;
const servers = createServerGroup(ADMIN);
const start = (env: Record<string, string>) => servers.start(env, { healthMs: 240_000 });

const write = (server: ServerProcess, cookie: string, method: string, url: string, body: unknown) =>
  fetch(`${server.url}${url}`, {
    method,
    headers: { 'content-type': 'application/json', cookie, origin: server.url },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  database = await createScratchDatabase('chalet_render_cache');
});
afterAll(async () => {
  await servers.stopAll();
  await database?.drop();
});

describe('render cache with two app processes on one PostgreSQL', () => {
  it('shows a write through one process on the very next read through the other', {
    timeout: 420_000,
  }, async () => {
    const a = await start({ DATABASE_URL: database.url });
    const b = await start({ DATABASE_URL: database.url });
    const cookie = await login(a.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);

    for (let round = 1; round <= 5; round++) {
      // Both processes have the current page and gallery in memory...
      const headline = `Headline written through A, round ${round}`;
      await fetch(`${b.url}/`).then((r) => r.text());
      await fetch(`${b.url}/api/site-settings`).then((r) => r.text());
      // ...A writes, and B's next read (no pause) shows it: HTML and API.
      expect((await write(a, cookie, 'PUT', '/api/site-settings', { heroHeadline: headline })).status).toBe(
        200,
      );
      expect(await fetch(`${b.url}/`).then((r) => r.text())).toContain(headline);
      expect((await fetch(`${b.url}/api/site-settings`).then((r) => r.json())).heroHeadline).toBe(headline);
    }

    const before = await fetch(`${b.url}/api/testimonials?activeOnly=true`).then((r) => r.json());
    const created = await write(a, cookie, 'POST', '/api/testimonials', {
      name: 'Two Process Guest',
      location: 'Sydney',
      rating: 5,
      comment: 'Written through one process, read through the other at once.',
      isActive: true,
    });
    expect(created.status).toBe(201);
    const after = await fetch(`${b.url}/api/testimonials?activeOnly=true`).then((r) => r.json());
    expect(after.length).toBe(before.length + 1);
    expect(await fetch(`${b.url}/`).then((r) => r.text())).toContain('Two Process Guest');
  });
});

describe('render cache with the embedded database (one process)', () => {
  it('shows a write on the next read', { timeout: 420_000 }, async () => {
    const server = await start({});
    const cookie = await login(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    const first = await fetch(`${server.url}/`);
    const etag = first.headers.get('etag');
    await first.text();
    expect((await fetch(`${server.url}/`, { headers: { 'if-none-match': String(etag) } })).status).toBe(304);
    const headline = 'Headline written on the embedded database';
    expect(
      (await write(server, cookie, 'PUT', '/api/site-settings', { heroHeadline: headline })).status,
    ).toBe(200);
    const next = await fetch(`${server.url}/`, { headers: { 'if-none-match': String(etag) } });
    expect(next.status).toBe(200);
    expect(await next.text()).toContain(headline);
  });
});
