import { describe, expect, it } from 'vitest';
import { acceptsEncoding, compressBody } from '../../src/server/lib/content-encoding.js';

describe('acceptsEncoding', () => {
  it('reads the codings a browser lists', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, deflate', 'br')).toBe(false);
    expect(acceptsEncoding('GZIP', 'gzip')).toBe(true);
  });

  it('honours q=0 and the wildcard', () => {
    expect(acceptsEncoding('gzip, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});

describe('compressBody', () => {
  const page = `<!doctype html>${'<p>Kanimbla</p>'.repeat(200)}`;

  it('prefers brotli, then gzip, and shrinks the body', () => {
    const br = compressBody(page, 'gzip, br');
    expect(br.encoding).toBe('br');
    expect((br.body as Buffer).length).toBeLessThan(page.length / 4);
    expect(compressBody(page, 'gzip').encoding).toBe('gzip');
    expect(compressBody(page, 'identity')).toEqual({ body: page });
  });

  it('leaves small bodies alone', () => {
    expect(compressBody('<p>hi</p>', 'br')).toEqual({ body: '<p>hi</p>' });
  });
});
