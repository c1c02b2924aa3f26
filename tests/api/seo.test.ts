import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableExperiences } from '../../src/server/db/schema.js';
import { insertGalleryImage } from '../../src/server/demo/factories.js';
import { adminApi } from '../../src/shared/admin-routes.js';
import { LOCALES, localizedPath } from '../../src/shared/locales.js';
import { api, experiencePagePath, paths } from '../../src/shared/routes.js';
import { SITE } from '../../src/shared/site.js';
import { PUBLIC_PAGE_PATHS } from '../helpers/public-pages.js';
import { createTestApp, seedDemoSite, type TestApp } from '../helpers/test-app.js';

/** robots.txt, sitemap.xml and the home page's structured record (issue 37, decision 0055). */

let t: TestApp;
let clock = new Date('2026-11-20T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://chalet.example' }, { now: () => clock });
  await seedDemoSite(t);
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Each `<url>` of a sitemap: its address and lastmod. */
function sitemapEntries(xml: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const match of xml.matchAll(
    /<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>(?:<xhtml:link [^>]*\/>)*<\/url>/g,
  )) {
    entries.set(match[1], match[2]);
  }
  return entries;
}

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the back office and the API, lets them read pictures, names the sitemap', async () => {
    const response = await get(adminApi.robots);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Allow: /api/optimize-image');
    expect(lines).toContain('Sitemap: https://chalet.example/sitemap.xml');
    expect(response.body.length).toBeLessThan(1024);
  });

  it('is served from the cache with a strong ETag (304 when unchanged)', async () => {
    const first = await get(adminApi.robots);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    expect((await get(adminApi.robots, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('refuses a query (a cache-buster) with a reason', async () => {
    const response = await get(`${adminApi.robots}?x=1`);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page (no back office), with the experience pages of active experiences', async () => {
    const [active] = await t.db
      .insert(bookableExperiences)
      .values({
        title: 'Guided bushwalk',
        description: 'A morning walk.',
        image: '/uploads/demo/walk.webp',
        price: '80.00',
        duration: '3 hours',
        provider: 'Valley Guides',
        location: 'Kanimbla',
        maxParticipants: 8,
      })
      .returning();
    const [hidden] = await t.db
      .insert(bookableExperiences)
      .values({
        title: 'Retired tour',
        description: 'Not offered any more.',
        image: '/uploads/demo/tour.webp',
        price: '10.00',
        duration: '1 hour',
        provider: 'Valley Guides',
        location: 'Kanimbla',
        maxParticipants: 4,
        isActive: false,
      })
      .returning();
    const activeIds = (await t.db.select().from(bookableExperiences))
      .filter((experience) => experience.isActive)
      .map((experience) => experience.id)
      .sort((a, b) => a - b);
    expect(activeIds).toContain(active.id);
    const response = await get(adminApi.sitemap);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    );
    const urls = [...sitemapEntries(response.body).keys()];
    // Each page in each language (decision 0093), English first.
    expect(urls).toEqual(
      ['/', ...PUBLIC_PAGE_PATHS, ...activeIds.map(experiencePagePath)].flatMap((path) =>
        LOCALES.map((locale) => `https://chalet.example${localizedPath(locale, path)}`),
      ),
    );
    expect(response.body).not.toContain(`/experiences/${hidden.id}<`);
    expect(response.body).not.toContain('/admin');
    // Well under the protocol's 50 MB; a page's languages name each other (6 addresses × 7 alternates).
    expect(response.body.length).toBeLessThan(64 * 1024);
  });

  it("names each page's languages and x-default in every language's entry, itself included", async () => {
    const body = (await get(adminApi.sitemap)).body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = /<url><loc>https:\/\/chalet\.example\/ja\/gallery<\/loc>.*?<\/url>/.exec(body)?.[0] ?? '';
    const links = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    );
    expect(links).toEqual([
      'en-AU https://chalet.example/gallery',
      'de https://chalet.example/de/gallery',
      'fr https://chalet.example/fr/gallery',
      'ja https://chalet.example/ja/gallery',
      'ko https://chalet.example/ko/gallery',
      'zh-Hans https://chalet.example/zh/gallery',
      'x-default https://chalet.example/gallery',
    ]);
  });

  it("moves a page's lastmod when the content it shows changes, and only that page's", async () => {
    const before = sitemapEntries((await get(adminApi.sitemap)).body);
    const gallery = 'https://chalet.example/gallery';
    const privacy = 'https://chalet.example/privacy-policy';
    expect(before.get(gallery)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    clock = new Date('2026-11-21T10:30:00Z');
    await insertGalleryImage(t.db, { title: 'A new view' });
    const after = sitemapEntries((await get(adminApi.sitemap)).body);
    expect(after.get(gallery)).toBe('2026-11-21T10:30:00Z');
    expect(after.get('https://chalet.example/')).toBe('2026-11-21T10:30:00Z');
    expect(after.get(privacy)).toBe(before.get(privacy));
  });

  it('is answered from the cache until the content changes (same ETag, 304)', async () => {
    const first = await get(adminApi.sitemap);
    const second = await get(adminApi.sitemap, { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
  });
});

function jsonLd(html: string) {
  const match = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s);
  return match ? JSON.parse(match[1]) : null;
}

/**
 * The properties schema.org defines for each type the record uses (schema.org/LodgingBusiness and its
 * parents LocalBusiness, Organization, Place, Thing; Accommodation; PostalAddress; GeoCoordinates;
 * QuantitativeValue; LocationFeatureSpecification), limited to the ones worth checking against: a
 * property not listed here does not exist on its type, and search engines ignore or flag it.
 */
const SCHEMA_PROPERTIES: Record<string, readonly string[]> = {
  LodgingBusiness: [
    '@context',
    '@type',
    'name',
    'description',
    'url',
    'image',
    'priceRange',
    'petsAllowed',
    'address',
    'amenityFeature',
    'numberOfRooms',
    'containsPlace',
    'checkinTime',
    'checkoutTime',
    'geo',
    'slogan',
    'sameAs',
    'telephone',
    'email',
    'starRating',
    'aggregateRating',
    'review',
    'logo',
    'openingHours',
  ],
  Accommodation: [
    '@type',
    'name',
    'numberOfBedrooms',
    'numberOfRooms',
    'occupancy',
    'amenityFeature',
    'petsAllowed',
    'floorSize',
  ],
  PostalAddress: [
    '@type',
    'addressLocality',
    'addressRegion',
    'postalCode',
    'addressCountry',
    'streetAddress',
  ],
  GeoCoordinates: ['@type', 'latitude', 'longitude', 'elevation'],
  QuantitativeValue: ['@type', 'value', 'minValue', 'maxValue', 'unitCode', 'unitText'],
  LocationFeatureSpecification: ['@type', 'name', 'value'],
};

function unknownProperties(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => unknownProperties(item, `${path}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const type = String(record['@type']);
  const known = SCHEMA_PROPERTIES[type];
  if (!known) return [`${path}: type ${type} is not checked`];
  return Object.entries(record).flatMap(([key, value]) => [
    ...(known.includes(key) ? [] : [`${path}.${key} (not a property of ${type})`]),
    ...unknownProperties(value, `${path}.${key}`),
  ]);
}

describe('the structured record of the home page', () => {
  it("carries the house times, rooms, occupancy, position, host contact and the gallery's pictures", async () => {
    const admin = { cookie: await t.adminCookie() };
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, payload, headers: admin });
    expect(
      (
        await put(api.siteSettings, {
          latitude: '-33.6190',
          longitude: '150.2270',
          maxGuests: '8',
          hostPhone: '+61 2 4787 0000',
          hostEmail: 'host@chalet.example',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await put(adminApi.arrivalSettings, { checkInTime: '14:30', checkOutTime: '10:00' })).statusCode,
    ).toBe(200);
    // Arrival settings are not a content table: the home page takes them on its next build.
    clock = new Date(clock.getTime() + 120_000);
    await insertGalleryImage(t.db, { title: 'Rebuild now' });

    const record = jsonLd((await get(paths.home)).body);
    expect(record['@type']).toBe('LodgingBusiness');
    expect(record.checkinTime).toBe('14:30:00');
    expect(record.checkoutTime).toBe('10:00:00');
    expect(record.numberOfRooms).toBe(SITE.bedrooms);
    expect(record.containsPlace).toEqual({
      '@type': 'Accommodation',
      name: SITE.name,
      numberOfBedrooms: 4,
      occupancy: { '@type': 'QuantitativeValue', maxValue: 8, unitCode: 'C62' },
    });
    expect(record.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -33.619, longitude: 150.227 });
    expect(record.telephone).toBe('+61 2 4787 0000');
    expect(record.email).toBe('host@chalet.example');
    expect(unknownProperties(record)).toEqual([]);

    // At least 8 pictures of the gallery, each at least 1024 px wide.
    const pictures = (record.image as string[]).filter((url) => url.includes('/uploads/'));
    expect(pictures.length).toBeGreaterThanOrEqual(8);
    for (const url of pictures) {
      const file = await get(url.replace('https://chalet.example', ''));
      expect(file.statusCode, url).toBe(200);
      const { width } = await sharp(file.rawPayload).metadata();
      expect(width, url).toBeGreaterThanOrEqual(1024);
    }
  });

  it('leaves out what the owner has not set', async () => {
    const admin = { cookie: await t.adminCookie() };
    await t.app.inject({
      method: 'PUT',
      url: api.siteSettings,
      payload: { latitude: '', longitude: '', maxGuests: '', hostPhone: '', hostEmail: '' },
      headers: admin,
    });
    const record = jsonLd((await get(paths.home)).body);
    expect(record.geo).toBeUndefined();
    expect(record.telephone).toBeUndefined();
    expect(record.email).toBeUndefined();
    expect(record.containsPlace.occupancy).toBeUndefined();
  });

  it('refuses a position that is not one, with a reason', async () => {
    const admin = { cookie: await t.adminCookie() };
    for (const [field, value, message] of [
      ['latitude', '95', 'Latitude must be a number of degrees between -90 and 90'],
      ['longitude', 'east', 'Longitude must be a number of degrees between -180 and 180'],
      ['maxGuests', '0', 'Maximum guests must be a whole number from 1 to 99'],
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: api.siteSettings,
        payload: { [field]: value },
        headers: admin,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.body, field).toContain(message);
    }
  });
});
