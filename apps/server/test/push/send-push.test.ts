import { createECDH } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { appSecrets, authUsers, pushSubscriptions, subscriptions, type PushSubscriptionRow } from '@kakyere/db';
import { eq } from 'drizzle-orm';
import { ensureVapidKeys } from '../../src/modules/delivery/push/ensure-vapid-keys.js';
import { pushTargetsForIndustries } from '../../src/modules/delivery/push/push-targets-for-industries.js';
import { sendPush, TransientPushError, type PushDeps } from '../../src/modules/delivery/push/send-push.js';
import { isVapidKeyPair } from '../../src/modules/delivery/push/vapid-key-rules.js';
import { createPushBrowser, startLocalPushService, verifyVapidAuthorization, type LocalPushService, type PushBrowser } from '../support/local-push-service.js';
import { openTestDatabase } from '../test-app.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let service: LocalPushService;
let deps: PushDeps;

beforeAll(async () => {
  database = await openTestDatabase();
  service = await startLocalPushService();
  const keys = await ensureVapidKeys(database.db, null);
  deps = { db: database.db, vapid: { ...keys, subject: 'mailto:operator@kakyere.example' }, agent: service.agent, timeoutMs: 2_000 };
});
afterAll(async () => {
  await service?.close();
  await database?.close();
  await database?.drop();
});

let users = 0;
async function newUser(): Promise<string> {
  users += 1;
  const id = `push-user-${users}`;
  await database.db.insert(authUsers).values({ id, name: `Reader ${users}`, email: `reader${users}@example.org` });
  return id;
}

/** A browser subscribed at the local push service, stored for a new account. */
async function subscribedBrowser(): Promise<{ browser: PushBrowser; row: PushSubscriptionRow }> {
  const browser = createPushBrowser();
  const userId = await newUser();
  const [row] = await database.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: `${service.origin}/push/${userId}`, ...browser.keys })
    .returning();
  return { browser, row: row! };
}

const rowById = async (id: string) => (await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))[0];
const payload = { title: 'New Hansard published', body: 'Tuesday, 14 February 2012: the Presidential (Transition) Bill.', url: '/hansards/2012-02-14', tag: 'hansard-2012-02-14' };

describe('sendPush', () => {
  it('delivers a message only the subscribed browser can read, and records the success', async () => {
    const { browser, row } = await subscribedBrowser();
    await expect(sendPush(deps, row, payload)).resolves.toBe('sent');

    const request = service.received.at(-1)!;
    expect(request.path).toBe(`/push/${row.userId}`);
    expect(request.headers).toMatchObject({ 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream', ttl: String(24 * 60 * 60), urgency: 'normal' });
    expect(request.body.toString('utf8')).not.toContain('Hansard');
    expect(JSON.parse(browser.decrypt(request.body))).toEqual(payload);
    // Another browser's keys cannot open it.
    expect(() => createPushBrowser().decrypt(request.body)).toThrow();

    const stored = await rowById(row.id);
    expect(stored?.lastSuccessAt).toBeTruthy();
    expect(stored?.failureCount).toBe(0);
  });

  it("signs each request with the site's VAPID key, for the push service's origin only (RFC 8292)", async () => {
    const { row } = await subscribedBrowser();
    await sendPush(deps, row, payload);
    const { publicKey, claims } = verifyVapidAuthorization(service.received.at(-1)!.headers.authorization as string);
    expect(publicKey).toBe(deps.vapid.publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe('mailto:operator@kakyere.example');
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
    // A token signed with other keys does not verify against the site's key.
    const otherKey = createECDH('prime256v1').generateKeys().toString('base64url');
    const forged = String(service.received.at(-1)!.headers.authorization).replace(/k=[\w-]+$/, `k=${otherKey}`);
    expect(() => verifyVapidAuthorization(forged)).toThrow(/does not verify/);
  });

  it('keeps a long body within what a push message can carry', async () => {
    const { browser, row } = await subscribedBrowser();
    await sendPush(deps, row, { ...payload, body: 'Mr Speaker. '.repeat(600) });
    const sent = JSON.parse(browser.decrypt(service.received.at(-1)!.body)) as typeof payload;
    expect(sent.body.length).toBe(500);
    expect(sent.body.endsWith('…')).toBe(true);
  });

  it.each([404, 410])('deletes a subscription the push service answers %i for (the browser unsubscribed or expired)', async (status) => {
    const { row } = await subscribedBrowser();
    service.answerNext(status);
    await expect(sendPush(deps, row, payload)).resolves.toBe('gone');
    expect(await rowById(row.id)).toBeUndefined();
  });

  it.each([429, 500, 503])('throws on %i so the job retries, keeping the subscription and counting the failure', async (status) => {
    const { row } = await subscribedBrowser();
    service.answerNext(status, status === 429 ? { 'retry-after': '120' } : {});
    const error = await sendPush(deps, row, payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransientPushError);
    expect(error).toMatchObject({ statusCode: status, retryAfterSeconds: status === 429 ? 120 : undefined });
    expect(await rowById(row.id)).toMatchObject({ failureCount: 1, lastError: `push service answered ${status}` });
    // The next success clears the count.
    await sendPush(deps, row, payload);
    expect(await rowById(row.id)).toMatchObject({ failureCount: 0, lastError: null });
  });

  it('treats a push service that does not answer in time as transient', async () => {
    const { row } = await subscribedBrowser();
    service.hangNext();
    await expect(sendPush({ ...deps, timeoutMs: 200 }, row, payload)).rejects.toBeInstanceOf(TransientPushError);
    expect(await rowById(row.id)).toMatchObject({ failureCount: 1 });
  });

  it('does not retry a refusal no retry can fix (400, 413), but records it', async () => {
    const { row } = await subscribedBrowser();
    service.answerNext(413);
    await expect(sendPush(deps, row, payload)).resolves.toBe('refused');
    expect(await rowById(row.id)).toMatchObject({ failureCount: 1, lastError: 'push service answered 413' });
  });
});

describe('ensureVapidKeys', () => {
  it('generates a key pair once and every later call (another replica, a restart) reads the same one', async () => {
    const first = await ensureVapidKeys(database.db, null);
    const [again, concurrent] = await Promise.all([ensureVapidKeys(database.db, null), ensureVapidKeys(database.db, null)]);
    expect(again).toEqual(first);
    expect(concurrent).toEqual(first);
    expect(isVapidKeyPair(first.publicKey, first.privateKey)).toBe(true);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    const rows = await database.db.select().from(appSecrets).where(eq(appSecrets.name, 'vapid-keys'));
    expect(rows).toHaveLength(1);
  });

  it('uses the keys from the environment when they are set, storing nothing', async () => {
    const fromEnvironment = webPush.generateVAPIDKeys();
    expect(await ensureVapidKeys(database.db, fromEnvironment)).toBe(fromEnvironment);
  });
});

describe('pushTargetsForIndustries', () => {
  it("reaches accounts whose alert subscription meets the item's industries, and accounts with none (everything)", async () => {
    const target = async (industries: string[] | null, stopped = false) => {
      const { row } = await subscribedBrowser();
      if (industries) {
        await database.db.insert(subscriptions).values({
          email: `${row.userId}@example.org`,
          industries,
          emailEnabled: true,
          smsEnabled: false,
          whatsappEnabled: false,
          userId: row.userId,
          consentSource: 'test',
          unsubscribeToken: `token-${row.userId}`,
          unsubscribedAt: stopped ? new Date().toISOString() : null,
        });
      }
      return row.endpoint;
    };
    // Start from a clean table: the other tests' browsers have no alert subscriptions (they would all match).
    await database.db.delete(pushSubscriptions);
    const farmer = await target(['Agriculture', 'Trade']);
    const miner = await target(['Mining']);
    const everything = await target(null);
    const stopped = await target(['Agriculture'], true);

    const endpoints = async (industries: string[]) => (await pushTargetsForIndustries(database.db, industries)).map((row) => row.endpoint).sort();
    expect(await endpoints(['Agriculture', 'Energy'])).toEqual([farmer, everything].sort());
    expect(await endpoints(['Mining'])).toEqual([miner, everything].sort());
    expect(await endpoints(['Sports'])).toEqual([everything]);
    expect(await endpoints([])).toEqual([]);
    expect(await endpoints(['Agriculture'])).not.toContain(stopped);
  });
});
