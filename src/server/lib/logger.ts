import type { FastifyRequest } from 'fastify';
import { adminApi } from '../../shared/admin-routes.js';
import { paths } from '../../shared/routes.js';
import type { Config } from '../config.js';

/** Query parameters whose values are secrets or personal data (access codes above all). */
const SECRET_QUERY_PARAMETERS = new Set(['code', 'token', 'password', 'email', 'name']);
export const REDACTED = '[redacted]';

/** A password-reset link's token in a path (the API using it, the page it opens; decision 0085). */
const RESET_TOKEN_PATH = new RegExp(
  `^(${adminApi.passwordResetRequest}|${paths.admin.resetPassword})/[^?#]*`,
);

/**
 * The URL with the values of secret query parameters replaced, so logs never hold access codes, and a
 * reset link's token replaced.
 */
export function redactUrl(fullUrl: string): string {
  const url = fullUrl.replace(RESET_TOKEN_PATH, `$1/${REDACTED}`);
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the name as sent.
      }
      return SECRET_QUERY_PARAMETERS.has(name.trim().toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/**
 * Request logging that carries no secrets: URLs lose secret query values, and request bodies (contact
 * details, passwords), cookies and a failed query's parameters are never written out.
 */
export function loggerOptions(config: Config, stream?: NodeJS.WritableStream) {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.body',
        'body',
        'err.params',
        'err.cause.params',
        'password',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
