import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShellDist } from '../support/web-shell.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { cookieHeader, cookiesFrom, postAuth, signUp, SITE_ORIGIN } from './inject-session.js';

// Pages are served from the web app's index.html alone: these tests need no build.
const shell = createShellDist();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_ON_START: 'false', WEB_DIST_DIR: shell.dir });
});
afterAll(async () => {
  await t.close();
  shell.remove();
});

const outboxFor = async (email: string) =>
  (await t.database.executeSql(`select kind, status, text_body, html_body, subject from mail_outbox where to_address = $1 order by created_at`, [email])).rows as {
    kind: string;
    status: string;
    text_body: string;
    html_body: string;
    subject: string;
  }[];

const linkFrom = (text: string) => text.match(/https?:\/\/\S+/)![0];

describe('sign-up', () => {
  it('signs the new account in with an HttpOnly, SameSite=Lax session cookie (not Secure on plain http)', async () => {
    const { response } = await signUp(t.app);
    const cookie = [response.headers['set-cookie']].flat().find((c) => String(c).startsWith('kakyere_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('writes the profile and a verification e-mail to the outbox, with its link in both parts', async () => {
    const { jar, email } = await signUp(t.app, { name: 'Yaw <b>Asante</b>' });
    const profile = await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: cookieHeader(jar) } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ fullName: 'Yaw <b>Asante</b>', email, organization: null, industry: null, emailVerified: false });
    await t.app.services.mailer.flush();
    const [mail] = await outboxFor(email);
    expect(mail).toMatchObject({ kind: 'verify-email', status: 'logged', subject: 'Confirm your e-mail address for Kakyerɛ' });
    const link = linkFrom(mail!.text_body);
    expect(link).toContain('/api/auth/verify-email?token=');
    expect(mail!.html_body).toContain(link.replaceAll('&', '&amp;'));
    // What people typed is escaped in the HTML part.
    expect(mail!.html_body).toContain('Yaw &lt;b&gt;Asante&lt;/b&gt;');
  });

  it('refuses a password shorter than 6 characters and accepts one of exactly 6', async () => {
    const short = await postAuth(t.app, '/sign-up/email', { name: 'A', email: 'short@example.org', password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Password must be at least 6 characters' });
    await expect(signUp(t.app, { password: '123456' })).resolves.toBeTruthy();
  });

  it('opening the e-mailed link verifies the account, signs it in and lands on /verify-email', async () => {
    const { email } = await signUp(t.app);
    await t.app.services.mailer.flush();
    const link = new URL(linkFrom((await outboxFor(email))[0]!.text_body));
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/verify-email');
    const jar = cookiesFrom(opened);
    expect(jar.has('kakyere_session')).toBe(true);
    const profile = await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: cookieHeader(jar) } });
    expect(profile.json().data.emailVerified).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(jar) } });
    expect(me.json().data.user).toMatchObject({ email, emailVerified: true });
  });

  it('a tampered verification link lands on /verify-email with an error and verifies nothing', async () => {
    const opened = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fverify-email' });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^\/verify-email\?error=/);
  });
});

it('checks a sign-up’s name, address and password before creating anything, in words for people', async () => {
  const cases: [object, string][] = [
    [{ email: 'a@example.org', password: 'secret1' }, 'Full name is required'],
    [{ name: '   ', email: 'a@example.org', password: 'secret1' }, 'Full name is required'],
    [{ name: 'x'.repeat(101), email: 'a@example.org', password: 'secret1' }, 'Full name must be at most 100 characters'],
    [{ name: 'Ama', email: 'not an address', password: 'secret1' }, 'Please enter a valid email address'],
    [{ name: 'Ama', email: 'a@example.org', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ name: 'Ama', email: 'a@example.org', password: 42 }, 'Password is required'],
  ];
  for (const [payload, message] of cases) {
    const res = await postAuth(t.app, '/sign-up/email', payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().message).toBe(message);
  }
  const users = await t.database.executeSql(`select count(*)::int as n from auth_users where email = 'a@example.org'`);
  expect(users.rows[0].n).toBe(0);
});

describe('sign-in', () => {
  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    const { email } = await signUp(t.app);
    const wrong = await postAuth(t.app, '/sign-in/email', { email, password: 'not-the-password' });
    const unknown = await postAuth(t.app, '/sign-in/email', { email: 'nobody-here@example.org', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('lets an unverified account sign in, and signs it out', async () => {
    const { email, password } = await signUp(t.app);
    const signedIn = await postAuth(t.app, '/sign-in/email', { email, password });
    expect(signedIn.statusCode).toBe(200);
    const jar = cookiesFrom(signedIn);
    const out = await postAuth(t.app, '/sign-out', {}, { jar });
    expect(out.statusCode).toBe(200);
    cookiesFrom(out, jar);
    expect(jar.has('kakyere_session')).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `kakyere_session=${signedIn.json().token}` } });
    expect(me.json().data.user).toBeNull();
  });

  it('refuses a sign-in posted from another site', async () => {
    const { email, password, jar } = await signUp(t.app);
    const forged = await postAuth(t.app, '/sign-out', {}, { jar, headers: { origin: 'https://evil.example' } });
    expect(forged.statusCode).toBe(403);
    const forgedSignIn = await postAuth(t.app, '/sign-in/email', { email, password }, { jar, headers: { origin: 'https://evil.example' } });
    expect(forgedSignIn.statusCode).toBe(403);
  });
});

describe('password reset', () => {
  it('e-mails a one-hour link; the new password works, the old one and old sessions do not', async () => {
    const { email, password, jar } = await signUp(t.app);
    const asked = await postAuth(t.app, '/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(asked.statusCode).toBe(200);
    await t.app.services.mailer.flush();
    const mail = (await outboxFor(email)).find((m) => m.kind === 'reset-password')!;
    const link = new URL(linkFrom(mail.text_body));
    const landed = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(landed.statusCode).toBe(302);
    const landing = new URL(landed.headers.location!, SITE_ORIGIN);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await postAuth(t.app, '/reset-password', { newPassword: 'new-secret', token });
    expect(reset.statusCode).toBe(200);
    expect((await postAuth(t.app, '/sign-in/email', { email, password })).statusCode).toBe(401);
    expect((await postAuth(t.app, '/sign-in/email', { email, password: 'new-secret' })).statusCode).toBe(200);
    const oldSession = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(jar) } });
    expect(oldSession.json().data.user).toBeNull();
    // The link works once.
    expect((await postAuth(t.app, '/reset-password', { newPassword: 'another-one', token })).statusCode).toBe(400);
  });

  it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
    const { email } = await signUp(t.app);
    const known = await postAuth(t.app, '/request-password-reset', { email, redirectTo: '/reset-password' });
    const unknown = await postAuth(t.app, '/request-password-reset', { email: 'no-account@example.org', redirectTo: '/reset-password' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await t.app.services.mailer.flush();
    expect(await outboxFor('no-account@example.org')).toEqual([]);
  });
});

describe('profile endpoints', () => {
  it('answer 401 in the error envelope when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: 'Please sign in to see your profile.' });
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers: { origin: SITE_ORIGIN }, payload: { organization: 'X' } });
    expect(patch.statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(me.json()).toEqual({ success: true, data: { user: null } });
  });

  it('set organization and industry, clear them with empty strings, and are never cached', async () => {
    const { jar } = await signUp(t.app);
    const headers = { cookie: cookieHeader(jar), origin: SITE_ORIGIN };
    const set = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers, payload: { organization: '  Ghana Cocoa Board ', industry: 'Agriculture' } });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ organization: 'Ghana Cocoa Board', industry: 'Agriculture' });
    expect(set.headers['cache-control']).toBe('private, no-store');
    const cleared = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers, payload: { organization: '', industry: '' } });
    expect(cleared.json().data).toMatchObject({ organization: null, industry: null });
  });

  it('refuse an industry outside the 20, an over-long organization and unknown fields with 400', async () => {
    const { jar } = await signUp(t.app);
    const headers = { cookie: cookieHeader(jar), origin: SITE_ORIGIN };
    const industry = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers, payload: { industry: 'Astrology' } });
    expect(industry.statusCode).toBe(400);
    expect(industry.json()).toEqual({ success: false, error: 'Please choose an industry from the list' });
    const organization = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers, payload: { organization: 'x'.repeat(121) } });
    expect(organization.json()).toEqual({ success: false, error: 'Organization must be at most 120 characters' });
    const extra = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers, payload: { emailVerified: true } });
    expect(extra.statusCode).toBe(400);
    const notJson = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers: { ...headers, 'content-type': 'application/json' }, payload: '{' });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuse a change sent from another site (CSRF)', async () => {
    const { jar } = await signUp(t.app);
    const forged = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers: { cookie: cookieHeader(jar), origin: 'https://evil.example' }, payload: { organization: 'Pwned' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().success).toBe(false);
    const fetchMetadata = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers: { cookie: cookieHeader(jar), 'sec-fetch-site': 'cross-site' }, payload: { organization: 'Pwned' } });
    expect(fetchMetadata.statusCode).toBe(403);
    const profile = await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: cookieHeader(jar) } });
    expect(profile.json().data.organization).toBeNull();
  });

  it('repairs a missing profile from the identity on first read', async () => {
    const { jar, email } = await signUp(t.app, { name: 'Esi Owusu' });
    await t.database.executeSql('delete from profiles where email = $1', [email]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: cookieHeader(jar) } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ fullName: 'Esi Owusu', email });
  });
});

describe('pages for a signed-in reader', () => {
  it('/profile redirects to /login without a session and renders with one, never cached', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/profile' });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/login');
    const stale = await t.app.inject({ method: 'GET', url: '/profile', headers: { cookie: 'kakyere_session=expired.value' } });
    expect(stale.statusCode).toBe(302);
    const { jar } = await signUp(t.app);
    const page = await t.app.inject({ method: 'GET', url: '/profile', headers: { cookie: cookieHeader(jar) } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
  });
});

describe('Google sign-in when it is not configured', () => {
  it('answers with a clear message instead of a dead button', async () => {
    const res = await postAuth(t.app, '/sign-in/social', { provider: 'google', callbackURL: '/', errorCallbackURL: '/login' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'GOOGLE_NOT_CONFIGURED', message: expect.stringMatching(/Google sign-in is not available/) });
  });
});
