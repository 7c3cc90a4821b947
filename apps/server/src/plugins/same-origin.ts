import fp from 'fastify-plugin';
import { ACCOUNT_MESSAGES } from '@kakyere/contract';
import { forbidden } from '../errors.js';
import { AUTH_BASE_PATH } from '../modules/records/accounts/create-auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A change another site may cause: only the RFC 8058 one-click unsubscribe, which a mail
     * client posts from wherever it runs and which its signed token authorises.
     */
    crossSiteAllowed?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A page of this very host posting to it (the site reached by another name than PUBLIC_URL, e.g. on a LAN): not another site. */
function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Every change from another site is refused (CSRF, and signing up someone else's address from any
 * web page): a browser always sends Origin with a cross-site POST, PATCH or DELETE, and
 * Sec-Fetch-Site where it supports it; either one naming another site refuses the request with
 * 403 and the API's error shape before the route runs, so nothing is stored. A request without
 * them (an API client, curl) is not a browser's and goes through, as the public API promises.
 * Better Auth checks its own routes.
 */
export const sameOriginPlugin = fp(
  async (app) => {
    const trusted = new Set(app.config.auth.trustedOrigins);
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.crossSiteAllowed) return;
      if (request.url.startsWith(`${AUTH_BASE_PATH}/`)) return;
      const origin = request.headers.origin;
      if (origin !== undefined && !trusted.has(origin) && !sameHost(origin, request.headers.host)) throw forbidden(ACCOUNT_MESSAGES.crossOriginRefused);
      if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(ACCOUNT_MESSAGES.crossOriginRefused);
    });
  },
  { name: 'same-origin', dependencies: ['config', 'error-handler'] },
);
