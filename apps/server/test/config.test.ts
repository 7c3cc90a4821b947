import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { loadConfig } from '../src/config.js';

describe('PUBLIC_URL', () => {
  it('defaults to http://localhost:$PORT', () => {
    expect(loadConfig({}).server.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).server.publicUrl).toBe('http://localhost:8080');
  });

  it('is taken as given, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kakyere.example/' }).server.publicUrl).toBe('https://kakyere.example');
  });

  it('stops start-up with the variable named when it is not an http(s) URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://kakyere.example' })).toThrow(/PUBLIC_URL: must be an http\(s\) URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'kakyere' })).toThrow(/PUBLIC_URL/);
  });
});

describe('MAX_REQUESTS_IN_FLIGHT and PAGE_CACHE', () => {
  it('default to shedding past 1,500 requests in flight and caching pages', () => {
    expect(loadConfig({}).server).toMatchObject({ maxRequestsInFlight: 1500, searchMaxInFlight: 2, pageCache: true });
    expect(loadConfig({ SEARCH_MAX_IN_FLIGHT: '0' }).server.searchMaxInFlight).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/k', DATABASE_POOL_SIZE: '20' }).server.searchMaxInFlight).toBe(10);
  });

  it('take 0 to turn shedding off and `off` to render every page', () => {
    expect(loadConfig({ MAX_REQUESTS_IN_FLIGHT: '0', PAGE_CACHE: 'off' }).server).toMatchObject({ maxRequestsInFlight: 0, pageCache: false });
    expect(loadConfig({ MAX_REQUESTS_IN_FLIGHT: '', PAGE_CACHE: '' }).server).toMatchObject({ maxRequestsInFlight: 1500, pageCache: true });
  });

  it('stop start-up with the variable named when the value is not one', () => {
    expect(() => loadConfig({ MAX_REQUESTS_IN_FLIGHT: '-1' })).toThrow(/MAX_REQUESTS_IN_FLIGHT/);
    expect(() => loadConfig({ MAX_REQUESTS_IN_FLIGHT: 'many' })).toThrow(/MAX_REQUESTS_IN_FLIGHT/);
    expect(() => loadConfig({ PAGE_CACHE: 'false' })).toThrow(/PAGE_CACHE/);
  });
});

describe('slices per integration', () => {
  it('hands each integration its own settings and nothing else', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://kakyere@127.0.0.1/kakyere',
      AI_PROVIDER: 'openai',
      AI_MODEL: 'llama3.1:8b',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      JOBS_ENABLED: 'false',
    });
    expect(config.ai).toEqual({ provider: 'openai', model: 'llama3.1:8b', baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, timeoutMs: 60_000, opinionTimeoutMs: 4_000 });
    expect(config.database).toMatchObject({ url: 'postgres://kakyere@127.0.0.1/kakyere', poolSize: 10, seedOnStart: true });
    expect(config.jobs).toMatchObject({ enabled: false, ingestSourceCron: undefined });
    expect(JSON.stringify(config.ai)).not.toContain('postgres://');
    expect(Object.keys(config).sort()).toEqual(['ai', 'auth', 'database', 'jobs', 'mail', 'push', 'server', 'texts']);
    expect(JSON.stringify(config.mail)).not.toContain('postgres://');
  });

  it('still names every bad variable at once, whichever slice it belongs to', () => {
    expect(() => loadConfig({ PORT: 'x', DATABASE_POOL_SIZE: '0', AI_TIMEOUT_MS: '-1' })).toThrow(/PORT: .*\n {2}DATABASE_POOL_SIZE: .*\n {2}AI_TIMEOUT_MS: /);
  });
});

describe('accounts, mail and proxies', () => {
  it('default to a generated auth secret, no Google, the outbox for mail and trusting only a local proxy', () => {
    const config = loadConfig({});
    expect(config.auth).toEqual({
      publicUrl: 'http://localhost:3000',
      trustedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      secret: undefined,
      google: null,
    });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Kakyerɛ <no-reply@localhost>', retryAfterSeconds: 60 });
    expect(config.server.trustProxy).toEqual(['loopback']);
  });

  it('trust only the public origin once PUBLIC_URL is set', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kakyere.example/' }).auth.trustedOrigins).toEqual(['https://kakyere.example']);
  });

  it('read TRUST_PROXY as true, false or a list of addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).server.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).server.trustProxy).toEqual(['10.0.0.0/8', '192.0.2.1']);
  });

  it('refuse to start in production without AUTH_SECRET, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: required when NODE_ENV is production/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), ...VAPID }).auth.secret).toBe('x'.repeat(32));
  });

  it('need both Google settings, and name the missing one', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET: Google sign-in needs both/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).auth.google).toEqual({ issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' });
  });

  it('take only smtp:// or smtps:// URLs for SMTP_URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.org:587' }).mail.smtpUrl).toBe('smtp://user:pass@mail.example.org:587');
  });
});

// A real pair, as `npx web-push generate-vapid-keys` prints one.
const vapidPair = webPush.generateVAPIDKeys();
const VAPID = { VAPID_PUBLIC_KEY: vapidPair.publicKey, VAPID_PRIVATE_KEY: vapidPair.privateKey, VAPID_SUBJECT: 'mailto:admin@kakyere.example' };

describe('Web Push (VAPID)', () => {
  it('defaults to keys kept in the database and a no-reply subject on the public host', () => {
    expect(loadConfig({}).push).toEqual({ vapidKeys: null, subject: 'mailto:no-reply@localhost' });
    expect(loadConfig({ PUBLIC_URL: 'https://kakyere.example', VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' }).push).toEqual({ vapidKeys: null, subject: 'mailto:no-reply@kakyere.example' });
  });

  it('takes a key pair and subject from the environment', () => {
    expect(loadConfig(VAPID).push).toEqual({ vapidKeys: { publicKey: vapidPair.publicKey, privateKey: vapidPair.privateKey }, subject: 'mailto:admin@kakyere.example' });
    expect(loadConfig({ ...VAPID, VAPID_SUBJECT: 'https://kakyere.example/contact' }).push.subject).toBe('https://kakyere.example/contact');
  });

  it('refuse to start in production without all three, naming each', () => {
    const error = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) });
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']) expect(error).toContain(`${name}: required when NODE_ENV is production`);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), ...VAPID, VAPID_SUBJECT: '' })).toThrow(/VAPID_SUBJECT: required when NODE_ENV is production/);
  });

  it('name a bad key, a half pair, keys that are not a pair and a subject push services refuse', () => {
    expect(() => loadConfig({ ...VAPID, VAPID_PUBLIC_KEY: 'not-a-key' })).toThrow(/VAPID_PUBLIC_KEY: must be a base64url P-256 public key/);
    expect(() => loadConfig({ ...VAPID, VAPID_PRIVATE_KEY: Buffer.alloc(31, 1).toString('base64url') })).toThrow(/VAPID_PRIVATE_KEY: must be a base64url P-256 private key/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapidPair.publicKey })).toThrow(/VAPID_PRIVATE_KEY: Web Push needs both/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: vapidPair.privateKey })).toThrow(/VAPID_PUBLIC_KEY: Web Push needs both/);
    expect(() => loadConfig({ ...VAPID, VAPID_PRIVATE_KEY: webPush.generateVAPIDKeys().privateKey })).toThrow(/VAPID_PRIVATE_KEY: is not the private key of VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ ...VAPID, VAPID_SUBJECT: 'http://kakyere.example' })).toThrow(/VAPID_SUBJECT: must be a mailto: address or an https: URL/);
    expect(() => loadConfig({ ...VAPID, VAPID_SUBJECT: 'admin@kakyere.example' })).toThrow(/VAPID_SUBJECT/);
  });
});

describe('outbox retries and the crash tests’ hook', () => {
  it('retry after a minute by default, and honour the crash hook only when NODE_ENV is test', () => {
    expect(loadConfig({}).jobs.retryAfterSeconds).toBe(60);
    expect(loadConfig({ OUTBOX_RETRY_SECONDS: '2' }).mail.retryAfterSeconds).toBe(2);
    expect(() => loadConfig({ OUTBOX_RETRY_SECONDS: '0' })).toThrow(/OUTBOX_RETRY_SECONDS/);
    expect(loadConfig({ TEST_CRASH_AFTER_SENT_ALERTS: '5' }).jobs.crashAfterSentAlerts).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', TEST_CRASH_AFTER_SENT_ALERTS: '5' }).jobs.crashAfterSentAlerts).toBe(5);
  });
});
