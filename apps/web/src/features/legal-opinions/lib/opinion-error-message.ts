import { LEGAL_OPINION_MESSAGES, MESSAGES } from '@kakyere/contract/constants';
import { ApiRequestError, failureOf } from '../../../lib/api-client';

/** Spec §8: no answer → 'Failed to connect to server'; the server's own error text; else 'Failed to get legal opinion'. */
export function opinionErrorMessage(error: unknown): string {
  const failure = failureOf(error);
  if (failure === 'network') return MESSAGES.connectFailed;
  if (error instanceof ApiRequestError && error.serverMessage && (failure === 'refused' || failure === 'notFound')) {
    return error.serverMessage;
  }
  return LEGAL_OPINION_MESSAGES.failed;
}
