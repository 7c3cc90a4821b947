import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_MESSAGES, GOOGLE_PROVIDER_ID, SignUpRequestSchema } from '@kakyere/contract';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from '../modules/records/accounts/create-auth.js';
import { toFetchHeaders } from '../modules/records/accounts/to-fetch-headers.js';

/**
 * Better Auth's endpoints (sign-up, sign-in, sign-out, verification, reset, Google), mounted through
 * its Fetch API handler: Fastify has already read the body, which Better Auth's Node handler would
 * wait for forever. The client IP is the one Fastify decided on (TRUST_PROXY), so a client cannot
 * pick its own rate-limit bucket through a header. Answers keep Better Auth's `{ code, message }`.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config.auth;
  const googleConfigured = app.config.auth.google !== null;

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    async handler(request, reply) {
      reply.header('Cache-Control', 'no-store');
      const url = new URL(request.url, publicUrl);
      if (!googleConfigured && url.pathname === `${AUTH_BASE_PATH}/sign-in/social`) {
        // Never a dead button: the page shows this in its red box.
        return reply.code(400).send({ code: 'GOOGLE_NOT_CONFIGURED', message: ACCOUNT_MESSAGES.googleNotConfigured, providerId: GOOGLE_PROVIDER_ID });
      }
      if (url.pathname === `${AUTH_BASE_PATH}/sign-up/email` && request.method === 'POST') {
        // The spec's rules, and a name that fits on a profile, in the people's words of the sign-up page.
        const checked = SignUpRequestSchema.safeParse(request.body ?? {});
        if (!checked.success) return reply.code(400).send({ code: 'VALIDATION_ERROR', message: checked.error.issues[0]?.message ?? ACCOUNT_MESSAGES.signUpFailed });
      }
      const headers = toFetchHeaders(request.headers, [CLIENT_IP_HEADER, 'content-length']);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method === 'POST' && request.body !== undefined;
      if (hasBody) headers.set('content-type', 'application/json');
      const response = await app.services.auth.handler(
        new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body) : undefined }),
      );
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.header('Cache-Control', 'no-store');
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
};
