import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SignedInUser } from '@kakyere/contract';
import { createAuth, type Auth } from '../modules/accounts/create-auth.js';
import { ensureAuthSecret } from '../modules/accounts/ensure-auth-secret.js';
import { toSignedInUser } from '../modules/accounts/to-signed-in-user.js';
import { hasSessionCookie } from '../modules/pages/has-session-cookie.js';
import { toFetchHeaders } from '../modules/accounts/to-fetch-headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Signs the site's own e-mailed links (manage a subscription): the auth secret, shared by every replica. */
    linkSecret: string;
    /** The signed-in user the request's session cookie belongs to; null without a valid session. */
    readViewer(request: FastifyRequest): Promise<SignedInUser | null>;
  }
}

/** Infrastructure: accounts and sessions (Better Auth), on the site's database and mailer. */
export const authPlugin = fp(
  async (app) => {
    const secret = await ensureAuthSecret(app.db, app.config.auth.secret);
    const auth = createAuth({ config: app.config.auth, secret, db: app.db, mailer: app.mailer, log: app.log });
    app.decorate('auth', auth);
    app.decorate('linkSecret', secret);
    app.decorate('readViewer', async (request: FastifyRequest) => {
      // Most visitors have no account: no cookie, no database read.
      if (!hasSessionCookie(request.headers.cookie)) return null;
      const session = await auth.api.getSession({ headers: toFetchHeaders(request.headers) });
      return session ? toSignedInUser(session.user) : null;
    });
  },
  { name: 'auth', dependencies: ['config', 'database', 'mail'] },
);
