import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PARLIAMENT_GH_HANSARD_LISTING_URL } from '@kakyere/contract';
import { isVapidKeyPair, isVapidPrivateKey, isVapidPublicKey, isVapidSubject } from './modules/delivery/push/vapid-key-rules.js';
import { DEFAULT_ALERT_MAX_AGE_DAYS } from './modules/records/alerts/alert-age.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const ConfigSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: optional(z.string().default('0.0.0.0')),
  // Where people reach the site; makes canonical and link-preview URLs absolute. Default: http://localhost:$PORT.
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://kakyere.org' }).optional()),
  DATA_DIR: optional(z.string().default('./data')),
  DATABASE_URL: optional(z.string().url().optional()),
  DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(1).max(200).default(10)),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  WEB_DIST_DIR: optional(z.string().default(path.join(repoRoot, 'apps/web/dist'))),
  SEED_ON_START: optional(booleanFlag.default(true)),
  RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(0).default(600)),
  ASK_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1).default(20)),
  CACHE_REVALIDATE_MS: optional(z.coerce.number().int().min(0).default(1000)),
  // Load shedding: requests handled at once before more are answered 503 at once; 0 turns it off.
  MAX_REQUESTS_IN_FLIGHT: optional(z.coerce.number().int().min(0).default(1500)),
  // Searches answered at once (each is tens to hundreds of ms of database work); more are answered 503 at once; 0: no allowance of their own.
  // Unset: 2 on PGlite (one connection takes them in turn), half the pool on PostgreSQL.
  SEARCH_MAX_IN_FLIGHT: optional(z.coerce.number().int().min(0).optional()),
  // The rendered-page cache; `off` renders every page on every request (the render benchmark's baseline).
  PAGE_CACHE: optional(z.enum(['on', 'off']).default('on')),
  JOBS_ENABLED: optional(booleanFlag.default(true)),
  INGEST_SOURCE_URL: optional(z.string().url().default(PARLIAMENT_GH_HANSARD_LISTING_URL)),
  INGEST_SOURCE_CRON: optional(z.string().optional()),
  // Hansard analysis: the built-in engine, or an LLM provider validated against the record (see README).
  AI_PROVIDER: optional(z.enum(['builtin', 'openai', 'anthropic', 'google']).default('builtin')),
  AI_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:11434/v1' }).optional()),
  AI_API_KEY: optional(z.string().trim().optional()),
  AI_MODEL: optional(z.string().trim().optional()),
  AI_TIMEOUT_MS: optional(z.coerce.number().int().min(1).default(60_000)),
  // Interactive tasks (a reader's question about a bill) wait seconds, not ingestion's minute.
  AI_OPINION_TIMEOUT_MS: optional(z.coerce.number().int().min(1).default(4_000)),
  NODE_ENV: optional(z.string().default('development')),
  // Whose X-Forwarded-For is believed: proxy-addr's names (loopback, linklocal, uniquelocal),
  // addresses or CIDR ranges, comma-separated; true (anyone: only behind a proxy that rewrites the
  // header) or false. Default: a proxy on this machine.
  TRUST_PROXY: optional(z.string().trim().default('loopback')),
  // Signs sessions and e-mailed links. Unset: generated once and kept in the database (not in production).
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)').optional()),
  GOOGLE_CLIENT_ID: optional(z.string().trim().optional()),
  GOOGLE_CLIENT_SECRET: optional(z.string().trim().optional()),
  // Google's by default; tests point it at a local OpenID Connect provider.
  GOOGLE_ISSUER: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://accounts.google.com' }).default('https://accounts.google.com')),
  // smtp(s)://user:pass@host:port; unset: e-mails are kept in the outbox table and their links logged.
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.org:587' }).optional()),
  MAIL_FROM: optional(z.string().trim().optional()),
  // Outboxes and alerts: how long a message or alert may wait before a retry pass takes it over
  // (one a crashed process left), and how often the pass runs. Tests shorten it.
  OUTBOX_RETRY_SECONDS: optional(z.coerce.number().int().min(1).max(3600).default(60)),
  ALERT_MAX_AGE_DAYS: optional(z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_ALERT_MAX_AGE_DAYS)),
  // Test only, ignored unless NODE_ENV is test: the server SIGKILLs itself after recording this many alerts as sent.
  TEST_CRASH_AFTER_SENT_ALERTS: optional(z.coerce.number().int().min(1).optional()),
  // Web Push (VAPID, RFC 8292): both keys base64url as `npx web-push generate-vapid-keys` prints them, or
  // neither (generated once and kept in the database; not in production). The subject is how a push
  // service reaches the site's operator: mailto: or https:.
  VAPID_PUBLIC_KEY: optional(z.string().trim().refine(isVapidPublicKey, 'must be a base64url P-256 public key (65 bytes), e.g. from `npx web-push generate-vapid-keys`').optional()),
  VAPID_PRIVATE_KEY: optional(z.string().trim().refine(isVapidPrivateKey, 'must be a base64url P-256 private key (32 bytes)').optional()),
  VAPID_SUBJECT: optional(z.string().trim().refine(isVapidSubject, 'must be a mailto: address or an https: URL, e.g. mailto:admin@kakyere.org').optional()),
  // SMS and WhatsApp providers; unset: texts are kept in the text_outbox table and logged.
  SMS_PROVIDER: optional(z.enum(['africastalking', 'twilio']).optional()),
  WHATSAPP_PROVIDER: optional(z.enum(['twilio']).optional()),
  AFRICASTALKING_USERNAME: optional(z.string().trim().optional()),
  AFRICASTALKING_API_KEY: optional(z.string().trim().optional()),
  // An approved alphanumeric sender ID or short code; unset: the account's default sender.
  AFRICASTALKING_SENDER_ID: optional(z.string().trim().optional()),
  // The live API by default; https://api.sandbox.africastalking.com for the sandbox, or a local stand-in in tests.
  AFRICASTALKING_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://api.sandbox.africastalking.com' }).default('https://api.africastalking.com')),
  TWILIO_ACCOUNT_SID: optional(z.string().trim().optional()),
  TWILIO_AUTH_TOKEN: optional(z.string().trim().optional()),
  // A Twilio number (+1…), an alphanumeric sender ID, or a Messaging Service SID (MG…).
  TWILIO_SMS_FROM: optional(z.string().trim().optional()),
  // The WhatsApp sender, with or without its `whatsapp:` prefix.
  TWILIO_WHATSAPP_FROM: optional(z.string().trim().optional()),
  // An approved WhatsApp template (HX…) whose variable {{1}} carries the text; WhatsApp refuses other business-initiated messages.
  TWILIO_WHATSAPP_CONTENT_SID: optional(z.string().trim().regex(/^HX[0-9a-fA-F]{32}$/, 'must be a Content SID, HX followed by 32 hexadecimal digits').optional()),
  TWILIO_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://api.twilio.com' }).default('https://api.twilio.com')),
  // How long one request to an SMS or WhatsApp provider may take before it counts as failed (and is tried again later).
  TEXT_TIMEOUT_MS: optional(z.coerce.number().int().min(1).default(10_000)),
}).superRefine(
  (config, ctx) => {
    // An LLM provider needs a model, and the hosted ones a key; an OpenAI-compatible local server (Ollama) needs none.
    const provider = config.AI_PROVIDER;
    if (provider !== 'openai' && provider !== 'anthropic' && provider !== 'google') return;
    const required = (field: 'AI_MODEL' | 'AI_API_KEY') =>
      ctx.addIssue({ code: 'custom', path: [field], message: `required when AI_PROVIDER is ${provider}` });
    if (!config.AI_MODEL) required('AI_MODEL');
    if (provider !== 'openai' && !config.AI_API_KEY) required('AI_API_KEY');
  },
  { when: () => true },
).superRefine(
  (config, ctx) => {
    // A production site must not sign sessions with a secret only its database knows.
    if (config.NODE_ENV === 'production' && !config.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'required when NODE_ENV is production' });
    }
    // Browsers subscribe with the site's VAPID public key: keys only the database knows would differ
    // between deployments that should be one site, and be lost with it.
    if (config.NODE_ENV === 'production') {
      for (const field of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
        if (!config[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required when NODE_ENV is production' });
      }
    } else if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
      const missing = config.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'Web Push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither' });
    }
    if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY && !isVapidKeyPair(config.VAPID_PUBLIC_KEY, config.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'is not the private key of VAPID_PUBLIC_KEY' });
    }
    if (Boolean(config.GOOGLE_CLIENT_ID) !== Boolean(config.GOOGLE_CLIENT_SECRET)) {
      const missing = config.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET' });
    }
  },
  // Run even when another variable is invalid, so start-up names every problem at once.
  { when: () => true },
).superRefine(
  (config, ctx) => {
    // A chosen text provider without its credentials would fail every message; say so at start-up.
    const need = (field: keyof typeof config, because: string) => {
      if (!config[field]) ctx.addIssue({ code: 'custom', path: [field], message: `required when ${because}` });
    };
    if (config.SMS_PROVIDER === 'africastalking') {
      need('AFRICASTALKING_USERNAME', 'SMS_PROVIDER is africastalking');
      need('AFRICASTALKING_API_KEY', 'SMS_PROVIDER is africastalking');
    }
    if (config.SMS_PROVIDER === 'twilio') {
      for (const field of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM'] as const) need(field, 'SMS_PROVIDER is twilio');
    }
    if (config.WHATSAPP_PROVIDER === 'twilio') {
      // The account's fields are named once when SMS goes through Twilio too.
      if (config.SMS_PROVIDER !== 'twilio') for (const field of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const) need(field, 'WHATSAPP_PROVIDER is twilio');
      need('TWILIO_WHATSAPP_FROM', 'WHATSAPP_PROVIDER is twilio');
    }
  },
  { when: () => true },
);

/** The environment variables the server reads. */
export type ConfigEnv = Partial<Record<keyof z.input<typeof ConfigSchema>, string>>;

/**
 * The configuration, one slice per integration: each adapter is handed its own slice and nothing
 * else (the AI engine never sees the database URL). Mail, auth, SMS and push get theirs here too.
 */
export interface Config {
  server: {
    port: number;
    host: string;
    /** Where people reach the site; canonical and link-preview URLs are absolute on it. */
    publicUrl: string;
    /** Whose X-Forwarded-For names the client (Fastify's trustProxy). */
    trustProxy: boolean | string[];
    logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
    rateLimitPerMinute: number;
    /** Legal questions and feedback per minute per client IP (never more than the site's own limit). */
    askRateLimitPerMinute: number;
    cacheRevalidateMs: number;
    /** Past this many requests being handled at once, more are answered 503 at once; 0: never. */
    maxRequestsInFlight: number;
    /** Past this many searches being answered at once, more are answered 503 at once; 0: only the overall count. */
    searchMaxInFlight: number;
    /** Whether rendered pages are cached until their data changes (off: every request renders). */
    pageCache: boolean;
    webDistDir: string;
  };
  database: { url: string | undefined; poolSize: number; dataDir: string; seedOnStart: boolean };
  jobs: {
    enabled: boolean;
    ingestSourceUrl: string;
    ingestSourceCron: string | undefined;
    /** A pending alert older than this is sent by the sweep (its job's process died); the sweep runs this often. */
    retryAfterSeconds: number;
    /** Test only: SIGKILL the process after this many alerts are recorded as sent. */
    crashAfterSentAlerts: number | undefined;
    /** A sitting older than this many days when published alerts nobody (ALERT_MAX_AGE_DAYS). */
    alertMaxAgeDays: number;
  };
  ai: AiConfig;
  auth: AuthConfig;
  mail: MailConfig;
  push: PushConfig;
  texts: TextsConfig;
}

export interface AuthConfig {
  /** Where the site is reached; cookies are Secure when it is https. */
  publicUrl: string;
  /** Origins whose cookie-carrying requests may change state. */
  trustedOrigins: string[];
  /** From the environment; undefined: generated once and kept in the database. */
  secret: string | undefined;
  google: { issuer: string; clientId: string; clientSecret: string } | null;
}

export interface MailConfig {
  /** undefined: no mail server; messages stay in the outbox table and their links are logged. */
  smtpUrl: string | undefined;
  from: string;
  /** A message not yet handed over is retried after this long; the retry pass runs this often. */
  retryAfterSeconds: number;
}

/** SMS and WhatsApp: each channel's provider, or null for the outbox table and a log line. */
export interface TextsConfig {
  sms: AfricasTalkingConfig | TwilioConfig | null;
  whatsapp: TwilioConfig | null;
  /** How long one request to a provider may take. */
  timeoutMs: number;
  /** A text never started (its writer died) is sent after this long; the retry pass runs this often (OUTBOX_RETRY_SECONDS). */
  retryAfterSeconds: number;
}

export interface AfricasTalkingConfig {
  provider: 'africastalking';
  baseUrl: string;
  username: string;
  apiKey: string;
  /** undefined: the account's default sender. */
  senderId: string | undefined;
}

export interface TwilioConfig {
  provider: 'twilio';
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A number or sender ID, a Messaging Service SID (MG…), or for WhatsApp `whatsapp:+…`. */
  from: string;
  /** WhatsApp only: an approved template whose {{1}} carries the text, sent instead of a free-form body. */
  contentSid?: string | undefined;
}

export interface PushConfig {
  /** From the environment; null: generated once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** mailto: or https:, sent to push services in every request's VAPID token. */
  subject: string;
}

export interface AiConfig {
  provider: 'builtin' | 'openai' | 'anthropic' | 'google';
  model: string | undefined;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  /** How long one sitting's analysis may take before the built-in engine is used instead. */
  timeoutMs: number;
  /** How long an answer to a reader's question may take before the built-in engine answers. */
  opinionTimeoutMs: number;
}

/** Parses the environment once at start-up; a bad value stops the process with every problem named. */
export function loadConfig(env: NodeJS.ProcessEnv | ConfigEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    server: {
      port: e.PORT,
      host: e.HOST,
      publicUrl,
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      logLevel: e.LOG_LEVEL,
      rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
      askRateLimitPerMinute: e.ASK_RATE_LIMIT_PER_MINUTE,
      cacheRevalidateMs: e.CACHE_REVALIDATE_MS,
      maxRequestsInFlight: e.MAX_REQUESTS_IN_FLIGHT,
      searchMaxInFlight: e.SEARCH_MAX_IN_FLIGHT ?? (e.DATABASE_URL ? Math.max(2, Math.floor(e.DATABASE_POOL_SIZE / 2)) : 2),
      pageCache: e.PAGE_CACHE === 'on',
      webDistDir: e.WEB_DIST_DIR,
    },
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, dataDir: e.DATA_DIR, seedOnStart: e.SEED_ON_START },
    jobs: {
      enabled: e.JOBS_ENABLED,
      ingestSourceUrl: e.INGEST_SOURCE_URL,
      ingestSourceCron: e.INGEST_SOURCE_CRON,
      retryAfterSeconds: e.OUTBOX_RETRY_SECONDS,
      crashAfterSentAlerts: e.NODE_ENV === 'test' ? e.TEST_CRASH_AFTER_SENT_ALERTS : undefined,
      alertMaxAgeDays: e.ALERT_MAX_AGE_DAYS,
    },
    auth: {
      publicUrl,
      // Without PUBLIC_URL the site is reached as localhost or 127.0.0.1 on this machine; both are its own origin.
      trustedOrigins: e.PUBLIC_URL ? [new URL(publicUrl).origin] : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`],
      secret: e.AUTH_SECRET,
      google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { issuer: e.GOOGLE_ISSUER.replace(/\/+$/, ''), clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : null,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Kakyerɛ <no-reply@${new URL(publicUrl).hostname}>`, retryAfterSeconds: e.OUTBOX_RETRY_SECONDS },
    push: {
      vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null,
      subject: e.VAPID_SUBJECT ?? `mailto:no-reply@${new URL(publicUrl).hostname}`,
    },
    texts: textsConfig(e),
    ai: { provider: e.AI_PROVIDER, model: e.AI_MODEL, baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, timeoutMs: e.AI_TIMEOUT_MS, opinionTimeoutMs: e.AI_OPINION_TIMEOUT_MS },
  };
}

/** The text providers the environment chose (the schema has checked their credentials are there). */
function textsConfig(e: z.output<typeof ConfigSchema>): TextsConfig {
  const twilio = (from: string): TwilioConfig => ({
    provider: 'twilio',
    baseUrl: e.TWILIO_BASE_URL.replace(/\/+$/, ''),
    accountSid: e.TWILIO_ACCOUNT_SID!,
    authToken: e.TWILIO_AUTH_TOKEN!,
    from,
  });
  let sms: TextsConfig['sms'] = null;
  if (e.SMS_PROVIDER === 'africastalking') {
    sms = {
      provider: 'africastalking',
      baseUrl: e.AFRICASTALKING_BASE_URL.replace(/\/+$/, ''),
      username: e.AFRICASTALKING_USERNAME!,
      apiKey: e.AFRICASTALKING_API_KEY!,
      senderId: e.AFRICASTALKING_SENDER_ID,
    };
  } else if (e.SMS_PROVIDER === 'twilio') {
    sms = twilio(e.TWILIO_SMS_FROM!);
  }
  const whatsappFrom = e.TWILIO_WHATSAPP_FROM?.replace(/^whatsapp:/i, '');
  const whatsapp = e.WHATSAPP_PROVIDER === 'twilio' ? { ...twilio(`whatsapp:${whatsappFrom!}`), contentSid: e.TWILIO_WHATSAPP_CONTENT_SID } : null;
  return { sms, whatsapp, timeoutMs: e.TEXT_TIMEOUT_MS, retryAfterSeconds: e.OUTBOX_RETRY_SECONDS };
}

/** TRUST_PROXY as Fastify takes it: true/false, or addresses, ranges and proxy-addr names. */
function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}
