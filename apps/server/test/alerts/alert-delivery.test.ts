import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSyntheticHansard } from '@kakyere/db';
import { ALERT_JOBS } from '../../src/jobs/alert-jobs.js';
import { jobIdFor, startJobQueue, type JobQueue } from '../../src/jobs/job-queue.js';
import { registerJobWorkers } from '../../src/jobs/register-job-workers.js';
import { recordDeliveries } from '../../src/modules/records/alerts/fan-out-alerts.js';
import { industriesOfEvent } from '../../src/modules/records/alerts/load-alert-item.js';
import { sendAlertDelivery } from '../../src/modules/records/alerts/send-alert.js';
import type { AlertDeps } from '../../src/modules/records/alerts/alert-deps.js';
import { sweepPendingAlerts } from '../../src/modules/records/alerts/sweep-pending-alerts.js';
import { relayEvents, type EventSink } from '../../src/modules/delivery/events/relay-events.js';
import { startEventRelay } from '../../src/runtime/start-event-relay.js';
import { storeHansard } from '../../src/modules/records/ingest/store-hansard.js';
import { nextClientAddress } from '../accounts/inject-session.js';
import { startLocalSmtpServer, type LocalSmtpServer } from '../support/local-smtp-server.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { confirmAddressByEmail } from './confirm-subscription.js';

let smtp: LocalSmtpServer;
let t: TestApp;
let deps: AlertDeps;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SEED_ON_START: 'false', SMTP_URL: smtp.url, PUBLIC_URL: 'https://kakyere.example' });
  // Synthetic sittings are dated 2024 and before: the back-fill setting lets them alert (the age rule has its own test).
  deps = { db: t.database.db, mailer: t.app.services.mailer, texts: t.app.services.texts, publicUrl: 'https://kakyere.example', secret: t.app.services.linkSecret, alertMaxAgeDays: 1_000_000 };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const subscribe = async (email: string, industries: string[], extra: object = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/subscribe',
    payload: { email, industries, notificationPreferences: { email: true, sms: false, whatsapp: false }, ...extra },
    remoteAddress: nextClientAddress(),
  });
  expect(res.statusCode).toBe(201);
  // Alerts go only to a confirmed address: confirmed as its owner does, by the e-mailed link's page.
  await confirmAddressByEmail(t.app, t.database, email);
};

let sittings = 0;
/** Stores a new sitting as ingestion does; returns its id and the event written with it. */
async function publishSitting(industries: string[], title = 'Minister answers questions on cocoa prices') {
  sittings += 1;
  const row = { ...makeSyntheticHansard(900 + sittings), title, affectedIndustries: industries };
  const stored = await storeHansard(t.database.db, { row, document: null });
  const events = await t.database.executeSql(`select id from domain_events where type = 'hansard-published' and payload->>'hansardId' = $1`, [stored.id]);
  return { hansardId: stored.id, eventIds: events.rows.map((r: { id: string | number }) => Number(r.id)) };
}

describe('the events outbox', () => {
  it('writes exactly one hansard-published event with the sitting, however often it is stored', async () => {
    const { hansardId, eventIds } = await publishSitting(['Agriculture']);
    expect(eventIds).toHaveLength(1);
    const row = { ...makeSyntheticHansard(900 + sittings), affectedIndustries: ['Agriculture'] };
    await storeHansard(t.database.db, { row, document: null });
    const again = await t.database.executeSql(`select count(*)::int as n from domain_events where payload->>'hansardId' = $1`, [hansardId]);
    expect(again.rows[0].n).toBe(1);
  });

  it('relays each event once, even when two relays run at once, and again under the same job id after a crash', async () => {
    await publishSitting(['Energy']);
    const sent: string[] = [];
    const sink: EventSink = { send: async (_eventId, _event, id) => void sent.push(id), unreadable: (error) => expect.unreachable(error.message) };
    const [a, b] = await Promise.all([relayEvents(t.database.db, sink, jobIdFor), relayEvents(t.database.db, sink, jobIdFor)]);
    expect(a + b).toBeGreaterThan(0);
    expect(new Set(sent).size).toBe(sent.length);
    expect(await relayEvents(t.database.db, sink, jobIdFor)).toBe(0);
    // A relay that died after claiming: its claim runs out and the event goes again, same job id.
    const { eventIds } = await publishSitting(['Energy']);
    await t.database.executeSql(`update domain_events set claimed_until = now() - interval '1 second' where id = $1`, [eventIds[0]]);
    const before = sent.length;
    await relayEvents(t.database.db, sink, jobIdFor);
    expect(sent.length).toBe(before + 1);
  });
  it('relays no event that does not match the contract, says why, and holds up none after it', async () => {
    const [bad] = (await t.database.executeSql(`insert into domain_events (type, payload, dedupe_key) values ('bill-stage-changed', '{"billId":"vat-bill","stage":"committee"}', 'unreadable:relay') returning id`)).rows;
    await publishSitting(['Energy']);
    const sent: number[] = [];
    const unreadable: string[] = [];
    const sink: EventSink = { send: async (eventId) => void sent.push(eventId), unreadable: (error) => void unreadable.push(error.message) };
    while ((await relayEvents(t.database.db, sink, jobIdFor)) > 0) {
      // Drain, as the server does.
    }
    expect(unreadable).toEqual([`domain event ${bad.id} (type 'bill-stage-changed') does not match its schema: payload.stageStatus: Invalid option: expected one of "completed"|"in_progress"|"pending"|"rejected"`]);
    expect(sent).not.toContain(Number(bad.id));
    expect(sent.length).toBeGreaterThan(0);
    // Left for a relay that can read it, not marked relayed.
    const [row] = (await t.database.executeSql(`select relayed_at from domain_events where id = $1`, [bad.id])).rows;
    expect(row.relayed_at).toBeNull();
    await t.database.executeSql(`delete from domain_events where id = $1`, [bad.id]);
  });
});

describe('fan-out and sending', () => {
  it('records one delivery per matching subscription and channel, and a second fan-out adds none', async () => {
    await subscribe('farmer@example.org', ['Agriculture', 'Trade']);
    await subscribe('miner@example.org', ['Mining']);
    await subscribe('sms-only@example.org', ['Agriculture'], { notificationPreferences: { email: false, sms: true, whatsapp: false }, phone: '0241234567' });
    const { hansardId, eventIds } = await publishSitting(['Agriculture', 'Finance']);
    const industries = await industriesOfEvent(t.database.db, { type: 'hansard-published', payload: { hansardId } });
    const first = await recordDeliveries(t.database.db, eventIds[0]!, industries);
    const second = await recordDeliveries(t.database.db, eventIds[0]!, industries);
    // The farmer by e-mail; the SMS subscriber's number is not confirmed yet, the miner does not match.
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
    const rows = await t.database.executeSql(`select count(*)::int as n from alert_deliveries where event_id = $1`, [eventIds[0]]);
    expect(rows.rows[0].n).toBe(1);
  });

  it('sends each delivery exactly once, with the item link, why it matched, a stable Message-ID and one-click unsubscribe headers', async () => {
    await subscribe('once@example.org', ['Housing']);
    const { hansardId, eventIds } = await publishSitting(['Housing'], 'Rent Bill debated: “Kakyerɛ” tenants’ rights');
    const [deliveryId] = await recordDeliveries(t.database.db, eventIds[0]!, ['Housing']);
    const outcomes = await Promise.all([sendAlertDelivery(deps, deliveryId!), sendAlertDelivery(deps, deliveryId!), sendAlertDelivery(deps, deliveryId!)]);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-sent')).toHaveLength(2);
    const mail = await smtp.waitFor('once@example.org', { subject: /Rent Bill/ });
    await t.app.services.mailer.flush();
    expect(smtp.received.filter((m) => m.to.includes('once@example.org') && /Rent Bill/.test(m.subject))).toHaveLength(1);
    expect(mail.text).toContain(`https://kakyere.example/hansards/${hansardId}`);
    expect(mail.text).toContain('because you follow Housing');
    // As the mail reader receives it.
    expect(mail.messageId).toBe(`<alert-${deliveryId}@kakyere.example>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(mail.headers['list-unsubscribe']!.slice(1, -1));
    expect(oneClick.pathname).toBe('/api/notifications/unsubscribe');
    // The header's link works: the subscriber is out, and a later alert is cancelled, not sent.
    const stop = await t.app.inject({ method: 'POST', url: oneClick.pathname + oneClick.search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(stop.statusCode).toBe(200);
    const later = await publishSitting(['Housing']);
    const pending = await recordDeliveries(t.database.db, later.eventIds[0]!, ['Housing']);
    expect(pending).toEqual([]);
  });

  it('refuses, with the reason, to render a delivery whose event does not match the contract', async () => {
    await subscribe('unreadable@example.org', ['Justice']);
    const { eventIds } = await publishSitting(['Justice'], 'Legal Aid Bill: the unreadable alert');
    const [deliveryId] = await recordDeliveries(t.database.db, eventIds[0]!, ['Justice']);
    await t.database.executeSql(`update domain_events set payload = '{"hansardId": 42}' where id = $1`, [eventIds[0]]);
    const reason = `domain event ${eventIds[0]} (type 'hansard-published') does not match its schema: payload.hansardId: Invalid input: expected string, received number`;
    await expect(sendAlertDelivery(deps, deliveryId!)).rejects.toThrow(reason);
    // The sweep reports it and goes on to the deliveries after it.
    const unreadable: string[] = [];
    await sweepPendingAlerts(deps, 0, (error) => void unreadable.push(error.message));
    expect(unreadable).toEqual([reason]);
    const [row] = (await t.database.executeSql(`select status from alert_deliveries where id = $1`, [deliveryId])).rows;
    expect(row.status).toBe('pending');
    await t.database.executeSql(`update alert_deliveries set status = 'cancelled' where id = $1`, [deliveryId]);
    await t.app.services.mailer.flush();
    expect(smtp.received.some((m) => m.to.includes('unreadable@example.org') && m.subject.startsWith('Parliament'))).toBe(false);
  });

  it('cancels, never sends, a delivery whose subscriber stopped after it was recorded', async () => {
    await subscribe('changed-mind@example.org', ['Tourism']);
    const { eventIds } = await publishSitting(['Tourism']);
    const [deliveryId] = await recordDeliveries(t.database.db, eventIds[0]!, ['Tourism']);
    await t.database.executeSql(`update subscriptions set unsubscribed_at = now() where email = 'changed-mind@example.org'`);
    expect(await sendAlertDelivery(deps, deliveryId!)).toBe('cancelled');
  });
});

describe('through the job queue, as the server runs it', () => {
  let queue: JobQueue;
  let stopRelay: () => Promise<void>;
  beforeAll(async () => {
    queue = await startJobQueue(t.database);
    await registerJobWorkers(queue, ALERT_JOBS, { ...deps, queue, log: t.app.log });
    stopRelay = startEventRelay(t.database.db, queue, t.app.log);
  });
  afterAll(async () => {
    await stopRelay();
    await queue.stop({ graceful: false, wait: true });
  });

  it('a published sitting reaches a matching subscriber’s inbox once', async () => {
    await subscribe('queued@example.org', ['Sports']);
    const { hansardId } = await publishSitting(['Sports'], 'Sports Bill read a first time');
    const mail = await smtp.waitFor('queued@example.org', { subject: /Sports Bill/, timeoutMs: 30_000 });
    expect(mail.text).toContain(`/hansards/${hansardId}`);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.received.filter((m) => m.to.includes('queued@example.org') && /Sports Bill/.test(m.subject))).toHaveLength(1);
  });
});

describe('the daily digest', () => {
  it('collects a daily subscriber’s items into one e-mail at 07:00, sent once, while others get theirs at once', async () => {
    await subscribe('digest@example.org', ['Culture']);
    await t.database.executeSql(`update subscriptions set frequency = 'daily' where email = 'digest@example.org'`);
    const first = await publishSitting(['Culture'], 'Culture Committee report on the National Theatre');
    const second = await publishSitting(['Culture'], 'Statement on the Panafest celebrations');
    // Nothing is queued to go at once for a digest subscriber.
    expect(await recordDeliveries(t.database.db, first.eventIds[0]!, ['Culture'])).toEqual([]);
    expect(await recordDeliveries(t.database.db, second.eventIds[0]!, ['Culture'])).toEqual([]);
    const { sendDigest, subscriptionsWithDigest } = await import('../../src/modules/records/alerts/send-digest.js');
    const [row] = (await t.database.executeSql(`select id from subscriptions where email = 'digest@example.org'`)).rows;
    expect(await subscriptionsWithDigest(t.database.db)).toContain(row.id);
    const counts = await Promise.all([sendDigest(deps, row.id), sendDigest(deps, row.id)]);
    expect(counts.sort()).toEqual([0, 2]);
    const mail = await smtp.waitFor('digest@example.org', { subject: /2 new items/ });
    expect(mail.text).toContain('National Theatre');
    expect(mail.text).toContain('Panafest');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await t.app.services.mailer.flush();
    expect(smtp.received.filter((m) => m.to.includes('digest@example.org') && m.subject.startsWith('Parliament'))).toHaveLength(1);
    expect(await subscriptionsWithDigest(t.database.db)).not.toContain(row.id);
  });
});

describe('alerts only for news (ALERT_MAX_AGE_DAYS)', () => {
  it('publishes a sitting dated long ago without alerting anyone, says why in the log, and alerts for one dated today', async () => {
    const { fanOutEvent } = await import('../../src/jobs/handlers/fan-out-event.js');
    await subscribe('news@example.org', ['Tourism']);
    const logged: string[] = [];
    const queued: unknown[] = [];
    const context = {
      ...deps,
      alertMaxAgeDays: 14,
      queue: { insert: async (jobs: unknown[]) => void queued.push(...jobs) },
      log: { ...t.app.log, info: (_obj: object, message: string) => void logged.push(message) },
    } as unknown as Parameters<typeof fanOutEvent>[1];
    const publish = async (id: string, sittingDate: string) => {
      const row = { ...makeSyntheticHansard(800), id, sittingDate, affectedIndustries: ['Tourism'] };
      await storeHansard(t.database.db, { row, document: null });
      const events = await t.database.executeSql(`select id from domain_events where type = 'hansard-published' and payload->>'hansardId' = $1`, [id]);
      return Number(events.rows[0].id);
    };
    // The Official Report of 26 January 2012, ingested today: on the site, but news to nobody.
    const old = await publish('age-rule-2012-01-26', '2012-01-26');
    expect(await fanOutEvent({ eventId: old, event: { type: 'hansard-published', payload: { hansardId: 'age-rule-2012-01-26' } } }, context)).toEqual({ deliveries: 0, pushes: 0 });
    expect(logged.join('\n')).toMatch(/the sitting of 2012-01-26 is \d+ days old, more than ALERT_MAX_AGE_DAYS \(14\): published without alerts/);
    const rows = await t.database.executeSql(`select count(*)::int as n from alert_deliveries where event_id = $1`, [old]);
    expect(rows.rows[0].n).toBe(0);
    expect(queued).toEqual([]);
    // Today's sitting is news.
    const today = new Date().toISOString().slice(0, 10);
    const fresh = await publish('age-rule-today', today);
    expect((await fanOutEvent({ eventId: fresh, event: { type: 'hansard-published', payload: { hansardId: 'age-rule-today' } } }, context)).deliveries).toBe(1);
    expect(queued).toHaveLength(1);
  });
});
