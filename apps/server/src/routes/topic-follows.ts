import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FollowedTopicsResponseSchema,
  FollowTopicRequestSchema,
  FollowTopicResponseSchema,
  ManageTopicQuerySchema,
  TopicParamsSchema,
  TopicPreviewResponseSchema,
  TopicSearchSchema,
  checkFollowRequest,
} from '@kakyere/contract';
import { badRequest } from '../errors.js';
import { followTopic, listManagedTopics, unfollowManagedTopic } from '../modules/records/alerts/follow-topic.js';
import { previewTopic } from '../modules/records/search/match-topic.js';
import { errorResponses } from './error-responses.js';
import { mailSendingLimit } from './mail-limit.js';

/** "E-mail me when this is said" (issue 30): a search saved as a followed topic, its preview, and the manage page's topics. */
export const topicFollowRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services.alerts;
  app.addHook('onSend', async (_request, reply) => void reply.header('Cache-Control', 'no-store'));

  app.get(
    '/api/search/follow-preview',
    {
      config: { plainValidationMessages: true },
      schema: {
        summary:
          'How many speeches a search (its words and filters, as GET /api/search takes them) found in the 30 days of sittings up to the newest on the site, and that as a weekly rate: what following it would have sent. `busy` above 20 a week',
        querystring: TopicSearchSchema,
        response: { 200: TopicPreviewResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, data: await previewTopic(app.db, request.query) }),
  );

  app.post(
    '/api/search/follow',
    {
      // Following e-mails the address (a confirmation, a welcome): limited as subscribing is.
      config: { plainValidationMessages: true, ...mailSendingLimit(app.config.server) },
      schema: {
        summary:
          "E-mail an address when Parliament says what a search finds: the search (words and filters) becomes a followed topic of the address's subscription, created (no industries needed) or extended, under the same confirmation as following a Member. New matching speeches of newly published sittings are e-mailed at most once each, at once or in the daily digest. `next` says what is left to do",
        body: FollowTopicRequestSchema,
        response: { 200: FollowTopicResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const checked = checkFollowRequest(request.body);
      if (!checked.ok) throw badRequest(checked.message);
      const viewer = await app.readViewer(request);
      const outcome = await followTopic(deps, request.body.search, checked.value, {
        userId: viewer?.uid ?? null,
        consentSource: `follow-topic:${viewer ? 'signed-in' : 'anonymous'}`,
        verifiedEmail: viewer?.emailVerified ? viewer.email : null,
      });
      return {
        success: true as const,
        message: outcome.message,
        ...(outcome.next.length ? { next: outcome.next } : {}),
        data: { topic: outcome.topic, following: outcome.following },
      };
    },
  );

  app.get(
    '/api/notifications/manage/topics',
    {
      schema: {
        summary: 'The searches the subscription of a manage link follows (400 when the link is bad or expired)',
        querystring: ManageTopicQuerySchema,
        response: { 200: FollowedTopicsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, data: await listManagedTopics(deps, request.query.token) }),
  );

  app.delete(
    '/api/notifications/manage/topics/:id',
    {
      schema: {
        summary: 'Stops the subscription of a manage link following a search; answers the searches it still follows (400 when the link is bad or expired)',
        params: TopicParamsSchema,
        querystring: ManageTopicQuerySchema,
        response: { 200: FollowedTopicsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, data: await unfollowManagedTopic(deps, request.query.token, request.params.id) }),
  );
};
