import { describe, expect, it } from 'vitest';
import { base64UrlByteLength, isP256dhKey, isPushAuthKey, isPushEndpoint } from './push-rules.js';

const base64url = (values: number[]) => btoa(String.fromCharCode(...values)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const bytes = (n: number, first = 4) => base64url([first, ...Array<number>(n - 1).fill(9)]);

describe('push subscription shapes', () => {
  it('measures base64url, with or without padding, and refuses other alphabets', () => {
    expect(base64UrlByteLength(bytes(65))).toBe(65);
    expect(base64UrlByteLength(`${bytes(16)}==`)).toBe(16);
    expect(base64UrlByteLength('ab+/')).toBeNull();
    expect(base64UrlByteLength('abcde')).toBeNull();
    expect(base64UrlByteLength('')).toBeNull();
  });

  it('takes an uncompressed P-256 key (65 bytes from 0x04) and a 16-byte auth secret', () => {
    expect(isP256dhKey(bytes(65))).toBe(true);
    expect(isP256dhKey(bytes(65, 2))).toBe(false);
    expect(isP256dhKey(bytes(33))).toBe(false);
    expect(isPushAuthKey(bytes(16))).toBe(true);
    expect(isPushAuthKey(bytes(32))).toBe(false);
  });

  it("takes a push service's https endpoint, never a local or private address", () => {
    expect(isPushEndpoint('https://fcm.googleapis.com/fcm/send/abc:def')).toBe(true);
    expect(isPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/gAAAA')).toBe(true);
    for (const bad of ['http://fcm.googleapis.com/x', 'https://localhost/x', 'https://push.localhost/x', 'https://127.0.0.1/x', 'https://0x7f.1/x', 'https://[::1]/x', 'https://10.0.0.8/x', 'https://intranet/x', 'https://a:b@push.example.org/x', 'not a url']) {
      expect(isPushEndpoint(bad), bad).toBe(false);
    }
  });
});
