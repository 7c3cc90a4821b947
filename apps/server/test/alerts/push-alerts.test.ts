import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, makeSyntheticHansard, pushSubscriptions, subscriptions } from '@kakyere/db';
import { recordPushDeliveries, sendPushDelivery, stalePushDeliveries } from '../../src/modules/records/alerts/push-alerts.js';
import type { AlertDeps, PushSender } from '../../src/modules/records/alerts/alert-deps.js';
import { storeHansard } from '../../src/modules/records/ingest/store-hansard.js';
import { ensureVapidKeys } from '../../src/modules/delivery/push/ensure-vapid-keys.js';
import { createPushBrowser, startLocalPushService, type LocalPushService, type PushBrowser } from '../support/local-push-service.js';
import { createTestApp, type TestApp } from '../test-app.js';

// Pushes to signed-in readers' browsers, through a local HTTPS push service whose messages the test
// decrypts with each browser's keys, as the browser would.
let t: TestApp;
let service: LocalPushService;
let deps: AlertDeps & { push: PushSender };
beforeAll(async () => {
  t = await createTestApp({ SEED_ON_START: 'false', PUBLIC_URL: 'https://kakyere.example' });
  service = await startLocalPushService();
  const keys = await ensureVapidKeys(t.database.db, null);
  deps = {
    db: t.database.db,
    mailer: t.app.services.mailer,
    texts: t.app.services.texts,
    publicUrl: 'https://kakyere.example',
    secret: t.app.services.linkSecret,
    // Synthetic sittings are dated 2024 and before: the back-fill setting lets them alert.
    alertMaxAgeDays: 1_000_000,
    push: { vapid: { ...keys, subject: 'mailto:operator@kakyere.example' }, agent: service.agent, timeoutMs: 2_000 },
  };
});
afterAll(async () => {
  await service.close();
  await t.close();
});

let readers = 0;
/** A signed-in reader's browser subscribed to pushes; `follows`: the industries of the alert subscription linked to the account, if any. */
async function reader(follows: string[] | null): Promise<{ browser: PushBrowser; pushSubscriptionId: string; path: string }> {
  readers += 1;
  const userId = `push-reader-${readers}`;
  await t.database.db.insert(authUsers).values({ id: userId, name: `Reader ${readers}`, email: `push-reader-${readers}@example.org` });
  if (follows) {
    await t.database.db.insert(subscriptions).values({
      email: `push-reader-${readers}@example.org`,
      industries: follows,
      emailEnabled: true,
      smsEnabled: false,
      whatsappEnabled: false,
      userId,
      consentSource: 'test',
      unsubscribeToken: `push-test-${readers}`,
    });
  }
  const browser = createPushBrowser();
  const path = `/push/${userId}`;
  const [row] = await t.database.db.insert(pushSubscriptions).values({ userId, endpoint: `${service.origin}${path}`, ...browser.keys }).returning();
  return { browser, pushSubscriptionId: row!.id, path };
}

let sittings = 0;
async function publish(industries: string[], title: string): Promise<{ hansardId: string; eventId: number }> {
  sittings += 1;
  const stored = await storeHansard(t.database.db, { row: { ...makeSyntheticHansard(700 + sittings), title, affectedIndustries: industries }, document: null });
  const events = await t.database.executeSql(`select id from domain_events where payload->>'hansardId' = $1`, [stored.id]);
  return { hansardId: stored.id, eventId: Number(events.rows[0].id) };
}

const deliveryOf = async (pushSubscriptionId: string, eventId: number) =>
  (await t.database.executeSql(`select id, status from push_deliveries where push_subscription_id = $1 and event_id = $2`, [pushSubscriptionId, eventId])).rows[0] as
    | { id: string; status: string }
    | undefined;

describe('push alerts', () => {
  it('go to browsers whose reader follows the item’s industries, or follows nothing (all), once each', async () => {
    const farmer = await reader(['Agriculture']);
    const everything = await reader(null);
    const miner = await reader(['Mining']);
    const { hansardId, eventId } = await publish(['Agriculture', 'Trade'], 'Cocoa farmers’ payments debated');
    const first = await recordPushDeliveries(t.database.db, eventId, ['Agriculture', 'Trade']);
    expect(first).toHaveLength(2);
    expect(await recordPushDeliveries(t.database.db, eventId, ['Agriculture', 'Trade'])).toEqual(first);
    expect(await deliveryOf(miner.pushSubscriptionId, eventId)).toBeUndefined();

    const farmerDelivery = (await deliveryOf(farmer.pushSubscriptionId, eventId))!;
    const outcomes = await Promise.all([1, 2, 3].map(() => sendPushDelivery(deps, farmerDelivery.id)));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    const received = service.received.filter((r) => r.path === farmer.path);
    expect(received).toHaveLength(1);
    const message = JSON.parse(farmer.browser.decrypt(received[0]!.body)) as { title: string; body: string; url: string; tag: string };
    expect(message).toMatchObject({ title: 'Cocoa farmers’ payments debated', url: `/hansards/${hansardId}`, tag: `hansard:/hansards/${hansardId}` });
    expect(message.body).toMatch(/^Plenary sitting|, \d{1,2} \w+ \d{4}\. /);
    expect(await deliveryOf(farmer.pushSubscriptionId, eventId)).toMatchObject({ status: 'sent' });
    // The reader who follows nothing gets everything.
    expect(first).toContain((await deliveryOf(everything.pushSubscriptionId, eventId))!.id);
  });

  it('a transient failure releases the delivery for a retry; a forgotten browser is removed with its deliveries', async () => {
    const flaky = await reader(['Energy']);
    const gone = await reader(['Energy']);
    const { eventId } = await publish(['Energy'], 'Power tariffs statement');
    await recordPushDeliveries(t.database.db, eventId, ['Energy']);
    const flakyDelivery = (await deliveryOf(flaky.pushSubscriptionId, eventId))!;
    service.answerNext(503);
    await expect(sendPushDelivery(deps, flakyDelivery.id)).rejects.toThrow(/503/);
    expect(await deliveryOf(flaky.pushSubscriptionId, eventId)).toMatchObject({ status: 'pending' });
    expect(await sendPushDelivery(deps, flakyDelivery.id)).toBe('sent');

    service.answerNext(410);
    expect(await sendPushDelivery(deps, (await deliveryOf(gone.pushSubscriptionId, eventId))!.id)).toBe('gone');
    expect(await deliveryOf(gone.pushSubscriptionId, eventId)).toBeUndefined();
  });

  it('a delivery a dead sender held is taken over once its claim runs out, and sent once', async () => {
    const held = await reader(['Housing']);
    const { eventId } = await publish(['Housing'], 'Rent control question');
    await recordPushDeliveries(t.database.db, eventId, ['Housing']);
    const delivery = (await deliveryOf(held.pushSubscriptionId, eventId))!;
    await t.database.executeSql(`update push_deliveries set status = 'sending', claimed_until = now() + interval '1 minute' where id = $1`, [delivery.id]);
    expect(await stalePushDeliveries(t.database.db, 60, 100)).not.toContain(delivery.id);
    expect(await sendPushDelivery(deps, delivery.id)).toBe('already-sent');
    await t.database.executeSql(`update push_deliveries set claimed_until = now() - interval '1 second' where id = $1`, [delivery.id]);
    expect(await stalePushDeliveries(t.database.db, 60, 100)).toContain(delivery.id);
    expect(await sendPushDelivery(deps, delivery.id)).toBe('sent');
    expect(service.received.filter((r) => r.path === held.path)).toHaveLength(1);
  });
});
