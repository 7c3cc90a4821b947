/**
 * Who is signed in: the signed-in user, or null. The server renderer fills this key from the
 * session cookie, so a page arrives with the right header and the browser does not ask again.
 */
export const viewerQueryKey = ['viewer'] as const;

/** The profile screen's data (GET /api/me/profile); dropped whenever the account changes. */
export const profileQueryKey = ['profile'] as const;
