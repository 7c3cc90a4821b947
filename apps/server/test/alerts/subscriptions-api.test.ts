import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBE_LIMITS, SUBSCRIBE_MESSAGES, SUBSCRIBE_NEXT_STEPS } from '@kakyere/contract';
import { signToken } from '../../src/modules/records/alerts/signed-token.js';
import { deleteUnconfirmedSubscriptions } from '../../src/modules/records/alerts/subscription-repository.js';
import { cookieHeader, nextClientAddress, signUp, SITE_ORIGIN } from '../accounts/inject-session.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { confirmAddressByEmail } from './confirm-subscription.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_ON_START: 'false' });
});
afterAll(() => t.close());

const valid = { email: 'trader@example.org', name: 'Akua', industries: ['Agriculture', 'Trade'], notificationPreferences: { email: true, sms: false, whatsapp: false } };
const subscribe = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/subscribe', payload, headers, remoteAddress: nextClientAddress() });
/** Subscribes and confirms the address as its owner does (the e-mailed link's page, its button). */
const subscribeConfirmed = async (payload: { email: string } & object) => {
  const res = await subscribe(payload);
  expect(res.statusCode).toBe(201);
  await confirmAddressByEmail(t.app, t.database, payload.email);
  return res;
};
const mailTo = async (email: string, kind: string) => {
  await t.app.services.mailer.flush();
  return (await t.database.executeSql(`select subject, text_body from mail_outbox where to_address = $1 and kind = $2 order by created_at`, [email, kind])).rows as { subject: string; text_body: string }[];
};
const linkIn = (text: string, path: string) => {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`no ${path} link in ${text}`);
  return new URL(link);
};

describe('POST /api/notifications/subscribe', () => {
  it("checks in the spec's order, answering with its messages in `message`", async () => {
    const cases: [object, string][] = [
      [{ ...valid, email: '' }, SUBSCRIBE_MESSAGES.emailRequired],
      [{ ...valid, email: '   ' }, SUBSCRIBE_MESSAGES.emailRequired],
      [{ ...valid, email: 'not an email', industries: [] }, SUBSCRIBE_MESSAGES.emailInvalid],
      [{ ...valid, industries: [], notificationPreferences: { email: false, sms: false, whatsapp: false } }, SUBSCRIBE_MESSAGES.industryRequired],
      [{ ...valid, industries: ['Astrology'] }, SUBSCRIBE_MESSAGES.industryRequired],
      [{ ...valid, notificationPreferences: { email: false, sms: false, whatsapp: false } }, SUBSCRIBE_MESSAGES.methodRequired],
      [{ ...valid, notificationPreferences: { email: false, sms: true, whatsapp: false } }, SUBSCRIBE_MESSAGES.phoneInvalid],
      [{ ...valid, notificationPreferences: { email: false, sms: false, whatsapp: true }, phone: '12345' }, SUBSCRIBE_MESSAGES.phoneInvalid],
      // Wrong types are answered in the same words, never a 500.
      [{ ...valid, email: 42 }, SUBSCRIBE_MESSAGES.emailRequired],
      [{ ...valid, industries: 'Agriculture' }, SUBSCRIBE_MESSAGES.industryRequired],
      [{ ...valid, notificationPreferences: { email: 'yes' } }, SUBSCRIBE_MESSAGES.methodRequired],
      [{}, SUBSCRIBE_MESSAGES.emailRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await subscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ success: false, message });
    }
    const rows = await t.database.executeSql('select count(*)::int as n from subscriptions');
    expect(rows.rows[0].n).toBe(0);
  });

  it('subscribes with consent recorded, sends nothing but a confirmation link until the address is confirmed, then welcomes it', async () => {
    const res = await subscribe({ ...valid, email: 'Kumasi.Trader@Example.org' });
    expect(res.statusCode).toBe(201);
    // The spec's text first and exactly; the step left to do below it.
    expect(res.json()).toEqual({ success: true, message: SUBSCRIBE_MESSAGES.success, next: [SUBSCRIBE_NEXT_STEPS.confirmAddress('kumasi.trader@example.org')] });
    const [row] = (await t.database.executeSql(`select * from subscriptions where email = 'kumasi.trader@example.org'`)).rows;
    expect(row).toMatchObject({ industries: ['Agriculture', 'Trade'], email_enabled: true, sms_enabled: false, consent_source: 'subscribe-form:anonymous', email_confirmed_at: null });
    expect(row.consent_at).toBeTruthy();
    expect(await mailTo('kumasi.trader@example.org', 'subscription-welcome')).toEqual([]);
    const [confirmation] = await mailTo('kumasi.trader@example.org', 'subscription-confirm-address');
    const token = linkIn(confirmation!.text_body, '/subscribe/confirm').searchParams.get('token')!;
    // Opening the link (a mail scanner does) confirms nothing: the page shows what would be confirmed.
    const preview = await t.app.inject({ method: 'GET', url: `/api/notifications/confirm?token=${encodeURIComponent(token)}` });
    expect(preview.json().data).toMatchObject({ kind: 'address', current: { email: 'kumasi.trader@example.org', emailConfirmed: false } });
    expect((await t.database.executeSql(`select email_confirmed_at from subscriptions where id = $1`, [row.id])).rows[0].email_confirmed_at).toBeNull();
    // The page's button confirms, and the welcome follows; pressing it again sends nothing more.
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/notifications/confirm', payload: { token } });
    expect(confirmed.json().data).toMatchObject({ emailConfirmed: true, active: true });
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/confirm', payload: { token } })).statusCode).toBe(200);
    const welcomes = await mailTo('kumasi.trader@example.org', 'subscription-welcome');
    expect(welcomes).toHaveLength(1);
    const [welcome] = welcomes;
    expect(welcome!.text_body).toContain('Agriculture, Trade');
    const manage = linkIn(welcome!.text_body, '/subscribe/manage');
    const got = await t.app.inject({ method: 'GET', url: `/api/notifications/manage?token=${encodeURIComponent(manage.searchParams.get('token')!)}` });
    expect(got.json().data).toMatchObject({ email: 'kumasi.trader@example.org', industries: ['Agriculture', 'Trade'], active: true, frequency: 'immediate' });
    expect(linkIn(welcome!.text_body, '/unsubscribe').searchParams.get('token')).toBe(row.unsubscribe_token);
  });

  it('re-sends the confirmation to a waiting address at most once every few minutes, and at most three such e-mails an hour', async () => {
    const email = 'pending@example.org';
    for (let i = 0; i < 3; i++) expect((await subscribe({ ...valid, email })).json().next).toEqual([SUBSCRIBE_NEXT_STEPS.confirmAddress(email)]);
    expect(await mailTo(email, 'subscription-confirm-address')).toHaveLength(1);
    // Five minutes later (the last send moved back), the form sends the link again, up to the hourly cap.
    for (let i = 0; i < 4; i++) {
      await t.database.executeSql(`update subscriptions set confirmation_sent_at = now() - interval '6 minutes' where email = $1`, [email]);
      await subscribe({ ...valid, email });
    }
    expect(await mailTo(email, 'subscription-confirm-address')).toHaveLength(SUBSCRIBE_LIMITS.confirmationEmailsPerHour);
  });

  it('deletes a subscription whose address was never confirmed after 7 days, and keeps confirmed ones', async () => {
    await subscribe({ ...valid, email: 'forgotten@example.org' });
    await subscribeConfirmed({ ...valid, email: 'kept@example.org' });
    await t.database.executeSql(`update subscriptions set created_at = now() - interval '8 days' where email in ('forgotten@example.org', 'kept@example.org')`);
    expect(await deleteUnconfirmedSubscriptions(t.database.db, SUBSCRIBE_LIMITS.pendingDays)).toBe(1);
    const left = (await t.database.executeSql(`select email from subscriptions where email in ('forgotten@example.org', 'kept@example.org')`)).rows.map((r: { email: string }) => r.email);
    expect(left).toEqual(['kept@example.org']);
  });

  it('normalises a Ghanaian number for SMS and WhatsApp', async () => {
    const res = await subscribe({ ...valid, email: 'sms@example.org', notificationPreferences: { email: false, sms: true, whatsapp: true }, phone: '024 123 4567' });
    expect(res.statusCode).toBe(201);
    const [row] = (await t.database.executeSql(`select phone, phone_confirmed_at from subscriptions where email = 'sms@example.org'`)).rows;
    expect(row).toEqual({ phone: '+233241234567', phone_confirmed_at: null });
  });

  it('changes nothing for an address that already has a subscription, and e-mails a link that applies the new choices', async () => {
    await subscribeConfirmed({ ...valid, email: 'twice@example.org' });
    const again = await subscribe({ ...valid, email: 'TWICE@example.org', industries: ['Mining'] });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ success: true, message: SUBSCRIBE_MESSAGES.success, next: [SUBSCRIBE_NEXT_STEPS.confirmChanges('twice@example.org')] });
    const [row] = (await t.database.executeSql(`select industries from subscriptions where email = 'twice@example.org'`)).rows;
    expect(row.industries).toEqual(['Agriculture', 'Trade']);
    const [confirm] = await mailTo('twice@example.org', 'subscription-confirm');
    const token = linkIn(confirm!.text_body, '/subscribe/confirm').searchParams.get('token')!;
    const preview = await t.app.inject({ method: 'GET', url: `/api/notifications/confirm?token=${encodeURIComponent(token)}` });
    expect(preview.json().data).toMatchObject({ kind: 'changes', current: { industries: ['Agriculture', 'Trade'] }, proposed: { industries: ['Mining'] } });
    const applied = await t.app.inject({ method: 'POST', url: '/api/notifications/confirm', payload: { token } });
    expect(applied.json().data.industries).toEqual(['Mining']);
  });

  it('links the subscription of a signed-in reader to the account', async () => {
    const { jar, email } = await signUp(t.app);
    const res = await subscribe({ ...valid, email }, { cookie: cookieHeader(jar), origin: SITE_ORIGIN });
    expect(res.statusCode).toBe(201);
    // Signed up but not verified: the address still needs confirming.
    expect(res.json().next).toEqual([SUBSCRIBE_NEXT_STEPS.confirmAddress(email.toLowerCase())]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/me/subscription', headers: { cookie: cookieHeader(jar) } });
    expect(mine.json().data).toMatchObject({ email, industries: ['Agriculture', 'Trade'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/me/subscription' })).json()).toEqual({ success: true, data: null });
  });

  it("needs no second confirmation from a signed-in reader whose verified account address is the subscription's", async () => {
    const { jar, email } = await signUp(t.app);
    await t.database.executeSql(`update auth_users set email_verified = true where email = $1`, [email.toLowerCase()]);
    const res = await subscribe({ ...valid, email }, { cookie: cookieHeader(jar), origin: SITE_ORIGIN });
    expect(res.json()).toEqual({ success: true, message: SUBSCRIBE_MESSAGES.success });
    expect(await mailTo(email.toLowerCase(), 'subscription-confirm-address')).toEqual([]);
    expect(await mailTo(email.toLowerCase(), 'subscription-welcome')).toHaveLength(1);
    const mine = await t.app.inject({ method: 'GET', url: '/api/me/subscription', headers: { cookie: cookieHeader(jar) } });
    expect(mine.json().data).toMatchObject({ emailConfirmed: true });
  });

  it("refuses a subscription posted from another site (403, the error shape, nothing stored), and takes one from the site itself or an API client", async () => {
    const email = 'victim@example.org';
    const stored = async () => (await t.database.executeSql(`select count(*)::int as n from subscriptions where email = $1`, [email])).rows[0].n as number;
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const res = await subscribe({ ...valid, email }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      // In the route's documented shape: the subscribe route answers in `message` (spec §7).
      expect(res.json()).toEqual({ success: false, message: 'This request came from another site and was refused.' });
    }
    expect(await stored()).toBe(0);
    expect(await mailTo(email, 'subscription-welcome')).toEqual([]);
    // The site's own page (its Origin), the same host reached by another name, and curl (no Origin) are not another site.
    expect((await subscribe({ ...valid, email }, { origin: SITE_ORIGIN })).statusCode).toBe(201);
    expect((await subscribe({ ...valid, email: 'lan@example.org' }, { origin: 'http://192.0.2.10:3000', host: '192.0.2.10:3000' })).statusCode).toBe(201);
    expect((await subscribe({ ...valid, email: 'curl@example.org' })).statusCode).toBe(201);
  });

  it('is rate-limited per client, answering in `message`', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await t.app.inject({ method: 'POST', url: '/api/notifications/subscribe', payload: { ...valid, email: `flood${i}@example.org` }, remoteAddress: '203.0.113.77' })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    const limited = await t.app.inject({ method: 'POST', url: '/api/notifications/subscribe', payload: valid, remoteAddress: '203.0.113.77' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/Too many requests/) });
  });
});

describe('managing and stopping alerts', () => {
  const manageToken = async (email: string) => {
    const [welcome] = await mailTo(email, 'subscription-welcome');
    return linkIn(welcome!.text_body, '/subscribe/manage').searchParams.get('token')!;
  };

  it('saves industries, channels and frequency with the subscribe rules, and stops everything', async () => {
    await subscribeConfirmed({ ...valid, email: 'manage@example.org' });
    const token = await manageToken('manage@example.org');
    const bad = await t.app.inject({ method: 'PUT', url: '/api/notifications/manage', payload: { token, industries: [], notificationPreferences: { email: true, sms: false, whatsapp: false }, frequency: 'daily' } });
    expect(bad.json()).toEqual({ success: false, error: SUBSCRIBE_MESSAGES.industryRequired });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/notifications/manage', payload: { token, industries: ['Energy'], notificationPreferences: { email: true, sms: false, whatsapp: false }, frequency: 'daily' } });
    expect(saved.json().data).toMatchObject({ industries: ['Energy'], frequency: 'daily', active: true });
    const stopped = await t.app.inject({ method: 'DELETE', url: `/api/notifications/manage?token=${encodeURIComponent(token)}` });
    expect(stopped.json().data.active).toBe(false);
  });

  it('refuses a tampered or expired manage link with the words the page shows', async () => {
    await subscribeConfirmed({ ...valid, email: 'expired@example.org' });
    const token = await manageToken('expired@example.org');
    const tampered = await t.app.inject({ method: 'GET', url: `/api/notifications/manage?token=${encodeURIComponent(`${token}x`)}` });
    expect(tampered.json()).toEqual({ success: false, error: SUBSCRIBE_MESSAGES.manageLinkInvalid });
    const [row] = (await t.database.executeSql(`select id from subscriptions where email = 'expired@example.org'`)).rows;
    const old = signToken(t.app.services.linkSecret, 'manage', { sid: row.id }, new Date(Date.now() - 1000));
    expect((await t.app.inject({ method: 'GET', url: `/api/notifications/manage?token=${encodeURIComponent(old)}` })).statusCode).toBe(400);
    // An unsubscribe-purpose token is no manage token.
    const wrongPurpose = signToken(t.app.services.linkSecret, 'apply', { sid: row.id }, new Date(Date.now() + 60_000));
    expect((await t.app.inject({ method: 'GET', url: `/api/notifications/manage?token=${encodeURIComponent(wrongPurpose)}` })).statusCode).toBe(400);
  });

  it('e-mails a fresh manage link to an address with a subscription, and says the same for one without', async () => {
    await subscribe({ ...valid, email: 'fresh@example.org' });
    const known = await t.app.inject({ method: 'POST', url: '/api/notifications/manage-link', payload: { email: 'fresh@example.org' }, remoteAddress: nextClientAddress() });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/notifications/manage-link', payload: { email: 'nobody@example.org' }, remoteAddress: nextClientAddress() });
    expect(known.json()).toEqual({ success: true, message: SUBSCRIBE_MESSAGES.manageLinkSent });
    expect(unknown.json()).toEqual(known.json());
    expect(await mailTo('fresh@example.org', 'subscription-manage')).toHaveLength(1);
    expect(await mailTo('nobody@example.org', 'subscription-manage')).toHaveLength(0);
  });

  it('unsubscribes in one click (RFC 8058: a form POST without cookies gets 200, never a redirect)', async () => {
    await subscribe({ ...valid, email: 'oneclick@example.org' });
    const [row] = (await t.database.executeSql(`select unsubscribe_token from subscriptions where email = 'oneclick@example.org'`)).rows;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${row.unsubscribe_token}`,
      // Posted by a webmail page: another site's Origin, which the signed token makes harmless.
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com', 'sec-fetch-site': 'cross-site' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SUBSCRIBE_MESSAGES.unsubscribed });
    const [after] = (await t.database.executeSql(`select unsubscribed_at from subscriptions where email = 'oneclick@example.org'`)).rows;
    expect(after.unsubscribed_at).toBeTruthy();
    // Again: still fine (a mail client may retry).
    expect((await t.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${row.unsubscribe_token}` })).statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe?token=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: SUBSCRIBE_MESSAGES.unsubscribeLinkInvalid });
  });
});
