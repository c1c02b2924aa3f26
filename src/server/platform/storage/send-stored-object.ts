/**
 * Answers a GET or HEAD with a stored file, streamed, the way a static file server does (the rules of
 * @fastify/send, which served /uploads/ before the storage interface): a weak ETag from size and mtime,
 * Last-Modified, 304 for If-None-Match / If-Modified-Since, 412 for If-Match / If-Unmodified-Since,
 * one byte range (206, or 416 when unsatisfiable; several ranges get the whole file), If-Range.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import type { ByteRange, StoredObject } from './storage.js';

const RANGE_NOT_SATISFIABLE_MESSAGE = 'Range Not Satisfiable';
const PRECONDITION_FAILED_MESSAGE = 'Precondition Failed';

/** The comma-separated tokens of a header, trimmed. */
const tokens = (header: string) =>
  header
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);

/** Date.parse, NaN for anything unreadable. */
const time = (value: string | undefined) => (value === undefined ? Number.NaN : Date.parse(value));

function isPreconditionFailure(request: FastifyRequest, etag: string, lastModified: string): boolean {
  const ifMatch = request.headers['if-match'];
  if (ifMatch && ifMatch !== '*' && !tokens(ifMatch).some((t) => t === etag || `W/${t}` === etag))
    return true;
  const unmodifiedSince = time(request.headers['if-unmodified-since']);
  if (!Number.isNaN(unmodifiedSince)) {
    const modified = time(lastModified);
    if (Number.isNaN(modified) || modified > unmodifiedSince) return true;
  }
  return false;
}

function isNotModified(request: FastifyRequest, etag: string, lastModified: string): boolean {
  // An end-to-end reload asks for the file itself.
  if (request.headers['cache-control']?.includes('no-cache')) return false;
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    // If-Modified-Since is ignored beside If-None-Match (RFC 9110 13.1.3).
    return ifNoneMatch === '*' || tokens(ifNoneMatch).some((t) => t === etag || `W/${t}` === etag);
  }
  const modifiedSince = time(request.headers['if-modified-since']);
  return !Number.isNaN(modifiedSince) && time(lastModified) <= modifiedSince;
}

function isRangeFresh(request: FastifyRequest, etag: string, lastModified: string): boolean {
  const header = request.headers['if-range'];
  if (header === undefined) return true;
  const ifRange = String(header);
  if (ifRange.includes('"')) return ifRange.includes(etag);
  const since = time(ifRange);
  if (Number.isNaN(since)) return false;
  const modified = time(lastModified);
  return Number.isNaN(modified) || modified <= since;
}

/**
 * The ranges of a `bytes=` header within `size`: none (unsatisfiable), one, or several (which answer
 * with the whole file). Overlapping and adjacent ranges count as one.
 */
export function parseByteRanges(size: number, header: string): ByteRange[] {
  const ranges: ByteRange[] = [];
  for (const spec of header.slice(header.indexOf('=') + 1).split(',')) {
    const dash = spec.indexOf('-');
    let start = Number.parseInt(spec.slice(0, dash), 10);
    let end = Number.parseInt(spec.slice(dash + 1), 10);
    if (Number.isNaN(start)) {
      start = size - end;
      end = size - 1;
    } else if (Number.isNaN(end) || end > size - 1) {
      end = size - 1;
    }
    if (!Number.isNaN(start) && !Number.isNaN(end) && start > -1 && start <= end) ranges.push({ start, end });
  }
  if (ranges.length < 2) return ranges;
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: ByteRange[] = [{ ...sorted[0] }];
  for (const range of sorted.slice(1)) {
    const last = merged[merged.length - 1];
    if (range.start > last.end + 1) merged.push({ ...range });
    else if (range.end > last.end) last.end = range.end;
  }
  return merged;
}

/** Sends `object` with its validators and `cacheControl`, honouring conditional and range requests. */
export function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  object: StoredObject,
  cacheControl: string,
) {
  // Rounded as Node's Stats.mtime is, so the tag is the one @fastify/send gave.
  const modified = new Date(Math.round(object.mtimeMs));
  const etag = `W/"${object.size.toString(16)}-${modified.getTime().toString(16)}"`;
  const lastModified = modified.toUTCString();
  // Refusals carry none of the file's headers.
  if (isPreconditionFailure(request, etag, lastModified))
    throw new HttpError(412, PRECONDITION_FAILED_MESSAGE);
  let range: ByteRange | undefined;
  const rangeHeader = request.headers.range;
  const notModified = isNotModified(request, etag, lastModified);
  if (!notModified && rangeHeader !== undefined && /^ *bytes=/.test(rangeHeader)) {
    if (isRangeFresh(request, etag, lastModified)) {
      const ranges = parseByteRanges(object.size, rangeHeader);
      if (ranges.length === 0) {
        reply.header('content-range', `bytes */${object.size}`);
        throw new HttpError(416, RANGE_NOT_SATISFIABLE_MESSAGE);
      }
      if (ranges.length === 1) range = ranges[0];
    }
  }

  reply
    .header('accept-ranges', 'bytes')
    .header('last-modified', lastModified)
    .header('etag', etag)
    .header('cache-control', cacheControl);
  if (notModified) return reply.code(304).send();
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
  reply.type(object.contentType).header('content-length', range ? range.end - range.start + 1 : object.size);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(object.stream(range));
}
