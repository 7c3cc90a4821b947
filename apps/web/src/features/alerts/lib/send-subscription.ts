import { SUBSCRIBE_MESSAGES, type CheckedSubscription } from '@kakyere/contract/constants';
import { subscribeErrorMessage } from './alert-error-message';
import { fieldOfMessage, initialSubscribeFields, subscribeBody, type SubscribeBody, type SubscribeField, type SubscribeFields } from './subscribe-fields';
import type { FormMessage } from './use-form-message';

export interface SubscribeOutcome {
  /** The form's next fields: spec §5's defaults after a success; absent (kept as typed) after a failure. */
  fields?: SubscribeFields;
  message: FormMessage<SubscribeField>;
}

/**
 * Sends checked choices and says what the form shows next: after a success the spec's text and
 * the defaults again (spec §5); after a failure the server's message, else the spec's fallback (§8),
 * beside the field it is about when it is one of the form's own checks.
 */
export async function sendSubscription(value: CheckedSubscription, send: (body: SubscribeBody) => Promise<{ next?: string[] } | unknown>): Promise<SubscribeOutcome> {
  try {
    const answer = await send(subscribeBody(value));
    // The spec's text stays first and exactly as written; the server's next steps follow it.
    const next = typeof answer === 'object' && answer !== null && Array.isArray((answer as { next?: unknown }).next) ? ((answer as { next: string[] }).next) : [];
    return { fields: initialSubscribeFields(), message: { kind: 'success', text: SUBSCRIBE_MESSAGES.success, ...(next.length ? { next } : {}) } };
  } catch (error) {
    const text = subscribeErrorMessage(error);
    return { message: { kind: 'error', text, field: fieldOfMessage(text) } };
  }
}
