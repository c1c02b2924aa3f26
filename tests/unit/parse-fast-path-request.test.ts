import { describe, expect, it } from 'vitest';
import { parseFastPathRequest } from '../../src/server/delivery/cache/cached-read-server.js';

const parse = (raw: string) => parseFastPathRequest(Buffer.from(raw, 'latin1'));

describe('parseFastPathRequest', () => {
  it('reads a plain GET or HEAD of HTTP/1.1 with the headers the cache needs', () => {
    const head = 'GET /images/hero.webp?w=800&q=75 HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, br\r\n\r\n';
    expect(parse(`${head}GET / HTTP/1.1\r\n`)).toEqual({
      method: 'GET',
      url: '/images/hero.webp?w=800&q=75',
      acceptEncoding: 'gzip, br',
      ifNoneMatch: undefined,
      length: head.length,
    });
    expect(
      parse('HEAD / HTTP/1.1\r\nhost: x\r\nIF-NONE-MATCH:  "abc-br" \r\nConnection: Keep-Alive\r\n\r\n'),
    ).toMatchObject({ method: 'HEAD', url: '/', ifNoneMatch: '"abc-br"' });
    // Other headers are read and left alone, as a browser sends them.
    expect(
      parse('GET / HTTP/1.1\r\nHost: x\r\nUser-Agent: a (b; c)\r\nCookie: theme=dark; sid=1\r\n\r\n'),
    ).toMatchObject({ url: '/' });
  });

  it('leaves to Node whatever it does not read without doubt', () => {
    for (const raw of [
      'GET / HTTP/1.1\r\nHost: x\r\n', // not complete yet
      'POST / HTTP/1.1\r\nHost: x\r\n\r\n',
      'get / HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.0\r\nHost: x\r\n\r\n',
      'GET http://x/ HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n',
      '\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.1\r\n\r\n', // no Host
      'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive, Upgrade\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nAccept-Encoding: gzip\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n b\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nX-Bare: a\nb\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nX-Control: a\x00b\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nX-Latin: caf\xe9\r\n\r\n',
      'GET / HTTP/1.1\r\nHost : x\r\n\r\n',
      'GET / HTTP/1.1\r\nHost:x\r\nBad Name: y\r\n\r\n',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(17 * 1024)}\r\n\r\n`,
    ]) {
      expect(parse(raw), JSON.stringify(raw)).toBeUndefined();
    }
  });
});
