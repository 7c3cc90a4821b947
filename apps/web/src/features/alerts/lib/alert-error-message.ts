import { MESSAGES, SUBSCRIBE_MESSAGES } from '@kakyere/contract/constants';
import { isNotFound } from '../../../lib/api-client';
import { failureMessage, isBadRequest } from '../../../lib/failure-message';

/** Spec §8: the server's message (its 400 or 429), else 'Failed to subscribe. Please try again later.' (no answer included). */
export function subscribeErrorMessage(error: unknown): string {
  return failureMessage(error, { fallback: SUBSCRIBE_MESSAGES.failed, network: SUBSCRIBE_MESSAGES.failed });
}

/**
 * A link's page (manage, confirm) could not be read. A 400 is the link itself (bad, expired, or no
 * token); other failures are ours or the network's, and trying again may help.
 */
export function isInvalidLink(error: unknown): boolean {
  return isBadRequest(error) || isNotFound(error);
}

/** Any other request of the alert pages: no answer, the server's own text, else `fallback`. */
export function alertErrorMessage(error: unknown, fallback: string): string {
  return failureMessage(error, { fallback });
}

/** The unsubscribe button: a token the server does not know (404) or cannot read (400) is a bad link. */
export function unsubscribeErrorMessage(error: unknown): string {
  if (isInvalidLink(error)) return SUBSCRIBE_MESSAGES.unsubscribeLinkInvalid;
  return alertErrorMessage(error, MESSAGES.internalError);
}
