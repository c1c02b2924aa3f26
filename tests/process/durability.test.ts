import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerGroup, login, type ServerProcess } from '../helpers/server-process.js';

const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'durable-password-1' };
const servers = createServerGroup(ADMIN);
let dataDir: string;
/** Every server of this file runs on the one DATA_DIR. */
const start = () => servers.start({ DATA_DIR: dataDir });

async function createTestimonial(server: ServerProcess, cookie: string, name: string) {
  const response = await fetch(`${server.url}/api/testimonials`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name, comment: 'A wonderful stay in the valley', rating: 5 }),
  });
  return response.status === 201 || response.status === 200;
}

async function testimonialNames(server: ServerProcess, cookie: string): Promise<Set<string>> {
  const response = await fetch(`${server.url}/api/testimonials`, { headers: { cookie } });
  return new Set(((await response.json()) as { name: string }[]).map((t) => t.name));
}

beforeAll(() => {
  dataDir = servers.tempDir('durability');
});
afterAll(async () => {
  await servers.stopAll();
});

describe('the embedded database on disk', () => {
  it('refuses a second server on the same DATA_DIR, and the first keeps working', async () => {
    const first = await start();
    const second = await servers.start({ DATA_DIR: dataDir }, { healthMs: 0 });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another server process/);
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('keeps all data across a graceful restart', async () => {
    const server = await start();
    const cookie = await login(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    expect(await createTestimonial(server, cookie, 'Restart Guest')).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const again = await start();
    const cookie2 = await login(again.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    expect(await testimonialNames(again, cookie2)).toContain('Restart Guest');
    again.child.kill('SIGTERM');
    await again.exited;
  });

  it('keeps every acknowledged write after SIGKILL during writes', async () => {
    const server = await start();
    const cookie = await login(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop && i < 500; i++) {
        const name = `Guest ${w}-${i}`;
        try {
          if (await createTestimonial(server, cookie, name)) acknowledged.push(name);
        } catch {
          return; // the connection died with the server
        }
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await server.exited;
    expect(acknowledged.length).toBeGreaterThan(5);

    const again = await start();
    const cookie2 = await login(again.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    const names = await testimonialNames(again, cookie2);
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    again.child.kill('SIGTERM');
    await again.exited;
  });
});
