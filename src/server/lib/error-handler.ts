import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { UPLOAD_TOO_LARGE_MESSAGE } from '../../shared/constants.js';
import { CONTROL_CHARACTER_MESSAGE } from '../../shared/text/control-characters.js';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable, isStorageFull } from './database-errors.js';
import { HttpError } from './http-error.js';

const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
/** SQLSTATE class 22, "data exception": the value sent cannot be stored (bad text, out of range…). */
const PG_DATA_EXCEPTION_CLASS = '22';
/** Character not in the encoding (22021) or not representable in JSON text (22P05): in practice a NUL. */
const PG_BAD_CHARACTER = new Set(['22021', '22P05']);

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** 507 Insufficient Storage: what is wrong, and that the change was not kept. */
export const STORAGE_FULL_MESSAGE =
  "The server's disk is full, so this change was not saved. Free some disk space on the server, then try again.";

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * What the log may say about a failure. Drizzle's error carries the query's parameters, which are the
 * caller's data (contact details, codes), in `params` and in its message: log the query text and the
 * driver's reason instead.
 */
function loggableError(error: Error): unknown {
  if (!('params' in error) || !('query' in error)) return error;
  const cause = (error as { cause?: { message?: unknown; name?: unknown } }).cause;
  return {
    type: error.name,
    message: 'Database query failed',
    query: String((error as { query: unknown }).query),
    code: pgCode(error),
    cause: cause ? { type: String(cause.name ?? 'Error'), message: String(cause.message ?? '') } : undefined,
  };
}

/** One place turns every failure into `{ message, errors? }`; 5xx details never leave the server. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request';
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(errors)[0] ?? 'Invalid request';
      return reply.code(400).send({ message: first, errors });
    }
    if (error instanceof HttpError) {
      // A refusal that knows when to come back (a full render queue, a bucket not answering) says so.
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.code(error.statusCode).send({
        ...error.details,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const code = pgCode(error);
    if (code === PG_UNIQUE_VIOLATION) {
      return reply.code(409).send({ message: 'A record with that value already exists' });
    }
    if (code === PG_FOREIGN_KEY_VIOLATION) {
      return reply.code(400).send({ message: 'A referenced record does not exist' });
    }
    if (code && PG_BAD_CHARACTER.has(code)) {
      return reply.code(400).send({ message: CONTROL_CHARACTER_MESSAGE });
    }
    if (code?.startsWith(PG_DATA_EXCEPTION_CLASS)) {
      return reply.code(400).send({ message: 'A value is out of range or malformed' });
    }
    if (isStorageFull(error)) {
      // Not the request's fault and not a bug: the owner must free space (the log says which write failed).
      request.log.error({ err: loggableError(error) }, 'disk full');
      return reply.code(507).send({ message: STORAGE_FULL_MESSAGE });
    }
    if (isDatabaseUnavailable(error)) {
      // Unreachable or timed-out database: a retryable 503 (balancers and clients retry), not a 500.
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 413) {
      // The limit depends on the request: file uploads (multipart) allow more than JSON bodies.
      const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
      const message = multipart
        ? UPLOAD_TOO_LARGE_MESSAGE
        : `The request body is too large. The maximum size is ${megabytes(request.routeOptions.bodyLimit ?? 1024 * 1024)}.`;
      return reply.code(413).send({ message });
    }
    if (status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send({ message: 'Internal Server Error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
