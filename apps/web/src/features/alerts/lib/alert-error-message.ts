import { MESSAGES, SUBSCRIBE_MESSAGES } from '@kakyere/contract/constants';
import { ApiRequestError, failureOf } from '../../../lib/api-client';

const serverText = (error: unknown) => (error instanceof ApiRequestError && error.failure === 'refused' ? error.serverMessage : undefined);

/** Spec §8: the server's message (its 400 or 429), else 'Failed to subscribe. Please try again later.' (no answer included). */
export function subscribeErrorMessage(error: unknown): string {
  return serverText(error) ?? SUBSCRIBE_MESSAGES.failed;
}

/**
 * A link's page (manage, confirm) could not be read. A 400 is the link itself (bad, expired, or no
 * token); other failures are ours or the network's, and trying again may help.
 */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 400 || error.failure === 'notFound');
}

/** Any other request of the alert pages: no answer, the server's own text, else `fallback`. */
export function alertErrorMessage(error: unknown, fallback: string): string {
  if (failureOf(error) === 'network') return MESSAGES.connectFailed;
  return serverText(error) ?? fallback;
}

/** The unsubscribe button: a token the server does not know (404) or cannot read (400) is a bad link. */
export function unsubscribeErrorMessage(error: unknown): string {
  if (isInvalidLink(error)) return SUBSCRIBE_MESSAGES.unsubscribeLinkInvalid;
  return alertErrorMessage(error, MESSAGES.internalError);
}
