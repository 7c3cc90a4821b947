import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAGES } from '@kakyere/contract';
import { gsm7Length } from './gsm7.js';

/**
 * A texted confirmation link goes to /p/{token}, which redirects to the page whose button confirms:
 * messaging apps fetch every link for its preview, so opening it must change nothing.
 */
export const PHONE_CONFIRM_PATHS = { short: '/p', page: PAGES.confirmPhone.path } as const;

/** How long a confirmation link works (saving the settings again texts a new one). */
const LINK_HOURS = 72;
const ID_BYTES = 16;
const EXPIRY_BYTES = 4;
const MAC_BYTES = 12;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A token short enough for a 160-character SMS (43 characters, where a JSON token like the manage
 * link's takes 150): the subscription id, an expiry, and 96 bits of an HMAC over them and the phone
 * number, with the key the other signed links use and a purpose of its own. The number is not in
 * the token: it is checked against the subscription's number when the link is used, so a link sent
 * to a number the subscription no longer has does not confirm anything.
 */
export function signPhoneToken(secret: string, subscriptionId: string, phone: string, expiresAt = new Date(Date.now() + LINK_HOURS * 3_600_000)): string {
  if (!UUID.test(subscriptionId)) throw new Error(`not a subscription id: ${subscriptionId}`);
  const id = Buffer.from(subscriptionId.replace(/-/g, ''), 'hex');
  const expiry = Buffer.alloc(EXPIRY_BYTES);
  expiry.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000));
  return Buffer.concat([id, expiry, mac(secret, id, expiry, phone)]).toString('base64url');
}

export interface PhoneToken {
  subscriptionId: string;
  id: Buffer;
  expiry: Buffer;
  signature: Buffer;
}

/** The subscription a token names, before anything is checked; null when it is not a token at all. */
export function parsePhoneToken(token: string): PhoneToken | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // One spelling per token: the last character's unused bits must be zero (else two links, one token).
  if (bytes.length !== ID_BYTES + EXPIRY_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return null;
  const id = bytes.subarray(0, ID_BYTES);
  const hex = id.toString('hex');
  return {
    subscriptionId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    id,
    expiry: bytes.subarray(ID_BYTES, ID_BYTES + EXPIRY_BYTES),
    signature: bytes.subarray(ID_BYTES + EXPIRY_BYTES),
  };
}

/** Whether the token was signed for this number and has not expired. */
export function phoneTokenHolds(secret: string, token: PhoneToken, phone: string, now = new Date()): boolean {
  if (token.expiry.readUInt32BE(0) * 1000 < now.getTime()) return false;
  return timingSafeEqual(token.signature, mac(secret, token.id, token.expiry, phone));
}

export const phoneConfirmLink = (publicUrl: string, token: string) => `${publicUrl}${PHONE_CONFIRM_PATHS.short}/${token}`;

/**
 * The confirmation text: GSM-7 only ('Kakyere', not 'Kakyerɛ') and one 160-character part with the
 * link whole; the closing words go first when a long PUBLIC_URL needs the room.
 */
export function renderPhoneConfirmationText(link: string): string {
  const full = `Kakyere: confirm this number for Parliament alerts: ${link} Not you? Ignore this.`;
  return gsm7Length(full) <= 160 ? full : `Kakyere alerts: confirm ${link}`;
}

const mac = (secret: string, id: Buffer, expiry: Buffer, phone: string) =>
  createHmac('sha256', `kakyere-link:${secret}`).update('phone-confirm\0').update(id).update(expiry).update(phone).digest().subarray(0, MAC_BYTES);
