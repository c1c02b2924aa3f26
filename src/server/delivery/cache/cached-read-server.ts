import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';

/** What a cached read sends: 200 with the variant's bytes, or 304 when the client has them already. */
export interface CachedAnswer {
  status: 200 | 304;
  /** Built once per cached variant: the same object for every answer of it. */
  headers: OutgoingHttpHeaders;
  body?: Buffer;
}

/**
 * The render cache's answer to a read, or `undefined` when it has none (the application answers).
 * A promise when the content version has to be asked of the database (PostgreSQL), or when `rebuild`
 * is set and the cache held this read until a write outdated it: the application builds it again
 * and the answer comes from memory.
 */
export type CachedReadLookup = (
  method: string,
  url: string,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
  rebuild?: boolean,
) => CachedAnswer | undefined | Promise<CachedAnswer | undefined>;

/** A raw HTTP handler: Fastify's, which gets every request the cache does not answer. */
export type HttpHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface CachedReadServerOptions {
  keepAliveTimeoutMs: number;
  requestTimeoutMs: number;
  /** False: Node's parser reads every request (the fast path's differential test compares the two). */
  fastPath?: boolean;
}

/** Node's default limit on a request head: a longer one goes to Node, which answers 431. */
const MAX_HEAD_BYTES = 16 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n');
/** Strict on purpose: whatever does not match exactly is Node's to parse (decision 0029). */
const REQUEST_LINE = /^(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.1$/;
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[\t ]*([\t\x20-\x7e]*?)[\t ]*$/;
const EMPTY: Buffer = Buffer.alloc(0);

interface FastPathRequest {
  method: 'GET' | 'HEAD';
  url: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  /** Bytes of the head, up to and with its empty line (a request the fast path takes has no body). */
  length: number;
}

/**
 * The first request in `buffer` when the fast path can answer it without doubt: a complete `GET`/`HEAD`
 * head of HTTP/1.1 with one Host, no body (no Content-Length, no Transfer-Encoding), no upgrade, no
 * `Expect`, no `Connection` other than keep-alive, well-formed lines only. Anything else, or a head
 * not yet complete, is `undefined`: the connection goes to Node's parser from that request on, so
 * the two never disagree on where a request ends.
 */
export function parseFastPathRequest(buffer: Buffer): FastPathRequest | undefined {
  const end = buffer.indexOf(HEAD_END);
  if (end === -1 || end > MAX_HEAD_BYTES) return undefined;
  const lines = buffer.toString('latin1', 0, end).split('\r\n');
  const start = REQUEST_LINE.exec(lines[0] ?? '');
  if (!start) return undefined;
  let hosts = 0;
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  for (let i = 1; i < lines.length; i++) {
    const header = HEADER_LINE.exec(lines[i] ?? '');
    if (!header) return undefined;
    const value = header[2] ?? '';
    switch (header[1]?.toLowerCase()) {
      case 'host':
        hosts++;
        break;
      case 'accept-encoding':
        if (acceptEncoding !== undefined) return undefined;
        acceptEncoding = value;
        break;
      case 'if-none-match':
        if (ifNoneMatch !== undefined) return undefined;
        ifNoneMatch = value;
        break;
      case 'connection':
        if (value.toLowerCase() !== 'keep-alive') return undefined;
        break;
      case 'content-length':
      case 'transfer-encoding':
      case 'upgrade':
      case 'expect':
        return undefined;
    }
  }
  if (hosts !== 1) return undefined;
  return {
    method: start[1] as 'GET' | 'HEAD',
    url: start[2] ?? '/',
    acceptEncoding,
    ifNoneMatch,
    length: end + HEAD_END.length,
  };
}

/** The status line and headers of an answer, serialized once per headers object (i.e. per variant). */
const serializedHeads = new WeakMap<OutgoingHttpHeaders, Buffer>();
function serializedHead(answer: CachedAnswer): Buffer {
  let head = serializedHeads.get(answer.headers);
  if (!head) {
    let text = `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\n`;
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) {
        http.validateHeaderName(name);
        http.validateHeaderValue(name, one);
        text += `${name}: ${one}\r\n`;
      }
    }
    head = Buffer.from(text, 'latin1');
    serializedHeads.set(answer.headers, head);
  }
  return head;
}

/**
 * Reads of cached answers are the site's hot path: this server answers them before Fastify sees them,
 * in two places (decisions 0023 and 0029).
 *
 * 1. The cached-response fast path: a new connection is read by a minimal HTTP/1.1 reader that answers, straight onto the
 *    socket, each request the render cache holds an answer for, with its prebuilt head (the same
 *    status line and headers Node would write). At the first request it does not answer (not cached,
 *    anything unusual, a head split over two reads, the process draining), it hands the connection,
 *    with the bytes not yet answered, to Node's HTTP server for good. Node's `http` costs about as
 *    much per request as the answer itself; the fast path roughly doubles what one process serves.
 * 2. On connections Node owns, the request event asks the cache before handing the request to Fastify.
 */
export function createCachedReadServer(
  handler: HttpHandler,
  lookup: CachedReadLookup,
  { keepAliveTimeoutMs, requestTimeoutMs, fastPath = true }: CachedReadServerOptions,
): Server {
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    const send = (answer: CachedAnswer | undefined) => {
      if (!answer) {
        handler(request, response);
        return;
      }
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    };
    const found = lookup(
      request.method ?? '',
      request.url ?? '',
      request.headers['accept-encoding'],
      request.headers['if-none-match'],
    );
    if (found instanceof Promise) found.then(send, () => send(undefined));
    else send(found);
  };
  const server = http.createServer(onRequest);
  // Node's own answer to `Expect: 100-continue` breaks a pipelined connection (decision 0038): it writes
  // `100 Continue` at once, and when the request's answer waits behind an earlier one on the connection
  // the 100 is buffered and the answer's head is put in front of it (Node 20's `_send` unshifts the
  // head), so the 100 lands between a 200's head and its body and every later answer is misread.
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    // Node closes the connection after a final answer sent without a 100, lest the body come after it.
    // A request framed without a body has none to send, and one whose body was read whole has sent it:
    // their connection stays open like any other (else whether it closes would depend on timing).
    const bodyCannotFollow = () => {
      (response as ServerResponse & { _expect_continue: boolean })._expect_continue = false;
    };
    if (hasBody(request)) {
      continueWhenFirst(response);
      request.once('end', bodyCannotFollow);
    } else bodyCannotFollow();
    onRequest(request, response);
  });
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.requestTimeout = requestTimeoutMs;
  if (fastPath) attachFastPath(server, lookup);
  return server;
}

/**
 * A request with no body needs no `100 Continue` (RFC 9110, 10.1.1: the server may omit it when "the
 * framing indicates that there is no content"); the request is simply answered.
 */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * `100 Continue` once this answer is the connection's current one (the earlier answers are out), and only
 * while nothing of the final answer is written: never inside or after another answer.
 */
function continueWhenFirst(response: ServerResponse) {
  const send = () => {
    if (!response.headersSent && !response.writableEnded) response.writeContinue();
  };
  if (response.socket) send();
  else response.once('socket', send);
}

/** What Fastify's default answers to a request Node's parser refused (their bodies unchanged). */
function clientErrorAnswer(code: string | undefined): string {
  const [status, message] =
    code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Client Timeout']
      : code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Exceeded maximum allowed HTTP header size']
        : [400, 'Client Error'];
  const body = `{"error":"${http.STATUS_CODES[status]}","message":"${message}","statusCode":${status}}`;
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${body.length}\r\nContent-Type: application/json\r\n\r\n${body}`;
}

/** The answer Node is writing on a connection (the next one queued takes its place when it finishes). */
const answerInFlight = (socket: Socket) =>
  (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
const refusing = new WeakSet<Socket>();

/**
 * Fastify's `clientErrorHandler` (decision 0038): a request Node's parser refuses, after others on the
 * same connection it did read. Fastify's default writes its 400 onto the socket at once and destroys it:
 * ahead of the answers still due to the earlier requests, which are lost, so a client (or a proxy that
 * pools connections) takes the 400 for the answer to the first of them. Here the earlier answers go out
 * first, in order, then the refusal, then the connection closes. Data after a request that said
 * `Connection: close` gets no answer at all: the connection ends after that request's answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || refusing.has(socket)) return;
  refusing.add(socket);
  const refuse = () => {
    if (socket.destroyed) return;
    const current = answerInFlight(socket);
    if (current) {
      // Node's own listener runs first and hands the connection to the next queued answer.
      current.once('finish', () => setImmediate(refuse));
      return;
    }
    if (socket.writable && error.code !== 'HPE_CLOSED_CONNECTION')
      socket.write(clientErrorAnswer(error.code));
    socket.destroySoon();
  };
  refuse();
}

/** `Date`, `Connection` and `Keep-Alive` as Node writes them, rebuilt once a second. */
function connectionHeaders(server: Server) {
  let text = '';
  let expires = 0;
  return () => {
    const now = Date.now();
    if (now >= expires) {
      expires = now - (now % 1000) + 1000;
      const keepAlive = server.keepAliveTimeout
        ? `Keep-Alive: timeout=${Math.floor(server.keepAliveTimeout / 1000)}\r\n`
        : '';
      text = `Date: ${new Date(now).toUTCString()}\r\nConnection: keep-alive\r\n${keepAlive}\r\n`;
    }
    return text;
  };
}

interface FastPathConnection {
  socket: Socket;
  /** True while an answer is awaited (the content version) or the client is slow to read. */
  waiting: boolean;
}

function attachFastPath(server: Server, lookup: CachedReadLookup) {
  const nodeListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  // Node's own listener is the one that parses HTTP for this server; the fast path sits in its place.
  if (nodeListeners.length !== 1) throw new Error('fast path: unexpected connection listeners');
  const nodeConnection = nodeListeners[0] as (socket: Socket) => void;
  server.removeListener('connection', nodeConnection);
  const tail = connectionHeaders(server);
  const connections = new Set<FastPathConnection>();

  server.on('connection', (socket: Socket) => {
    const connection: FastPathConnection = { socket, waiting: false };
    connections.add(connection);
    let queue: Buffer = EMPTY;
    let ended = false;

    const handOver = () => {
      connections.delete(connection);
      socket.removeListener('data', onData);
      socket.removeListener('end', onEnd);
      socket.removeListener('error', onError);
      socket.removeListener('timeout', onTimeout);
      socket.removeListener('drain', onDrain);
      socket.setTimeout(0);
      socket.pause();
      if (queue.length > 0) socket.unshift(queue);
      queue = EMPTY;
      nodeConnection.call(server, socket);
      // Node's listener does not resume a paused socket: the bytes put back are read first, in order.
      socket.resume();
    };

    const respond = (request: FastPathRequest, answer: CachedAnswer) => {
      const head = serializedHead(answer);
      socket.cork();
      socket.write(head);
      socket.write(tail(), 'latin1');
      if (answer.body && request.method === 'GET') socket.write(answer.body);
      socket.uncork();
      queue = queue.subarray(request.length);
    };

    /** Answers the queued requests in order until one needs the application or an answer is awaited. */
    const serve = () => {
      while (!connection.waiting && queue.length > 0 && !socket.destroyed) {
        // A client that sends faster than it reads is not answered into an ever-growing buffer.
        if (socket.writableNeedDrain) {
          wait();
          socket.once('drain', onDrain);
          return;
        }
        const request = parseFastPathRequest(queue);
        if (!request) {
          handOver();
          return;
        }
        let found: ReturnType<CachedReadLookup>;
        try {
          // A read a write outdated is built again for the fast path: its connection stays here.
          found = lookup(request.method, request.url, request.acceptEncoding, request.ifNoneMatch, true);
        } catch {
          found = undefined; // Node's path meets the same error where Fastify reports it
        }
        if (found instanceof Promise) {
          wait();
          found.then(
            (answer) => settle(request, answer),
            () => settle(request, undefined),
          );
          return;
        }
        if (!respondOrHandOver(request, found)) return;
      }
    };
    const wait = () => {
      connection.waiting = true;
      socket.pause();
    };
    const proceed = () => {
      connection.waiting = false;
      serve();
      if (connection.waiting || !connections.has(connection)) return;
      if (ended) socket.end();
      else socket.resume();
    };
    /** False when the answer could not be sent (a header Node refuses): Node's path answers instead. */
    const respondOrHandOver = (request: FastPathRequest, answer: CachedAnswer | undefined): boolean => {
      if (answer) {
        try {
          respond(request, answer);
          return true;
        } catch {
          // Nothing was written (the head is built first): Node's path answers instead.
        }
      }
      connection.waiting = false;
      handOver();
      return false;
    };
    const settle = (request: FastPathRequest, answer: CachedAnswer | undefined) => {
      if (socket.destroyed) return;
      if (respondOrHandOver(request, answer)) proceed();
    };
    const onDrain = () => proceed();
    const onData = (chunk: Buffer) => {
      queue = queue.length > 0 ? Buffer.concat([queue, chunk]) : chunk;
      serve();
    };
    // The client is done sending: close once what it sent is answered. (Handed over after that, the
    // connection stays open until Node's keep-alive timeout: Node would have dropped the answer.)
    const onEnd = () => {
      ended = true;
      if (!connection.waiting) socket.end();
    };
    const onError = () => socket.destroy();
    const onTimeout = () => socket.destroy();

    socket.setNoDelay(true);
    socket.setTimeout(server.keepAliveTimeout);
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('error', onError);
    socket.on('timeout', onTimeout);
    socket.once('close', () => connections.delete(connection));
  });

  // Closing the server ends the fast path's idle connections as Node ends its own (else close would wait for them).
  const closeIdleConnections = server.closeIdleConnections.bind(server);
  const closeAllConnections = server.closeAllConnections.bind(server);
  const closeFastPath = (all: boolean) => {
    for (const { socket, waiting } of connections) {
      if (all) socket.destroy();
      // An answer still on its way out is finished first.
      else if (!waiting) socket.writableLength > 0 ? socket.end() : socket.destroy();
    }
  };
  server.closeIdleConnections = () => {
    closeFastPath(false);
    closeIdleConnections();
  };
  server.closeAllConnections = () => {
    closeFastPath(true);
    closeAllConnections();
  };
}
