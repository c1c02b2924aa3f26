import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 200 to 50 checks at once (they must not remove each other’s disk probe)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
    );
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
  });

  it('answers 503 when the database is gone', async () => {
    const broken = { ...t.database, ping: async () => Promise.reject(new Error('down')) };
    const { buildApp } = await import('../../src/server/app.js');
    const app = await buildApp({ config: t.config, database: broken });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    await app.close();
  });
});

describe('GET /api/health and the disk', () => {
  it('answers 503 when the disk holding DATA_DIR has less free space than DISK_MIN_FREE_MB', async () => {
    const full = await createTestApp({ DISK_MIN_FREE_MB: 100_000_000 }); // 100 TB: no test machine has that free
    try {
      const response = await full.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/^The disk holding the data directory is full/);
    } finally {
      await full.close();
    }
  });
});

describe('unknown API routes', () => {
  it('answer 404 JSON, not a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/not found/);
  });
});
