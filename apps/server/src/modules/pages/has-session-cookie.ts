/**
 * The cookie a signed-in reader's browser sends (set by accounts). A page for them may show what is
 * theirs, so it is rendered for them alone: never from or into the shared page cache, and never
 * kept by a proxy or the browser's HTTP cache.
 */
export const SESSION_COOKIE_NAME = 'kakyere_session';

/** Whether a Cookie header carries the session cookie (with any value; `__Secure-` on an https site). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => {
    const name = pair.trim();
    return name.startsWith(`${SESSION_COOKIE_NAME}=`) || name.startsWith(`__Secure-${SESSION_COOKIE_NAME}=`);
  });
}
