import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SignedInUser } from '@kakyere/contract';
import { toFetchHeaders } from '../modules/records/accounts/to-fetch-headers.js';
import { toSignedInUser } from '../modules/records/accounts/to-signed-in-user.js';
import { hasSessionCookie } from '../modules/pages/has-session-cookie.js';
import type { Services } from '../runtime/build-services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Everything routes use, built once by runtime/build-services.ts: routes build nothing. */
    services: Services;
    /** The signed-in user the request's session cookie belongs to; null without a valid session. */
    readViewer(request: FastifyRequest): Promise<SignedInUser | null>;
  }
}

/** Hands the services built at start-up to the routes. */
export const servicesPlugin = fp<{ services: Services }>(
  async (app, { services }) => {
    app.decorate('services', services);
    app.decorate('readViewer', async (request: FastifyRequest) => {
      // Most visitors have no account: no cookie, no database read.
      if (!hasSessionCookie(request.headers.cookie)) return null;
      const session = await services.auth.api.getSession({ headers: toFetchHeaders(request.headers) });
      return session ? toSignedInUser(session.user) : null;
    });
  },
  { name: 'services', dependencies: ['config', 'database'] },
);
