/**
 * Thin wrappers for Better Auth's JSON endpoints under /api/auth (same origin, so the session
 * cookie goes along and comes back). Every call resolves, never throws: a refusal carries the
 * server's `{ code, message }`, and no answer at all (offline, reset) is status 0 without a message.
 */
export interface AuthFailure {
  ok: false;
  /** HTTP status, or 0 when no answer came. */
  status: number;
  message?: string;
  code?: string;
}

export type AuthResult<T> = { ok: true; data: T } | AuthFailure;

const AUTH_BASE = '/api/auth';

function readFailure(status: number, body: unknown): AuthFailure {
  const failure: AuthFailure = { ok: false, status };
  if (typeof body !== 'object' || body === null) return failure;
  const fields = body as Record<string, unknown>;
  // Better Auth words failures as `message`; the site's own routes (a 429 from its limiter) as `error`.
  const message = typeof fields.message === 'string' ? fields.message : typeof fields.error === 'string' ? fields.error : '';
  if (message.trim()) failure.message = message;
  if (typeof fields.code === 'string' && fields.code) failure.code = fields.code;
  return failure;
}

export async function postAuth<T>(path: string, body: unknown): Promise<AuthResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${AUTH_BASE}${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  let answer: unknown = null;
  try {
    answer = await response.json();
  } catch {
    // An empty or non-JSON body: the status says enough.
  }
  return response.ok ? { ok: true, data: answer as T } : readFailure(response.status, answer);
}

/** Ends the session (the server clears the cookie). Here rather than beside the others: the header needs it on every page. */
export const signOutRequest = () => postAuth<unknown>('/sign-out', {});
