import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce: the only inline scripts allowed are the ones that carry it. */
    cspNonce: string;
  }
}

const ANALYTICS_ORIGINS = 'https://www.googletagmanager.com https://www.google-analytics.com';

export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.PUBLIC_URL.startsWith('https://');
  const analytics = config.ANALYTICS_ID ? ` ${ANALYTICS_ORIGINS}` : '';
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${request.cspNonce}'${analytics}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        `connect-src 'self'${analytics}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
