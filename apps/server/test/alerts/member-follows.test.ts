import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_MESSAGES, FOLLOW_NEXT_STEPS, MESSAGES, SUBSCRIBE_MESSAGES, SUBSCRIBE_NEXT_STEPS } from '@kakyere/contract';
import { makeSyntheticHansard } from '@kakyere/db';
import { fanOutEvent } from '../../src/jobs/handlers/fan-out-event.js';
import type { AlertDeps } from '../../src/modules/records/alerts/alert-deps.js';
import { sendAlertDelivery } from '../../src/modules/records/alerts/send-alert.js';
import { sendDigest } from '../../src/modules/records/alerts/send-digest.js';
import { manageLink } from '../../src/modules/records/alerts/subscription-links.js';
import { storeHansard } from '../../src/modules/records/ingest/store-hansard.js';
import { cookieHeader, nextClientAddress, signUp, SITE_ORIGIN } from '../accounts/inject-session.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { confirmAddressByEmail } from './confirm-subscription.js';

// The site's own address, as the signed-in test's Origin.
const PUBLIC_URL = SITE_ORIGIN;
let t: TestApp;
let deps: AlertDeps;
beforeAll(async () => {
  t = await createTestApp({ SEED_ON_START: 'false', PUBLIC_URL });
  // Sittings here are dated 2024 and before: the back-fill setting lets them alert (the age rule has its own test).
  deps = { db: t.database.db, mailer: t.app.services.mailer, texts: t.app.services.texts, publicUrl: PUBLIC_URL, secret: t.app.services.linkSecret, alertMaxAgeDays: 1_000_000 };
  await t.database.executeSql(
    `insert into persons (id, name) values ('person/ama-mensah', 'Ama Mensah'), ('person/kofi-boateng', 'Kofi Boateng'), ('person/yaw-asante', 'Yaw Asante'), ('person/esi-owusu', 'Esi Owusu')`,
  );
});
afterAll(() => t.close());

const sql = async (text: string, params: unknown[] = []) => (await t.database.executeSql(text, params)).rows as Record<string, any>[];
const follow = (personId: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/people/${personId}/follow`, payload, headers, remoteAddress: nextClientAddress() });
const mailTo = async (email: string, kind: string) => {
  await t.app.services.mailer.flush();
  return (await sql(`select subject, text_body, headers from mail_outbox where to_address = $1 and kind = $2 order by created_at`, [email, kind])) as {
    subject: string;
    text_body: string;
    headers: Record<string, string> | null;
  }[];
};
const linkIn = (text: string, path: string) => {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`no ${path} link in ${text}`);
  return new URL(link);
};
const subscriptionId = async (email: string) => (await sql(`select id from subscriptions where email = $1`, [email]))[0]!.id as string;
/** Follows a Member from a new address and confirms it as its owner does (the e-mailed link, the page's button). */
const followConfirmed = async (personId: string, email: string, extra: object = {}) => {
  expect((await follow(personId, { email, ...extra })).statusCode).toBe(200);
  await confirmAddressByEmail(t.app, t.database, email);
};
const subscribeIndustries = async (email: string, industries: string[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/subscribe',
    payload: { email, industries, notificationPreferences: { email: true, sms: false, whatsapp: false } },
    remoteAddress: nextClientAddress(),
  });
  expect(res.statusCode).toBe(201);
  await confirmAddressByEmail(t.app, t.database, email);
};

interface SpeechInput {
  person: string | null;
  heading: string | null;
  text: string;
}
let sittings = 0;
/**
 * Stores a sitting as ingestion does (its 'hansard-published' event with it) and its speeches; the
 * same id again is the sitting ingested again, its speeches with the same ids. Returns its event id.
 */
async function publishSitting(speeches: SpeechInput[], options: { id?: string; date?: string; industries?: string[]; title?: string } = {}) {
  sittings += 1;
  const base = makeSyntheticHansard(700 + sittings);
  const row = { ...base, id: options.id ?? `follow-sitting-${sittings}`, sittingDate: options.date ?? base.sittingDate, title: options.title ?? base.title, affectedIndustries: options.industries ?? ['Energy'] };
  await storeHansard(t.database.db, { row, document: null });
  await sql(`delete from speeches where hansard_id = $1`, [row.id]);
  let offset = 0;
  for (const [position, speech] of speeches.entries()) {
    await sql(
      `insert into speeches (id, hansard_id, sitting_date, position, label, person_id, resolved_by, heading, "column", start_offset, end_offset, text)
       values ($1, $2, $3, $4, $5, $6, 'name', $7, 12, $8, $9, $10)`,
      [`${row.id}-c12-${position + 1}`, row.id, row.sittingDate, position, speech.person ?? 'Some Hon Members', speech.person, speech.heading, offset, offset + speech.text.length, speech.text],
    );
    offset += speech.text.length + 1;
  }
  const [event] = await sql(`select id from domain_events where type = 'hansard-published' and payload->>'hansardId' = $1`, [row.id]);
  return { hansardId: row.id, eventId: Number(event!.id) };
}

const logged: string[] = [];
/** The 'hansard-published' job as the server runs it, then every e-mail it queued, sent. */
async function handlePublished({ hansardId, eventId }: { hansardId: string; eventId: number }, alertMaxAgeDays = deps.alertMaxAgeDays) {
  const queued: { data: { deliveryId?: string } }[] = [];
  const context = {
    ...deps,
    alertMaxAgeDays,
    queue: { insert: async (jobs: { data: { deliveryId?: string } }[]) => void queued.push(...jobs) },
    log: { ...t.app.log, info: (_obj: object, message: string) => void logged.push(message) },
  } as unknown as Parameters<typeof fanOutEvent>[1];
  const result = await fanOutEvent({ eventId, event: { type: 'hansard-published', payload: { hansardId } } }, context);
  for (const job of queued) if (job.data.deliveryId) await sendAlertDelivery(deps, job.data.deliveryId);
  await t.app.services.mailer.flush();
  return result;
}

const AMA_SPEAKS: SpeechInput[] = [
  { person: 'person/ama-mensah', heading: 'Oral Answers to Questions', text: 'Mr Speaker, the cocoa farmers of my constituency have not been paid for three seasons.\nThey ask when.' },
  { person: 'person/yaw-asante', heading: 'Oral Answers to Questions', text: 'The Ministry is processing the arrears.' },
  { person: 'person/ama-mensah', heading: 'Oral Answers to Questions', text: 'Is the Minister aware of the hardship?' },
  { person: null, heading: 'Oral Answers to Questions', text: 'Hear! Hear!' },
  { person: 'person/ama-mensah', heading: 'Rent Bill, 2024: Second Reading', text: 'I rise to support the Motion.' },
];

describe('POST /api/people/{id}/follow', () => {
  it('answers a bad address in the documented error shape, an unknown Member with 404, and stores nothing', async () => {
    const cases: [object, string][] = [
      [{}, FOLLOW_MESSAGES.emailRequired],
      [{ email: '  ' }, FOLLOW_MESSAGES.emailRequired],
      [{ email: 'not an address' }, FOLLOW_MESSAGES.emailInvalid],
      [{ email: 42 }, FOLLOW_MESSAGES.emailRequired],
      [{ email: 'ok@example.org', frequency: 'hourly' }, FOLLOW_MESSAGES.frequencyInvalid],
    ];
    for (const [payload, error] of cases) {
      const res = await follow('ama-mensah', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ success: false, error });
    }
    const unknown = await follow('nobody-at-all', { email: 'ok@example.org' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: MESSAGES.personNotFound });
    expect((await follow('Not_An_Id', { email: 'ok@example.org' })).statusCode).toBe(400);
    expect((await sql(`select count(*)::int as n from subscriptions`))[0]!.n).toBe(0);
    expect((await sql(`select count(*)::int as n from member_follows`))[0]!.n).toBe(0);
  });

  it('follows from a new address: a subscription with no industries, a confirmation link naming the Member, and a welcome once confirmed', async () => {
    const res = await follow('ama-mensah', { email: 'Farmer.Ama@Example.org', frequency: 'immediate' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: FOLLOW_MESSAGES.success('Ama Mensah'),
      next: [SUBSCRIBE_NEXT_STEPS.confirmAddress('farmer.ama@example.org')],
      data: { member: { id: 'ama-mensah', name: 'Ama Mensah' }, following: false },
    });
    expect(SUBSCRIBE_NEXT_STEPS.confirmAddress('farmer.ama@example.org')).toBe('Please confirm your address: we have sent a link to farmer.ama@example.org.');
    const [row] = await sql(`select * from subscriptions where email = 'farmer.ama@example.org'`);
    expect(row).toMatchObject({ industries: [], email_enabled: true, frequency: 'immediate', consent_source: 'follow-member:anonymous', email_confirmed_at: null });
    expect(await sql(`select person_id from member_follows where subscription_id = $1`, [row!.id])).toEqual([{ person_id: 'person/ama-mensah' }]);
    const [confirmation] = await mailTo('farmer.ama@example.org', 'subscription-confirm-address');
    expect(confirmation!.text_body).toContain('E-mails when Ama Mensah speaks in Parliament.');
    expect(confirmation!.text_body).not.toContain('The choices');
    // The confirmation page shows the Member before anything is confirmed.
    const token = linkIn(confirmation!.text_body, '/subscribe/confirm').searchParams.get('token')!;
    const preview = await t.app.inject({ method: 'GET', url: `/api/notifications/confirm?token=${encodeURIComponent(token)}` });
    expect(preview.json().data).toMatchObject({ kind: 'address', members: [{ id: 'ama-mensah', name: 'Ama Mensah' }] });
    await confirmAddressByEmail(t.app, t.database, 'farmer.ama@example.org');
    const [welcome] = await mailTo('farmer.ama@example.org', 'subscription-welcome');
    expect(welcome!.text_body).toContain('You will get an e-mail when Ama Mensah speaks in Parliament.');
    expect(welcome!.text_body).not.toContain('touching');
  });

  it('re-sends the link, not a second subscription, when an unconfirmed address follows again, and adds the Member', async () => {
    await follow('ama-mensah', { email: 'twice@example.org' });
    const again = await follow('kofi-boateng', { email: 'twice@example.org' });
    expect(again.json().next).toEqual([SUBSCRIBE_NEXT_STEPS.confirmAddress('twice@example.org')]);
    expect((await sql(`select count(*)::int as n from subscriptions where email = 'twice@example.org'`))[0]!.n).toBe(1);
    // The link went once: a second within five minutes is not sent.
    expect(await mailTo('twice@example.org', 'subscription-confirm-address')).toHaveLength(1);
    expect(await sql(`select person_id from member_follows where subscription_id = $1 order by person_id`, [await subscriptionId('twice@example.org')])).toEqual([
      { person_id: 'person/ama-mensah' },
      { person_id: 'person/kofi-boateng' },
    ]);
  });

  it('changes nothing for an address that already has alerts until its owner confirms the e-mailed link; its signed-in owner follows at once', async () => {
    await subscribeIndustries('trader@example.org', ['Trade']);
    const res = await follow('kofi-boateng', { email: 'trader@example.org', frequency: 'daily' });
    expect(res.json()).toMatchObject({ next: [FOLLOW_NEXT_STEPS.confirmFollow('trader@example.org', 'Kofi Boateng')], data: { following: false } });
    const id = await subscriptionId('trader@example.org');
    expect(await sql(`select * from member_follows where subscription_id = $1`, [id])).toEqual([]);
    // The request does not change how often the address hears from us.
    expect((await sql(`select frequency from subscriptions where id = $1`, [id]))[0]!.frequency).toBe('immediate');
    const [mail] = await mailTo('trader@example.org', 'subscription-confirm-follow');
    const token = linkIn(mail!.text_body, '/subscribe/confirm').searchParams.get('token')!;
    const preview = await t.app.inject({ method: 'GET', url: `/api/notifications/confirm?token=${encodeURIComponent(token)}` });
    expect(preview.json().data).toMatchObject({ kind: 'follow', current: { email: 'trader@example.org', industries: ['Trade'] }, members: [{ id: 'kofi-boateng', name: 'Kofi Boateng' }] });
    expect(await sql(`select * from member_follows where subscription_id = $1`, [id])).toEqual([]);
    const applied = await t.app.inject({ method: 'POST', url: '/api/notifications/confirm', payload: { token } });
    expect(applied.statusCode).toBe(200);
    expect(await sql(`select person_id from member_follows where subscription_id = $1`, [id])).toEqual([{ person_id: 'person/kofi-boateng' }]);
    expect((await sql(`select industries from subscriptions where id = $1`, [id]))[0]!.industries).toEqual(['Trade']);

    const { jar, email } = await signUp(t.app);
    await sql(`update auth_users set email_verified = true where email = $1`, [email.toLowerCase()]);
    const mine = await follow('ama-mensah', { email }, { cookie: cookieHeader(jar), origin: SITE_ORIGIN });
    expect(mine.json()).toMatchObject({ success: true, data: { following: true } });
    expect(mine.json().next).toBeUndefined();
    expect(await mailTo(email.toLowerCase(), 'subscription-confirm-address')).toEqual([]);
    const again = await follow('yaw-asante', { email }, { cookie: cookieHeader(jar), origin: SITE_ORIGIN });
    expect(again.json()).toMatchObject({ data: { following: true } });
    expect(await sql(`select person_id from member_follows where subscription_id = $1 order by person_id`, [await subscriptionId(email.toLowerCase())])).toEqual([
      { person_id: 'person/ama-mensah' },
      { person_id: 'person/yaw-asante' },
    ]);
  });

  it('is rate-limited per client, as subscribing is', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await t.app.inject({ method: 'POST', url: '/api/people/ama-mensah/follow', payload: { email: `flood${i}@example.org` }, remoteAddress: '203.0.113.78' })).statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('Member alerts when a sitting is published', () => {
  it('e-mails each confirmed follower once per Member and sitting, however often the job runs or the sitting is stored, and nobody else', async () => {
    await followConfirmed('ama-mensah', 'follower@example.org');
    await follow('ama-mensah', { email: 'unconfirmed@example.org' });
    await followConfirmed('esi-owusu', 'silent-member@example.org');
    await subscribeIndustries('energy@example.org', ['Energy']);
    await subscribeIndustries('mining@example.org', ['Mining']);
    const sitting = await publishSitting(AMA_SPEAKS, { title: 'Questions on cocoa arrears', industries: ['Energy'] });
    await handlePublished(sitting);
    await handlePublished(sitting);

    const [mail, ...more] = await mailTo('follower@example.org', 'member-alert');
    expect(more).toEqual([]);
    const speechUrl = (n: number) => `${PUBLIC_URL}/hansards/${sitting.hansardId}?speech=${sitting.hansardId}-c12-${n}#speech-${sitting.hansardId}-c12-${n}`;
    expect(mail!.subject).toMatch(/^Parliament: Ama Mensah spoke on /);
    expect(mail!.text_body).toContain('Ama Mensah spoke 3 times in Parliament (');
    expect(mail!.text_body).toContain('Questions on cocoa arrears');
    expect(mail!.text_body).toContain('On: Oral Answers to Questions; Rent Bill, 2024: Second Reading.');
    expect(mail!.text_body).toContain('“Mr Speaker, the cocoa farmers of my constituency have not been paid for three seasons.”');
    expect(mail!.text_body).toContain(`1. Oral Answers to Questions: ${speechUrl(1)}`);
    expect(mail!.text_body).toContain(`2. Oral Answers to Questions: ${speechUrl(3)}`);
    expect(mail!.text_body).toContain(`3. Rent Bill, 2024: Second Reading: ${speechUrl(5)}`);
    expect(mail!.text_body).not.toContain(speechUrl(2));
    const oneClick = mail!.headers!['List-Unsubscribe']!.slice(1, -1);
    expect(new URL(oneClick).pathname).toBe('/api/notifications/unsubscribe');
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text_body).toContain(`${PUBLIC_URL}/unsubscribe?token=`);
    // A follow-only subscription gets no industry alert, though the sitting touches Energy.
    expect(await mailTo('follower@example.org', 'alert')).toEqual([]);
    // Unconfirmed: nothing. A followed Member who did not speak: nothing.
    expect(await mailTo('unconfirmed@example.org', 'member-alert')).toEqual([]);
    expect(await mailTo('silent-member@example.org', 'member-alert')).toEqual([]);
    // Industry subscribers as before: the matching one once, the other not, and no Member alert.
    expect(await mailTo('energy@example.org', 'alert')).toHaveLength(1);
    expect(await mailTo('energy@example.org', 'member-alert')).toEqual([]);
    expect(await mailTo('mining@example.org', 'alert')).toEqual([]);

    // The sitting ingested again, its speeches with the same ids; even an event written again for it sends nothing new.
    await publishSitting(AMA_SPEAKS, { id: sitting.hansardId, title: 'Questions on cocoa arrears', industries: ['Energy'] });
    await handlePublished(sitting);
    const [again] = await sql(
      `insert into domain_events (type, payload, dedupe_key) values ('hansard-published', $1, 'test:republished') returning id`,
      [JSON.stringify({ hansardId: sitting.hansardId })],
    );
    await handlePublished({ hansardId: sitting.hansardId, eventId: Number(again!.id) });
    expect(await mailTo('follower@example.org', 'member-alert')).toHaveLength(1);
    const follower = await subscriptionId('follower@example.org');
    expect((await sql(`select count(*)::int as n from alert_deliveries where subscription_id = $1 and hansard_id = $2`, [follower, sitting.hansardId]))[0]!.n).toBe(1);
  });

  it('sends one alert per followed Member who spoke', async () => {
    await followConfirmed('ama-mensah', 'both@example.org');
    await follow('yaw-asante', { email: 'both@example.org' }); // an unconfirmed request on a confirmed address: not yet followed
    const id = await subscriptionId('both@example.org');
    await sql(`insert into member_follows (subscription_id, person_id) values ($1, 'person/yaw-asante')`, [id]);
    await handlePublished(await publishSitting(AMA_SPEAKS));
    const mails = await mailTo('both@example.org', 'member-alert');
    expect(mails.map((m) => m.subject.replace(/ spoke on .*/, '')).sort()).toEqual(['Parliament: Ama Mensah', 'Parliament: Yaw Asante']);
    expect(mails.find((m) => m.subject.includes('Yaw'))!.text_body).toContain('Yaw Asante spoke once in Parliament');
  });

  it('alerts nobody about a sitting older than ALERT_MAX_AGE_DAYS, and the log says why', async () => {
    await followConfirmed('ama-mensah', 'news-only@example.org');
    const old = await publishSitting(AMA_SPEAKS, { id: 'follow-age-2012-01-26', date: '2012-01-26' });
    expect(await handlePublished(old, 14)).toEqual({ deliveries: 0, pushes: 0 });
    expect(logged.join('\n')).toMatch(/no alerts for event \d+: the sitting of 2012-01-26 is \d+ days old, more than ALERT_MAX_AGE_DAYS \(14\): published without alerts/);
    expect(await mailTo('news-only@example.org', 'member-alert')).toEqual([]);
    expect((await sql(`select count(*)::int as n from alert_deliveries where hansard_id = $1`, [old.hansardId]))[0]!.n).toBe(0);
  });

  it('puts a daily follower’s Member alert in the 07:00 digest, not at once', async () => {
    await followConfirmed('kofi-boateng', 'daily@example.org', { frequency: 'daily' });
    const sitting = await publishSitting([{ person: 'person/kofi-boateng', heading: 'Statements', text: 'Mr Speaker, I thank you for the opportunity.' }], { title: 'Statement on road safety' });
    await handlePublished(sitting);
    expect(await mailTo('daily@example.org', 'member-alert')).toEqual([]);
    const id = await subscriptionId('daily@example.org');
    expect(await sql(`select channel, status from alert_deliveries where subscription_id = $1`, [id])).toEqual([{ channel: 'digest', status: 'pending' }]);
    expect(await sendDigest(deps, id)).toBe(1);
    expect(await sendDigest(deps, id)).toBe(0);
    const [digest, ...more] = await mailTo('daily@example.org', 'alert-digest');
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Parliament: Kofi Boateng spoke once: Statements');
    expect(digest!.text_body).toContain(`${PUBLIC_URL}/hansards/${sitting.hansardId}?speech=${sitting.hansardId}-c12-1#speech-${sitting.hansardId}-c12-1`);
    expect(digest!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('unfollowing from the manage page', () => {
  it('lists the followed Members, removes one, and no alert about them is sent after, even one recorded before', async () => {
    await followConfirmed('ama-mensah', 'leaving@example.org');
    const id = await subscriptionId('leaving@example.org');
    await sql(`insert into member_follows (subscription_id, person_id) values ($1, 'person/yaw-asante')`, [id]);
    const token = new URL(manageLink(PUBLIC_URL, deps.secret, id)).searchParams.get('token')!;
    const q = `token=${encodeURIComponent(token)}`;
    const listed = await t.app.inject({ method: 'GET', url: `/api/notifications/manage/follows?${q}` });
    expect(listed.json()).toEqual({ success: true, data: [{ id: 'ama-mensah', name: 'Ama Mensah' }, { id: 'yaw-asante', name: 'Yaw Asante' }] });

    // A delivery recorded, then the Member unfollowed before it went: cancelled, not sent.
    const recorded = await publishSitting(AMA_SPEAKS);
    const context = { ...deps, queue: { insert: async () => {} }, log: t.app.log } as unknown as Parameters<typeof fanOutEvent>[1];
    await fanOutEvent({ eventId: recorded.eventId, event: { type: 'hansard-published', payload: { hansardId: recorded.hansardId } } }, context);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/notifications/manage/follows/ama-mensah?${q}` });
    expect(removed.json()).toEqual({ success: true, data: [{ id: 'yaw-asante', name: 'Yaw Asante' }] });
    const pending = await sql(`select id, person_id from alert_deliveries where subscription_id = $1 and status = 'pending'`, [id]);
    const amaDelivery = pending.find((d) => d.person_id === 'person/ama-mensah')!;
    expect(await sendAlertDelivery(deps, amaDelivery.id)).toBe('cancelled');

    await handlePublished(await publishSitting(AMA_SPEAKS));
    const subjects = (await mailTo('leaving@example.org', 'member-alert')).map((m) => m.subject);
    expect(subjects.some((s) => s.includes('Ama Mensah'))).toBe(false);
    expect(subjects.some((s) => s.includes('Yaw Asante'))).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/manage/follows/ama-mensah?token=bad` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/notifications/manage/follows?token=bad` })).json()).toEqual({ success: false, error: SUBSCRIBE_MESSAGES.manageLinkInvalid });
  });

  it('lets a subscription that follows Members save its settings with no industries; one that follows none still needs one', async () => {
    await followConfirmed('ama-mensah', 'members-only@example.org');
    const token = (email: string) => subscriptionId(email).then((id) => new URL(manageLink(PUBLIC_URL, deps.secret, id)).searchParams.get('token')!);
    const save = async (email: string) =>
      t.app.inject({ method: 'PUT', url: '/api/notifications/manage', payload: { token: await token(email), industries: [], notificationPreferences: { email: true }, frequency: 'daily' } });
    const saved = await save('members-only@example.org');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ industries: [], frequency: 'daily' });
    await subscribeIndustries('industries-only@example.org', ['Trade']);
    const refused = await save('industries-only@example.org');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(SUBSCRIBE_MESSAGES.industryRequired);
  });
});
