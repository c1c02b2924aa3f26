import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccessCode, insertCheckInInstruction } from '../../src/server/demo/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
const oldCodeExpiry = new Date(Date.now() - 60_000);
beforeAll(async () => {
  t = await createTestApp();
  await insertAccessCode(t.db, { code: 'STAY-2025', isActive: true, expiresAt: null });
  await insertAccessCode(t.db, { code: 'OFF-CODE', isActive: false });
  await insertAccessCode(t.db, { code: 'OLD-CODE', isActive: true, expiresAt: oldCodeExpiry });
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.3.0.${++ipCounter}`;

const admin = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: await t.adminCookie() }, ...(payload ? { payload } : {}) });

const guest = (query: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'GET', url: `/api/check-in${query}`, remoteAddress });

describe('GET /api/check-in', () => {
  it('returns the instructions by sortOrder then id for a valid code', async () => {
    const second = await insertCheckInInstruction(t.db, { title: 'Second', sortOrder: 2 });
    const firstA = await insertCheckInInstruction(t.db, { title: 'First A', sortOrder: 1 });
    const firstB = await insertCheckInInstruction(t.db, {
      title: 'First B',
      sortOrder: 1,
      imagePath: '/uploads/k.webp',
    });
    const response = await guest('?code=STAY-2025');
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Record<string, unknown>[];
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(firstA.id)).toBeLessThan(ids.indexOf(firstB.id));
    expect(ids.indexOf(firstB.id)).toBeLessThan(ids.indexOf(second.id));
    expect(Object.keys(rows[0]).sort()).toEqual(['content', 'id', 'imagePath', 'sortOrder', 'title']);
    expect(rows.find((r) => r.id === firstB.id)).toMatchObject({
      imagePath: '/uploads/k.webp',
      sortOrder: 1,
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('trims the code', async () => {
    expect((await guest('?code=%20STAY-2025%20')).statusCode).toBe(200);
  });

  it('opens a code typed in lower case, with spaces or without its dash (decision 0040)', async () => {
    for (const typed of ['stay-2025', ' stay 2025 ', 'stay2025', 'Stay\u20132025']) {
      expect((await guest(`?code=${encodeURIComponent(typed)}`)).statusCode, typed).toBe(200);
    }
  });

  it.each([
    ['an unknown code', 'NOT-A-CODE'],
    ['an inactive code', 'OFF-CODE'],
  ])('answers 403 for %s', async (_label, code) => {
    const response = await guest(`?code=${encodeURIComponent(code)}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Invalid or expired access code' });
  });

  it('answers 403 for an expired code, saying when it expired (decision 0040)', async () => {
    const response = await guest('?code=OLD-CODE');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Invalid or expired access code',
      endedAt: oldCodeExpiry.toISOString(),
    });
  });

  it('answers 400 without a code', async () => {
    expect((await guest('')).statusCode).toBe(400);
    expect((await guest('?code=')).statusCode).toBe(400);
  });

  it('answers 429 after too many failures from one address, even for a valid code', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await guest(`?code=wrong-${i}`, ip)).statusCode).toBe(403);
    const refused = await guest('?code=STAY-2025', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect((await guest('?code=STAY-2025')).statusCode).toBe(200);
  });
});

describe('GET /api/check-in-instructions/all', () => {
  it('lists every instruction with timestamps, by sortOrder, for the admin', async () => {
    await insertCheckInInstruction(t.db, { title: 'Late', sortOrder: 50 });
    await insertCheckInInstruction(t.db, { title: 'Early', sortOrder: 0 });
    const response = await admin('GET', '/api/check-in-instructions/all');
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { title: string; sortOrder: number; createdAt: string }[];
    const orders = rows.map((r) => r.sortOrder);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(rows[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('refuses anonymous (401) and non-admin (403) callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/check-in-instructions/all' })).statusCode).toBe(
      401,
    );
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/check-in-instructions/all',
      headers: { cookie: await t.userCookie() },
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('POST /api/check-in', () => {
  it('creates an instruction with sortOrder 1 by default', async () => {
    const response = await admin('POST', '/api/check-in', {
      title: 'Arrival',
      content: '• Keys in the lockbox',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Arrival',
      content: '• Keys in the lockbox',
      imagePath: null,
      sortOrder: 1,
    });
  });

  it('stores imagePath and a numeric-text sortOrder', async () => {
    const response = await admin('POST', '/api/check-in', {
      title: 'Parking',
      content: 'Park by the shed',
      imagePath: '/uploads/parking.webp',
      sortOrder: '3',
    });
    expect(response.json()).toMatchObject({ imagePath: '/uploads/parking.webp', sortOrder: 3 });
  });

  it('rejects a missing title and content', async () => {
    const response = await admin('POST', '/api/check-in', { title: ' ', content: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      title: 'Title is required',
      content: 'Content is required',
    });
  });

  it('rejects a sortOrder below 1', async () => {
    const response = await admin('POST', '/api/check-in', { title: 'T', content: 'C', sortOrder: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.sortOrder).toBe('Sort order must be at least 1');
  });

  it('refuses anonymous (401) and non-admin (403) callers', async () => {
    const payload = { title: 'T', content: 'C' };
    expect((await t.app.inject({ method: 'POST', url: '/api/check-in', payload })).statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/check-in',
      headers: { cookie: await t.userCookie() },
      payload,
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('PUT /api/check-in/:id', () => {
  it('updates only the fields sent', async () => {
    const row = await insertCheckInInstruction(t.db, { title: 'Before', content: 'Body', sortOrder: 4 });
    const response = await admin('PUT', `/api/check-in/${row.id}`, { title: 'After' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'After', content: 'Body', sortOrder: 4 });
  });

  it('leaves sortOrder alone when it is blank', async () => {
    const row = await insertCheckInInstruction(t.db, { sortOrder: 7 });
    const response = await admin('PUT', `/api/check-in/${row.id}`, { sortOrder: '' });
    expect(response.json().sortOrder).toBe(7);
  });

  it('validates the fields sent', async () => {
    const row = await insertCheckInInstruction(t.db);
    const response = await admin('PUT', `/api/check-in/${row.id}`, { title: '', sortOrder: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      title: 'Title is required',
      sortOrder: 'Sort order must be at least 1',
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await admin('PUT', '/api/check-in/999999', { title: 'X' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Check-in instruction not found');
  });
});

describe('DELETE /api/check-in/:id', () => {
  it('deletes an instruction, then answers 404 for it', async () => {
    const row = await insertCheckInInstruction(t.db);
    expect((await admin('DELETE', `/api/check-in/${row.id}`)).json()).toEqual({ success: true });
    expect((await admin('DELETE', `/api/check-in/${row.id}`)).statusCode).toBe(404);
  });

  it('refuses anonymous (401) and non-admin (403) callers', async () => {
    const row = await insertCheckInInstruction(t.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/check-in/${row.id}` })).statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'DELETE',
      url: `/api/check-in/${row.id}`,
      headers: { cookie: await t.userCookie() },
    });
    expect(user.statusCode).toBe(403);
  });
});
