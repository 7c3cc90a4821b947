import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConfirmChangesResponseSchema,
  ManageSubscriptionRequestSchema,
  MessageErrorResponseSchema,
  MySubscriptionResponseSchema,
  NotificationMessageResponseSchema,
  SUBSCRIBE_MESSAGES,
  SubscribeRequestSchema,
  SubscribeResponseSchema,
  SubscriptionResponseSchema,
  SubscriptionTokenSchema,
  checkSubscribeRequest,
} from '@kakyere/contract';
import { badRequest } from '../errors.js';
import {
  applyChanges,
  previewChanges,
  readManagedSubscription,
  saveManagedSubscription,
  sendManageLink,
  stopManagedSubscription,
  unsubscribe,
} from '../modules/records/alerts/manage-subscription.js';
import { confirmPhone } from '../modules/records/alerts/confirm-phone.js';
import { PHONE_CONFIRM_PATHS } from '../modules/records/alerts/phone-link.js';
import { subscribe } from '../modules/records/alerts/subscribe.js';
import { selectSubscriptionByUser, toSubscription } from '../modules/records/alerts/subscription-repository.js';
import { errorResponses } from './error-responses.js';
import { mailSendingLimit } from './mail-limit.js';

/** Alert subscriptions: subscribing (spec §7), one-click unsubscribing, the e-mailed manage links and the texted phone confirmations. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058's one-click POST is a form body (List-Unsubscribe=One-Click); parsed in this scope only.
  await app.register(formBody, { bodyLimit: 1024 });
  const deps = app.services.alerts;
  // Subscribing and asking for links send e-mail: a tight limit per client.
  const mailLimit = mailSendingLimit(app.config.server);
  const noStore = async (_request: unknown, reply: { header(name: string, value: string): unknown }) => void reply.header('Cache-Control', 'no-store');
  app.addHook('onSend', noStore);

  app.post(
    '/api/notifications/subscribe',
    {
      config: { errorEnvelope: 'message', plainValidationMessages: true, ...mailLimit },
      schema: {
        summary: "Subscribe an address to alerts for industries (spec §7). 201 with the spec's success text; an address that already has a subscription gets the same answer and an e-mailed link to apply the new choices",
        body: SubscribeRequestSchema,
        response: { 201: SubscribeResponseSchema, 400: MessageErrorResponseSchema, 429: MessageErrorResponseSchema, 500: MessageErrorResponseSchema, 503: MessageErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const checked = checkSubscribeRequest(request.body);
      if (!checked.ok) throw badRequest(checked.message);
      const viewer = await app.readViewer(request);
      const { next } = await subscribe(deps, checked.value, {
        userId: viewer?.uid ?? null,
        consentSource: `subscribe-form:${viewer ? 'signed-in' : 'anonymous'}`,
        verifiedEmail: viewer?.emailVerified ? viewer.email : null,
      });
      // The spec's text first and exactly; what is left to do (confirm the address, the changes, the number) after it.
      return reply.code(201).send({ success: true as const, message: SUBSCRIBE_MESSAGES.success, ...(next.length ? { next } : {}) });
    },
  );

  app.post(
    '/api/notifications/unsubscribe',
    {
      // Posted by a mail client from wherever it runs (RFC 8058); the signed token is the authority.
      config: { crossSiteAllowed: true },
      schema: {
        summary: 'One-click unsubscribe (the link of every alert, and RFC 8058 List-Unsubscribe-Post): 200, never a redirect',
        querystring: SubscriptionTokenSchema,
        response: { 200: NotificationMessageResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await unsubscribe(deps, request.query.token);
      return { success: true as const, message: SUBSCRIBE_MESSAGES.unsubscribed };
    },
  );

  app.get(
    '/u/:token',
    { schema: { hide: true, params: z.object({ token: z.string().min(1).max(100) }) } },
    // The short stop link of an SMS: the unsubscribe page, which asks before it unsubscribes.
    async (request, reply) => reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.params.token)}`, 303),
  );

  app.get(
    `${PHONE_CONFIRM_PATHS.short}/:token`,
    { schema: { hide: true, params: z.object({ token: z.string().min(1).max(100) }) } },
    // The short link of a confirmation text: the page whose button confirms. Opening it confirms
    // nothing, as WhatsApp and SMS apps fetch every link for its preview.
    async (request, reply) => reply.redirect(`${PHONE_CONFIRM_PATHS.page}?token=${encodeURIComponent(request.params.token)}`, 303),
  );

  app.post(
    '/api/notifications/phone/confirm',
    {
      schema: {
        summary: 'Confirms the phone number a texted link was sent to; SMS and WhatsApp alerts go to it from then on (400 when the link is bad, expired, or for a number the subscription no longer has)',
        body: SubscriptionTokenSchema,
        response: { 200: NotificationMessageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await confirmPhone(deps, request.body.token);
      return { success: true as const, message: SUBSCRIBE_MESSAGES.phoneConfirmed };
    },
  );

  app.get(
    '/api/notifications/manage',
    { schema: { summary: 'The subscription a manage link is for (400 when the link is bad or expired)', querystring: SubscriptionTokenSchema, response: { 200: SubscriptionResponseSchema, ...errorResponses(400) } } },
    async (request) => ({ success: true as const, data: await readManagedSubscription(deps, request.query.token) }),
  );

  app.put(
    '/api/notifications/manage',
    {
      config: { plainValidationMessages: true },
      schema: { summary: "Saves a subscription's industries, channels, phone and frequency (the subscribe form's rules)", body: ManageSubscriptionRequestSchema, response: { 200: SubscriptionResponseSchema, ...errorResponses(400) } },
    },
    async (request) => {
      const { token, ...choices } = request.body;
      return { success: true as const, data: await saveManagedSubscription(deps, token, choices) };
    },
  );

  app.delete(
    '/api/notifications/manage',
    { schema: { summary: 'Stops every alert of the subscription a manage link is for', querystring: SubscriptionTokenSchema, response: { 200: SubscriptionResponseSchema, ...errorResponses(400) } } },
    async (request) => ({ success: true as const, data: await stopManagedSubscription(deps, request.query.token) }),
  );

  app.post(
    '/api/notifications/manage-link',
    {
      config: { plainValidationMessages: true, ...mailLimit },
      schema: {
        summary: 'E-mails a fresh manage link to an address that has a subscription; the same answer for one that has none',
        body: z.object({ email: z.string(SUBSCRIBE_MESSAGES.emailRequired).trim().min(1, SUBSCRIBE_MESSAGES.emailRequired).max(254, SUBSCRIBE_MESSAGES.emailInvalid) }),
        response: { 200: NotificationMessageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await sendManageLink(deps, request.body.email);
      return { success: true as const, message: SUBSCRIBE_MESSAGES.manageLinkSent };
    },
  );

  app.get(
    '/api/notifications/confirm',
    { schema: { summary: 'What an e-mailed confirmation link would change', querystring: SubscriptionTokenSchema, response: { 200: ConfirmChangesResponseSchema, ...errorResponses(400) } } },
    async (request) => ({ success: true as const, data: await previewChanges(deps, request.query.token) }),
  );

  app.post(
    '/api/notifications/confirm',
    { schema: { summary: 'Applies the choices an e-mailed confirmation link carries', body: SubscriptionTokenSchema, response: { 200: SubscriptionResponseSchema, ...errorResponses(400) } } },
    async (request) => ({ success: true as const, data: await applyChanges(deps, request.body.token) }),
  );

  app.get(
    '/api/me/subscription',
    { schema: { summary: 'The alert subscription linked to the signed-in account, or null (also null when signed out)', response: { 200: MySubscriptionResponseSchema, ...errorResponses() } } },
    async (request) => {
      const viewer = await app.readViewer(request);
      const row = viewer ? await selectSubscriptionByUser(app.db, viewer.uid) : undefined;
      return { success: true as const, data: row ? toSubscription(row) : null };
    },
  );
};
