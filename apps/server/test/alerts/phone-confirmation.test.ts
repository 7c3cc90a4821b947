import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBSCRIBE_MESSAGES } from '@kakyere/contract';
import { makeSyntheticHansard } from '@kakyere/db';
import { ALERT_JOBS } from '../../src/jobs/alert-jobs.js';
import { startJobQueue, type JobQueue } from '../../src/jobs/job-queue.js';
import { registerJobWorkers } from '../../src/jobs/register-job-workers.js';
import { gsm7Length, toGsm7 } from '../../src/modules/records/alerts/gsm7.js';
import { signPhoneToken } from '../../src/modules/records/alerts/phone-link.js';
import { startEventRelay } from '../../src/runtime/start-event-relay.js';
import { storeHansard } from '../../src/modules/records/ingest/store-hansard.js';
import { nextClientAddress } from '../accounts/inject-session.js';
import { startLocalTextProvider, type LocalTextProvider, type ReceivedText } from '../support/local-text-provider.js';
import { confirmAddressByEmail } from './confirm-subscription.js';
import { createTestApp, type TestApp } from '../test-app.js';

const SITE = 'https://kakyere.example';
let provider: LocalTextProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startLocalTextProvider();
  t = await createTestApp(provider.env({ SEED_ON_START: 'false', PUBLIC_URL: SITE }));
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(() => {
  provider.received.length = 0;
});

const channels = (sms: boolean, whatsapp: boolean) => ({ email: true, sms, whatsapp });
async function subscribe(email: string, phone: string | null, prefs = channels(true, false), industries = ['Agriculture']) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/subscribe',
    payload: { email, industries, notificationPreferences: prefs, ...(phone ? { phone } : {}) },
    remoteAddress: nextClientAddress(),
  });
  expect(res.statusCode).toBe(201);
  // The number is texted once the address is confirmed (double opt-in): confirmed as its owner does.
  await confirmAddressByEmail(t.app, t.database, email);
  await t.app.services.texts.flush();
}
const subscriptionOf = async (email: string) =>
  (await t.database.executeSql(`select id, phone, phone_confirmed_at from subscriptions where email = $1`, [email])).rows[0] as { id: string; phone: string | null; phone_confirmed_at: string | null };
const textBody = (request: ReceivedText) => request.form.message ?? request.form.Body ?? '';
const textsTo = (phone: string) => provider.received.filter((r) => r.form.to === phone || r.form.To === phone || r.form.To === `whatsapp:${phone}`);
/** The token of the confirmation link in a text. */
const tokenIn = (request: ReceivedText) => {
  const match = textBody(request).match(/https:\/\/kakyere\.example\/p\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no confirmation link in: ${textBody(request)}`);
  return match[1]!;
};
const confirm = (payload: unknown, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/notifications/phone/confirm', headers: { 'content-type': contentType }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
/** The rate limit's minutes pass for a subscription. */
const agePhoneTexts = (subscriptionId: string) =>
  t.database.executeSql(`update text_outbox set created_at = now() - interval '10 minutes' where meta->>'subscriptionId' = $1`, [subscriptionId]);
const manageToken = async (email: string) => {
  const [welcome] = (await t.database.executeSql(`select text_body from mail_outbox where to_address = $1 and kind = 'subscription-welcome'`, [email])).rows as { text_body: string }[];
  const link = welcome!.text_body.match(/https?:\/\/\S+/g)!.find((url) => new URL(url).pathname === '/subscribe/manage')!;
  return new URL(link).searchParams.get('token')!;
};
const saveSettings = async (email: string, phone: string, prefs = channels(true, false)) => {
  const res = await t.app.inject({ method: 'PUT', url: '/api/notifications/manage', payload: { token: await manageToken(email), industries: ['Agriculture'], notificationPreferences: prefs, phone, frequency: 'immediate' } });
  expect(res.statusCode).toBe(200);
  await t.app.services.texts.flush();
  return res.json().data as { phone: string; phoneConfirmed: boolean };
};

describe('confirming a phone number by a texted link', () => {
  it('texts nothing to the number of a subscription whose address is not yet confirmed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/subscribe',
      payload: { email: 'unconfirmed-sms@example.org', industries: ['Agriculture'], notificationPreferences: channels(true, false), phone: '0241119999' },
      remoteAddress: nextClientAddress(),
    });
    expect(res.json().next).toHaveLength(1);
    await t.app.services.texts.flush();
    expect(textsTo('+233241119999')).toHaveLength(0);
    await confirmAddressByEmail(t.app, t.database, 'unconfirmed-sms@example.org');
    await t.app.services.texts.flush();
    expect(textsTo('+233241119999')).toHaveLength(1);
  });

  it('texts a new SMS subscriber one link, in GSM-7 and one 160-character part, and the welcome e-mail says so', async () => {
    await subscribe('ama@example.org', '024 111 0001');
    const [text, ...more] = textsTo('+233241110001');
    expect(more).toEqual([]);
    expect(text!.provider).toBe('africastalking');
    const body = textBody(text!);
    expect(body).toMatch(/^Kakyere: confirm this number for Parliament alerts: https:\/\/kakyere\.example\/p\/[A-Za-z0-9_-]{43} Not you\? Ignore this\.$/);
    expect(toGsm7(body)).toBe(body);
    expect(gsm7Length(body)).toBeLessThanOrEqual(160);
    const { id } = await subscriptionOf('ama@example.org');
    const outbox = (await t.database.executeSql(`select channel, status, meta from text_outbox where to_number = '+233241110001'`)).rows;
    expect(outbox).toEqual([{ channel: 'sms', status: 'sent', meta: expect.objectContaining({ kind: 'phone-confirmation', subscriptionId: id }) }]);
    const [welcome] = (await t.database.executeSql(`select text_body from mail_outbox where to_address = 'ama@example.org' and kind = 'subscription-welcome'`)).rows as { text_body: string }[];
    expect(welcome!.text_body).toContain('SMS and WhatsApp alerts to +233241110001 start once the number is confirmed: we are texting it a link to confirm it.');
  });

  it('confirms nothing when the link is opened (link previews); the page’s button, a POST, confirms', async () => {
    await subscribe('kofi@example.org', '0241110002');
    const token = tokenIn(textsTo('+233241110002')[0]!);
    const opened = await t.app.inject({ method: 'GET', url: `/p/${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/subscribe/phone?token=${token}`);
    expect((await subscriptionOf('kofi@example.org')).phone_confirmed_at).toBeNull();

    const confirmed = await confirm({ token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: SUBSCRIBE_MESSAGES.phoneConfirmed });
    const { phone_confirmed_at: at } = await subscriptionOf('kofi@example.org');
    expect(at).toBeTruthy();
    // Again (a second tap): still fine, and the first confirmation stands.
    expect((await confirm({ token })).statusCode).toBe(200);
    expect((await subscriptionOf('kofi@example.org')).phone_confirmed_at).toEqual(at);
  });

  it("refuses a malformed, tampered, expired or unknown link, or one for another number, with a 400 in the API's error shape", async () => {
    await subscribe('yaa@example.org', '0241110003');
    const token = tokenIn(textsTo('+233241110003')[0]!);
    const { id } = await subscriptionOf('yaa@example.org');
    const refused = { success: false, error: SUBSCRIBE_MESSAGES.phoneLinkInvalid };
    // A changed character in the signature, and the same bytes spelt another way (the last
    // character's unused bits set): both refused.
    const tampered = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    const respelt = `${token.slice(0, -1)}${'AEIMQUYcgkosw048'.includes(token.at(-1)!) ? String.fromCharCode(token.at(-1)!.charCodeAt(0) + 1) : token.at(-1)}`;
    expect(respelt === token || Buffer.from(respelt, 'base64url').equals(Buffer.from(token, 'base64url'))).toBe(true);
    for (const bad of [
      'nope',
      tampered,
      ...(respelt === token ? [] : [respelt]),
      signPhoneToken(t.app.services.linkSecret, id, '+233209999999'),
      signPhoneToken(t.app.services.linkSecret, id, '+233241110003', new Date(Date.now() - 1000)),
      signPhoneToken(t.app.services.linkSecret, randomUUID(), '+233241110003'),
      signPhoneToken('another-secret-of-at-least-32-characters', id, '+233241110003'),
    ]) {
      const res = await confirm({ token: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toEqual(refused);
    }
    // Input that is not a token at all: the error shape, never a 500.
    for (const [payload, type] of [[{}, 'application/json'], [{ token: 42 }, 'application/json'], [{ token: 'x'.repeat(2000) }, 'application/json'], ['{"token":', 'application/json'], ['token=', 'application/x-www-form-urlencoded']] as const) {
      const res = await confirm(payload, type);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ success: false, error: expect.any(String) });
    }
    // The short link takes any token to the page (which says a bad one is bad), up to the router's
    // limit on a path parameter (then a 400 in the error envelope, as for every route with one).
    expect((await t.app.inject({ method: 'GET', url: '/p/nope' })).headers.location).toBe('/subscribe/phone?token=nope');
    const tooLong = await t.app.inject({ method: 'GET', url: `/p/${'a'.repeat(200)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ success: false, error: 'Invalid address: a part of it is too long' });
    expect((await subscriptionOf('yaa@example.org')).phone_confirmed_at).toBeNull();
  });

  it('clears the confirmation when the number changes, texts the new number, and the old link no longer confirms', async () => {
    await subscribe('esi@example.org', '0241110004');
    const oldToken = tokenIn(textsTo('+233241110004')[0]!);
    expect((await confirm({ token: oldToken })).statusCode).toBe(200);
    await agePhoneTexts((await subscriptionOf('esi@example.org')).id);

    const saved = await saveSettings('esi@example.org', '0201110004');
    expect(saved).toMatchObject({ phone: '+233201110004', phoneConfirmed: false });
    expect((await confirm({ token: oldToken })).json()).toEqual({ success: false, error: SUBSCRIBE_MESSAGES.phoneLinkInvalid });
    const [text] = textsTo('+233201110004');
    expect((await confirm({ token: tokenIn(text!) })).statusCode).toBe(200);
    expect(await subscriptionOf('esi@example.org')).toMatchObject({ phone: '+233201110004', phone_confirmed_at: expect.anything() });
    // Saving again with the confirmed number texts nothing.
    await agePhoneTexts((await subscriptionOf('esi@example.org')).id);
    await saveSettings('esi@example.org', '0201110004');
    expect(textsTo('+233201110004')).toHaveLength(1);
  });

  it('texts at most one link every few minutes however often the settings are saved, then a fresh one', async () => {
    await subscribe('abena@example.org', '0241110005');
    await saveSettings('abena@example.org', '0241110005');
    await saveSettings('abena@example.org', '0241110005');
    expect(textsTo('+233241110005')).toHaveLength(1);
    // Nor can one subscription text a list of other people's numbers, one save each.
    await saveSettings('abena@example.org', '0241110006');
    expect(textsTo('+233241110006')).toHaveLength(0);
    await agePhoneTexts((await subscriptionOf('abena@example.org')).id);
    await saveSettings('abena@example.org', '0241110006');
    expect(textsTo('+233241110006')).toHaveLength(1);
  });

  it('texts a number chosen for WhatsApp only by WhatsApp', async () => {
    await subscribe('kwame@example.org', '0241110007', channels(false, true));
    const [text, ...more] = textsTo('+233241110007');
    expect(more).toEqual([]);
    expect(text!.provider).toBe('twilio');
    expect(text!.form).toMatchObject({ To: 'whatsapp:+233241110007', From: `whatsapp:${provider.twilio.whatsappFrom}` });
    expect((await confirm({ token: tokenIn(text!) })).statusCode).toBe(200);
  });

  it('texts the number of an address subscribed again only once its owner applies the change', async () => {
    await subscribe('efua@example.org', null, { email: true, sms: false, whatsapp: false });
    await subscribe('efua@example.org', '0241110008');
    expect(textsTo('+233241110008')).toHaveLength(0);
    const [mail] = (await t.database.executeSql(`select text_body from mail_outbox where to_address = 'efua@example.org' and kind = 'subscription-confirm'`)).rows as { text_body: string }[];
    const link = new URL(mail!.text_body.match(/https?:\/\/\S+/g)!.find((url) => new URL(url).pathname === '/subscribe/confirm')!);
    const applied = await t.app.inject({ method: 'POST', url: '/api/notifications/confirm', payload: { token: link.searchParams.get('token') } });
    expect(applied.statusCode).toBe(200);
    await t.app.services.texts.flush();
    expect(textsTo('+233241110008')).toHaveLength(1);
  });
});

describe('SMS alerts once the number is confirmed', () => {
  let queue: JobQueue;
  let stopRelay: () => Promise<void>;
  beforeAll(async () => {
    queue = await startJobQueue(t.database);
    await registerJobWorkers(queue, ALERT_JOBS, { db: t.database.db, mailer: t.app.services.mailer, texts: t.app.services.texts, publicUrl: SITE, secret: t.app.services.linkSecret, alertMaxAgeDays: 1_000_000, queue, log: t.app.log });
    stopRelay = startEventRelay(t.database.db, queue, t.app.log);
  });
  afterAll(async () => {
    await stopRelay();
    await queue.stop({ graceful: false, wait: true });
  });

  it('a published sitting is recorded and texted to a confirmed number, and not to an unconfirmed one', async () => {
    await subscribe('confirmed@example.org', '0241110010', channels(true, false), ['Environment']);
    await subscribe('unconfirmed@example.org', '0241110011', channels(true, false), ['Environment']);
    expect((await confirm({ token: tokenIn(textsTo('+233241110010')[0]!) })).statusCode).toBe(200);
    provider.received.length = 0;

    const stored = await storeHansard(t.database.db, { row: { ...makeSyntheticHansard(4242), title: 'Fisheries (Amendment) Bill: “closed season” debated', affectedIndustries: ['Environment'] }, document: null });
    await provider.waitForRequests(1, 30_000);
    await t.app.services.texts.flush();
    const [alert, ...more] = provider.received;
    expect(more).toEqual([]);
    expect(alert!.form.to).toBe('+233241110010');
    const body = textBody(alert!);
    const { rows: [unsubscribe] } = await t.database.executeSql(`select unsubscribe_token from subscriptions where email = 'confirmed@example.org'`);
    expect(body).toContain(`${SITE}/hansards/${stored.id}`);
    expect(body.endsWith(`Stop: ${SITE}/u/${unsubscribe.unsubscribe_token}`)).toBe(true);
    expect(toGsm7(body)).toBe(body);
    expect(gsm7Length(body)).toBeLessThanOrEqual(160);

    const deliveries = (
      await t.database.executeSql(
        `select s.email, d.channel from alert_deliveries d join subscriptions s on s.id = d.subscription_id where s.email in ('confirmed@example.org', 'unconfirmed@example.org') order by s.email, d.channel`,
      )
    ).rows;
    expect(deliveries).toEqual([
      { email: 'confirmed@example.org', channel: 'email' },
      { email: 'confirmed@example.org', channel: 'sms' },
      { email: 'unconfirmed@example.org', channel: 'email' },
    ]);
    const [outbox] = (await t.database.executeSql(`select status, provider_message_id, meta from text_outbox where to_number = '+233241110010' and meta ? 'deliveryId'`)).rows;
    expect(outbox).toMatchObject({ status: 'sent', provider_message_id: expect.stringMatching(/^ATXid_/) });
  });
});
