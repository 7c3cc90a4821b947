import { z } from 'zod';
import { PUSH_MESSAGES, isP256dhKey, isPushAuthKey, isPushEndpoint } from './push-rules.js';

const endpoint = z.string(PUSH_MESSAGES.endpointInvalid).refine(isPushEndpoint, PUSH_MESSAGES.endpointInvalid);

/**
 * PUT /api/notifications/push/subscription: what `PushSubscription.toJSON()` gives in the browser
 * (the spec's `fcmToken` is its endpoint). `expirationTime` is accepted and not kept: browsers send
 * null, and a subscription that lapses is refused by its push service, which removes it here.
 */
export const PushSubscriptionRequestSchema = z.object({
  endpoint,
  expirationTime: z.number().nullish(),
  keys: z.object(
    {
      p256dh: z.string(PUSH_MESSAGES.p256dhInvalid).refine(isP256dhKey, PUSH_MESSAGES.p256dhInvalid),
      auth: z.string(PUSH_MESSAGES.authInvalid).refine(isPushAuthKey, PUSH_MESSAGES.authInvalid),
    },
    PUSH_MESSAGES.p256dhInvalid,
  ),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequestSchema>;

/** DELETE /api/notifications/push/subscription: the browser's endpoint. */
export const PushUnsubscribeRequestSchema = z.object({ endpoint });
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequestSchema>;

/** A stored subscription as its owner sees it (never its keys). */
export const StoredPushSubscriptionSchema = z.object({
  endpoint: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type StoredPushSubscription = z.infer<typeof StoredPushSubscriptionSchema>;

export const PushSubscriptionResponseSchema = z.object({ success: z.literal(true), data: StoredPushSubscriptionSchema });
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponseSchema>;

export const PushSubscriptionListResponseSchema = z.object({ success: z.literal(true), data: z.array(StoredPushSubscriptionSchema) });
export type PushSubscriptionListResponse = z.infer<typeof PushSubscriptionListResponseSchema>;

/** DELETE answers whether a row was removed (false: it was not stored, or not the reader's). */
export const PushUnsubscribeResponseSchema = z.object({ success: z.literal(true), data: z.object({ removed: z.boolean() }) });
export type PushUnsubscribeResponse = z.infer<typeof PushUnsubscribeResponseSchema>;

/** GET /api/notifications/push/public-key: the VAPID public key browsers subscribe with (base64url). */
export const PushPublicKeyResponseSchema = z.object({ success: z.literal(true), data: z.object({ publicKey: z.string() }) });
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponseSchema>;

/**
 * What a push message carries (encrypted to the browser); the service worker shows `title` and
 * `body` and opens `url` (a path on the site) when the notification is clicked.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** Notifications with the same tag replace each other (one per item). */
  tag?: string;
}
