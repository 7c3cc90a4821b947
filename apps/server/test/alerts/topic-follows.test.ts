import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBE_NEXT_STEPS, TOPIC_FOLLOW_MESSAGES, TOPIC_FOLLOW_NEXT_STEPS, FollowTopicResponseSchema, TopicPreviewResponseSchema } from '@kakyere/contract';
import { makeSyntheticHansard } from '@kakyere/db';
import { fanOutEvent } from '../../src/jobs/handlers/fan-out-event.js';
import type { AlertDeps } from '../../src/modules/records/alerts/alert-deps.js';
import { sendAlertDelivery } from '../../src/modules/records/alerts/send-alert.js';
import { sendDigest } from '../../src/modules/records/alerts/send-digest.js';
import { manageLink } from '../../src/modules/records/alerts/subscription-links.js';
import { storeHansard } from '../../src/modules/records/ingest/store-hansard.js';
import { replaceSittingSpeeches } from '../../src/modules/records/speeches/store-speeches.js';
import { nextClientAddress } from '../accounts/inject-session.js';
import { startLocalSmtpServer, type LocalSmtpServer } from '../support/local-smtp-server.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { confirmAddressByEmail } from './confirm-subscription.js';

const PUBLIC_URL = 'https://kakyere.example';
let smtp: LocalSmtpServer;
let t: TestApp;
let deps: AlertDeps;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SEED_ON_START: 'false', SMTP_URL: smtp.url, PUBLIC_URL });
  // Sittings here are dated 2024 and before: the back-fill setting lets them alert (the age rule has its own test).
  deps = { db: t.database.db, mailer: t.app.services.mailer, texts: t.app.services.texts, publicUrl: PUBLIC_URL, secret: t.app.services.linkSecret, alertMaxAgeDays: 1_000_000 };
  await t.database.executeSql(`insert into persons (id, name) values ('person/ama-mensah', 'Ama Mensah'), ('person/yaw-asante', 'Yaw Asante')`);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const sql = async (text: string, params: unknown[] = []) => (await t.database.executeSql(text, params)).rows as Record<string, any>[];
const followTopic = (payload: object) => t.app.inject({ method: 'POST', url: '/api/search/follow', payload, remoteAddress: nextClientAddress() });
const subscriptionId = async (email: string) => (await sql(`select id from subscriptions where email = $1`, [email]))[0]!.id as string;
const mailsTo = (address: string, subject?: RegExp) => smtp.received.filter((m) => m.to.includes(address) && (!subject || subject.test(m.subject)));

interface SpeechInput {
  person: string | null;
  text: string;
}
let sittings = 0;
/** Stores a sitting and its speeches as ingestion does (indexed for search, its event written with it); the same id again is the sitting ingested again. */
async function publishSitting(speeches: SpeechInput[], options: { id?: string } = {}) {
  sittings += 1;
  const base = makeSyntheticHansard(800 + sittings);
  const row = { ...base, id: options.id ?? `topic-sitting-${sittings}`, title: 'Statements on mining' };
  await storeHansard(t.database.db, { row, document: null });
  let offset = 0;
  const rows = speeches.map((speech, position) => {
    const start = offset;
    offset += speech.text.length + 1;
    return {
      id: `${row.id}-c12-${position + 1}`,
      hansardId: row.id,
      sittingDate: row.sittingDate,
      position,
      label: speech.person ? speech.person.replace('person/', '') : 'Some Hon Members',
      personId: speech.person,
      post: null,
      resolvedBy: 'name',
      heading: 'Statements',
      column: 12,
      startOffset: start,
      endOffset: start + speech.text.length,
      text: speech.text,
    };
  });
  await t.database.db.transaction((tx) => replaceSittingSpeeches(tx, row.id, rows));
  const [event] = await sql(`select id from domain_events where type = 'hansard-published' and payload->>'hansardId' = $1`, [row.id]);
  return { hansardId: row.id, eventId: Number(event!.id) };
}

/** The 'hansard-published' job as the server runs it, then every e-mail it queued, sent over SMTP. */
async function handlePublished({ hansardId, eventId }: { hansardId: string; eventId: number }) {
  const queued: { data: { deliveryId?: string } }[] = [];
  const context = {
    ...deps,
    queue: { insert: async (jobs: { data: { deliveryId?: string } }[]) => void queued.push(...jobs) },
    log: t.app.log,
  } as unknown as Parameters<typeof fanOutEvent>[1];
  await fanOutEvent({ eventId, event: { type: 'hansard-published', payload: { hansardId } } }, context);
  for (const job of queued) if (job.data.deliveryId) await sendAlertDelivery(deps, job.data.deliveryId);
  await t.app.services.mailer.flush();
}

const GALAMSEY: SpeechInput[] = [
  { person: 'person/ama-mensah', text: 'Mr Speaker, galamsey has poisoned the Birim river in my constituency and the farmers cannot water their crops.' },
  { person: 'person/yaw-asante', text: 'The Ministry is training the youth in small-scale mining licences to end galamsey.' },
  { person: 'person/yaw-asante', text: 'Mr Speaker, I rise to support the Motion on the road fund.' },
];

describe('POST /api/search/follow', () => {
  it('answers bad input in the documented error shape and stores nothing', async () => {
    for (const payload of [
      { email: 'not-an-address', search: { q: 'galamsey' } },
      { email: 'a@example.org', search: { q: '' } },
      { email: 'a@example.org', search: { q: '!!!' } },
      { email: 'a@example.org', search: { q: 'galamsey', party: 'NDC!' } },
      { email: 'a@example.org', search: { q: 'galamsey', from: 'yesterday' } },
      { email: 'a@example.org', frequency: 'hourly', search: { q: 'galamsey' } },
      { email: 'a@example.org' },
    ]) {
      const res = await followTopic(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
    expect(await sql(`select * from topic_follows`)).toEqual([]);
  });

  it('e-mails one alert with the two speeches that say it, not the one that does not, and nothing when the sitting is ingested again', async () => {
    const res = await followTopic({ email: 'Journalist@Example.org', search: { q: 'galamsey' } });
    expect(res.statusCode).toBe(200);
    const body = FollowTopicResponseSchema.parse(res.json());
    expect(body).toMatchObject({ message: TOPIC_FOLLOW_MESSAGES.success('“galamsey”'), next: [SUBSCRIBE_NEXT_STEPS.confirmAddress('journalist@example.org')], data: { following: false } });
    expect(body.data.topic.url).toBe('/search?q=galamsey');
    const confirm = await smtp.waitFor('journalist@example.org', { subject: /Confirm your address/ });
    expect(confirm.text).toContain('E-mails when Parliament says “galamsey”.');
    await confirmAddressByEmail(t.app, t.database, 'journalist@example.org');

    const sitting = await publishSitting(GALAMSEY);
    await handlePublished(sitting);
    await handlePublished(sitting);
    const alert = await smtp.waitFor('journalist@example.org', { subject: /galamsey/ });
    expect(alert.subject).toMatch(/^Parliament: “galamsey” was said in 2 speeches on /);
    const link = (n: number) => `${PUBLIC_URL}/hansards/${sitting.hansardId}?speech=${sitting.hansardId}-c12-${n}#speech-${sitting.hansardId}-c12-${n}`;
    expect(alert.text).toContain(link(1));
    expect(alert.text).toContain(link(2));
    expect(alert.text).not.toContain(link(3));
    expect(alert.text).toContain('Ama Mensah: “Mr Speaker, galamsey has poisoned the Birim river');
    expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The same record ingested again (same speech ids), and even a second event for it: nothing more.
    await publishSitting(GALAMSEY, { id: sitting.hansardId });
    await handlePublished(sitting);
    const [again] = await sql(`insert into domain_events (type, payload, dedupe_key) values ('hansard-published', $1, 'test:topic-republished') returning id`, [JSON.stringify({ hansardId: sitting.hansardId })]);
    await handlePublished({ hansardId: sitting.hansardId, eventId: Number(again!.id) });
    await t.app.services.mailer.flush();
    expect(mailsTo('journalist@example.org', /galamsey/)).toHaveLength(1);
    expect((await sql(`select count(*)::int as n from topic_speech_sends where subscription_id = $1`, [await subscriptionId('journalist@example.org')]))[0]!.n).toBe(2);
  });

  it('lists at most three speeches of a search, with a link to the rest', async () => {
    await followTopic({ email: 'many@example.org', search: { q: 'galamsey' } });
    await confirmAddressByEmail(t.app, t.database, 'many@example.org');
    const five = Array.from({ length: 5 }, (_, i) => ({ person: 'person/ama-mensah', text: `Point ${i + 1}: galamsey pits are left open near the schools.` }));
    const sitting = await publishSitting(five);
    await handlePublished(sitting);
    const alert = await smtp.waitFor('many@example.org', { subject: /galamsey/ });
    expect(alert.text).toContain('“galamsey” was said in 5 speeches');
    expect(new Set(alert.text.match(/\?speech=[^#\s]+/g))).toHaveProperty('size', 3);
    expect(alert.text).toContain(`And 2 more: ${PUBLIC_URL}/search?q=galamsey&sitting=${sitting.hansardId}&sort=newest`);
  });

  it('narrows by the search’s filters: a Member’s search sends only what they said', async () => {
    await followTopic({ email: 'ama-watcher@example.org', search: { q: 'galamsey', person: 'ama-mensah' } });
    await confirmAddressByEmail(t.app, t.database, 'ama-watcher@example.org');
    await handlePublished(await publishSitting(GALAMSEY));
    const alert = await smtp.waitFor('ama-watcher@example.org', { subject: /galamsey/ });
    expect(alert.subject).toContain('“galamsey” by Ama Mensah was said in 1 speech');
  });

  it('puts a daily follower’s topic alert in the digest, not at once', async () => {
    await followTopic({ email: 'daily-topic@example.org', frequency: 'daily', search: { q: 'galamsey' } });
    await confirmAddressByEmail(t.app, t.database, 'daily-topic@example.org');
    await handlePublished(await publishSitting(GALAMSEY));
    expect(mailsTo('daily-topic@example.org', /galamsey/)).toEqual([]);
    const id = await subscriptionId('daily-topic@example.org');
    expect(await sendDigest(deps, id)).toBe(1);
    expect(await sendDigest(deps, id)).toBe(0);
    await t.app.services.mailer.flush();
    const digest = await smtp.waitFor('daily-topic@example.org', { subject: /galamsey/ });
    expect(digest.subject).toBe('Parliament: “galamsey” was said in 2 speeches');
  });

  it('adds a search to an address that already has alerts only through the e-mailed link', async () => {
    await followTopic({ email: 'owner@example.org', search: { q: 'cocoa' } });
    await confirmAddressByEmail(t.app, t.database, 'owner@example.org');
    const res = await followTopic({ email: 'owner@example.org', search: { q: 'galamsey' } });
    expect(res.json()).toMatchObject({ next: [TOPIC_FOLLOW_NEXT_STEPS.confirmTopic('owner@example.org', '“galamsey”')], data: { following: false } });
    await handlePublished(await publishSitting(GALAMSEY));
    expect(mailsTo('owner@example.org', /^Parliament: .*galamsey/)).toEqual([]);
    const mail = await smtp.waitFor('owner@example.org', { subject: /Confirm: e-mail me when Parliament says “galamsey”/ });
    const token = new URL(mail.text.match(/https?:\/\/\S+/g)!.find((url) => new URL(url).pathname === '/subscribe/confirm')!).searchParams.get('token')!;
    const preview = await t.app.inject({ method: 'GET', url: `/api/notifications/confirm?token=${encodeURIComponent(token)}` });
    expect(preview.json()).toMatchObject({ data: { kind: 'topic', topics: [{ label: '“galamsey”', url: '/search?q=galamsey' }] } });
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/confirm', payload: { token } })).statusCode).toBe(200);
    await handlePublished(await publishSitting(GALAMSEY));
    await smtp.waitFor('owner@example.org', { subject: /^Parliament: .*galamsey/ });
  });

  it('texts one short line with the link to a confirmed phone, at most once a day, while every e-mail still goes', async () => {
    await followTopic({ email: 'texted@example.org', search: { q: 'galamsey' } });
    await confirmAddressByEmail(t.app, t.database, 'texted@example.org');
    const id = await subscriptionId('texted@example.org');
    await sql(`update subscriptions set sms_enabled = true, phone = '+233201234567', phone_confirmed_at = now() where id = $1`, [id]);
    const first = await publishSitting(GALAMSEY);
    await handlePublished(first);
    await handlePublished(await publishSitting(GALAMSEY));
    const texts = await sql(`select channel, to_number, body from text_outbox where to_number = '+233201234567' order by created_at`);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.channel).toBe('sms');
    expect(texts[0]!.body).toMatch(new RegExp(`^Kakyere: "galamsey": 2 speeches, \\d+ \\w{3} \\d{4} https://kakyere\\.example/hansards/${first.hansardId} Stop: https://kakyere\\.example/u/`));
    expect(texts[0]!.body.length).toBeLessThanOrEqual(160);
    expect(mailsTo('texted@example.org', /^Parliament: .*galamsey/)).toHaveLength(2);
  });

  it('stops a search from the manage page: nothing more is sent for it, even an alert recorded before', async () => {
    await followTopic({ email: 'stopper@example.org', search: { q: 'galamsey' } });
    await confirmAddressByEmail(t.app, t.database, 'stopper@example.org');
    const id = await subscriptionId('stopper@example.org');
    const token = new URL(manageLink(PUBLIC_URL, deps.secret, id)).searchParams.get('token')!;
    const listed = await t.app.inject({ method: 'GET', url: `/api/notifications/manage/topics?token=${encodeURIComponent(token)}` });
    const [topic] = (listed.json() as { data: { id: string; label: string }[] }).data;
    expect(topic!.label).toBe('“galamsey”');
    // Recorded, then unfollowed before it is sent.
    const sitting = await publishSitting(GALAMSEY);
    const queued: { data: { deliveryId?: string } }[] = [];
    await fanOutEvent({ eventId: sitting.eventId, event: { type: 'hansard-published', payload: { hansardId: sitting.hansardId } } }, {
      ...deps,
      queue: { insert: async (jobs: { data: { deliveryId?: string } }[]) => void queued.push(...jobs) },
      log: t.app.log,
    } as unknown as Parameters<typeof fanOutEvent>[1]);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/notifications/manage/topics/${topic!.id}?token=${encodeURIComponent(token)}` });
    expect(removed.json()).toEqual({ success: true, data: [] });
    for (const job of queued) if (job.data.deliveryId) await sendAlertDelivery(deps, job.data.deliveryId);
    await t.app.services.mailer.flush();
    expect(mailsTo('stopper@example.org', /galamsey/)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/manage/topics?token=bad' })).statusCode).toBe(400);
  });
});

describe('GET /api/search/follow-preview', () => {
  it('counts the speeches of the last 30 days of sittings on the site, and warns above 20 a week', async () => {
    const quiet = TopicPreviewResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/search/follow-preview?q=birim' })).json());
    expect(quiet.data.speeches).toBeGreaterThan(0);
    expect(quiet.data.busy).toBe(false);
    expect(quiet.data.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const busy = Array.from({ length: 90 }, (_, i) => ({ person: 'person/yaw-asante', text: `Speech ${i}: the feeder roads of the district are impassable.` }));
    await publishSitting(busy);
    const loud = TopicPreviewResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/search/follow-preview?q=feeder+roads' })).json());
    expect(loud.data.speeches).toBe(90);
    expect(loud.data.perWeek).toBe(21);
    expect(loud.data.busy).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/search/follow-preview?q=' })).statusCode).toBe(400);
  });
});
