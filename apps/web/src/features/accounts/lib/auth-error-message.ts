import type { AuthFailure } from '../api/post-auth';

/** The server's own message for a refused request (Better Auth's, a 429's), else the screen's fallback. */
export function authErrorMessage(failure: AuthFailure, fallback: string): string {
  return failure.message?.trim() || fallback;
}
