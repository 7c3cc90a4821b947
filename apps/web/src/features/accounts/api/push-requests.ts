import type { PushPublicKeyResponse, PushSubscriptionResponse, PushUnsubscribeResponse, StoredPushSubscription } from '@kakyere/contract';
import { PUSH_PATHS } from '@kakyere/contract/constants';
import { getJson, putJson, requestJson } from '../../../lib/api-client';

/** GET the site's VAPID public key (base64url): what this browser subscribes with. */
export async function fetchPushPublicKey(): Promise<string> {
  return (await getJson<PushPublicKeyResponse>(PUSH_PATHS.publicKey)).data.publicKey;
}

/** PUT this browser's subscription (PushSubscription.toJSON()) for the signed-in reader. */
export async function storePushSubscription(subscription: PushSubscriptionJSON): Promise<StoredPushSubscription> {
  return (await putJson<PushSubscriptionResponse>(PUSH_PATHS.subscription, subscription)).data;
}

/** DELETE this browser's subscription; must run while the session lasts (before signing out). */
export async function deletePushSubscription(endpoint: string): Promise<boolean> {
  return (await requestJson<PushUnsubscribeResponse>(PUSH_PATHS.subscription, { method: 'DELETE', body: { endpoint } })).data.removed;
}
