import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERLOAD_RETRY_AFTER_S } from '../../src/server/delivery/overload.js';
import { insertAccessCode } from '../../src/server/demo/factories.js';
import { lagFor, OVERLOAD_ARMING_MS } from '../helpers/event-loop-lag.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Campaign links (decision 0038): `/?utm_source=…`, `/?fbclid=…` and any parameter a page does not read
 * are served the page already built, by Fastify's path and by the fast path alike, even while the overload
 * guard sheds renders; a parameter a page reads still gets its own answer.
 */

const CAMPAIGN_VISITS = 2_000;

let t: TestApp;
let port = 0;
/** Runs of the page route's handler: each one is a server render. */
let renders = 0;
/** Requests Node's HTTP server saw: the fast path’s own answers never reach it. */
let nodeRequests = 0;

/** Counts the renders: the page route's handler, wrapped as it is registered. */
function countRenders(route: RouteOptions) {
  if (route.url !== '/*' || route.method !== 'GET') return;
  const render = route.handler;
  route.handler = function (this: unknown, ...args: Parameters<typeof render>) {
    renders++;
    return render.apply(this as never, args);
  } as typeof render;
}

beforeAll(async () => {
  t = await createTestApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 60 }, { onRoute: countRenders });
  t.app.server.on('request', () => {
    nodeRequests++;
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

/** Sends `count` pipelined GETs on one connection and reads their answers' status codes. */
function pipelined(urls: string[]) {
  return new Promise<number[]>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    const statuses: number[] = [];
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      for (;;) {
        const end = data.indexOf('\r\n\r\n');
        if (end === -1) break;
        const head = data.toString('latin1', 0, end);
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (data.length < end + 4 + length) break;
        statuses.push(Number(head.split(' ')[1]));
        data = data.subarray(end + 4 + length);
      }
      if (statuses.length === urls.length) {
        socket.destroy();
        resolve(statuses);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(statuses));
    socket.on('connect', () =>
      socket.write(
        urls.map((url) => `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\n\r\n`).join(''),
      ),
    );
  });
}

describe('query parameters a page does not read', () => {
  it('a parameter the page reads still gets its own answer; others get the page built for its path', async () => {
    await insertAccessCode(t.db, { code: 'CAMPAIGN-1', isActive: true, expiresAt: null });
    expect((await get('/de/check-in')).statusCode).toBe(200);
    const before = renders;
    expect((await get('/de/check-in?utm_source=newsletter')).statusCode).toBe(200);
    expect(renders).toBe(before); // the page already built for /de/check-in
    // The code is read by the page (and is the guest's own): rendered for it, each time.
    const withCode = await get('/de/check-in?code=CAMPAIGN-1&utm_source=newsletter');
    expect(withCode.statusCode).toBe(200);
    expect(renders).toBe(before + 1);
    expect((await get('/de/check-in?code=CAMPAIGN-1')).statusCode).toBe(200);
    expect(renders).toBe(before + 2);
    // `/check-in` without a language is in the guest's (cookie or browser, decision 0093): never shared.
    expect((await get('/check-in?utm_source=newsletter')).statusCode).toBe(200);
    expect((await get('/check-in?utm_source=newsletter')).statusCode).toBe(200);
    expect(renders).toBe(before + 4);
  });

  it(`${CAMPAIGN_VISITS} distinct campaign links to / cost no render beyond the first, and no 503 under overload`, {
    timeout: 120_000,
  }, async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    const rendersAfterFirst = renders;
    await new Promise((resolve) => setTimeout(resolve, OVERLOAD_ARMING_MS));
    await lagFor(2_300); // spans at least two of the guard's 1 s samples: it sheds renders now

    // A page never rendered is shed, so the guard is on for what follows.
    const shed = await get('/attractions');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_S));

    // Through Fastify's path (in batches: all at once would only measure the test's own queue).
    const links = Array.from({ length: CAMPAIGN_VISITS }, (_, i) =>
      i % 4 === 3 ? `/?fbclid=IwAR${i}` : `/?utm_source=campaign-${i}&utm_medium=email`,
    );
    for (let i = 0; i < links.length / 2; i += 100) {
      const answers = await Promise.all(links.slice(i, i + 100).map(get));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers.etag).toBe(first.headers.etag);
      }
      expect(renders).toBe(rendersAfterFirst);
    }
    // And through the fast path, before Node's HTTP server sees them: 50 to a connection, so that each
    // connection's requests arrive in one read (a head split over two reads is Node's, decision 0029).
    const before = nodeRequests;
    for (let i = links.length / 2; i < links.length; i += 50) {
      const statuses = await pipelined(links.slice(i, i + 50));
      expect(statuses).toEqual(Array(50).fill(200));
    }
    expect(nodeRequests).toBe(before);
    expect(renders).toBe(rendersAfterFirst);
  });
});
