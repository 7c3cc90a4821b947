import type { ConfirmChangesResponse, MySubscriptionResponse, Subscription, SubscriptionResponse } from '@kakyere/contract';
import type { AlertFrequency } from '@kakyere/contract/constants';
import { deleteJson, getJson, postForMessage, postJson, putJson } from '../../../lib/api-client';
import type { Channels, SubscribeBody } from '../lib/subscribe-fields';

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** POST /api/notifications/subscribe (spec §7): the sentence to show, and what is left to do (confirm the address, …). */
export async function subscribe(body: SubscribeBody): Promise<{ message: string; next: string[] }> {
  const answer = (await postForMessage('/api/notifications/subscribe', body)) as { message: string; next?: unknown };
  const next = Array.isArray(answer.next) ? answer.next.filter((line): line is string => typeof line === 'string') : [];
  return { message: answer.message, next };
}

/** POST /api/notifications/manage-link: the same sentence whether or not the address has a subscription. */
export async function requestManageLink(email: string): Promise<string> {
  return (await postForMessage('/api/notifications/manage-link', { email })).message;
}

/** POST /api/notifications/unsubscribe?token= (the link in every alert); a 404 is an unknown token. */
export async function unsubscribe(token: string): Promise<string> {
  return (await postForMessage(withToken('/api/notifications/unsubscribe', token))).message;
}

export async function getManagedSubscription(token: string, signal?: AbortSignal): Promise<Subscription> {
  return (await getJson<SubscriptionResponse>(withToken('/api/notifications/manage', token), signal)).data;
}

/** What the manage page saves: the subscribe form's choices, plus how often. */
export interface ManageChoices {
  industries: string[];
  notificationPreferences: Channels;
  phone: string | null;
  frequency: AlertFrequency;
}

/** PUT /api/notifications/manage: saving also starts stopped alerts again. */
export async function saveManagedSubscription(token: string, choices: ManageChoices): Promise<Subscription> {
  return (await putJson<SubscriptionResponse>('/api/notifications/manage', { token, ...choices })).data;
}

/** DELETE /api/notifications/manage: every alert stopped; the subscription comes back with active false. */
export async function stopManagedSubscription(token: string): Promise<Subscription> {
  return (await deleteJson<SubscriptionResponse>(withToken('/api/notifications/manage', token))).data;
}

export async function getProposedChanges(token: string, signal?: AbortSignal): Promise<ConfirmChangesResponse['data']> {
  return (await getJson<ConfirmChangesResponse>(withToken('/api/notifications/confirm', token), signal)).data;
}

/** POST /api/notifications/confirm: the e-mailed choices applied. */
export async function applyProposedChanges(token: string): Promise<Subscription> {
  return (await postJson<SubscriptionResponse>('/api/notifications/confirm', { token })).data;
}

/** POST /api/notifications/phone/confirm: the texted link's number confirmed; a 400 is a bad, expired or outdated link. */
export async function confirmPhone(token: string): Promise<string> {
  return (await postForMessage('/api/notifications/phone/confirm', { token })).message;
}

/** GET /api/me/subscription: the signed-in account's subscription, or null. */
export async function getMySubscription(signal?: AbortSignal): Promise<Subscription | null> {
  return (await getJson<MySubscriptionResponse>('/api/me/subscription', signal)).data;
}
