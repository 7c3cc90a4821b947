import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const SITE_ORIGIN = 'http://localhost:3000';

/** The `name=value` pairs a response sets, for the next request's Cookie header (a tiny cookie jar). */
export function cookiesFrom(response: LightMyRequestResponse, jar: Map<string, string> = new Map()): Map<string, string> {
  const set = response.headers['set-cookie'];
  for (const line of Array.isArray(set) ? set : set ? [set] : []) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index);
    const value = pair.slice(index + 1);
    if (/max-age=0/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}

export const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Posts JSON to a Better Auth endpoint as the site's own page would (same origin). */
export function postAuth(app: FastifyInstance, path: string, payload: object, options: { jar?: Map<string, string>; headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { origin: SITE_ORIGIN, ...(options.jar ? { cookie: cookieHeader(options.jar) } : {}), ...options.headers },
    payload,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

let counter = 0;
/** A different client address each time: the auth rate limits are on in tests as in `npm start`. */
export const nextClientAddress = () => `198.51.100.${(counter++ % 250) + 1}`;

/** A new account, signed in (from its own client address): its cookie jar and e-mail address. */
export async function signUp(app: FastifyInstance, fields: Partial<{ name: string; email: string; password: string }> = {}) {
  const remoteAddress = nextClientAddress();
  const email = fields.email ?? `reader${counter}-${Date.now()}@example.org`;
  const password = fields.password ?? 'secret1';
  const response = await postAuth(app, '/sign-up/email', { name: fields.name ?? 'Ama Mensah', email, password, callbackURL: '/verify-email' }, { remoteAddress });
  if (response.statusCode !== 200) throw new Error(`sign-up answered ${response.statusCode}: ${response.body}`);
  return { jar: cookiesFrom(response), email, password, response };
}
