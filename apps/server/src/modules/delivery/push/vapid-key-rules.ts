import { createECDH } from 'node:crypto';
import { base64UrlByteLength } from '@kakyere/contract';

/** An uncompressed P-256 public key (0x04 ‖ x ‖ y), base64url: what browsers take as applicationServerKey. */
export function isVapidPublicKey(value: string): boolean {
  return base64UrlByteLength(value) === 65 && Buffer.from(value, 'base64url')[0] === 0x04;
}

export function isVapidPrivateKey(value: string): boolean {
  return base64UrlByteLength(value) === 32;
}

/** Whether the private key's public half is `publicKey` (a mismatch signs tokens push services refuse). */
export function isVapidKeyPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

/** RFC 8292's contact: a mailto: address or an https: URL (web-push refuses anything else). */
export function isVapidSubject(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'mailto:' ? url.pathname.includes('@') : url.protocol === 'https:';
  } catch {
    return false;
  }
}
