import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRaw, type RawExchangeOptions } from '../helpers/raw-http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The cached-response fast path (decision 0029) over real TCP: what it answers itself, what it hands to Node's
 * HTTP server, and that the two never disagree on where a request ends.
 */

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

let t: TestApp;
let port = 0;
/** Requests Node's HTTP server saw: the fast path’s own answers never reach it. */
let nodeRequests = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.app.server.on('request', () => {
    nodeRequests++;
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  // Fill the cache: the fast path answers only what the cache already holds.
  for (const url of ['/api/gallery', '/api/rooms', '/api/site-settings', '/']) {
    await t.app.inject({ method: 'GET', url });
    await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
  }
});
afterAll(() => t.close());

const request = (target: string, headers: string[] = [], method = 'GET') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`;

/** Splits what the server sent into responses (`heads` names the requests that were HEAD). */
function parseResponses(data: Buffer, heads: ReadonlySet<number> = new Set()): RawResponse[] {
  const responses: RawResponse[] = [];
  let offset = 0;
  while (offset < data.length) {
    const end = data.indexOf('\r\n\r\n', offset);
    if (end === -1) throw new Error(`incomplete head: ${data.subarray(offset).toString('latin1')}`);
    const [statusLine = '', ...lines] = data.toString('latin1', offset, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(' ')[1]);
    const length = heads.has(responses.length) || status === 304 ? 0 : Number(headers['content-length'] ?? 0);
    responses.push({ status, headers, body: data.subarray(end + 4, end + 4 + length) });
    offset = end + 4 + length;
  }
  return responses;
}

/** Sends `parts` on one connection to the app (tests/helpers/raw-http.ts). */
const exchange = (parts: string[], options?: RawExchangeOptions) => exchangeRaw(port, parts, options);

describe('reads the cache holds', () => {
  it('are answered on the connection itself, headers and bytes as Node would send them', async () => {
    const before = nodeRequests;
    const { data } = await exchange([
      request('/', ['Accept-Encoding: gzip, deflate, br']) +
        request('/api/gallery') +
        request('/', ['Accept-Encoding: br'], 'HEAD'),
    ]);
    const [br, plain, head] = parseResponses(data, new Set([2]));
    expect(nodeRequests).toBe(before); // none of the three reached Node's HTTP server
    expect(br?.status).toBe(200);
    expect(br?.headers['content-encoding']).toBe('br');
    expect(br?.headers.etag).toMatch(/^"[0-9a-f]+-br"$/);
    expect(br?.headers.vary).toBe('accept-encoding');
    expect(br?.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(br?.headers.date).toBe(new Date(Date.parse(br?.headers.date ?? '')).toUTCString());
    expect(br?.headers.connection).toBe('keep-alive');
    expect(br?.headers['keep-alive']).toBe('timeout=72');
    expect(Number(br?.headers['content-length'])).toBe(br?.body.length);
    expect(JSON.parse(plain?.body.toString() ?? '')).toEqual(
      (await t.app.inject({ method: 'GET', url: '/api/gallery' })).json(),
    );
    expect(head?.status).toBe(200);
    expect(head?.headers.etag).toBe(br?.headers.etag);
    expect(head?.headers['content-length']).toBe(br?.headers['content-length']);
  });

  it('are answered 304 for the ETag the client has', async () => {
    const etag = (await t.app.inject({ method: 'GET', url: '/api/rooms' })).headers.etag;
    const { data } = await exchange([request('/api/rooms', [`If-None-Match: ${etag}`])]);
    const [revalidated] = parseResponses(data);
    expect(revalidated?.status).toBe(304);
    expect(revalidated?.headers.etag).toBe(etag);
    expect(revalidated?.body.length).toBe(0);
  });

  it('show a write on the very next read of the same connection, which stays on the fast path', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const read = () =>
      new Promise<RawResponse>((resolve) => {
        let data = Buffer.alloc(0);
        const onData = (chunk: Buffer) => {
          data = Buffer.concat([data, chunk]);
          const [response] = (() => {
            try {
              return parseResponses(data);
            } catch {
              return [];
            }
          })();
          if (response && response.body.length === Number(response.headers['content-length'])) {
            socket.off('data', onData);
            resolve(response);
          }
        };
        socket.on('data', onData);
      });
    await new Promise((resolve) => socket.once('connect', resolve));
    const before = nodeRequests;
    socket.write(request('/api/site-settings'));
    const first = JSON.parse((await read()).body.toString());
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/site-settings',
      headers: { cookie: await t.adminCookie() },
      payload: { heroHeadline: 'Seen Through The Fast Path' },
    });
    expect(saved.statusCode).toBe(200);
    expect(first.heroHeadline).not.toBe('Seen Through The Fast Path');
    socket.write(request('/api/site-settings'));
    expect(JSON.parse((await read()).body.toString()).heroHeadline).toBe('Seen Through The Fast Path');
    socket.write(request('/', ['Accept-Encoding: br']));
    expect((await read()).headers['content-encoding']).toBe('br');
    // Built again and answered from memory, on the fast path: the connection was not handed to Node.
    expect(nodeRequests).toBe(before);
    socket.destroy();
  });

  it('are all answered, in order, to a client that sends faster than it reads, without piling up', async () => {
    // ~300 KB each without compression, ~48 MB in all: more than the kernel's socket buffers hold
    // (loopback grows them to several MB each way).
    const count = 160;
    let serverSide: net.Socket | undefined;
    t.app.server.once('connection', (socket: net.Socket) => {
      serverSide = socket;
    });
    let queued = 0;
    const sample = setInterval(() => {
      queued = Math.max(queued, serverSide?.writableLength ?? 0);
    }, 20);
    const { data } = await exchange([Array.from({ length: count }, () => request('/')).join('')], {
      readDelayMs: 800,
      idleMs: 2000,
    });
    clearInterval(sample);
    const responses = parseResponses(data);
    expect(responses).toHaveLength(count);
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.body.toString()).toMatch(/<\/html>\s*$/);
    }
    // While the client did not read, the server held at most about one answer, not the ~40 MB the
    // kernel's buffers could not take.
    expect(queued).toBeLessThan(2 * (responses[0]?.body.length ?? 0));
  });
});

describe('requests the fast path does not answer', () => {
  it('hand the connection to the application, which answers them and every later one in order', async () => {
    const before = nodeRequests;
    const { data, closedByServer } = await exchange([
      request('/api/gallery') +
        request('/api/health') +
        request('/api/gallery') +
        request('/api/rooms', ['Connection: close']),
    ]);
    const [gallery, health, again, rooms] = parseResponses(data);
    expect([gallery?.status, health?.status, again?.status, rooms?.status]).toEqual([200, 200, 200, 200]);
    expect(JSON.parse(health?.body.toString() ?? '').status).toBe('ok');
    expect(again?.body.equals(gallery?.body ?? Buffer.alloc(0))).toBe(true);
    expect(Array.isArray(JSON.parse(rooms?.body.toString() ?? ''))).toBe(true);
    expect(nodeRequests - before).toBe(3); // from the health check on, Node's server has the connection
    expect(closedByServer).toBe(true); // Connection: close was Node's to honour
  });

  it('never read a request body as requests of their own', async () => {
    const hidden = request('/api/rooms');
    for (const framing of [
      [`Content-Length: ${hidden.length}`, hidden],
      ['Transfer-Encoding: chunked', `${hidden.length.toString(16)}\r\n${hidden}\r\n0\r\n\r\n`],
    ] as const) {
      const [header, body] = framing;
      const { data } = await exchange([
        request('/api/gallery', [header]) + body + request('/api/site-settings', ['Connection: close']),
      ]);
      const responses = parseResponses(data);
      // Two answers: the gallery (its body ignored) and the settings; the rooms list hidden in the body never.
      expect(responses.map((r) => r.status)).toEqual([200, 200]);
      expect(JSON.parse(responses[1]?.body.toString() ?? '')).toHaveProperty('heroHeadline');
    }
  });

  it('with a head the fast path does not read strictly are Node’s to judge', async () => {
    const cases: [string, (responses: RawResponse[]) => void][] = [
      // No Host: Node refuses it.
      ['GET /api/gallery HTTP/1.1\r\n\r\n', (r) => expect(r[0]?.status).toBe(400)],
      // Two Hosts.
      [
        'GET /api/gallery HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n',
        (r) => expect(r[0]?.status ?? 400).toBeGreaterThanOrEqual(200),
      ],
      // HTTP/1.0: answered by Node, which closes (no keep-alive asked for).
      ['GET /api/gallery HTTP/1.0\r\nHost: a\r\n\r\n', (r) => expect(r[0]?.status).toBe(200)],
      // A header folded over two lines (obsolete, refused).
      [
        'GET /api/gallery HTTP/1.1\r\nHost: a\r\nX-Folded: a\r\n b\r\n\r\n',
        (r) => expect(r[0]?.status).toBe(400),
      ],
      // Bare line feeds.
      ['GET /api/gallery HTTP/1.1\nHost: a\n\n', (r) => expect(r[0]?.status).toBe(400)],
      // A control character in a header value.
      [
        'GET /api/gallery HTTP/1.1\r\nHost: a\r\nX-Odd: a\x01b\r\n\r\n',
        (r) => expect(r[0]?.status).toBe(400),
      ],
    ];
    for (const [raw, check] of cases) {
      const before = nodeRequests;
      // Not half-closed: Node ends a connection at the client's end without waiting for its answer.
      const { data } = await exchange([raw]);
      const responses = parseResponses(data);
      expect(responses.length, JSON.stringify(raw)).toBeGreaterThan(0);
      check(responses);
      // Whatever Node made of it, the fast path did not answer it: Node either saw a request or refused one.
      if (responses[0]?.status === 200) expect(nodeRequests).toBeGreaterThan(before);
    }
  });

  it('split over two reads are answered once complete', async () => {
    const before = nodeRequests;
    const whole = request('/', ['Accept-Encoding: br']);
    const { data } = await exchange([whole.slice(0, 20), whole.slice(20)], { pauseMs: 100 });
    const [response] = parseResponses(data);
    expect(response?.status).toBe(200);
    expect(response?.headers['content-encoding']).toBe('br');
    expect(nodeRequests - before).toBe(1);
  });
});

describe('connections', () => {
  it('are closed once the client is done sending and has its answers', async () => {
    const { data, closedByServer } = await exchange([request('/api/gallery')], { end: true });
    expect(parseResponses(data).map((r) => r.status)).toEqual([200]);
    expect(closedByServer).toBe(true);
  });

  it('left idle on the fast path do not hold up closing the server', async () => {
    const other = await createTestApp();
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      await other.app.inject({ method: 'GET', url: '/api/gallery' });
      const socket = net.connect((other.app.server.address() as AddressInfo).port, '127.0.0.1');
      const answered = new Promise((resolve) => socket.once('data', resolve));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.on('error', () => {});
      socket.write(request('/api/gallery'));
      await answered;
      const started = Date.now();
      await other.app.close(); // the keep-alive timeout is 72 s: without the fast path’s part this waits for it
      await closed;
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await other.database.close();
      rmSync(other.config.DATA_DIR, { recursive: true, force: true });
    }
  });
});
