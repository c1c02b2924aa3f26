import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../src/server/db/schema.js';
import { SITE_SETTINGS_DEFAULTS } from '../../src/shared/schemas/site-settings.js';
import { SITE } from '../../src/shared/site.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: 'https://chalet.example',
    BOOKING_URL: 'https://booking.example/chalet',
  });
});
afterAll(() => t.close());

const URL = '/api/site-settings';
const get = (url = URL, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const put = async (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: URL,
    headers: { cookie: cookie ?? (await t.adminCookie()), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

/** Runs first in file order: nothing has been saved yet. */
describe('GET /api/site-settings', () => {
  it("answers anyone with today's texts and BOOKING_URL as the booking link on a fresh install", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...SITE_SETTINGS_DEFAULTS,
      bookingUrl: 'https://booking.example/chalet',
    });
  });

  it('is cheap to revalidate: an ETag, 304 while nothing changed, a new ETag after a change', async () => {
    const first = await get();
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    expect((await get(URL, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await put({ footerTagline: 'Quiet nights under the stars.' })).statusCode).toBe(200);
    const changed = await get(URL, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().footerTagline).toBe('Quiet nights under the stars.');
  });
});

describe('PUT /api/site-settings', () => {
  it('refuses an anonymous caller (401) and a signed-in non-admin (403), changing nothing', async () => {
    const before = (await get()).json();
    const anonymous = await t.app.inject({ method: 'PUT', url: URL, payload: { heroHeadline: 'Hacked' } });
    expect(anonymous.statusCode).toBe(401);
    const user = await put({ heroHeadline: 'Hacked' }, await t.userCookie());
    expect(user.statusCode).toBe(403);
    expect((await get()).json()).toEqual(before);
  });

  it('changes only the fields sent and keeps earlier changes', async () => {
    const first = await put({ heroHeadline: '  A Cabin Above the Clouds  ', hostPhone: '+61 2 4787 0000' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      heroHeadline: 'A Cabin Above the Clouds',
      hostPhone: '+61 2 4787 0000',
    });

    const second = await put({
      aboutParagraphs: ['One paragraph only.'],
      aboutBadges: [],
      hostEmail: 'host@chalet.example',
      bookingUrl: 'https://www.airbnb.com.au/rooms/42',
    });
    expect(second.statusCode).toBe(200);
    const settings = (await get()).json();
    expect(settings).toEqual({
      ...SITE_SETTINGS_DEFAULTS,
      footerTagline: 'Quiet nights under the stars.',
      heroHeadline: 'A Cabin Above the Clouds',
      hostPhone: '+61 2 4787 0000',
      aboutParagraphs: ['One paragraph only.'],
      aboutBadges: [],
      hostEmail: 'host@chalet.example',
      bookingUrl: 'https://www.airbnb.com.au/rooms/42',
    });
  });

  it('takes an empty body as "change nothing"', async () => {
    const before = (await get()).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie: await t.adminCookie() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(before);
  });

  it.each([
    [
      { socialUrl: 'javascript:alert(1)' },
      'socialUrl',
      'Social link: Must be a web address starting with http:// or https://',
    ],
    [
      { asSeenOnUrl: 'JavaScript:alert(document.cookie)' },
      'asSeenOnUrl',
      "'As Seen On' link: Must be a web address",
    ],
    [
      { bookingUrl: 'data:text/html,<script>alert(1)</script>' },
      'bookingUrl',
      'Booking link: Must be a web address',
    ],
    [{ bookingUrl: '//evil.example/' }, 'bookingUrl', 'Booking link: Must be a web address'],
    [{ hostEmail: 'not an email' }, 'hostEmail', 'Host email must be a valid email address'],
    [{ hostPhone: 'call me maybe' }, 'hostPhone', 'Host phone may hold digits'],
    [{ heroHeadline: '   ' }, 'heroHeadline', 'Headline is required'],
    [{ heroHeadline: 'x'.repeat(121) }, 'heroHeadline', 'Headline must be at most 120 characters'],
    [{ aboutParagraphs: [] }, 'aboutParagraphs', 'About paragraphs needs at least one entry'],
    [{ aboutParagraphs: ['ok', ''] }, 'aboutParagraphs.1', 'A paragraph is required'],
    [
      { locationLines: ['a', 'b', 'c', 'd', 'e'] },
      'locationLines',
      'Location lines can have at most 4 entries',
    ],
    [{ aboutBadges: 'Sauna' }, 'aboutBadges', 'Feature badges must be a list of texts'],
  ])('refuses %j with a 400 naming the field', async (payload, field, message) => {
    const before = (await get()).json();
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors[field]).toContain(message);
    expect(body.message).toContain(message);
    expect((await get()).json()).toEqual(before);
  });

  it('refuses an unknown field instead of ignoring it', async () => {
    const response = await put({ heroHeadlin: 'Typo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/heroHeadlin/);
  });

  it('saves two different fields sent at the same time', async () => {
    const [a, b] = await Promise.all([
      put({ promoTitle: 'First Writer' }),
      put({ promoButton: 'Second Writer' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await get()).json()).toMatchObject({ promoTitle: 'First Writer', promoButton: 'Second Writer' });
  });

  it('reads a stored value that no longer passes its rule as the default, not as a 500', async () => {
    await t.db
      .update(siteSettings)
      .set({ values: { ...(await get()).json(), asSeenOnUrl: 'javascript:alert(1)', heroEyebrow: 42 } });
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      asSeenOnUrl: SITE_SETTINGS_DEFAULTS.asSeenOnUrl,
      heroEyebrow: SITE_SETTINGS_DEFAULTS.heroEyebrow,
      heroHeadline: 'A Cabin Above the Clouds',
    });
  });
});

function jsonLd(html: string) {
  const match = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s);
  return match ? JSON.parse(match[1]) : null;
}

describe('GET / with changed site settings (server-rendered, no JavaScript)', () => {
  it('shows the new headline in the HTML, og:title and the JSON-LD slogan', async () => {
    expect((await put({ heroHeadline: 'Stars & Silence <Above> the Valley' })).statusCode).toBe(200);
    const { body, statusCode } = await get('/');
    expect(statusCode).toBe(200);
    expect(body).toContain('<h1 id="hero-title"');
    expect(body).toMatch(/<h1 id="hero-title"[^>]*>Stars &amp; Silence &lt;Above&gt; the Valley<\/h1>/);
    expect(body).toContain(
      `<meta property="og:title" content="Stars &amp; Silence &lt;Above&gt; the Valley | ${SITE.name}">`,
    );
    expect(body).not.toContain(SITE_SETTINGS_DEFAULTS.heroHeadline);
    // The page title stays the site's own; the headline is what a shared link shows.
    expect(body).toContain('<title>Kanimbla Alpine Chalet | Luxury Blue Mountains Retreat</title>');
    const record = jsonLd(body);
    expect(record.slogan).toBe('Stars & Silence <Above> the Valley');
    expect(record.telephone).toBe('+61 2 4787 0000');
    expect(record.email).toBe('host@chalet.example');
    expect(record.sameAs).toEqual([SITE_SETTINGS_DEFAULTS.socialUrl]);
  });

  it('renders the other owner texts and links: about, promo, footer, location, contact, booking', async () => {
    expect(
      (
        await put({
          aboutTitle: 'Our Mountain Home',
          aboutBadges: ['Hot Tub', 'Sauna'],
          promoText: 'Leave the city behind for a weekend.',
          asSeenOnLabel: 'Season 2, Episode 1',
          asSeenOnUrl: 'https://tv.example/episode',
          footerText: 'Forty minutes from Katoomba.',
          locationLines: ['Old Ford Road', 'Kanimbla NSW 2790'],
          socialUrl: 'https://social.example/chalet',
        })
      ).statusCode,
    ).toBe(200);
    const { body } = await get('/');
    for (const text of [
      'Our Mountain Home',
      'Hot Tub',
      'One paragraph only.',
      'Leave the city behind for a weekend.',
      'Second Writer',
      'Season 2, Episode 1',
      'href="https://tv.example/episode"',
      'Quiet nights under the stars.',
      'Forty minutes from Katoomba.',
      'Old Ford Road<br/>Kanimbla NSW 2790',
      'href="https://social.example/chalet"',
      'href="tel:+61247870000"',
      'href="mailto:host@chalet.example"',
      'href="https://www.airbnb.com.au/rooms/42"',
    ]) {
      expect(body).toContain(text);
    }
    expect(body).not.toContain('href="https://booking.example/chalet"');
    expect(jsonLd(body).sameAs).toEqual(['https://social.example/chalet']);
  });

  it('renders the changed footer and booking link on other public pages too', async () => {
    const { body } = await get('/gallery');
    expect(body).toContain('Quiet nights under the stars.');
    expect(body).toContain('href="https://www.airbnb.com.au/rooms/42"');
    expect(body).toContain('<meta property="og:title" content="Gallery | Kanimbla Alpine Chalet">');
  });
});

describe('the site name (issue 45)', () => {
  const RENAMED = 'Wattle & Ridge <Lodge>';

  it('refuses an empty or too long site name and short name with a 400 naming the field', async () => {
    for (const [payload, field, message] of [
      [{ siteName: '  ' }, 'siteName', 'Site name is required'],
      [{ siteName: 'x'.repeat(61) }, 'siteName', 'Site name must be at most 60 characters'],
      [{ siteShortName: '' }, 'siteShortName', 'Short name is required'],
      [{ siteShortName: 'x'.repeat(31) }, 'siteShortName', 'Short name must be at most 30 characters'],
    ] as const) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toContain(message);
    }
    expect((await get()).json()).toMatchObject({ siteName: SITE.name, siteShortName: SITE.shortName });
  });

  it('renames every page at once: title, header, footer, og:site_name, JSON-LD and the manifest', async () => {
    const manifestBefore = await get('/manifest.webmanifest');
    expect(manifestBefore.statusCode).toBe(200);
    expect(manifestBefore.headers['cache-control']).toBe('no-cache');
    expect(manifestBefore.json()).toMatchObject({
      name: `${SITE.name} – Check-in`,
      short_name: SITE.shortName,
    });
    // Cached before the rename, so the test sees the cache let go of them.
    await get('/');
    await get('/gallery');
    await get('/privacy-policy');

    expect((await put({ siteName: `  ${RENAMED}  `, siteShortName: 'Wattle' })).statusCode).toBe(200);
    const escaped = 'Wattle &amp; Ridge &lt;Lodge&gt;';

    const home = (await get('/')).body;
    expect(home).toContain(`<title>${escaped} | Luxury Blue Mountains Retreat</title>`);
    expect(home).toContain(`<meta property="og:site_name" content="${escaped}">`);
    expect(home).toContain(`aria-label="${escaped}, Blue Mountains · NSW, home"`); // the header
    expect(home).toContain(`text-white">${escaped}</p>`); // the footer
    expect(home).not.toContain(SITE.name);
    expect(jsonLd(home).name).toBe(RENAMED);
    expect(jsonLd(home).containsPlace.name).toBe(RENAMED);

    const gallery = (await get('/gallery')).body;
    expect(gallery).toContain(`<title>Gallery | ${escaped}</title>`);
    expect(gallery).toContain(`<meta property="og:title" content="Gallery | ${escaped}">`);
    expect(gallery).not.toContain(SITE.name);
    expect((await get('/admin/login')).body).toContain(`<title>Admin | ${escaped}</title>`);
    expect((await get('/no-such-page')).body).toContain(`<title>404 Page Not Found | ${escaped}</title>`);
    // The legal texts the owner has not edited name the site as it is named now.
    expect((await get('/privacy-policy')).body).toContain(`${escaped} is a privately owned holiday home`);

    const manifest = await get('/manifest.webmanifest', {
      'if-none-match': String(manifestBefore.headers.etag),
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ name: `${RENAMED} – Check-in`, short_name: 'Wattle' });
    expect(manifest.json().description).toContain(RENAMED);
  });

  it('puts the default name back', async () => {
    expect((await put({ siteName: SITE.name, siteShortName: SITE.shortName })).statusCode).toBe(200);
    expect((await get('/gallery')).body).toContain('<title>Gallery | Kanimbla Alpine Chalet</title>');
  });
});

describe("clearing 'As Seen On' and the promotion (issue 45)", () => {
  it('hides each section while it is cleared and shows it again when set', async () => {
    const shown = (await get('/')).body;
    expect(shown).toContain('id="as-seen-on-title"');
    expect(shown).toContain('id="promo-title"');

    const cleared = await put({
      asSeenOnText: '',
      asSeenOnLabel: '',
      asSeenOnUrl: '',
      promoTitle: '',
      promoText: '',
      promoButton: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ asSeenOnText: '', asSeenOnUrl: '', promoTitle: '' });
    const hidden = (await get('/')).body;
    expect(hidden).not.toContain('id="as-seen-on-title"');
    expect(hidden).not.toContain('id="promo-title"');

    expect(
      (
        await put({
          asSeenOnText: SITE_SETTINGS_DEFAULTS.asSeenOnText,
          asSeenOnUrl: 'https://tv.example/episode',
          promoTitle: SITE_SETTINGS_DEFAULTS.promoTitle,
          promoButton: SITE_SETTINGS_DEFAULTS.promoButton,
        })
      ).statusCode,
    ).toBe(200);
    const back = (await get('/')).body;
    expect(back).toContain('id="as-seen-on-title"');
    expect(back).toContain('id="promo-title"');
  });

  it('still refuses a link that is not http(s) and texts that are too long', async () => {
    for (const [payload, field] of [
      [{ asSeenOnUrl: 'javascript:alert(1)' }, 'asSeenOnUrl'],
      [{ asSeenOnText: 'x'.repeat(201) }, 'asSeenOnText'],
      [{ promoTitle: 'x'.repeat(81) }, 'promoTitle'],
    ] as const) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
  });
});

describe('the legal texts (issue 45)', () => {
  const legal = (page: string) => `/api/legal-texts/${page}`;
  const putLegal = async (page: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: legal(page),
      headers: { cookie: cookie ?? (await t.adminCookie()), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it("answers anyone with today's text and month until the owner edits it", async () => {
    for (const page of ['privacy-policy', 'terms-of-use']) {
      const response = await get(legal(page));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ page, updatedMonth: '2025-06' });
      expect(response.json().body).toContain('## ');
    }
    const html = (await get('/terms-of-use')).body;
    expect(html).toContain('Last updated: June 2025');
    expect(html).toContain('Acceptable use');
    expect((await get(legal('cookies'))).statusCode).toBe(400);
  });

  it('lets the owner change it, renders it as text (never HTML) and refuses bad input', async () => {
    expect((await putLegal('privacy-policy', { body: 'Hacked' }, await t.userCookie())).statusCode).toBe(403);
    const saved = await putLegal('privacy-policy', {
      body: 'We keep little.\n\n## What we keep\n- <b>Your name</b>\n<script>alert(1)</script>\nSee www.oaic.gov.au',
      updatedMonth: '2026-11',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().updatedMonth).toBe('2026-11');
    const html = (await get('/privacy-policy')).body;
    expect(html).toContain('Last updated: November 2026');
    expect(html).toContain('What we keep');
    expect(html).toContain('&lt;b&gt;Your name&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('href="https://www.oaic.gov.au"');
    expect(html).not.toContain('Who we are');
    // The other page and the site settings are untouched.
    expect((await get(legal('terms-of-use'))).json().updatedMonth).toBe('2025-06');
    expect(Object.keys((await get()).json())).not.toContain('legal:privacy-policy');

    for (const [payload, field, message] of [
      [{ body: '   ' }, 'body', 'The text is required'],
      [{ body: 'x'.repeat(30_001) }, 'body', 'Must be at most 30000 characters'],
      [{ updatedMonth: 'June 2025' }, 'updatedMonth', 'Last updated must be a month such as 2025-06'],
      [{ updatedMonth: '2025-13' }, 'updatedMonth', 'Last updated must be a month such as 2025-06'],
    ] as const) {
      const response = await putLegal('privacy-policy', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toContain(message);
    }
    expect((await putLegal('privacy-policy', { extra: 1 })).statusCode).toBe(400);
    // Only the month: the text stays.
    const month = await putLegal('privacy-policy', { updatedMonth: '2026-12' });
    expect(month.json()).toMatchObject({
      updatedMonth: '2026-12',
      body: expect.stringContaining('We keep little.'),
    });
  });
});
