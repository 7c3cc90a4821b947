import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PUSH_LIMITS, PUSH_MESSAGES, PUSH_PATHS } from '@kakyere/contract';
import { cookieHeader, signUp, SITE_ORIGIN } from '../accounts/inject-session.js';
import { createTestApp, type TestApp } from '../test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_ON_START: 'false' });
});
afterAll(() => t?.close());

/** What PushSubscription.toJSON() gives in a browser subscribed at a push service. */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`) {
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

type Jar = Map<string, string>;
const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, options: { jar?: Jar; payload?: unknown; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method,
    url,
    headers: { origin: SITE_ORIGIN, ...(options.jar ? { cookie: cookieHeader(options.jar) } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
const store = (jar: Jar | undefined, payload: unknown, headers?: Record<string, string>) => send('PUT', PUSH_PATHS.subscription, { jar, payload, headers });
const remove = (jar: Jar | undefined, endpoint: unknown, headers?: Record<string, string>) => send('DELETE', PUSH_PATHS.subscription, { jar, payload: { endpoint }, headers });
const listFor = async (jar: Jar) => (await send('GET', PUSH_PATHS.subscriptions, { jar })).json().data as { endpoint: string }[];
const rowsAt = async (endpoint: string) => (await t.database.executeSql('select user_id, p256dh, auth from push_subscriptions where endpoint = $1', [endpoint])).rows;

describe('GET /api/notifications/push/public-key', () => {
  it("gives anyone the site's VAPID public key, the one it signs with", async () => {
    const res = await t.app.inject({ method: 'GET', url: PUSH_PATHS.publicKey });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json().data as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(publicKey).toBe(t.app.services.push.vapid.publicKey);
    // Generated once and kept, so every replica and restart hands out the same key.
    const [row] = (await t.database.executeSql(`select value from app_secrets where name = 'vapid-keys'`)).rows;
    expect(JSON.parse(row.value).publicKey).toBe(publicKey);
  });
});

describe('OpenAPI', () => {
  it('documents the push routes with their 400, 401 and 403 answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths[PUSH_PATHS.subscription]!.put!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(Object.keys(doc.paths[PUSH_PATHS.subscription]!.delete!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(doc.paths[PUSH_PATHS.publicKey]!.get).toBeDefined();
    expect(doc.paths[PUSH_PATHS.subscriptions]!.get).toBeDefined();
  });
});

describe('a signed-out browser', () => {
  it('is answered 401 in the error envelope, whatever it sends', async () => {
    const answers = [
      await store(undefined, browserSubscription()),
      await store(undefined, { endpoint: 'not a url' }),
      await remove(undefined, 'https://fcm.googleapis.com/fcm/send/x'),
      await send('GET', PUSH_PATHS.subscriptions),
      await store(new Map([['kakyere_session', 'forged.value']]), browserSubscription()),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: PUSH_MESSAGES.signInRequired });
    }
    expect((await t.database.executeSql('select count(*)::int as n from push_subscriptions')).rows[0].n).toBe(0);
  });
});

describe('PUT /api/notifications/push/subscription', () => {
  let jar: Jar;
  beforeAll(async () => {
    ({ jar } = await signUp(t.app));
  });

  it("stores this browser's subscription for the signed-in reader, and lists it without its keys", async () => {
    const subscription = browserSubscription();
    const res = await store(jar, subscription);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ success: true, data: { endpoint: subscription.endpoint, createdAt: expect.any(String), lastSuccessAt: null } });
    expect(await rowsAt(subscription.endpoint)).toEqual([{ user_id: expect.any(String), p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }]);
    const list = await listFor(jar);
    expect(list.map((s) => s.endpoint)).toContain(subscription.endpoint);
    expect(JSON.stringify(list)).not.toContain(subscription.keys.auth);
  });

  it('replaces what the same browser stored before (a new sign-in, new keys)', async () => {
    const first = browserSubscription();
    await store(jar, first);
    const renewed = { ...browserSubscription(first.endpoint) };
    expect((await store(jar, renewed)).statusCode).toBe(200);
    expect(await rowsAt(first.endpoint)).toEqual([{ user_id: expect.any(String), p256dh: renewed.keys.p256dh, auth: renewed.keys.auth }]);
  });

  it('moves a browser to the account now signed in there', async () => {
    const shared = browserSubscription();
    await store(jar, shared);
    const other = await signUp(t.app);
    expect((await store(other.jar, shared)).statusCode).toBe(200);
    expect((await listFor(jar)).map((s) => s.endpoint)).not.toContain(shared.endpoint);
    expect((await listFor(other.jar)).map((s) => s.endpoint)).toEqual([shared.endpoint]);
  });

  it(`keeps an account's ${PUSH_LIMITS.maxPerUser} most recently stored browsers`, async () => {
    const reader = await signUp(t.app);
    const endpoints: string[] = [];
    for (let i = 0; i <= PUSH_LIMITS.maxPerUser; i += 1) {
      const subscription = browserSubscription();
      endpoints.push(subscription.endpoint);
      await store(reader.jar, subscription);
    }
    const kept = (await listFor(reader.jar)).map((s) => s.endpoint);
    expect(kept).toHaveLength(PUSH_LIMITS.maxPerUser);
    expect(kept).not.toContain(endpoints[0]);
    expect(kept).toContain(endpoints.at(-1));
  });

  it('refuses what is not a push subscription with 400 and a reason, never a 500', async () => {
    const valid = browserSubscription();
    const notOnCurve = Buffer.alloc(65, 7);
    notOnCurve[0] = 4;
    const cases: [unknown, RegExp | string][] = [
      [{ ...valid, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, PUSH_MESSAGES.endpointInvalid],
      [{ ...valid, endpoint: 'not a url' }, PUSH_MESSAGES.endpointInvalid],
      [{ ...valid, endpoint: 'https://127.0.0.1:8443/push' }, PUSH_MESSAGES.endpointInvalid],
      [{ ...valid, endpoint: 'https://localhost/push' }, PUSH_MESSAGES.endpointInvalid],
      [{ ...valid, endpoint: 'https://[::1]/push' }, PUSH_MESSAGES.endpointInvalid],
      [{ ...valid, endpoint: 'https://user:pass@push.example.org/x' }, PUSH_MESSAGES.endpointInvalid],
      [{ ...valid, endpoint: `https://push.example.org/${'a'.repeat(PUSH_LIMITS.maxEndpointLength)}` }, PUSH_MESSAGES.endpointInvalid],
      [{ ...valid, endpoint: 42 }, PUSH_MESSAGES.endpointInvalid],
      [{ ...valid, keys: { ...valid.keys, p256dh: valid.keys.p256dh.slice(0, -1) } }, PUSH_MESSAGES.p256dhInvalid],
      [{ ...valid, keys: { ...valid.keys, p256dh: `${valid.keys.p256dh.slice(0, -1)}+` } }, PUSH_MESSAGES.p256dhInvalid],
      [{ ...valid, keys: { ...valid.keys, p256dh: notOnCurve.toString('base64url') } }, PUSH_MESSAGES.p256dhInvalid],
      [{ ...valid, keys: { ...valid.keys, auth: randomBytes(32).toString('base64url') } }, PUSH_MESSAGES.authInvalid],
      [{ ...valid, keys: { ...valid.keys, auth: 'short' } }, PUSH_MESSAGES.authInvalid],
      [{ ...valid, keys: { p256dh: valid.keys.p256dh } }, PUSH_MESSAGES.authInvalid],
      [{ endpoint: valid.endpoint }, PUSH_MESSAGES.p256dhInvalid],
      [{ ...valid, keys: 'keys' }, PUSH_MESSAGES.p256dhInvalid],
      [{ ...valid, expirationTime: 'tomorrow' }, /expirationTime/],
      [[], /Invalid/],
    ];
    for (const [payload, reason] of cases) {
      const res = await store(jar, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { success: boolean; error: string };
      expect(body.success).toBe(false);
      expect(body.error, JSON.stringify(payload)).toMatch(reason);
    }
    const badJson = await t.app.inject({ method: 'PUT', url: PUSH_PATHS.subscription, headers: { origin: SITE_ORIGIN, cookie: cookieHeader(jar), 'content-type': 'application/json' }, payload: '{"endpoint":' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().success).toBe(false);
  });

  it('accepts keys with base64 padding, as some browsers give them', async () => {
    const subscription = browserSubscription();
    const padded = { ...subscription, keys: { p256dh: `${subscription.keys.p256dh}=`, auth: `${subscription.keys.auth}==` } };
    expect((await store(jar, padded)).statusCode).toBe(200);
    expect(await rowsAt(subscription.endpoint)).toEqual([{ user_id: expect.any(String), ...subscription.keys }]);
  });

  it('is refused when another site sends it (CSRF), and nothing is stored', async () => {
    const subscription = browserSubscription();
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const res = await store(jar, subscription, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: ACCOUNT_MESSAGES.crossOriginRefused });
    }
    expect(await rowsAt(subscription.endpoint)).toEqual([]);
  });
});

describe('DELETE /api/notifications/push/subscription', () => {
  it("removes this browser's subscription at logout, once; another reader's stays", async () => {
    const reader = await signUp(t.app);
    const neighbour = await signUp(t.app);
    const mine = browserSubscription();
    const theirs = browserSubscription();
    await store(reader.jar, mine);
    await store(neighbour.jar, theirs);

    const removed = await remove(reader.jar, mine.endpoint);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, data: { removed: true } });
    expect(await rowsAt(mine.endpoint)).toEqual([]);
    expect((await remove(reader.jar, mine.endpoint)).json()).toEqual({ success: true, data: { removed: false } });

    expect((await remove(reader.jar, theirs.endpoint)).json()).toEqual({ success: true, data: { removed: false } });
    expect(await rowsAt(theirs.endpoint)).toHaveLength(1);
  });

  it('is refused cross-site and answers 400 for an endpoint that is not one', async () => {
    const reader = await signUp(t.app);
    const subscription = browserSubscription();
    await store(reader.jar, subscription);
    const crossSite = await remove(reader.jar, subscription.endpoint, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(await rowsAt(subscription.endpoint)).toHaveLength(1);
    const bad = await remove(reader.jar, 'javascript:alert(1)');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, error: expect.stringContaining(PUSH_MESSAGES.endpointInvalid) });
  });
});
