import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate as generateCertificate } from 'selfsigned';

/**
 * A browser's side of Web Push, done with node:crypto: the P-256 key pair and 16-byte auth secret a
 * browser subscribes with, and the decryption of what a push service hands it (RFC 8291 on RFC 8188's
 * aes128gcm). Only the holder of the private key and secret can read a message.
 */
export interface PushBrowser {
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): string;
}

export function createPushBrowser(): PushBrowser {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt: (body) => decryptAes128gcm(body, { ecdh, publicKey, authSecret }),
  };
}

function decryptAes128gcm(body: Buffer, browser: { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; authSecret: Buffer }): string {
  // RFC 8188 §2.1 header: salt (16) | record size (4) | key id length (1) | key id (the server's public key).
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  // RFC 8291 §3.3–3.4: the ECDH secret and the auth secret give the input keying material…
  const ecdhSecret = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, browser.authSecret, keyInfo, 32));
  // …and RFC 8188 §2.2–2.3 the content-encryption key and nonce (one record, sequence number 0).
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** What a VAPID Authorization header (`vapid t=<JWT>, k=<key>`, RFC 8292) says, once its signature verifies. */
export interface VapidClaims {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
}

/** Verifies the ES256 token against the key the header names; throws if it does not verify. */
export function verifyVapidAuthorization(header: string | undefined): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const [head, payload, signature] = token.split('.') as [string, string, string];
  const ok = verify('sha256', Buffer.from(`${head}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('the VAPID token does not verify against its key');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') throw new Error(`VAPID token signed with ${header_.alg}`);
  return { publicKey, claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims['claims'] };
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface LocalPushService {
  /** https://127.0.0.1:PORT: endpoints are this plus a path. */
  origin: string;
  /** Trusts this service's self-signed certificate (and nothing else). */
  agent: Agent;
  received: ReceivedPush[];
  /** Answer the next request with this status (and headers) instead of 201. */
  answerNext(status: number, headers?: Record<string, string>): void;
  /** Never answer the next request (a push service that hangs). */
  hangNext(): void;
  close(): Promise<void>;
}

/** A push service on 127.0.0.1 over HTTPS with a certificate made for this run: web-push speaks HTTPS only. */
export async function startLocalPushService(): Promise<LocalPushService> {
  const pems = await generateCertificate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const received: ReceivedPush[] = [];
  const answers: ({ status: number; headers: Record<string, string> } | 'hang')[] = [];
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      const answer = answers.shift() ?? { status: 201, headers: {} };
      if (answer === 'hang') return;
      response.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new Agent({ ca: pems.cert, keepAlive: false });
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    agent,
    received,
    answerNext: (status, headers = {}) => void answers.push({ status, headers }),
    hangNext: () => void answers.push('hang'),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
