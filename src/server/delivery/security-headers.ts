import type { FastifyInstance } from 'fastify';
import { themeInitScript } from '../../client/lib/theme.js';
import { isTokenBearingPath } from '../../shared/token-paths.js';
import type { Config } from '../config.js';
import { clientStartScript } from './ssr/client-start-script.js';
import { DEV_REFRESH_PREAMBLE, scriptHashSource } from './ssr/template.js';

const ANALYTICS_ORIGINS = 'https://www.googletagmanager.com https://www.google-analytics.com';

/** The headers every answer carries; the render cache's fast path sends them with each cached answer. */
export function securityHeaders(config: Config): Record<string, string> {
  const https = config.PUBLIC_URL.startsWith('https://');
  const analytics = config.ANALYTICS_ID ? ` ${ANALYTICS_ORIGINS}` : '';
  // The inline scripts the server writes are static, so they are allowed by hash rather than by a
  // per-request nonce: one rendered page can then serve every visitor (decision 0020). Page data
  // travels as a non-executable JSON element, which script-src does not govern.
  const inlineScripts = [
    themeInitScript,
    clientStartScript,
    ...(config.NODE_ENV === 'development' ? [DEV_REFRESH_PREAMBLE] : []),
  ];
  const scriptSrc = ["'self'", ...inlineScripts.map(scriptHashSource)].join(' ');
  const policy = [
    "default-src 'self'",
    `script-src ${scriptSrc}${analytics}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${analytics}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Adds `headers` (from securityHeaders) to every answer that goes through Fastify. A page whose address
 * is a key (a manage link, a check-in link with its code: never cached, so always answered here) says
 * `no-referrer`: neither a request it makes nor the next page's `document.referrer` carries its address
 * (issue 42 item 6, decision 0068). Other pages keep `strict-origin-when-cross-origin`: another site
 * learns only the origin, and the booking platform still sees that its visitor came from the chalet.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook('onSend', async (request, reply) => {
    reply.headers(headers);
    if (isTokenBearingPath(request.url)) reply.header('referrer-policy', 'no-referrer');
  });
}
