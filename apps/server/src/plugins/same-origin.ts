import fp from 'fastify-plugin';
import { ACCOUNT_MESSAGES } from '@kakyere/contract';
import { forbidden } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A cookie-authenticated change: refused when the browser says another site sent it (CSRF). */
    sameOriginOnly?: boolean;
  }
}

/**
 * CSRF protection for the site's own cookie-authenticated changes (Better Auth checks its own).
 * A browser always sends Origin with a cross-site POST, PATCH or DELETE, and Sec-Fetch-Site where
 * it supports it; either one naming another site refuses the request before the route runs.
 */
export const sameOriginPlugin = fp(
  async (app) => {
    const trusted = new Set(app.config.auth.trustedOrigins);
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config?.sameOriginOnly) return;
      const origin = request.headers.origin;
      if (origin !== undefined && !trusted.has(origin)) throw forbidden(ACCOUNT_MESSAGES.crossOriginRefused);
      if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(ACCOUNT_MESSAGES.crossOriginRefused);
    });
  },
  { name: 'same-origin', dependencies: ['config', 'error-handler'] },
);
