import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { forbidden } from './http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

/** The origin (scheme, host, port; default ports dropped) of a URL, or null when it is not one. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for state-changing calls. Browsers always send Origin or
 * Sec-Fetch-Site on cross-site writes, so a write is refused when either says another site.
 * Callers without them (curl, server-to-server) cannot ride a victim's cookies and may pass.
 *
 * The whole origin counts (decision 0039): PUBLIC_URL's origin passes; a request to PUBLIC_URL's host
 * with any other scheme or port is refused. A request to another name for this server (PUBLIC_URL
 * unset, a LAN address) passes with its own origin as Fastify sees it (X-Forwarded-Proto/-Host only
 * from a TRUST_PROXY proxy), or the same host over https: an unannounced TLS-terminating proxy makes
 * an https page look like http here, and no other site can be https on this host.
 */
export function registerSameOriginGuard(app: FastifyInstance, config: Config) {
  const publicUrl = new URL(config.PUBLIC_URL);
  const isAllowed = (origin: string | null, request: FastifyRequest) => {
    if (!origin) return false;
    if (origin === publicUrl.origin) return true;
    const ownOrigin = originOf(`${request.protocol}://${request.host}`);
    if (!ownOrigin || new URL(ownOrigin).host === publicUrl.host) return false;
    return origin === ownOrigin || origin === originOf(`https://${request.host}`);
  };
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw forbidden(CROSS_SITE_MESSAGE);
    // Without Origin (older browsers on same-origin requests), the Referer's origin stands in.
    const claimed = request.headers.origin ?? request.headers.referer;
    if (!claimed) return;
    if (!isAllowed(originOf(claimed), request)) throw forbidden(CROSS_SITE_MESSAGE);
  });
}
