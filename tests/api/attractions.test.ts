import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attractions } from '../../src/server/db/schema.js';
import { insertAttraction, insertAttractionCategory } from '../../src/server/demo/factories.js';
import { setUpTestApp } from '../helpers/test-app.js';

const t = setUpTestApp();
const { asAdmin } = t;
let categoryId: number;
beforeAll(async () => {
  categoryId = (await insertAttractionCategory(t.db, { name: 'Bushwalks' })).id;
});

/** What the admin form sends. */
const formPayload = () => ({
  title: 'Grand Canyon Track',
  description: 'A classic loop through a deep sandstone canyon.',
  image: '/uploads/grand-canyon.webp',
  details: '{}',
  distance: '35 min drive',
  address: 'Evans Lookout Rd, Blackheath NSW 2785',
  websiteUrl: 'https://www.nationalparks.nsw.gov.au/',
  categoryId,
});

describe('GET /api/attractions', () => {
  it('lists attractions for anyone, alphabetically by title ignoring case', async () => {
    const category = await insertAttractionCategory(t.db, { name: 'Ordering' });
    for (const title of [
      'zig Zag Railway',
      'Anvil Rock',
      'blue Mountains Botanic Garden',
      'Megalong Valley Tearooms',
    ]) {
      await insertAttraction(t.db, { categoryId: category.id, title });
    }
    const response = await t.app.inject({ method: 'GET', url: `/api/attractions?categoryId=${category.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((a: { title: string }) => a.title)).toEqual([
      'Anvil Rock',
      'blue Mountains Botanic Garden',
      'Megalong Valley Tearooms',
      'zig Zag Railway',
    ]);
  });

  it('keeps the whole list in alphabetical order too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/attractions' });
    expect(response.statusCode).toBe(200);
    const titles: string[] = response.json().map((a: { title: string }) => a.title);
    expect(titles.length).toBeGreaterThan(0);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(titles).toEqual([...titles].sort(collator.compare));
  });

  it('filters by categoryId', async () => {
    const walks = await insertAttractionCategory(t.db, { name: 'Walks' });
    const food = await insertAttractionCategory(t.db, { name: 'Food' });
    const walk = await insertAttraction(t.db, { categoryId: walks.id, title: 'Wentworth Falls' });
    const cafe = await insertAttraction(t.db, { categoryId: food.id, title: 'Hominy Bakery' });

    const response = await t.app.inject({ method: 'GET', url: `/api/attractions?categoryId=${walks.id}` });
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((a: { id: number }) => a.id);
    expect(ids).toEqual([walk.id]);
    expect(ids).not.toContain(cafe.id);

    const all = await t.app.inject({ method: 'GET', url: '/api/attractions' });
    const allIds = all.json().map((a: { id: number }) => a.id);
    expect(allIds).toEqual(expect.arrayContaining([walk.id, cafe.id]));
  });

  it('answers an empty list for a category without attractions', async () => {
    const empty = await insertAttractionCategory(t.db, { name: 'Empty' });
    const response = await t.app.inject({ method: 'GET', url: `/api/attractions?categoryId=${empty.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999'])('answers 400 for the categoryId %s', async (value) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/attractions?categoryId=${value}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('categoryId must be a positive whole number');
  });
});

describe('POST /api/attractions', () => {
  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/attractions', payload: formPayload() });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed-in user who is not an admin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attractions',
      headers: { cookie: await t.userCookie() },
      payload: formPayload(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('creates an attraction from the admin form, details sent as JSON text', async () => {
    const response = await asAdmin('POST', '/api/attractions', formPayload());
    expect(response.statusCode).toBe(201);
    const { details: _details, ...rest } = formPayload();
    expect(response.json()).toMatchObject({ ...rest, details: {}, imageAlt: null, id: expect.any(Number) });
    expect(response.json().createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('accepts details as an object or as JSON text of an object, and a numeric-text categoryId', async () => {
    const asObject = await asAdmin('POST', '/api/attractions', {
      ...formPayload(),
      details: { difficulty: 'Hard', hours: 3 },
    });
    expect(asObject.statusCode).toBe(201);
    expect(asObject.json().details).toEqual({ difficulty: 'Hard', hours: 3 });

    const asText = await asAdmin('POST', '/api/attractions', {
      ...formPayload(),
      details: '{"parking":"Free"}',
      categoryId: String(categoryId),
    });
    expect(asText.statusCode).toBe(201);
    expect(asText.json()).toMatchObject({ details: { parking: 'Free' }, categoryId });
  });

  it('stores blank optional fields as null', async () => {
    const response = await asAdmin('POST', '/api/attractions', {
      ...formPayload(),
      distance: '',
      address: ' ',
      websiteUrl: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ distance: null, address: null, websiteUrl: null });
  });

  it('rejects missing title, description and category with the spec messages', async () => {
    const response = await asAdmin('POST', '/api/attractions', {
      image: '/uploads/x.webp',
      title: '',
      description: '  ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      categoryId: 'Category is required',
    });
  });

  it('requires an image', async () => {
    const { image: _image, ...withoutImage } = formPayload();
    const response = await asAdmin('POST', '/api/attractions', withoutImage);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.image).toBe('Please upload an image for the attraction');
    const blank = await asAdmin('POST', '/api/attractions', { ...formPayload(), image: '' });
    expect(blank.json().errors.image).toBe('Please upload an image for the attraction');
  });

  it('rejects an image that is not a site path or http(s) URL', async () => {
    const response = await asAdmin('POST', '/api/attractions', {
      ...formPayload(),
      image: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.image).toBe(
      'Image URL must be a site path starting with / or an http(s) URL',
    );
  });

  it('rejects details that are not valid JSON', async () => {
    const response = await asAdmin('POST', '/api/attractions', { ...formPayload(), details: '{not json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.details).toBe('Details must be valid JSON');
  });

  it('rejects details that are JSON but not an object', async () => {
    const response = await asAdmin('POST', '/api/attractions', { ...formPayload(), details: '[1, 2]' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.details).toBe('Details must be a JSON object');
  });

  it.each(['not a url', 'ftp://example.com/file', 'javascript:alert(1)', 'www.example.com'])(
    'rejects the website URL %s',
    async (websiteUrl) => {
      const response = await asAdmin('POST', '/api/attractions', { ...formPayload(), websiteUrl });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.websiteUrl).toBe('Please enter a valid URL');
    },
  );

  it('rejects an unknown category', async () => {
    const response = await asAdmin('POST', '/api/attractions', { ...formPayload(), categoryId: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Category not found');
  });

  it.each([0, -3, 'abc', 1.5, 99_999_999_999])('rejects the categoryId %s', async (value) => {
    const response = await asAdmin('POST', '/api/attractions', { ...formPayload(), categoryId: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.categoryId).toBe('Category is required');
  });
});

describe('PUT /api/attractions/:id', () => {
  it('updates with the full form', async () => {
    const attraction = await insertAttraction(t.db, { categoryId, title: 'Old title' });
    const response = await asAdmin('PUT', `/api/attractions/${attraction.id}`, {
      ...formPayload(),
      title: 'Govetts Leap Lookout',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Govetts Leap Lookout', details: {} });
  });

  it('updates only the fields sent', async () => {
    const attraction = await insertAttraction(t.db, { categoryId, title: 'Keep me', distance: '5 km' });
    const response = await asAdmin('PUT', `/api/attractions/${attraction.id}`, { description: 'New words' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Keep me',
      distance: '5 km',
      image: attraction.image,
      description: 'New words',
    });
  });

  it('moves an attraction to another existing category', async () => {
    const other = await insertAttractionCategory(t.db, { name: 'Other' });
    const attraction = await insertAttraction(t.db, { categoryId });
    const response = await asAdmin('PUT', `/api/attractions/${attraction.id}`, { categoryId: other.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().categoryId).toBe(other.id);
  });

  it('returns the unchanged attraction for an empty body', async () => {
    const attraction = await insertAttraction(t.db, { categoryId, title: 'Unchanged' });
    const response = await asAdmin('PUT', `/api/attractions/${attraction.id}`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('Unchanged');
  });

  it('does not let the image be cleared', async () => {
    const attraction = await insertAttraction(t.db, { categoryId });
    const response = await asAdmin('PUT', `/api/attractions/${attraction.id}`, { image: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.image).toBe('Please upload an image for the attraction');
    const [stored] = await t.db.select().from(attractions).where(eq(attractions.id, attraction.id));
    expect(stored.image).toBe(attraction.image);
  });

  it('applies the create rules to the fields sent', async () => {
    const attraction = await insertAttraction(t.db, { categoryId });
    const response = await asAdmin('PUT', `/api/attractions/${attraction.id}`, {
      title: ' ',
      details: '{oops',
      websiteUrl: 'nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      title: 'Title is required',
      details: 'Details must be valid JSON',
      websiteUrl: 'Please enter a valid URL',
    });
  });

  it('rejects an unknown category', async () => {
    const attraction = await insertAttraction(t.db, { categoryId });
    const response = await asAdmin('PUT', `/api/attractions/${attraction.id}`, { categoryId: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Category not found');
  });

  it('refuses an anonymous caller and a non-admin', async () => {
    const attraction = await insertAttraction(t.db, { categoryId });
    const url = `/api/attractions/${attraction.id}`;
    expect((await t.app.inject({ method: 'PUT', url, payload: { title: 'X' } })).statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: await t.userCookie() },
      payload: { title: 'X' },
    });
    expect(user.statusCode).toBe(403);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await asAdmin('PUT', '/api/attractions/999999', { title: 'X' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Attraction not found');
  });

  it('answers 400 for a malformed id', async () => {
    expect((await asAdmin('PUT', '/api/attractions/abc', { title: 'X' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/attractions/:id', () => {
  it('deletes an attraction, then answers 404 for it', async () => {
    const attraction = await insertAttraction(t.db, { categoryId });
    const first = await asAdmin('DELETE', `/api/attractions/${attraction.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(await t.db.select().from(attractions).where(eq(attractions.id, attraction.id))).toHaveLength(0);
    const again = await asAdmin('DELETE', `/api/attractions/${attraction.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Attraction not found');
  });

  it('refuses an anonymous caller and a non-admin', async () => {
    const attraction = await insertAttraction(t.db, { categoryId });
    const url = `/api/attractions/${attraction.id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const user = await t.app.inject({ method: 'DELETE', url, headers: { cookie: await t.userCookie() } });
    expect(user.statusCode).toBe(403);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await asAdmin('DELETE', '/api/attractions/1e400')).statusCode).toBe(400);
  });
});
