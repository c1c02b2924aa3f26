import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestInfoCategories, guestInfoItems } from '../../src/server/db/schema.js';
import { insertGuestInfoCategory, insertGuestInfoItem } from '../../src/server/demo/factories.js';
import { setUpTestApp } from '../helpers/test-app.js';

const t = setUpTestApp();
const { asAdmin, expectAdminOnly } = t;
let categoryId: number;
beforeAll(async () => {
  categoryId = (await insertGuestInfoCategory(t.db, { name: 'House Rules' })).id;
});

// Categories ------------------------------------------------------------------------------------------

describe('GET /api/guest-info/categories', () => {
  it('lists categories for anyone by sortOrder, then id', async () => {
    const late = await insertGuestInfoCategory(t.db, { name: 'Local Area', sortOrder: 7 });
    const early = await insertGuestInfoCategory(t.db, { name: 'Arrival', sortOrder: 6 });
    const tie = await insertGuestInfoCategory(t.db, { name: 'Departure', sortOrder: 7 });
    const response = await t.app.inject({ method: 'GET', url: '/api/guest-info/categories' });
    expect(response.statusCode).toBe(200);
    const ids: number[] = response.json().map((c: { id: number }) => c.id);
    const order = [early, late, tie].map((c) => ids.indexOf(c.id));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(response.json().find((c: { id: number }) => c.id === early.id)).toEqual({
      id: early.id,
      name: 'Arrival',
      sortOrder: 6,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

describe('POST /api/guest-info/categories', () => {
  it('refuses an anonymous caller and a non-admin', async () => {
    await expectAdminOnly('POST', '/api/guest-info/categories', { name: 'Wi-Fi', sortOrder: 1 });
  });

  it('creates a category', async () => {
    const response = await asAdmin('POST', '/api/guest-info/categories', {
      name: 'What to Bring',
      sortOrder: 2,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'What to Bring', sortOrder: 2 });
  });

  it('defaults sortOrder to 0', async () => {
    const response = await asAdmin('POST', '/api/guest-info/categories', { name: 'Emergencies' });
    expect(response.statusCode).toBe(201);
    expect(response.json().sortOrder).toBe(0);
  });

  it('rejects a missing name with the spec message', async () => {
    const response = await asAdmin('POST', '/api/guest-info/categories', { name: '  ', sortOrder: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.name).toBe('Name is required');
  });

  it('rejects a negative sortOrder with the spec message', async () => {
    const response = await asAdmin('POST', '/api/guest-info/categories', { name: 'Negative', sortOrder: -1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.sortOrder).toBe('Sort order must be 0 or more');
  });

  it.each(['abc', 1.5, 1e12])('rejects the sortOrder %s with 400', async (sortOrder) => {
    const response = await asAdmin('POST', '/api/guest-info/categories', { name: 'Odd', sortOrder });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.sortOrder).toBeTruthy();
  });
});

describe('PUT /api/guest-info/categories/:id', () => {
  it('updates the fields sent', async () => {
    const category = await insertGuestInfoCategory(t.db, { name: 'Wifi', sortOrder: 3 });
    const response = await asAdmin('PUT', `/api/guest-info/categories/${category.id}`, {
      name: 'Wi-Fi & TV',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Wi-Fi & TV', sortOrder: 3 });
  });

  it('returns the unchanged category for an empty body', async () => {
    const category = await insertGuestInfoCategory(t.db, { name: 'Unchanged' });
    const response = await asAdmin('PUT', `/api/guest-info/categories/${category.id}`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Unchanged');
  });

  it('applies the create rules to the fields sent', async () => {
    const category = await insertGuestInfoCategory(t.db);
    const response = await asAdmin('PUT', `/api/guest-info/categories/${category.id}`, {
      name: '',
      sortOrder: -5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: 'Name is required',
      sortOrder: 'Sort order must be 0 or more',
    });
  });

  it('refuses an anonymous caller and a non-admin', async () => {
    const category = await insertGuestInfoCategory(t.db);
    await expectAdminOnly('PUT', `/api/guest-info/categories/${category.id}`, { name: 'X' });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await asAdmin('PUT', '/api/guest-info/categories/999999', { name: 'X' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Category not found');
  });

  it('answers 400 for a malformed id', async () => {
    expect((await asAdmin('PUT', '/api/guest-info/categories/abc', { name: 'X' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/guest-info/categories/:id', () => {
  it('deletes the category and its items, and no others', async () => {
    const doomed = await insertGuestInfoCategory(t.db, { name: 'Doomed' });
    const kept = await insertGuestInfoCategory(t.db, { name: 'Kept' });
    const gone1 = await insertGuestInfoItem(t.db, { categoryId: doomed.id, title: 'Gone one' });
    const gone2 = await insertGuestInfoItem(t.db, { categoryId: doomed.id, title: 'Gone two' });
    const stays = await insertGuestInfoItem(t.db, { categoryId: kept.id, title: 'Stays' });

    const response = await asAdmin('DELETE', `/api/guest-info/categories/${doomed.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const rows = await t.db.select().from(guestInfoCategories).where(eq(guestInfoCategories.id, doomed.id));
    expect(rows).toHaveLength(0);
    const remaining = (await t.db.select().from(guestInfoItems)).map((i) => i.id);
    expect(remaining).not.toContain(gone1.id);
    expect(remaining).not.toContain(gone2.id);
    expect(remaining).toContain(stays.id);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await asAdmin('DELETE', '/api/guest-info/categories/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Category not found');
  });

  it('refuses an anonymous caller and a non-admin, and deletes nothing', async () => {
    const category = await insertGuestInfoCategory(t.db);
    await expectAdminOnly('DELETE', `/api/guest-info/categories/${category.id}`);
    const rows = await t.db.select().from(guestInfoCategories).where(eq(guestInfoCategories.id, category.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await asAdmin('DELETE', '/api/guest-info/categories/-1')).statusCode).toBe(400);
  });
});

// Items -----------------------------------------------------------------------------------------------

describe('GET /api/guest-info/items', () => {
  it('lists items for anyone by sortOrder, then id', async () => {
    const late = await insertGuestInfoItem(t.db, { categoryId, title: 'Quiet hours', sortOrder: 5 });
    const early = await insertGuestInfoItem(t.db, { categoryId, title: 'No smoking', sortOrder: 4 });
    const tie = await insertGuestInfoItem(t.db, { categoryId, title: 'Pets', sortOrder: 5 });
    const response = await t.app.inject({ method: 'GET', url: '/api/guest-info/items' });
    expect(response.statusCode).toBe(200);
    const ids: number[] = response.json().map((i: { id: number }) => i.id);
    const order = [early, late, tie].map((i) => ids.indexOf(i.id));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(response.json().find((i: { id: number }) => i.id === early.id)).toMatchObject({
      categoryId,
      title: 'No smoking',
      description: early.description,
      icon: early.icon,
      sortOrder: 4,
    });
  });
});

describe('POST /api/guest-info/items', () => {
  const item = () => ({
    categoryId,
    title: 'Check-out',
    description: '* Strip the beds\n* Run the dishwasher',
    icon: 'clock',
    sortOrder: 1,
  });

  it('refuses an anonymous caller and a non-admin', async () => {
    await expectAdminOnly('POST', '/api/guest-info/items', item());
  });

  it('creates an item', async () => {
    const response = await asAdmin('POST', '/api/guest-info/items', item());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...item(), id: expect.any(Number) });
  });

  it('accepts categoryId and sortOrder as numeric text, and defaults the icon to info', async () => {
    const response = await asAdmin('POST', '/api/guest-info/items', {
      categoryId: String(categoryId),
      title: 'Bins',
      description: 'Red lid for landfill, yellow for recycling.',
      sortOrder: '2',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ categoryId, sortOrder: 2, icon: 'info' });
  });

  it('trims title and description', async () => {
    const response = await asAdmin('POST', '/api/guest-info/items', {
      ...item(),
      title: '  Parking  ',
      description: '  Two cars on the gravel pad.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Parking', description: 'Two cars on the gravel pad.' });
  });

  it('rejects missing fields with the spec messages', async () => {
    const response = await asAdmin('POST', '/api/guest-info/items', { title: '   ', description: '\n ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      categoryId: 'Please select a category',
      title: 'Please enter a title',
      description: 'Please enter a description',
    });
  });

  it.each(['', 'abc', 0, -1, 1.5])('rejects the categoryId %s', async (value) => {
    const response = await asAdmin('POST', '/api/guest-info/items', { ...item(), categoryId: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.categoryId).toBe('Please select a category');
  });

  it('rejects a negative sortOrder with the spec message', async () => {
    const response = await asAdmin('POST', '/api/guest-info/items', { ...item(), sortOrder: -2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.sortOrder).toBe('Sort order must be 0 or more');
  });

  it('rejects an unknown category', async () => {
    const response = await asAdmin('POST', '/api/guest-info/items', { ...item(), categoryId: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Category not found');
  });

  it('rejects a huge description with 400', async () => {
    const response = await asAdmin('POST', '/api/guest-info/items', {
      ...item(),
      description: 'x'.repeat(200_000),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/guest-info/items/:id', () => {
  it('updates the fields sent', async () => {
    const existing = await insertGuestInfoItem(t.db, {
      categoryId,
      title: 'Wifi',
      icon: 'wifi',
      sortOrder: 2,
    });
    const response = await asAdmin('PUT', `/api/guest-info/items/${existing.id}`, {
      title: 'Wi-Fi password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Wi-Fi password',
      icon: 'wifi',
      sortOrder: 2,
      categoryId,
    });
  });

  it('moves an item to another existing category', async () => {
    const other = await insertGuestInfoCategory(t.db, { name: 'Other' });
    const existing = await insertGuestInfoItem(t.db, { categoryId });
    const response = await asAdmin('PUT', `/api/guest-info/items/${existing.id}`, { categoryId: other.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().categoryId).toBe(other.id);
  });

  it('returns the unchanged item for an empty body', async () => {
    const existing = await insertGuestInfoItem(t.db, { categoryId, title: 'Unchanged' });
    const response = await asAdmin('PUT', `/api/guest-info/items/${existing.id}`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('Unchanged');
  });

  it('applies the create rules to the fields sent', async () => {
    const existing = await insertGuestInfoItem(t.db, { categoryId });
    const response = await asAdmin('PUT', `/api/guest-info/items/${existing.id}`, {
      title: ' ',
      description: '',
      categoryId: '',
      sortOrder: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      categoryId: 'Please select a category',
      title: 'Please enter a title',
      description: 'Please enter a description',
      sortOrder: 'Sort order must be 0 or more',
    });
  });

  it('rejects an unknown category', async () => {
    const existing = await insertGuestInfoItem(t.db, { categoryId });
    const response = await asAdmin('PUT', `/api/guest-info/items/${existing.id}`, { categoryId: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Category not found');
  });

  it('refuses an anonymous caller and a non-admin', async () => {
    const existing = await insertGuestInfoItem(t.db, { categoryId });
    await expectAdminOnly('PUT', `/api/guest-info/items/${existing.id}`, { title: 'X' });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await asAdmin('PUT', '/api/guest-info/items/999999', { title: 'X' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Item not found');
  });

  it('answers 400 for a malformed id', async () => {
    expect((await asAdmin('PUT', '/api/guest-info/items/abc', { title: 'X' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/guest-info/items/:id', () => {
  it('deletes an item, then answers 404 for it', async () => {
    const existing = await insertGuestInfoItem(t.db, { categoryId });
    const first = await asAdmin('DELETE', `/api/guest-info/items/${existing.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(await t.db.select().from(guestInfoItems).where(eq(guestInfoItems.id, existing.id))).toHaveLength(
      0,
    );
    const again = await asAdmin('DELETE', `/api/guest-info/items/${existing.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Item not found');
  });

  it('refuses an anonymous caller and a non-admin', async () => {
    const existing = await insertGuestInfoItem(t.db, { categoryId });
    await expectAdminOnly('DELETE', `/api/guest-info/items/${existing.id}`);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await asAdmin('DELETE', '/api/guest-info/items/99999999999')).statusCode).toBe(400);
  });
});
