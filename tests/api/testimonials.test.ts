import { describe, expect, it } from 'vitest';
import { insertTestimonial } from '../../src/server/demo/factories.js';
import { setUpTestApp } from '../helpers/test-app.js';

const t = setUpTestApp();

const post = async (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/testimonials',
    headers: { cookie: await t.adminCookie() },
    payload,
  });

describe('GET /api/testimonials?activeOnly=true', () => {
  it('lists only active testimonials, newest first, for anyone', async () => {
    await insertTestimonial(t.db, {
      name: 'Older',
      isActive: true,
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    await insertTestimonial(t.db, {
      name: 'Newer',
      isActive: true,
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    await insertTestimonial(t.db, { name: 'Hidden', isActive: false });
    const response = await t.app.inject({ method: 'GET', url: '/api/testimonials?activeOnly=true' });
    expect(response.statusCode).toBe(200);
    const names = response.json().map((r: { name: string }) => r.name);
    expect(names).not.toContain('Hidden');
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));
    expect(response.json()[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('GET /api/testimonials', () => {
  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed-in user who is not an admin, also with activeOnly=false', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/testimonials?activeOnly=false',
      headers: { cookie: await t.userCookie() },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lists every testimonial, hidden ones too, newest first, for the admin', async () => {
    const hidden = await insertTestimonial(t.db, { name: 'Admin Sees Me', isActive: false });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/testimonials',
      headers: { cookie: await t.adminCookie() },
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { id: number; createdAt: string }[];
    expect(rows.map((r) => r.id)).toContain(hidden.id);
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('POST /api/testimonials', () => {
  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      payload: { name: 'A', comment: 'B' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed-in user who is not an admin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      headers: { cookie: await t.userCookie() },
      payload: { name: 'A', comment: 'B' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('creates a testimonial with rating 5 and active by default', async () => {
    const response = await post({ name: ' Sarah ', comment: 'Wonderful stay', location: '', image: null });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Sarah',
      comment: 'Wonderful stay',
      rating: 5,
      isActive: true,
      location: null,
      image: null,
    });
  });

  it('stores every field sent', async () => {
    const response = await post({
      name: 'Tom',
      comment: 'Loved the sauna',
      location: 'Sydney',
      rating: 4,
      image: '/uploads/tom.webp',
      isActive: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      location: 'Sydney',
      rating: 4,
      image: '/uploads/tom.webp',
      isActive: false,
    });
  });

  it('rejects a testimonial without name or comment', async () => {
    const response = await post({ name: ' ', comment: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: 'Name is required',
      comment: 'Comment is required',
    });
  });

  it.each([0, 6, 2.5, 'x'])('rejects rating %s', async (rating) => {
    const response = await post({ name: 'A', comment: 'B', rating });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.rating).toBe('Rating must be between 1 and 5');
  });
});

describe('PUT /api/testimonials/:id', () => {
  it('updates only the fields sent', async () => {
    const row = await insertTestimonial(t.db, {
      name: 'Keep',
      comment: 'Keep me',
      rating: 3,
      isActive: true,
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/testimonials/${row.id}`,
      headers: { cookie: await t.adminCookie() },
      payload: { isActive: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Keep', comment: 'Keep me', rating: 3, isActive: false });
  });

  it('accepts an empty body and changes nothing', async () => {
    const row = await insertTestimonial(t.db, { name: 'Same' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/testimonials/${row.id}`,
      headers: { cookie: await t.adminCookie() },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Same');
  });

  it('validates the fields sent', async () => {
    const row = await insertTestimonial(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/testimonials/${row.id}`,
      headers: { cookie: await t.adminCookie() },
      payload: { rating: 9, name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      rating: 'Rating must be between 1 and 5',
      name: 'Name is required',
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/testimonials/999999',
      headers: { cookie: await t.adminCookie() },
      payload: { rating: 4 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Testimonial not found');
  });

  it('refuses anonymous and non-admin callers', async () => {
    const row = await insertTestimonial(t.db);
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/testimonials/${row.id}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'PUT',
      url: `/api/testimonials/${row.id}`,
      headers: { cookie: await t.userCookie() },
      payload: {},
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('DELETE /api/testimonials/:id', () => {
  it('deletes a testimonial, then answers 404 for it', async () => {
    const row = await insertTestimonial(t.db);
    const cookie = await t.adminCookie();
    const first = await t.app.inject({
      method: 'DELETE',
      url: `/api/testimonials/${row.id}`,
      headers: { cookie },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/testimonials/${row.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses anonymous and non-admin callers', async () => {
    const row = await insertTestimonial(t.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/testimonials/${row.id}` })).statusCode).toBe(
      401,
    );
    const user = await t.app.inject({
      method: 'DELETE',
      url: `/api/testimonials/${row.id}`,
      headers: { cookie: await t.userCookie() },
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('source and stay month (issue 45)', () => {
  it('stores both, clears them with empty text, and shows "Airbnb · March 2026" under the name', async () => {
    const created = await post({ name: 'Ruth', comment: 'Lovely', source: ' Airbnb ', stayMonth: '2026-03' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ source: 'Airbnb', stayMonth: '2026-03' });
    const plain = await post({ name: 'Sam', comment: 'Fine' });
    expect(plain.json()).toMatchObject({ source: null, stayMonth: null });

    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain('Airbnb · March 2026');

    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/testimonials/${created.json().id}`,
      headers: { cookie: await t.adminCookie() },
      payload: { source: '', stayMonth: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ source: null, stayMonth: null });
  });

  it.each([
    [{ source: 'x'.repeat(61) }, 'source', 'Source must be at most 60 characters'],
    [{ stayMonth: 'March 2026' }, 'stayMonth', 'Stay month must be a month such as 2026-03'],
    [{ stayMonth: '2026-13' }, 'stayMonth', 'Stay month must be a month such as 2026-03'],
  ])('refuses %j with a 400 naming the field', async (fields, field, message) => {
    const response = await post({ name: 'Ruth', comment: 'Lovely', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
  });
});
