import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PARLIAMENT_GH_HANSARD_LISTING_URL } from './modules/ingest/parliament-gh-source.js';

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
    if (Boolean(config.GOOGLE_CLIENT_ID) !== Boolean(config.GOOGLE_CLIENT_SECRET)) {
      const missing = config.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET' });
    }
  },
  // Run even when another variable is invalid, so start-up names every problem at once.
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
    /** Whether rendered pages are cached until their data changes (off: every request renders). */
    pageCache: boolean;
    webDistDir: string;
  };
  database: { url: string | undefined; poolSize: number; dataDir: string; seedOnStart: boolean };
  jobs: { enabled: boolean; ingestSourceUrl: string; ingestSourceCron: string | undefined };
  ai: AiConfig;
  auth: AuthConfig;
  mail: MailConfig;
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
      pageCache: e.PAGE_CACHE === 'on',
      webDistDir: e.WEB_DIST_DIR,
    },
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, dataDir: e.DATA_DIR, seedOnStart: e.SEED_ON_START },
    jobs: { enabled: e.JOBS_ENABLED, ingestSourceUrl: e.INGEST_SOURCE_URL, ingestSourceCron: e.INGEST_SOURCE_CRON },
    auth: {
      publicUrl,
      // Without PUBLIC_URL the site is reached as localhost or 127.0.0.1 on this machine; both are its own origin.
      trustedOrigins: e.PUBLIC_URL ? [new URL(publicUrl).origin] : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`],
      secret: e.AUTH_SECRET,
      google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { issuer: e.GOOGLE_ISSUER.replace(/\/+$/, ''), clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : null,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Kakyerɛ <no-reply@${new URL(publicUrl).hostname}>` },
    ai: { provider: e.AI_PROVIDER, model: e.AI_MODEL, baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, timeoutMs: e.AI_TIMEOUT_MS, opinionTimeoutMs: e.AI_OPINION_TIMEOUT_MS },
  };
}

/** TRUST_PROXY as Fastify takes it: true/false, or addresses, ranges and proxy-addr names. */
function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}
