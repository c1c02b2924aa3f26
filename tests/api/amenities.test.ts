import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amenities } from '../../src/server/db/schema.js';
import { insertAmenity } from '../../src/server/demo/factories.js';
import { setUpTestApp } from '../helpers/test-app.js';

const t = setUpTestApp();
const { asAdmin } = t;

describe('GET /api/amenities', () => {
  it('lists categories by id for anyone, with items as strings', async () => {
    const first = await insertAmenity(t.db, {
      categoryName: 'Kitchen',
      categoryIcon: 'chef-hat',
      items: ['Oven'],
    });
    const second = await insertAmenity(t.db, { categoryName: 'Outdoors', categoryIcon: 'leaf', items: [] });
    const response = await t.app.inject({ method: 'GET', url: '/api/amenities' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    const ids: number[] = list.map((a: { id: number }) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(list.find((a: { id: number }) => a.id === first.id)).toMatchObject({
      categoryName: 'Kitchen',
      categoryIcon: 'chef-hat',
      items: ['Oven'],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list.find((a: { id: number }) => a.id === second.id).items).toEqual([]);
  });
});

describe('POST /api/amenities', () => {
  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/amenities',
      payload: { categoryName: 'Bathroom', categoryIcon: 'bath' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed-in user who is not an admin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/amenities',
      headers: { cookie: await t.userCookie() },
      payload: { categoryName: 'Bathroom', categoryIcon: 'bath' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('creates a category with empty items, as the admin form sends it', async () => {
    const response = await asAdmin('POST', '/api/amenities', {
      categoryName: 'Bathroom',
      categoryIcon: 'bath',
      items: [],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ categoryName: 'Bathroom', categoryIcon: 'bath', items: [] });
  });

  it('creates a category without items', async () => {
    const response = await asAdmin('POST', '/api/amenities', { categoryName: 'Living', categoryIcon: 'tv' });
    expect(response.statusCode).toBe(201);
    expect(response.json().items).toEqual([]);
  });

  it('stores a list of strings trimmed, with empty entries dropped', async () => {
    const response = await asAdmin('POST', '/api/amenities', {
      categoryName: 'Kitchen',
      categoryIcon: 'chef-hat',
      items: ['  Espresso machine ', '', '   ', 'Dishwasher'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().items).toEqual(['Espresso machine', 'Dishwasher']);
  });

  it('takes the names of objects with a name', async () => {
    const response = await asAdmin('POST', '/api/amenities', {
      categoryName: 'Comfort',
      categoryIcon: 'flame',
      items: [{ name: ' Wood fireplace ' }, { name: '' }, 'Heated floors'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().items).toEqual(['Wood fireplace', 'Heated floors']);
  });

  it('reads the JSON text of a list', async () => {
    const response = await asAdmin('POST', '/api/amenities', {
      categoryName: 'Entertainment',
      categoryIcon: 'gamepad',
      items: JSON.stringify([' Board games', { name: 'Record player ' }, '']),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().items).toEqual(['Board games', 'Record player']);
    const [stored] = await t.db.select().from(amenities).where(eq(amenities.id, response.json().id));
    expect(stored.items).toEqual(['Board games', 'Record player']);
  });

  it('rejects a missing name and icon with the spec messages', async () => {
    const response = await asAdmin('POST', '/api/amenities', { categoryName: '  ', items: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      categoryName: 'Category name is required',
      categoryIcon: 'Icon is required',
    });
  });

  it('rejects an absurd number of items with 400', async () => {
    const response = await asAdmin('POST', '/api/amenities', {
      categoryName: 'Too many',
      categoryIcon: 'package',
      items: Array.from({ length: 5000 }, (_, i) => `Item ${i}`),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/amenities/:id', () => {
  it('updates name and icon and leaves the items alone', async () => {
    const amenity = await insertAmenity(t.db, { categoryName: 'Old', categoryIcon: 'home', items: ['Sofa'] });
    const response = await asAdmin('PUT', `/api/amenities/${amenity.id}`, {
      categoryName: 'Living Room',
      categoryIcon: 'tv',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      categoryName: 'Living Room',
      categoryIcon: 'tv',
      items: ['Sofa'],
    });
  });

  it('updates only the items, one per line as the admin saves them', async () => {
    const amenity = await insertAmenity(t.db, { categoryName: 'Laundry', categoryIcon: 'shirt', items: [] });
    const response = await asAdmin('PUT', `/api/amenities/${amenity.id}`, {
      items: [' Washing machine', '', 'Dryer  '],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ categoryName: 'Laundry', items: ['Washing machine', 'Dryer'] });
  });

  it('returns the unchanged category for an empty body', async () => {
    const amenity = await insertAmenity(t.db, { categoryName: 'Same', categoryIcon: 'home', items: ['A'] });
    const response = await asAdmin('PUT', `/api/amenities/${amenity.id}`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ categoryName: 'Same', items: ['A'] });
  });

  it('does not let the name or icon be cleared', async () => {
    const amenity = await insertAmenity(t.db);
    const response = await asAdmin('PUT', `/api/amenities/${amenity.id}`, {
      categoryName: '',
      categoryIcon: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      categoryName: 'Category name is required',
      categoryIcon: 'Icon is required',
    });
  });

  it('refuses an anonymous caller and a non-admin', async () => {
    const amenity = await insertAmenity(t.db);
    const url = `/api/amenities/${amenity.id}`;
    expect((await t.app.inject({ method: 'PUT', url, payload: { items: [] } })).statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: await t.userCookie() },
      payload: { items: [] },
    });
    expect(user.statusCode).toBe(403);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await asAdmin('PUT', '/api/amenities/999999', { items: ['X'] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Amenity category not found');
  });

  it('answers 400 for a malformed id', async () => {
    const response = await asAdmin('PUT', '/api/amenities/abc', { items: ['X'] });
    expect(response.statusCode).toBe(400);
  });
});

describe('DELETE /api/amenities/:id', () => {
  it('deletes a category, then answers 404 for it', async () => {
    const amenity = await insertAmenity(t.db);
    const first = await asAdmin('DELETE', `/api/amenities/${amenity.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(await t.db.select().from(amenities).where(eq(amenities.id, amenity.id))).toHaveLength(0);
    const again = await asAdmin('DELETE', `/api/amenities/${amenity.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses an anonymous caller and a non-admin', async () => {
    const amenity = await insertAmenity(t.db);
    const url = `/api/amenities/${amenity.id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const user = await t.app.inject({ method: 'DELETE', url, headers: { cookie: await t.userCookie() } });
    expect(user.statusCode).toBe(403);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await asAdmin('DELETE', '/api/amenities/-1')).statusCode).toBe(400);
  });
});
