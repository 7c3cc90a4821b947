import { LEGAL_OPINION_MESSAGES } from '@kakyere/contract/constants';
import { failureMessage } from '../../../lib/failure-message';

/** Spec §8: no answer → 'Failed to connect to server'; the server's own error text; else 'Failed to get legal opinion'. */
export function opinionErrorMessage(error: unknown): string {
  return failureMessage(error, { fallback: LEGAL_OPINION_MESSAGES.failed, showNotFound: true });
}
