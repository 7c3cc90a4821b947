import { MESSAGES } from '@kakyere/contract/constants';
import { ApiRequestError, failureOf } from '../../../lib/api-client';

/** A failed profile request: no answer → 'Failed to connect to server'; the server's own text; else the fallback. */
export function profileErrorMessage(error: unknown, fallback: string): string {
  if (failureOf(error) === 'network') return MESSAGES.connectFailed;
  if (error instanceof ApiRequestError && error.failure === 'refused' && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** The session behind the profile has ended (or never was). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}
