import { ACCOUNT_MESSAGES } from '@kakyere/contract/constants';

/** Which page a Google round trip started on (and comes back to when it fails). */
export type GoogleFlow = 'signIn' | 'signUp';

/**
 * After a failed Google round trip the provider flow sends the reader back to /login or /signup
 * with `?error=<code>&error_description=<text>`: the description when there is one, else spec §8's
 * text for that page. Null when the address carries no error.
 */
export function googleErrorMessage(search: URLSearchParams, flow: GoogleFlow): string | null {
  if (!search.has('error')) return null;
  const description = search.get('error_description')?.trim();
  if (description) return description;
  return flow === 'signUp' ? ACCOUNT_MESSAGES.googleSignUpFailed : ACCOUNT_MESSAGES.googleSignInFailed;
}
