import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { galleryImages } from '../../src/server/db/schema.js';
import { insertGalleryImage } from '../../src/server/demo/factories.js';
import { findHeroImageSrc } from '../../src/server/modules/images/images.repository.js';
import { setUpTestApp } from '../helpers/test-app.js';

const t = setUpTestApp();
const { asAdmin } = t;

const validImage = {
  title: 'Valley at dawn',
  src: '/uploads/valley.webp',
  alt: 'Mist over the Kanimbla valley',
  category: 'exterior',
  isFeatured: false,
  sortOrder: 2,
};

describe('GET /api/gallery', () => {
  it('lists images for anyone: featured first, then by sortOrder, then the newest first', async () => {
    const plainLate = await insertGalleryImage(t.db, {
      title: 'Plain late',
      isFeatured: false,
      sortOrder: 1,
    });
    const featured = await insertGalleryImage(t.db, { title: 'Featured', isFeatured: true, sortOrder: 9 });
    const plainFirst = await insertGalleryImage(t.db, {
      title: 'Plain first',
      isFeatured: false,
      sortOrder: 0,
    });
    const plainTie = await insertGalleryImage(t.db, { title: 'Plain tie', isFeatured: false, sortOrder: 1 });

    const response = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    expect(response.statusCode).toBe(200);
    const ids: number[] = response.json().map((image: { id: number }) => image.id);
    const order = [featured, plainFirst, plainTie, plainLate].map((image) => ids.indexOf(image.id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((index) => index >= 0)).toBe(true);
  });

  it('puts a new hero photo at order 0 before the one already there: in the list and as the hero', async () => {
    const old = await insertGalleryImage(t.db, { category: 'hero-section', sortOrder: 0, title: 'Old hero' });
    const created = await asAdmin('POST', '/api/gallery', {
      ...validImage,
      title: 'New hero',
      src: '/uploads/new-hero.webp',
      category: 'hero-section',
      sortOrder: 0,
    });
    expect(created.statusCode).toBe(201);
    try {
      const ids: number[] = (await t.app.inject({ method: 'GET', url: '/api/gallery' }))
        .json()
        .map((image: { id: number }) => image.id);
      expect(ids.indexOf(created.json().id)).toBeLessThan(ids.indexOf(old.id));
      expect(await findHeroImageSrc(t.db)).toBe('/uploads/new-hero.webp');
    } finally {
      await t.db.delete(galleryImages).where(inArray(galleryImages.id, [old.id, created.json().id]));
    }
  });

  it('answers with the public fields and ISO dates', async () => {
    await insertGalleryImage(t.db, { title: 'Fields' });
    const response = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    const image = response.json().find((i: { title: string }) => i.title === 'Fields');
    expect(Object.keys(image).sort()).toEqual(
      ['alt', 'category', 'createdAt', 'id', 'isFeatured', 'sortOrder', 'src', 'title'].sort(),
    );
    expect(image.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('POST /api/gallery', () => {
  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/gallery', payload: validImage });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed-in user who is not an admin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gallery',
      headers: { cookie: await t.userCookie() },
      payload: validImage,
    });
    expect(response.statusCode).toBe(403);
  });

  it('creates an image', async () => {
    const response = await asAdmin('POST', '/api/gallery', validImage);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...validImage, id: expect.any(Number) });
    const [stored] = await t.db.select().from(galleryImages).where(eq(galleryImages.id, response.json().id));
    expect(stored.title).toBe('Valley at dawn');
  });

  it('defaults alt to empty, isFeatured to false and turns a non-numeric sortOrder into 0', async () => {
    const response = await asAdmin('POST', '/api/gallery', {
      title: 'Fire pit',
      src: 'https://images.example.com/fire-pit.jpg',
      category: 'exterior',
      sortOrder: 'first',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ alt: '', isFeatured: false, sortOrder: 0 });
  });

  it('rejects a missing title, image URL and category with the spec messages', async () => {
    const response = await asAdmin('POST', '/api/gallery', { title: ' ', alt: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      title: 'Title is required',
      src: 'Image URL is required',
      category: 'Category is required',
    });
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png', 'uploads/x.png'])(
    'rejects the image URL %s',
    async (src) => {
      const response = await asAdmin('POST', '/api/gallery', { ...validImage, src });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.src).toBe(
        'Image URL must be a site path starting with / or an http(s) URL',
      );
    },
  );

  it('rejects a title that is far too long', async () => {
    const response = await asAdmin('POST', '/api/gallery', { ...validImage, title: 'x'.repeat(100_000) });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/gallery/:id', () => {
  it('updates only the fields sent', async () => {
    const image = await insertGalleryImage(t.db, { title: 'Sauna', alt: 'Cedar sauna', sortOrder: 4 });
    const response = await asAdmin('PUT', `/api/gallery/${image.id}`, { isFeatured: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Sauna',
      alt: 'Cedar sauna',
      sortOrder: 4,
      isFeatured: true,
    });
  });

  it('updates every field at once', async () => {
    const image = await insertGalleryImage(t.db);
    const response = await asAdmin('PUT', `/api/gallery/${image.id}`, validImage);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(validImage);
  });

  it('returns the unchanged image for an empty body', async () => {
    const image = await insertGalleryImage(t.db, { title: 'Unchanged' });
    const empty = await asAdmin('PUT', `/api/gallery/${image.id}`, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().title).toBe('Unchanged');
    const none = await asAdmin('PUT', `/api/gallery/${image.id}`);
    expect(none.statusCode).toBe(200);
    expect(none.json().title).toBe('Unchanged');
  });

  it('does not let the title be cleared', async () => {
    const image = await insertGalleryImage(t.db);
    const response = await asAdmin('PUT', `/api/gallery/${image.id}`, { title: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.title).toBe('Title is required');
  });

  it('refuses an anonymous caller and a non-admin', async () => {
    const image = await insertGalleryImage(t.db);
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/gallery/${image.id}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'PUT',
      url: `/api/gallery/${image.id}`,
      headers: { cookie: await t.userCookie() },
      payload: {},
    });
    expect(user.statusCode).toBe(403);
  });

  it('answers 404 for an unknown id, with or without changes', async () => {
    for (const payload of [{ title: 'X' }, {}]) {
      const response = await asAdmin('PUT', '/api/gallery/999999', payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Gallery image not found');
    }
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999'])('answers 400 for the malformed id %s', async (id) => {
    const response = await asAdmin('PUT', `/api/gallery/${id}`, { title: 'X' });
    expect(response.statusCode).toBe(400);
  });
});

describe('DELETE /api/gallery/:id', () => {
  it('deletes an image, then answers 404 for it', async () => {
    const image = await insertGalleryImage(t.db);
    const first = await asAdmin('DELETE', `/api/gallery/${image.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true });
    const rows = await t.db.select().from(galleryImages).where(eq(galleryImages.id, image.id));
    expect(rows).toHaveLength(0);
    const again = await asAdmin('DELETE', `/api/gallery/${image.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Gallery image not found');
  });

  it('refuses an anonymous caller and a non-admin', async () => {
    const image = await insertGalleryImage(t.db);
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/gallery/${image.id}` });
    expect(anonymous.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'DELETE',
      url: `/api/gallery/${image.id}`,
      headers: { cookie: await t.userCookie() },
    });
    expect(user.statusCode).toBe(403);
  });

  it('answers 400 for a malformed id', async () => {
    const response = await asAdmin('DELETE', '/api/gallery/abc');
    expect(response.statusCode).toBe(400);
  });
});
