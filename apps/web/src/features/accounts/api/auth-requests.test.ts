import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInWithEmail, signUpWithEmail, startGoogleSignIn } from './auth-requests';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string) {
  const fetch = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe("Better Auth's endpoints", () => {
  it('posts JSON to /api/auth and returns the answer', async () => {
    const fetch = answer(200, '{"token":"t","user":{"id":"u1"}}');
    const result = await signUpWithEmail({ name: 'Ama', email: 'ama@example.com', password: 'secret1' });
    expect(result).toEqual({ ok: true, data: { token: 't', user: { id: 'u1' } } });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/sign-up/email');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Ama', email: 'ama@example.com', password: 'secret1', callbackURL: '/verify-email' });
  });

  it("keeps the server's code and message when it refuses", async () => {
    answer(401, '{"code":"INVALID_EMAIL_OR_PASSWORD","message":"Invalid email or password"}');
    expect(await signInWithEmail({ email: 'a@b.co', password: 'x' })).toEqual({
      ok: false,
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    answer(429, '{"message":"Too many requests. Please try again later."}');
    expect(await signInWithEmail({ email: 'a@b.co', password: 'x' })).toEqual({
      ok: false,
      status: 429,
      message: 'Too many requests. Please try again later.',
    });
  });

  it('reads no answer as status 0 without a message, and an unreadable one by its status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await signInWithEmail({ email: 'a@b.co', password: 'x' })).toEqual({ ok: false, status: 0 });
    answer(502, '<h1>Bad gateway</h1>');
    expect(await signInWithEmail({ email: 'a@b.co', password: 'x' })).toEqual({ ok: false, status: 502 });
  });

  it('starts Google sign-in from the page that will show its errors', async () => {
    const fetch = answer(400, '{"code":"GOOGLE_NOT_CONFIGURED","message":"Not available"}');
    expect(await startGoogleSignIn('/signup')).toMatchObject({ ok: false, status: 400, code: 'GOOGLE_NOT_CONFIGURED' });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/sign-in/social');
    expect(JSON.parse(init.body as string)).toEqual({ provider: 'google', callbackURL: '/', newUserCallbackURL: '/', errorCallbackURL: '/signup' });
  });
});
