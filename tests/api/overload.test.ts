import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERLOAD_RETRY_AFTER_S } from '../../src/server/delivery/overload.js';
import { insertAttraction } from '../../src/server/demo/factories.js';
import { OVERLOAD_ARMING_MS as ARMING_MS, keepLagging, lagFor } from '../helpers/event-loop-lag.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const HERO = '/images/hero.webp?w=800&q=75';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 60 });
  await insertAttraction(t.db, { title: 'Three Sisters' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('requests while the event loop lags (overload)', () => {
  it('sheds renders and writes with 503 and Retry-After; cached reads, images and health keep answering', {
    timeout: 60_000,
  }, async () => {
    // Cached before the overload: the home page and the hero image.
    expect((await get('/')).statusCode).toBe(200);
    expect((await get(HERO)).statusCode).toBe(200);
    await sleep(ARMING_MS);
    await lagFor(2_300); // spans at least two of the guard's 1 s samples

    const page = await get('/attractions'); // never rendered yet: would need a render
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_S));
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('temporarily unavailable');

    const write = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Busy',
        email: 'busy@example.com',
        subject: 'Hello',
        message: 'Sent during overload.',
      },
    });
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_S));
    expect(write.json().message).toMatch(/busy/i);

    expect((await get('/')).statusCode).toBe(200);
    expect((await get(HERO)).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('answers normally again once the lag is over', { timeout: 30_000 }, async () => {
    // The next quiet sample lifts the shedding (a busy test machine may take a few samples).
    let page = await get('/attractions');
    for (let attempt = 0; page.statusCode === 503 && attempt < 20; attempt++) {
      await sleep(1_000);
      page = await get('/attractions');
    }
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Three Sisters');
  });
});

describe('the owner’s work while the event loop lags (decision 0038)', () => {
  let busy: TestApp;
  beforeAll(async () => {
    busy = await createTestApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 60 });
  });
  afterAll(() => busy.close());

  const send = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: object) =>
    busy.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const expectShed = (response: Awaited<ReturnType<typeof send>>, what: string) => {
    expect(response.statusCode, what).toBe(503);
    expect(response.headers['retry-after'], what).toBe(String(OVERLOAD_RETRY_AFTER_S));
  };

  it('spares a valid admin session’s saves and admin reads; sheds public renders, strangers and bogus sessions', {
    timeout: 90_000,
  }, async () => {
    const admin = await busy.adminCookie();
    const visitor = await busy.userCookie(); // signed in, not an admin
    await sleep(ARMING_MS);
    const stopLagging = keepLagging(); // the loop stays busy, requests run in its gaps
    try {
      // Wait until the guard sheds (it needs a full lagging sample).
      // (A missing page: a render every time, never cached.)
      let probe = await send('GET', '/no-such-page');
      for (let attempt = 0; probe.statusCode !== 503 && attempt < 20; attempt++) {
        await sleep(250);
        probe = await send('GET', '/no-such-page');
      }
      expectShed(probe, 'an anonymous page render');

      const saved = await send('PUT', '/api/site-settings', admin, { heroHeadline: 'Saved Under Load' });
      expect(saved.statusCode, saved.body).toBe(200);
      const messages = await send('GET', '/api/contact', admin);
      expect(messages.statusCode, messages.body).toBe(200);
      expect(Array.isArray(messages.json())).toBe(true);
      expect((await send('GET', '/api/access-codes', admin)).statusCode).toBe(200);
      const dashboard = await send('GET', '/admin/dashboard', admin);
      expect(dashboard.statusCode, dashboard.body.slice(0, 300)).toBe(200);

      expectShed(await send('GET', '/gallery'), 'an anonymous page render');
      // A render's own reads pass by a per-process token no outside request can guess.
      expectShed(
        await busy.app.inject({
          method: 'GET',
          url: '/api/contact',
          headers: { 'x-internal-read': '0'.repeat(32) },
        }),
        'a read claiming to be a render’s',
      );
      // Public renders go first, whoever asks: the owner's session spares the owner's work only.
      expectShed(await send('GET', '/guest-info', admin), 'a public render for the owner');
      for (const cookie of ['sid=bogus', 'sid=', `sid=${'x'.repeat(43)}; theme=dark`, visitor]) {
        expectShed(await send('GET', '/api/contact', cookie), `an admin read with ${cookie}`);
        expectShed(
          await send('PUT', '/api/site-settings', cookie, { heroHeadline: 'Not Saved' }),
          `a save with ${cookie}`,
        );
      }
      expectShed(await send('GET', '/admin/dashboard', 'sid=bogus'), 'the back office with a bogus session');
    } finally {
      await stopLagging();
    }
    // (Read as the owner: the guard may still be shedding anonymous reads for a sample or two.)
    expect((await send('GET', '/api/site-settings', admin)).json().heroHeadline).toBe('Saved Under Load');
  });
});

describe('requests whose client has gone', () => {
  let served: TestApp;
  let origin = '';
  /** In-process API reads made by page renders (each render prefetches its page's data). */
  let prefetches = 0;
  beforeAll(async () => {
    served = await createTestApp();
    const inject = served.app.inject.bind(served.app);
    // The page route reaches its data through the app's inject: counting it counts the renders' work.
    served.app.inject = ((...args: Parameters<typeof inject>) => {
      prefetches++;
      return inject(...args);
    }) as typeof served.app.inject;
    await served.app.listen({ port: 0, host: '127.0.0.1' });
    const address = served.app.server.address() as AddressInfo;
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => served.close());

  /** Connects, sends a GET and hangs up at once, before the server can have answered. */
  async function sendAndHangUp(paths: string[]) {
    const { port } = served.app.server.address() as AddressInfo;
    const sockets = await Promise.all(
      paths.map(
        () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', reject);
          }),
      ),
    );
    const closed = sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    // One synchronous stretch: every request is on the wire and every socket reset before the server
    // runs again, as when a queue of visitors gave up while the server was busy.
    sockets.forEach((socket, i) => {
      socket.on('error', () => {});
      socket.write(`GET ${paths[i]} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      socket.resetAndDestroy();
    });
    await Promise.all(closed);
    await sleep(500); // whatever the server was going to do for them is done by now
  }

  it('renders no page for them, and still renders for a client that waits', async () => {
    const pages = Array.from({ length: 8 }, (_, i) => `/attractions?gone=${i}`);
    await sendAndHangUp(pages);
    expect(prefetches).toBe(0);

    // The same kind of request from a client that stays is rendered (so the count above could move).
    const response = await fetch(`${origin}/attractions?stayed=1`);
    expect(response.status).toBe(200);
    expect(prefetches).toBeGreaterThan(0);
  });
});
