/**
 * Browser push: the notification prompt's texts (spec §2 "Notification prompt"), the API's paths and
 * the shape rules of a push subscription (RFC 8030 endpoint, RFC 8291 keys). No zod, so the web app
 * and the service worker's caller can use them.
 */
export const NOTIFICATION_PROMPT_TEXTS = {
  title: 'Stay Updated',
  body: 'Get instant alerts when new parliamentary documents, bills, or hansards are published.',
  enable: 'Enable Notifications',
  enabling: 'Enabling...',
  notNow: 'Not Now',
  close: 'Close',
  note: 'You can change this anytime in your browser settings',
} as const;

export const PUSH_PATHS = {
  publicKey: '/api/notifications/push/public-key',
  /** PUT stores this browser's subscription for the signed-in reader; DELETE removes it. */
  subscription: '/api/notifications/push/subscription',
  /** GET: the signed-in reader's subscriptions (one per browser). */
  subscriptions: '/api/notifications/push/subscriptions',
} as const;

export const PUSH_LIMITS = {
  /** Push services' endpoints are a few hundred characters; anything near this is not one. */
  maxEndpointLength: 2048,
  /** An uncompressed P-256 point (0x04 ‖ x ‖ y): 65 bytes, 87 base64url characters. */
  p256dhBytes: 65,
  /** The authentication secret: 16 bytes, 22 base64url characters. */
  authBytes: 16,
  /** Browsers one account keeps subscribed; storing another drops the one stored longest ago. */
  maxPerUser: 10,
} as const;

export const PUSH_MESSAGES = {
  signInRequired: 'Please sign in to receive notifications.',
  endpointInvalid: 'The push subscription endpoint must be an https URL of a push service',
  p256dhInvalid: 'The p256dh key must be a base64url P-256 public key (65 bytes)',
  authInvalid: 'The auth key must be a base64url secret of 16 bytes',
} as const;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The number of bytes a base64url text (padding allowed) decodes to, or null when it is not one. */
export function base64UrlByteLength(value: string): number | null {
  const text = value.replace(/={1,2}$/, '');
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  return Math.floor((text.length * 3) / 4);
}

/** An uncompressed P-256 point starts with 0x04, whose first six bits are base64 'B'. */
export function isP256dhKey(value: string): boolean {
  return base64UrlByteLength(value) === PUSH_LIMITS.p256dhBytes && value.startsWith('B');
}

export function isPushAuthKey(value: string): boolean {
  return base64UrlByteLength(value) === PUSH_LIMITS.authBytes;
}

/**
 * A push service's endpoint: https, no credentials, and a host name. The server POSTs to it, so
 * addresses on this machine or a private network (localhost, IP literals) are refused.
 */
export function isPushEndpoint(value: string): boolean {
  if (value.length > PUSH_LIMITS.maxEndpointLength) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.startsWith('[') || /^[\d.]+$/.test(host)) return false;
  return host.includes('.');
}
