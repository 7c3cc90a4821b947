import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PUSH_MESSAGES,
  PUSH_PATHS,
  PushPublicKeyResponseSchema,
  PushSubscriptionListResponseSchema,
  PushSubscriptionRequestSchema,
  PushSubscriptionResponseSchema,
  PushUnsubscribeRequestSchema,
  PushUnsubscribeResponseSchema,
  type SignedInUser,
} from '@kakyere/contract';
import { unauthenticated } from '../errors.js';
import { listPushSubscriptions } from '../modules/delivery/push/list-push-subscriptions.js';
import { removePushSubscription } from '../modules/delivery/push/remove-push-subscription.js';
import { savePushSubscription } from '../modules/delivery/push/save-push-subscription.js';
import { errorResponses } from './error-responses.js';

/** Browser push for signed-in readers: the VAPID public key, and this browser's subscription stored or removed. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  // Checked before the body is validated, so a signed-out caller always hears 401.
  const viewers = new WeakMap<FastifyRequest, SignedInUser>();
  const signedIn = async (request: FastifyRequest) => {
    const user = await app.readViewer(request);
    if (!user) throw unauthenticated(PUSH_MESSAGES.signInRequired);
    viewers.set(request, user);
  };
  const viewerOf = (request: FastifyRequest) => {
    const user = viewers.get(request);
    if (!user) throw unauthenticated(PUSH_MESSAGES.signInRequired);
    return user;
  };

  app.get(
    PUSH_PATHS.publicKey,
    { schema: { summary: 'The VAPID public key (base64url) browsers subscribe to push notifications with', response: { 200: PushPublicKeyResponseSchema, ...errorResponses() } } },
    async () => ({ success: true as const, data: { publicKey: app.services.push.vapid.publicKey } }),
  );

  app.get(
    PUSH_PATHS.subscriptions,
    {
      onRequest: signedIn,
      schema: { summary: 'The signed-in reader’s browsers that receive push notifications (endpoints, never keys); 401 when signed out', response: { 200: PushSubscriptionListResponseSchema, ...errorResponses(401) } },
    },
    async (request) => ({ success: true as const, data: await listPushSubscriptions(app.db, viewerOf(request).uid) }),
  );

  app.put(
    PUSH_PATHS.subscription,
    {
      onRequest: signedIn,
      schema: {
        summary: 'Stores this browser’s push subscription (PushSubscription.toJSON(); the spec’s fcmToken) for the signed-in reader, replacing what the browser stored before',
        body: PushSubscriptionRequestSchema,
        response: { 200: PushSubscriptionResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await savePushSubscription(app.db, viewerOf(request).uid, request.body) }),
  );

  app.delete(
    PUSH_PATHS.subscription,
    {
      onRequest: signedIn,
      schema: {
        summary: 'Removes this browser’s push subscription (at logout); `removed` is false when the reader had none at that endpoint',
        body: PushUnsubscribeRequestSchema,
        response: { 200: PushUnsubscribeResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: { removed: await removePushSubscription(app.db, viewerOf(request).uid, request.body.endpoint) } }),
  );
};
