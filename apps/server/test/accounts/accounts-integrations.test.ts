import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@kakyere/db';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { startLocalOidcProvider, type LocalOidcProvider } from '../support/local-oidc-provider.js';
import { linkIn, startLocalSmtpServer, type LocalSmtpServer } from '../support/local-smtp-server.js';
import { createShellDist } from '../support/web-shell.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { cookieHeader, cookiesFrom, nextClientAddress, postAuth, signUp, SITE_ORIGIN } from './inject-session.js';

describe('e-mail over SMTP', () => {
  let smtp: LocalSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    t = await createTestApp({ SEED_ON_START: 'false', SMTP_URL: smtp.url, MAIL_FROM: 'Kakyerɛ <alerts@kakyere.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the verification e-mail to a real SMTP server, with a text and an HTML part carrying the link', async () => {
    const { email } = await signUp(t.app, { name: 'Abena Darko' });
    const mail = await smtp.waitFor(email);
    await t.app.services.mailer.flush();
    expect(mail.from).toBe('alerts@kakyere.test');
    expect(mail.subject).toBe('Confirm your e-mail address for Kakyerɛ');
    expect(mail.text).toContain('Hello Abena Darko,');
    const link = linkIn(mail, '/api/auth/verify-email');
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));
    const rows = await t.database.executeSql('select status, sent_at from mail_outbox where to_address = $1', [email]);
    expect(rows.rows[0]).toMatchObject({ status: 'sent', sent_at: expect.anything() });
  });

  it('keeps a message the server refused in the outbox and sends it on the next attempt', async () => {
    smtp.refuseNext(1);
    const { email } = await signUp(t.app);
    await t.app.services.mailer.flush();
    const pending = await t.database.executeSql('select status, attempts, last_error from mail_outbox where to_address = $1', [email]);
    expect(pending.rows[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/temporarily unavailable/) });
    // A minute later, its backoff over (the retry leaves messages still being sent alone):
    await t.database.executeSql(`update mail_outbox set created_at = now() - interval '2 minutes', next_attempt_at = now() where to_address = $1`, [email]);
    expect(await t.app.services.mailer.retryPending()).toBe(1);
    await smtp.waitFor(email);
    const sent = await t.database.executeSql('select status, attempts from mail_outbox where to_address = $1', [email]);
    expect(sent.rows[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('Google sign-in through an OpenID Connect provider', () => {
  let oidc: LocalOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    oidc = await startLocalOidcProvider();
    t = await createTestApp({ SEED_ON_START: 'false', GOOGLE_ISSUER: oidc.issuer, GOOGLE_CLIENT_ID: oidc.clientId, GOOGLE_CLIENT_SECRET: oidc.clientSecret });
  });
  afterAll(async () => {
    await t.close();
    await oidc.close();
  });

  /** The browser's round trip: our sign-in start, the provider's authorisation, our callback. */
  async function roundTrip(errorCallbackURL: string) {
    const start = await postAuth(t.app, '/sign-in/social', { provider: 'google', callbackURL: '/', newUserCallbackURL: '/', errorCallbackURL });
    expect(start.statusCode).toBe(200);
    const jar = cookiesFrom(start);
    const authorize = await fetch(start.json().url as string, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    expect(callback.pathname).toBe('/api/auth/callback/google');
    const landed = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: cookieHeader(jar) } });
    return { landed, jar: cookiesFrom(landed, jar) };
  }

  it('creates the account with its profile and signs it in', async () => {
    oidc.signInAs({ sub: 'google-42', email: 'kwame.google@example.org', name: 'Kwame Nkansah', picture: 'https://example.org/kwame.png' });
    const { landed, jar } = await roundTrip('/login');
    expect(landed.statusCode).toBe(302);
    expect(new URL(landed.headers.location!, SITE_ORIGIN).pathname).toBe('/');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(jar) } });
    expect(me.json().data.user).toMatchObject({ email: 'kwame.google@example.org', displayName: 'Kwame Nkansah', photoURL: 'https://example.org/kwame.png', emailVerified: true });
    const profile = await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: cookieHeader(jar) } });
    expect(profile.json().data).toMatchObject({ fullName: 'Kwame Nkansah', emailVerified: true });
  });

  it('sends a refused sign-in back to the page it started on, with the provider’s message', async () => {
    oidc.failNext('access_denied', 'The user cancelled the sign-in');
    const { landed, jar } = await roundTrip('/signup');
    expect(landed.statusCode).toBe(302);
    const back = new URL(landed.headers.location!, SITE_ORIGIN);
    expect(back.pathname).toBe('/signup');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(jar.has('kakyere_session')).toBe(false);
  });

  it('refuses an error page on another site (no open redirect)', async () => {
    const start = await postAuth(t.app, '/sign-in/social', { provider: 'google', callbackURL: '/', errorCallbackURL: 'https://evil.example/phish' });
    expect(start.statusCode).toBe(403);
  });
});

describe('rate limits on sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_ON_START: 'false' });
  });
  afterAll(() => t.close());

  const tryPasswords = async (count: number, client: (i: number) => { remoteAddress: string; headers?: Record<string, string> }) => {
    const codes: number[] = [];
    for (let i = 0; i < count; i++) {
      const { remoteAddress, headers } = client(i);
      codes.push((await postAuth(t.app, '/sign-in/email', { email: 'target@example.org', password: `guess-${i}` }, { remoteAddress, ...(headers ? { headers } : {}) })).statusCode);
    }
    return codes;
  };

  it('stops a client guessing passwords after 10 a minute, whatever X-Forwarded-For it claims', async () => {
    const codes = await tryPasswords(12, (i) => ({ remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } }));
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    // Another client is not affected.
    expect(await tryPasswords(1, () => ({ remoteAddress: nextClientAddress() }))).toEqual([401]);
  });

  it('believes X-Forwarded-For from a proxy on this machine (TRUST_PROXY=loopback)', async () => {
    const codes = await tryPasswords(12, (i) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `192.0.2.${100 + i}` } }));
    expect(codes.every((c) => c === 401)).toBe(true);
  });
});

describe('on an https site', () => {
  // Pages are served from the web app's index.html alone: this needs no build.
  const shell = createShellDist();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_ON_START: 'false', PUBLIC_URL: 'https://kakyere.example', WEB_DIST_DIR: shell.dir });
  });
  afterAll(async () => {
    await t.close();
    shell.remove();
  });

  it('sets the session cookie Secure, with the __Secure- prefix, and renders pages for it alone', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://kakyere.example' },
      payload: { name: 'Adwoa', email: 'adwoa@example.org', password: 'secret1' },
    });
    const cookie = [response.headers['set-cookie']].flat().find((c) => String(c).startsWith('__Secure-kakyere_session='))!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    const jar = cookiesFrom(response);
    const page = await t.app.inject({ method: 'GET', url: '/profile', headers: { cookie: cookieHeader(jar) } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
  });
});

describe('several server processes on one database', () => {
  it('generate the auth secret once and share sessions', async () => {
    const first = await createTestApp({ SEED_ON_START: 'false' });
    // A second server with its own connections to the same database (the same embedded one on PGlite).
    const database = first.database.url ? await openDatabase({ databaseUrl: first.database.url, dataDir: ':memory:', poolSize: 2 }) : first.database;
    const second = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SEED_ON_START: 'false' }), database });
    try {
      const { jar } = await signUp(first.app);
      const me = await second.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(jar) } });
      expect(me.json().data.user).not.toBeNull();
      const secrets = await first.database.executeSql(`select count(*)::int as n from app_secrets where name = 'auth-secret'`);
      expect(secrets.rows[0].n).toBe(1);
    } finally {
      await second.close();
      if (database !== first.database) await database.close();
      await first.close();
    }
  });
});
