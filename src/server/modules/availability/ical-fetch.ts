/**
 * Fetches an iCal feed the owner entered, defensively: http(s) only, every address the host resolves to
 * checked (no loopback/private/link-local/unique-local addresses, nor IPv6 ones carrying them, unless
 * allowed), at most 3 redirects each checked the same way, a deadline, a streamed size cap and
 * conditional requests.
 *
 * Written on node:http(s) rather than fetch because the address check has to happen in the socket's own
 * DNS lookup: checking with a separate dns.lookup and then letting fetch resolve again would let a
 * rebinding DNS server answer a public address to the check and a private one to the connection.
 */
import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export const ICAL_FETCH_TIMEOUT_MS = 10_000;
export const ICAL_MAX_BYTES = 2 * 1024 * 1024;
export const ICAL_MAX_REDIRECTS = 3;

export interface FetchFeedOptions {
  allowPrivateAddresses: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  etag?: string | null;
  lastModified?: string | null;
}

export type FetchFeedResult =
  | { kind: 'not-modified' }
  | { kind: 'body'; body: string; etag: string | null; lastModified: string | null };

/** A failure whose message is fit to show the owner. */
export class FeedFetchError extends Error {}

// Separate lists: a BlockList holding an IPv4-mapped IPv6 rule also matches plain IPv4 addresses.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
const BLOCKED_V4_SUBNETS = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const;
for (const [network, prefix] of BLOCKED_V4_SUBNETS) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback and IPv4-compatible (::a.b.c.d, deprecated: no public use).
  ['::', 96],
  // NAT64, the well-known and the local-use prefix (RFC 8215): they reach whatever IPv4 they carry.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  // Teredo: its client address is hidden (XORed) in the last 32 bits.
  ['2001::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local (deprecated, private like fc00::/7).
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}
// 6to4 (2002:AABB:CCDD::/48 carries AA.BB.CC.DD): refused when the IPv4 address it carries would be.
for (const [network, prefix] of BLOCKED_V4_SUBNETS) {
  const [a, b, c, d] = network.split('.').map(Number);
  const hextet = (high: number, low: number) => ((high << 8) | low).toString(16);
  blockedV6.addSubnet(`2002:${hextet(a, b)}:${hextet(c, d)}::`, 16 + prefix, 'ipv6');
}

/** True for addresses a feed must not point at: loopback, private, link-local, unique-local, embedded… */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return blockedV4.check(address, 'ipv4');
  // IPv4-mapped (::ffff:a.b.c.d) and -translated (::ffff:0:a.b.c.d), in any spelling, are refused outright.
  const expanded = new URL(`http://[${address}]/`).hostname.toLowerCase();
  if (/^\[::ffff:/.test(expanded)) return true;
  return blockedV6.check(address, 'ipv6');
}

/** Resolves a host name and refuses it when any of its addresses is private. */
export async function assertPublicHost(hostname: string): Promise<void> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host }]
    : await dns.promises.lookup(host, { all: true }).catch(() => {
        throw new FeedFetchError(`The address ${hostname} could not be found`);
      });
  if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
    throw new FeedFetchError(`The address ${hostname} points to a private or local network`);
  }
}

/** dns.lookup for sockets that fails when any resolved address is private. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || list.some((a) => isPrivateAddress(a.address))) {
      return callback(
        Object.assign(new Error(`${hostname} points to a private or local network`), { code: 'EPRIVATE' }),
        '',
        0,
      );
    }
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

interface HopResult {
  response: IncomingMessage;
  url: URL;
}

function requestOnce(url: URL, options: FetchFeedOptions, signal: AbortSignal): Promise<HopResult> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const headers: Record<string, string> = {
      accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
      'user-agent': 'KanimblaChalet-Availability/1.0',
    };
    if (options.etag) headers['if-none-match'] = options.etag;
    if (options.lastModified) headers['if-modified-since'] = options.lastModified;
    const request = client.request(url, {
      method: 'GET',
      headers,
      signal,
      lookup: options.allowPrivateAddresses ? undefined : publicOnlyLookup,
    });
    request.on('response', (response) => resolve({ response, url }));
    request.on('error', reject);
    request.end();
  });
}

function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      reject(new FeedFetchError(tooLarge(maxBytes)));
      response.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new FeedFetchError(tooLarge(maxBytes)));
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
    response.on('aborted', () => reject(new FeedFetchError('The connection was closed early')));
  });
}

const tooLarge = (maxBytes: number) =>
  `The feed is larger than ${Math.round(maxBytes / 1024 / 1024)} MB and was not read`;

function describeError(error: unknown, timeoutMs: number): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  const err = error as NodeJS.ErrnoException;
  if (err?.name === 'AbortError' || err?.name === 'TimeoutError') {
    return new FeedFetchError(`No complete answer within ${timeoutMs / 1000} seconds`);
  }
  if (err?.code === 'EPRIVATE') return new FeedFetchError(`The address ${err.message}`);
  if (err?.code === 'ENOTFOUND' || err?.code === 'EAI_AGAIN') {
    return new FeedFetchError('The feed address could not be found');
  }
  if (err?.code === 'ECONNREFUSED') return new FeedFetchError('The feed server refused the connection');
  return new FeedFetchError(
    `The feed could not be fetched (${err?.code ?? err?.message ?? 'unknown error'})`,
  );
}

/** Fetches a feed; throws FeedFetchError with an owner-readable message on any failure. */
export async function fetchFeed(rawUrl: string, options: FetchFeedOptions): Promise<FetchFeedResult> {
  const timeoutMs = options.timeoutMs ?? ICAL_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? ICAL_MAX_BYTES;
  // One deadline for the whole exchange, redirects and body included: a slow drip cannot hold a sync.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(Object.assign(new Error('timeout'), { name: 'TimeoutError' })),
    timeoutMs,
  );
  try {
    let url = new URL(rawUrl);
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new FeedFetchError('Only http:// and https:// feeds can be fetched');
      }
      // Refused before connecting; the socket's lookup checks again (no rebinding in between).
      if (!options.allowPrivateAddresses) await assertPublicHost(url.hostname);
      const { response } = await requestOnce(url, options, controller.signal);
      const status = response.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new FeedFetchError(`The feed answered ${status} without a location`);
        if (hop >= ICAL_MAX_REDIRECTS) {
          throw new FeedFetchError(`Too many redirects (more than ${ICAL_MAX_REDIRECTS})`);
        }
        url = new URL(location, url);
        continue;
      }
      if (status === 304) {
        response.resume();
        return { kind: 'not-modified' };
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new FeedFetchError(`The feed answered HTTP ${status}`);
      }
      const body = await readBody(response, maxBytes);
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === 'string' ? value : null;
      };
      return { kind: 'body', body, etag: header('etag'), lastModified: header('last-modified') };
    }
  } catch (error) {
    throw describeError(controller.signal.aborted ? controller.signal.reason : error, timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}
