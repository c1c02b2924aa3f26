import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attractionCategories, attractions } from '../../src/server/db/schema.js';
import { insertAttraction, insertAttractionCategory } from '../../src/server/demo/factories.js';
import { setUpTestApp } from '../helpers/test-app.js';

const t = setUpTestApp();
const { asAdmin } = t;

describe('GET /api/attraction-categories', () => {
  it('lists categories for anyone by sortOrder, then id', async () => {
    const late = await insertAttractionCategory(t.db, { name: 'Dining', sortOrder: 2 });
    const early = await insertAttractionCategory(t.db, { name: 'Hiking', sortOrder: 1 });
    const tie = await insertAttractionCategory(t.db, { name: 'Shopping', sortOrder: 2 });
    const response = await t.app.inject({ method: 'GET', url: '/api/attraction-categories' });
    expect(response.statusCode).toBe(200);
    const ids: number[] = response.json().map((c: { id: number }) => c.id);
    const order = [early, late, tie].map((c) => ids.indexOf(c.id));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(response.json().find((c: { id: number }) => c.id === early.id)).toMatchObject({
      name: 'Hiking',
      sortOrder: 1,
    });
  });
});

describe('POST /api/attraction-categories', () => {
  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attraction-categories',
      payload: { name: 'Walks' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed-in user who is not an admin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attraction-categories',
      headers: { cookie: await t.userCookie() },
      payload: { name: 'Walks' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('creates a category with everything the admin form sends', async () => {
    const response = await asAdmin('POST', '/api/attraction-categories', {
      name: 'Lookouts',
      icon: 'landmark',
      image: '/uploads/lookout.webp',
      sortOrder: 3,
      description: 'Cliff-top views over the Megalong Valley',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Lookouts',
      icon: 'landmark',
      image: '/uploads/lookout.webp',
      sortOrder: 3,
      description: 'Cliff-top views over the Megalong Valley',
    });
  });

  it('defaults the icon to map-pin and a non-numeric sortOrder to 0', async () => {
    const response = await asAdmin('POST', '/api/attraction-categories', {
      name: 'Markets',
      icon: '',
      image: '',
      sortOrder: 'soon',
      description: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ icon: 'map-pin', sortOrder: 0, image: null, description: null });
  });

  it('rejects a missing name with the spec message', async () => {
    const response = await asAdmin('POST', '/api/attraction-categories', { name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.name).toBe('Name is required');
  });

  it('rejects an image that is not a site path or http(s) URL', async () => {
    const response = await asAdmin('POST', '/api/attraction-categories', {
      name: 'Bad',
      image: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.image).toBe(
      'Image URL must be a site path starting with / or an http(s) URL',
    );
  });
});

describe('PUT /api/attraction-categories/:id', () => {
  it('renames a category and leaves the other fields alone', async () => {
    const category = await insertAttractionCategory(t.db, { name: 'Cafes', icon: 'dining', sortOrder: 5 });
    const response = await asAdmin('PUT', `/api/attraction-categories/${category.id}`, {
      name: 'Cafes & Bakeries',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Cafes & Bakeries', icon: 'dining', sortOrder: 5 });
  });

  it('returns the unchanged category for an empty body', async () => {
    const category = await insertAttractionCategory(t.db, { name: 'Unchanged' });
    const response = await asAdmin('PUT', `/api/attraction-categories/${category.id}`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Unchanged');
  });

  it('does not let the name be cleared', async () => {
    const category = await insertAttractionCategory(t.db);
    const response = await asAdmin('PUT', `/api/attraction-categories/${category.id}`, { name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.name).toBe('Name is required');
  });

  it('refuses an anonymous caller and a non-admin', async () => {
    const category = await insertAttractionCategory(t.db);
    const url = `/api/attraction-categories/${category.id}`;
    expect((await t.app.inject({ method: 'PUT', url, payload: { name: 'X' } })).statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: await t.userCookie() },
      payload: { name: 'X' },
    });
    expect(user.statusCode).toBe(403);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await asAdmin('PUT', '/api/attraction-categories/999999', { name: 'X' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Category not found');
  });

  it('answers 400 for a malformed id', async () => {
    expect((await asAdmin('PUT', '/api/attraction-categories/abc', { name: 'X' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/attraction-categories/:id', () => {
  it('deletes the category and its attractions, and no others', async () => {
    const doomed = await insertAttractionCategory(t.db, { name: 'Doomed' });
    const kept = await insertAttractionCategory(t.db, { name: 'Kept' });
    const gone1 = await insertAttraction(t.db, { categoryId: doomed.id, title: 'Gone one' });
    const gone2 = await insertAttraction(t.db, { categoryId: doomed.id, title: 'Gone two' });
    const stays = await insertAttraction(t.db, { categoryId: kept.id, title: 'Stays' });

    const response = await asAdmin('DELETE', `/api/attraction-categories/${doomed.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const categoryRows = await t.db
      .select()
      .from(attractionCategories)
      .where(eq(attractionCategories.id, doomed.id));
    expect(categoryRows).toHaveLength(0);
    const remaining = (await t.db.select().from(attractions)).map((a) => a.id);
    expect(remaining).not.toContain(gone1.id);
    expect(remaining).not.toContain(gone2.id);
    expect(remaining).toContain(stays.id);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await asAdmin('DELETE', '/api/attraction-categories/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Category not found');
  });

  it('refuses an anonymous caller and a non-admin, and deletes nothing', async () => {
    const category = await insertAttractionCategory(t.db);
    const url = `/api/attraction-categories/${category.id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const user = await t.app.inject({ method: 'DELETE', url, headers: { cookie: await t.userCookie() } });
    expect(user.statusCode).toBe(403);
    const rows = await t.db
      .select()
      .from(attractionCategories)
      .where(eq(attractionCategories.id, category.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await asAdmin('DELETE', '/api/attraction-categories/99999999999')).statusCode).toBe(400);
  });
});
