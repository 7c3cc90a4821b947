import { failureMessage, isSignedOut } from '../../../lib/failure-message';

/** A failed profile request: no answer → 'Failed to connect to server'; the server's own text; else the fallback. */
export function profileErrorMessage(error: unknown, fallback: string): string {
  return failureMessage(error, { fallback });
}

/** The session behind the profile has ended (or never was). */
export const isSignedOutError = isSignedOut;
