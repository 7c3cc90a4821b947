import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FollowedMembersResponseSchema,
  FollowMemberRequestSchema,
  FollowMemberResponseSchema,
  PersonParamsSchema,
  SubscriptionTokenSchema,
  checkFollowRequest,
} from '@kakyere/contract';
import { badRequest } from '../errors.js';
import { followMember, listManagedFollows, unfollowManaged } from '../modules/records/alerts/follow-member.js';
import { errorResponses } from './error-responses.js';
import { mailSendingLimit } from './mail-limit.js';

/** "E-mail me when this Member speaks" (issue 29): following a Member, and the manage page's followed Members. */
export const memberFollowRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services.alerts;
  app.addHook('onSend', async (_request, reply) => void reply.header('Cache-Control', 'no-store'));

  app.post(
    '/api/people/:id/follow',
    {
      // Following e-mails the address (a confirmation, a welcome): limited as subscribing is.
      config: { plainValidationMessages: true, ...mailSendingLimit(app.config.server) },
      schema: {
        summary:
          "E-mail an address when this Member speaks: creates the address's subscription (no industries needed) or extends it. A new or unconfirmed address is e-mailed a link to confirm; a signed-in reader's verified address is confirmed at once; an address that already has alerts is e-mailed a link that adds the Member. `next` says what is left to do. 404 for an unknown Member",
        params: PersonParamsSchema,
        body: FollowMemberRequestSchema,
        response: { 200: FollowMemberResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const checked = checkFollowRequest(request.body);
      if (!checked.ok) throw badRequest(checked.message);
      const viewer = await app.readViewer(request);
      const outcome = await followMember(deps, request.params.id, checked.value, {
        userId: viewer?.uid ?? null,
        consentSource: `follow-member:${viewer ? 'signed-in' : 'anonymous'}`,
        verifiedEmail: viewer?.emailVerified ? viewer.email : null,
      });
      return {
        success: true as const,
        message: outcome.message,
        ...(outcome.next.length ? { next: outcome.next } : {}),
        data: { member: outcome.member, following: outcome.following },
      };
    },
  );

  app.get(
    '/api/notifications/manage/follows',
    {
      schema: {
        summary: 'The Members the subscription of a manage link follows (400 when the link is bad or expired)',
        querystring: SubscriptionTokenSchema,
        response: { 200: FollowedMembersResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, data: await listManagedFollows(deps, request.query.token) }),
  );

  app.delete(
    '/api/notifications/manage/follows/:id',
    {
      schema: {
        summary: 'Stops the subscription of a manage link following a Member; answers the Members it still follows (400 when the link is bad or expired, 404 for an unknown Member)',
        params: PersonParamsSchema,
        querystring: SubscriptionTokenSchema,
        response: { 200: FollowedMembersResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await unfollowManaged(deps, request.query.token, request.params.id) }),
  );
};
