import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** True when the Accept-Encoding header takes this coding (or `*`) and has not refused it with q=0. */
export function acceptsEncoding(header: string | undefined, coding: ContentEncoding): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== coding && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Below this a compressed body saves too little to be worth it. */
export const MIN_COMPRESS_BYTES = 1024;
/** Brotli level for bodies made per request: most of the gain of 11 at a small fraction of the time. */
export const DYNAMIC_BROTLI_QUALITY = 5;
/** zlib's default level: the usual balance of size and time. */
export const GZIP_LEVEL = 6;

/**
 * A body made per request (a server-rendered page), compressed with the best coding the client takes:
 * brotli, else gzip, else as it is. The caller sends `encoding` as Content-Encoding and `Vary:
 * Accept-Encoding` in every case.
 */
export function compressBody(
  body: string,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: ContentEncoding } {
  if (Buffer.byteLength(body) < MIN_COMPRESS_BYTES) return { body };
  if (acceptsEncoding(acceptEncoding, 'br')) {
    return {
      body: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY },
      }),
      encoding: 'br',
    };
  }
  if (acceptsEncoding(acceptEncoding, 'gzip'))
    return { body: gzipSync(body, { level: GZIP_LEVEL }), encoding: 'gzip' };
  return { body };
}
