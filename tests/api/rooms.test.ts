import { describe, expect, it } from 'vitest';
import { insertRoom } from '../../src/server/demo/factories.js';
import { setUpTestApp } from '../helpers/test-app.js';

const t = setUpTestApp();

describe('GET /api/rooms', () => {
  it('lists rooms by sortOrder for anyone', async () => {
    await insertRoom(t.db, { name: 'Loft', sortOrder: 3 });
    await insertRoom(t.db, { name: 'Master Suite', sortOrder: 1 });
    const response = await t.app.inject({ method: 'GET', url: '/api/rooms' });
    expect(response.statusCode).toBe(200);
    const names = response.json().map((r: { name: string }) => r.name);
    expect(names.indexOf('Master Suite')).toBeLessThan(names.indexOf('Loft'));
    expect(response.json()[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('POST /api/rooms', () => {
  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/rooms', payload: { name: 'X' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });

  it('refuses a signed-in user who is not an admin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { cookie: await t.userCookie() },
      payload: { name: 'X', description: 'Y' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('creates a room from a newline-separated feature list', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { cookie: await t.adminCookie() },
      payload: {
        name: 'Queen Room',
        description: 'Quiet room facing the valley',
        imagePath: '/uploads/queen.webp',
        features: 'Queen bed\n\n  Valley views  \n',
        sortOrder: 'abc',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Queen Room',
      features: ['Queen bed', 'Valley views'],
      sortOrder: 0,
    });
  });

  it('rejects a room without a name with a field message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { cookie: await t.adminCookie() },
      payload: { name: '  ', description: 'Y' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.name).toBe('Name is required');
  });

  it('answers 400, not 500, for a malformed JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { cookie: await t.adminCookie(), 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/rooms/:id', () => {
  it('updates only sortOrder when reordering', async () => {
    const room = await insertRoom(t.db, {
      name: 'Bunk Room',
      sortOrder: 4,
      imagePath: '/uploads/bunk.webp',
      features: ['Bunk beds', 'Toys'],
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/rooms/${room.id}`,
      headers: { cookie: await t.adminCookie() },
      payload: { sortOrder: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Bunk Room',
      sortOrder: 3,
      imagePath: '/uploads/bunk.webp',
      features: ['Bunk beds', 'Toys'],
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/rooms/999999',
      headers: { cookie: await t.adminCookie() },
      payload: { sortOrder: 3 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Room not found');
  });

  it('answers 400 for a non-numeric id', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/rooms/abc',
      headers: { cookie: await t.adminCookie() },
      payload: { sortOrder: 3 },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('DELETE /api/rooms/:id', () => {
  it('deletes a room, then answers 404 for it', async () => {
    const room = await insertRoom(t.db);
    const cookie = await t.adminCookie();
    const first = await t.app.inject({ method: 'DELETE', url: `/api/rooms/${room.id}`, headers: { cookie } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/rooms/${room.id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
  });
});
