import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { forbidden } from './http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for state-changing calls. Browsers always send Origin or
 * Sec-Fetch-Site on cross-site writes, so a write is refused when either says another site.
 * Callers without them (curl, server-to-server) cannot ride a victim's cookies and may pass.
 */
export function registerSameOriginGuard(app: FastifyInstance, config: Config) {
  const allowed = new Set([new URL(config.PUBLIC_URL).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw forbidden('Cross-site requests are not allowed');
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers.host;
    const sameHost = host && (origin === `http://${host}` || origin === `https://${host}`);
    if (!sameHost && !allowed.has(origin)) throw forbidden('Cross-site requests are not allowed');
  });
}
