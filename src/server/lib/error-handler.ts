import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './database-errors.js';
import { HttpError } from './http-error.js';

const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_INVALID_TEXT = '22P02';
const PG_OUT_OF_RANGE = '22003';

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
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
      return reply
        .code(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const code = pgCode(error);
    if (code === PG_UNIQUE_VIOLATION) {
      return reply.code(409).send({ message: 'A record with that value already exists' });
    }
    if (code === PG_FOREIGN_KEY_VIOLATION) {
      return reply.code(400).send({ message: 'A referenced record does not exist' });
    }
    if (code === PG_INVALID_TEXT || code === PG_OUT_OF_RANGE) {
      return reply.code(400).send({ message: 'A value is out of range or malformed' });
    }
    if (isDatabaseUnavailable(error)) {
      // Unreachable or timed-out database: a retryable 503 (balancers and clients retry), not a 500.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 413) {
      return reply.code(413).send({ message: 'The file is too large. The maximum size is 10 MB.' });
    }
    if (status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal Server Error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
