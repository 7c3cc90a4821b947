import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, ProfileResponseSchema, ProfileUpdateSchema, ViewerResponseSchema } from '@kakyere/contract';
import { unauthenticated } from '../errors.js';
import { selectProfile, updateProfile } from '../modules/records/accounts/profile-repository.js';
import { errorResponses } from './error-responses.js';

/** The signed-in reader's own data. Never cached: it is theirs alone. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  const requireUser = async (request: Parameters<typeof app.readViewer>[0]) => {
    const user = await app.readViewer(request);
    if (!user) throw unauthenticated(ACCOUNT_MESSAGES.signInRequired);
    return user;
  };

  app.get(
    '/api/me',
    { schema: { summary: 'Who is signed in: the session cookie’s user (spec §3 fields), or null', response: { 200: ViewerResponseSchema, ...errorResponses() } } },
    async (request) => ({ success: true as const, data: { user: await app.readViewer(request) } }),
  );

  app.get(
    '/api/me/profile',
    { schema: { summary: 'The signed-in reader’s profile (spec §3, separate from the identity); 401 when signed out', response: { 200: ProfileResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const user = await requireUser(request);
      const profile = await selectProfile(app.db, user.uid);
      if (!profile) throw unauthenticated(ACCOUNT_MESSAGES.signInRequired);
      return { success: true as const, data: profile };
    },
  );

  app.patch(
    '/api/me/profile',
    {
      config: { plainValidationMessages: true },
      schema: {
        summary: 'Sets the reader’s organization and industry (one of the 20; an empty string clears either)',
        body: ProfileUpdateSchema,
        response: { 200: ProfileResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await updateProfile(app.db, user.uid, request.body);
      const profile = await selectProfile(app.db, user.uid);
      if (!profile) throw unauthenticated(ACCOUNT_MESSAGES.signInRequired);
      return { success: true as const, data: profile };
    },
  );
};
