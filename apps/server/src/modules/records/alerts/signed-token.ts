import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A short signed token for links e-mailed to a subscriber (manage, apply changes): what it is for,
 * what it carries and until when, signed with the site's secret. Unsubscribe links do not use this:
 * they are random, stored, single-purpose and never expire.
 */
export function signToken(secret: string, purpose: string, data: Record<string, unknown>, expiresAt: Date): string {
  const body = Buffer.from(JSON.stringify({ p: purpose, d: data, e: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The token's data when its signature, purpose and expiry hold; null otherwise (never throws). */
export function readToken<T extends Record<string, unknown>>(secret: string, purpose: string, token: string, now = new Date()): T | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p?: unknown; d?: unknown; e?: unknown };
    if (parsed.p !== purpose || typeof parsed.e !== 'number' || parsed.e * 1000 < now.getTime()) return null;
    return typeof parsed.d === 'object' && parsed.d !== null ? (parsed.d as T) : null;
  } catch {
    return null;
  }
}

const mac = (secret: string, body: string) => createHmac('sha256', `kakyere-link:${secret}`).update(body).digest('base64url');
