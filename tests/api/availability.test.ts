import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { availabilityFeeds, siteSettings } from '../../src/server/db/schema.js';
import { seedAvailabilityDemo } from '../../src/server/demo/availability-demo.js';
import { createFeed } from '../../src/server/modules/availability/availability.repository.js';
import {
  EMPTY_IGNORED_MESSAGE,
  runAvailabilitySync,
} from '../../src/server/modules/availability/availability-sync.js';
import { isPrivateAddress } from '../../src/server/modules/availability/ical-fetch.js';
import {
  airbnbIcal,
  type IcalServer,
  isoDaysFromToday,
  manyNightsIcal,
  startIcalServer,
} from '../helpers/ical-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let ical: IcalServer;

beforeAll(async () => {
  t = await createTestApp({ ICAL_ALLOW_PRIVATE_ADDRESSES: true });
  ical = await startIcalServer();
});
afterAll(async () => {
  await ical.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(availabilityFeeds);
  // No booking link saved: BOOKING_URL until a test sets one.
  await t.db.delete(siteSettings);
});

const d = isoDaysFromToday;
const admin = async () => ({ cookie: await t.adminCookie() });

/** Serves `body` at `path` with an ETag, answering 304 to a matching If-None-Match. */
function serve(path: string, body: string, etag?: string) {
  ical.route(path, (req, res) => {
    if (etag && req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('content-type', 'text/calendar; charset=utf-8');
    if (etag) res.setHeader('etag', etag);
    res.end(body);
  });
}

const bookings = {
  smith: { start: d(3), end: d(6), summary: 'Reserved' },
  owner: { start: d(6), end: d(8), summary: 'Airbnb (Not available)' },
  jones: { start: d(20), end: d(27), summary: 'Reserved' },
};

async function addFeed(path: string, label = 'Airbnb') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/availability/feeds',
    headers: await admin(),
    payload: { url: ical.url(path), label },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

async function syncNow() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/availability/sync',
    headers: await admin(),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    id: number;
    lastStatus: string;
    lastError: string | null;
    lastSuccessAt: string | null;
    lastAttemptAt: string | null;
  }[];
}

async function availability() {
  const response = await t.app.inject({ method: 'GET', url: '/api/availability' });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    syncedAt: string | null;
    stale: boolean;
    bookingUrl: string;
    blocked: { start: string; end: string }[];
  };
}

/** A feed synced once with the three bookings; answers its id. */
async function feedWithBookings(path: string) {
  serve(path, airbnbIcal([bookings.smith, bookings.owner, bookings.jones]));
  const feed = await addFeed(path);
  await syncNow();
  return feed.id;
}

const goodCalendar = [
  { start: d(3), end: d(8) },
  { start: d(20), end: d(27) },
];

describe('GET /api/availability', () => {
  it('answers an empty, fresh calendar when there are no feeds, cacheable with an ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/availability' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ syncedAt: null, stale: false, blocked: [] });
    expect(response.headers['cache-control']).toMatch(/public, max-age=60/);
    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/availability',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows the demo calendar until a real feed exists, then ignores it', async () => {
    await seedAvailabilityDemo(t.db, { timeZone: 'Australia/Sydney', now: new Date() }).catch(() => false);
    // The seeding is once per database: re-insert the demo row for this test if it was seeded before.
    if ((await t.db.select().from(availabilityFeeds)).length === 0) {
      await t.db.insert(availabilityFeeds).values({
        label: 'Demo calendar',
        url: 'demo:calendar',
        isDemo: true,
        blocked: [{ start: d(1), end: d(4) }],
        lastStatus: 'ok',
        lastSuccessAt: new Date(),
      });
    }
    const demo = await availability();
    expect(demo.blocked.length).toBeGreaterThan(0);
    expect(demo.stale).toBe(false);
    expect(demo.blocked[0].start >= d(1)).toBe(true);

    serve('/only.ics', airbnbIcal([bookings.jones]));
    await addFeed('/only.ics');
    await syncNow();
    const real = await availability();
    expect(real.blocked).toEqual([{ start: d(20), end: d(27) }]);
    expect(real.bookingUrl).toBe(t.config.BOOKING_URL);
  });

  it("books on Site Settings' link whatever the feeds, and follows a change of it at once", async () => {
    const setLink = async (bookingUrl: string) => {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/site-settings',
        headers: await admin(),
        payload: { bookingUrl },
      });
      expect(saved.statusCode).toBe(200);
    };
    expect((await availability()).bookingUrl).toBe(t.config.BOOKING_URL);
    serve('/a.ics', airbnbIcal([bookings.smith]));
    serve('/b.ics', airbnbIcal([bookings.jones]));
    await addFeed('/a.ics', 'Airbnb');
    await addFeed('/b.ics', 'Stayz');
    await syncNow();
    const withFeeds = await t.app.inject({ method: 'GET', url: '/api/availability' });
    expect(withFeeds.json().bookingUrl).toBe(t.config.BOOKING_URL);

    await setLink('https://www.airbnb.com.au/rooms/owner-set');
    // The guest's cached copy is no longer current: the ETag of the earlier answer gets the new link.
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/availability',
      headers: { 'if-none-match': withFeeds.headers.etag as string },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().bookingUrl).toBe('https://www.airbnb.com.au/rooms/owner-set');
    const settings = await t.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(settings.json().bookingUrl).toBe('https://www.airbnb.com.au/rooms/owner-set');

    await setLink('https://www.stayz.com.au/holiday-rental/p123');
    expect((await availability()).bookingUrl).toBe('https://www.stayz.com.au/holiday-rental/p123');
  });

  it('says stale when a feed has had no success for more than 3 hours', async () => {
    const id = await feedWithBookings('/stale.ics');
    expect((await availability()).stale).toBe(false);
    const fourHoursAgo = new Date(Date.now() - 4 * 60 * 60 * 1000);
    await t.db
      .update(availabilityFeeds)
      .set({ lastSuccessAt: fourHoursAgo })
      .where(eq(availabilityFeeds.id, id));
    const body = await availability();
    expect(body.stale).toBe(true);
    expect(body.syncedAt).toBe(fourHoursAgo.toISOString());
    const feeds = await t.app.inject({
      method: 'GET',
      url: '/api/availability/feeds',
      headers: await admin(),
    });
    expect(feeds.json()[0].stale).toBe(true);
  });
});

describe('POST /api/availability/feeds', () => {
  it('refuses a URL that is not http(s), and a missing label, with the reasons', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/availability/feeds',
      headers: await admin(),
      payload: { url: 'file:///etc/passwd', label: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      url: 'Enter a full http:// or https:// address',
      label: 'Label is required',
    });
  });

  it('refuses a booking link of its own: the one booking link is in Site Settings', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/availability/feeds',
      headers: await admin(),
      payload: {
        url: ical.url('/own-link.ics'),
        label: 'Airbnb',
        bookingUrl: 'https://www.airbnb.com.au/rooms/1',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/bookingUrl/);
    expect(await t.db.select().from(availabilityFeeds)).toEqual([]);
  });

  // A second app on its own database: slow to start on a busy machine.
  it('refuses an address on a private network unless ICAL_ALLOW_PRIVATE_ADDRESSES is set', {
    timeout: 120_000,
  }, async () => {
    const strict = await createTestApp();
    try {
      for (const url of [
        'http://127.0.0.1:8080/cal.ics',
        'http://[::1]/x.ics',
        'http://localhost/x.ics',
        'http://[::127.0.0.1]/x.ics',
      ]) {
        const response = await strict.app.inject({
          method: 'POST',
          url: '/api/availability/feeds',
          headers: { cookie: await strict.adminCookie() },
          payload: { url, label: 'Sneaky' },
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().errors.url).toMatch(/private or local network/);
      }
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/availability/sync against a real iCal server', () => {
  it('first sync: stores the merged booked nights and records the success', async () => {
    await feedWithBookings('/first.ics');
    const [state] = await syncNow();
    expect(state.lastStatus).toBe('ok');
    expect(state.lastError).toBeNull();
    expect(state.lastSuccessAt).toBeTruthy();
    const body = await availability();
    // 'Reserved' d3–d6 and 'Not available' d6–d8 touch (DTEND exclusive) and merge.
    expect(body.blocked).toEqual(goodCalendar);
    expect(body.syncedAt).toBe(state.lastSuccessAt);
    expect(body.stale).toBe(false);
  });

  it('a changed feed: a cancelled booking frees its dates', async () => {
    await feedWithBookings('/changed.ics');
    serve('/changed.ics', airbnbIcal([bookings.owner, bookings.jones]));
    await syncNow();
    expect((await availability()).blocked).toEqual([
      { start: d(6), end: d(8) },
      { start: d(20), end: d(27) },
    ]);
  });

  it('asks with If-None-Match and keeps the calendar on 304', async () => {
    serve('/etag.ics', airbnbIcal([bookings.jones]), '"v1"');
    await addFeed('/etag.ics');
    await syncNow();
    const [state] = await syncNow();
    const last = ical.requests.filter((r) => r.path === '/etag.ics').at(-1);
    expect(last?.headers['if-none-match']).toBe('"v1"');
    expect(state.lastStatus).toBe('not-modified');
    expect((await availability()).blocked).toEqual([{ start: d(20), end: d(27) }]);
  });

  it('ignores an empty feed once, and accepts it when it comes twice in a row', async () => {
    await feedWithBookings('/empty.ics');
    serve('/empty.ics', airbnbIcal([]));
    const [first] = await syncNow();
    expect(first.lastStatus).toBe('empty-ignored');
    expect(first.lastError).toBe(EMPTY_IGNORED_MESSAGE);
    expect((await availability()).blocked).toEqual(goodCalendar);

    const [second] = await syncNow();
    expect(second.lastStatus).toBe('ok');
    expect((await availability()).blocked).toEqual([]);
  });

  it('an empty answer between two full ones does not count towards "twice in a row"', async () => {
    await feedWithBookings('/flicker.ics');
    serve('/flicker.ics', airbnbIcal([]));
    await syncNow();
    serve('/flicker.ics', airbnbIcal([bookings.jones]));
    await syncNow();
    serve('/flicker.ics', airbnbIcal([]));
    const [state] = await syncNow();
    expect(state.lastStatus).toBe('empty-ignored');
    expect((await availability()).blocked).toEqual([{ start: d(20), end: d(27) }]);
  });

  it('keeps the last good calendar on a 500 and says so', async () => {
    await feedWithBookings('/500.ics');
    ical.route('/500.ics', (_req, res) => {
      res.statusCode = 500;
      res.end('Internal Server Error');
    });
    const [state] = await syncNow();
    expect(state.lastStatus).toBe('error');
    expect(state.lastError).toBe('The feed answered HTTP 500');
    expect(new Date(state.lastAttemptAt as string).getTime()).toBeGreaterThan(
      new Date(state.lastSuccessAt as string).getTime(),
    );
    expect((await availability()).blocked).toEqual(goodCalendar);
  });

  it('gives up on a server that hangs past the timeout and keeps the calendar', async () => {
    await feedWithBookings('/hang.ics');
    ical.route('/hang.ics', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n'); // ...and never finishes
    });
    const started = Date.now();
    // The 10 s deadline, shortened so the test does not wait it out.
    await runAvailabilitySync(t.db, { config: t.config, force: true, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(5_000);
    const [state] = (
      await t.app.inject({ method: 'GET', url: '/api/availability/feeds', headers: await admin() })
    ).json();
    expect(state.lastStatus).toBe('error');
    expect(state.lastError).toBe('No complete answer within 0.3 seconds');
    expect((await availability()).blocked).toEqual(goodCalendar);
  });

  it('stops reading a 5 MB body at 2 MB, with or without a Content-Length', async () => {
    await feedWithBookings('/huge.ics');
    const filler = `BEGIN:VCALENDAR\r\n${'X-FILLER:'.padEnd(74, 'x')}\r\n`.repeat(1);
    const line = `${'X-FILLER:'.padEnd(74, 'x')}\r\n`;
    const chunk = line.repeat(Math.ceil((64 * 1024) / line.length));
    for (const declared of [true, false]) {
      let sent = 0;
      ical.route('/huge.ics', (_req, res) => {
        res.writeHead(200, {
          'content-type': 'text/calendar',
          ...(declared ? { 'content-length': String(5 * 1024 * 1024) } : {}),
        });
        res.write(filler);
        const pump = () => {
          while (sent < 5 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => {});
        pump();
      });
      const [state] = await syncNow();
      expect(state.lastStatus).toBe('error');
      expect(state.lastError).toBe('The feed is larger than 2 MB and was not read');
      expect((await availability()).blocked).toEqual(goodCalendar);
    }
  });

  it('refuses a feed of more than 5,000 events by name and keeps the calendar; reads one of 5,000', async () => {
    await feedWithBookings('/many.ics');
    serve('/many.ics', manyNightsIcal(5_001, d(30), 300));
    const [refused] = await syncNow();
    expect(refused.lastStatus).toBe('error');
    expect(refused.lastError).toBe('The feed has more than 5,000 events and was not read');
    expect((await availability()).blocked).toEqual(goodCalendar);

    // The bookings stay in it: a feed that lost every reservation at once is held an hour (issue 42).
    const bookingEvents = airbnbIcal([bookings.smith, bookings.owner, bookings.jones])
      .split('END:VCALENDAR')[0]
      .slice(airbnbIcal([]).split('END:VCALENDAR')[0].length);
    serve(
      '/many.ics',
      manyNightsIcal(4_997, d(30), 300).replace('END:VCALENDAR', `${bookingEvents}END:VCALENDAR`),
    );
    const [read] = await syncNow();
    expect(read.lastStatus).toBe('ok');
    expect((await availability()).blocked).toEqual([...goodCalendar, { start: d(30), end: d(330) }]);
  });

  it('follows up to 3 redirects and refuses a redirect loop', async () => {
    await feedWithBookings('/moved.ics');
    // Three hops, then the calendar: followed.
    ical.route('/moved.ics', (_req, res) => res.writeHead(302, { location: '/hop1' }).end());
    ical.route('/hop1', (_req, res) => res.writeHead(301, { location: ical.url('/hop2') }).end());
    ical.route('/hop2', (_req, res) => res.writeHead(307, { location: '/final.ics' }).end());
    serve('/final.ics', airbnbIcal([bookings.jones]));
    const [followed] = await syncNow();
    expect(followed.lastStatus).toBe('ok');
    expect((await availability()).blocked).toEqual([{ start: d(20), end: d(27) }]);

    ical.route('/moved.ics', (_req, res) => res.writeHead(302, { location: '/loop' }).end());
    ical.route('/loop', (_req, res) => res.writeHead(302, { location: '/moved.ics' }).end());
    const [looped] = await syncNow();
    expect(looped.lastStatus).toBe('error');
    expect(looped.lastError).toBe('Too many redirects (more than 3)');
    expect((await availability()).blocked).toEqual([{ start: d(20), end: d(27) }]);
  });

  it('refuses a body that is not iCalendar and keeps the calendar', async () => {
    await feedWithBookings('/html.ics');
    ical.route('/html.ics', (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<!doctype html><title>Sign in</title><p>Please sign in to see this calendar');
    });
    const [state] = await syncNow();
    expect(state.lastStatus).toBe('error');
    expect(state.lastError).toBe('The answer is not an iCalendar file (no BEGIN:VCALENDAR)');
    expect((await availability()).blocked).toEqual(goodCalendar);
  });

  it('blocks the union of several platforms', async () => {
    serve('/a.ics', airbnbIcal([bookings.smith]));
    serve('/b.ics', airbnbIcal([bookings.owner, bookings.jones]));
    await addFeed('/a.ics', 'Airbnb');
    await addFeed('/b.ics', 'Stayz');
    const states = await syncNow();
    expect(states.map((s) => s.lastStatus)).toEqual(['ok', 'ok']);
    expect((await availability()).blocked).toEqual(goodCalendar);
  });

  it('refuses, at sync time, a feed on a private address when that is not allowed', async () => {
    await createFeed(t.db, { url: ical.url('/first.ics'), label: 'Local' });
    await runAvailabilitySync(t.db, {
      config: { ...t.config, ICAL_ALLOW_PRIVATE_ADDRESSES: false },
      force: true,
    });
    const [state] = (
      await t.app.inject({ method: 'GET', url: '/api/availability/feeds', headers: await admin() })
    ).json();
    expect(state.lastStatus).toBe('error');
    expect(state.lastError).toMatch(/private or local network/);
  });
});

describe('DELETE /api/availability/feeds/:id', () => {
  it('deletes a feed, and answers 404 for one that does not exist', async () => {
    const id = await feedWithBookings('/delete.ics');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/availability/feeds/${id}`,
      headers: await admin(),
    });
    expect(gone.statusCode).toBe(200);
    expect((await availability()).blocked).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/availability/feeds/${id}`,
      headers: await admin(),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local, unique-local and IPv4-mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '151.101.1.1', '2606:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses IPv6 addresses that carry a private IPv4 one: compatible, NAT64, 6to4, Teredo', () => {
    for (const address of [
      // IPv4-compatible (::/96, deprecated), as the URL parser spells them too.
      '::127.0.0.1',
      '::7f00:1',
      '::a00:1',
      '::10.0.0.1',
      '::192.168.1.1',
      '::8.8.8.8',
      // IPv4-translated (::ffff:0:0:0/96).
      '::ffff:0:7f00:1',
      // NAT64: the well-known prefix and the local-use one (RFC 8215).
      '64:ff9b::7f00:1',
      '64:ff9b:1::a00:1',
      // 6to4 (2002::/16) around 127.0.0.1, 192.168.1.1, 169.254.169.254, 10.0.0.1, 172.16.0.1.
      '2002:7f00:1::',
      '2002:c0a8:101::1',
      '2002:a9fe:a9fe::',
      '2002:a00:1:1::1',
      '2002:ac10:1::',
      // Teredo (2001::/32) hides its client's address; site-local (fec0::/10) is private.
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      'fec0::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    // 6to4 around a public address, and public addresses near the refused ranges, stay allowed.
    for (const address of ['2002:808:808::1', '2001:4860:4860::8888', '2a00:1450:4001::200e']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
