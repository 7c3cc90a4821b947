import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@kakyere/db';
import type { Config } from '../config.js';
import { createAuth, type Auth } from '../modules/records/accounts/create-auth.js';
import { ensureAuthSecret } from '../modules/records/accounts/ensure-auth-secret.js';
import type { AnalysisEngine } from '../modules/engines/ai/hansard-analysis/analysis-engine.js';
import type { AnalysisLogger } from '../modules/engines/ai/hansard-analysis/analyse-sitting.js';
import { builtinEngine } from '../modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { createLlmOpinionEngine } from '../modules/engines/ai/legal-opinion/llm-opinion-engine.js';
import { selectEngine } from '../modules/engines/ai/hansard-analysis/select-engine.js';
import { selectTransport } from '../modules/engines/ai/transport/select-transport.js';
import type { AlertDeps, PushSender } from '../modules/records/alerts/alert-deps.js';
import { createResponseCaches, type ResponseCaches } from './create-response-caches.js';
import { loadBillFinder } from '../modules/records/ingest/find-bill-id.js';
import type { IngestContext } from '../modules/records/ingest/ingest-hansard.js';
import type { OpinionLlm } from '../modules/records/legal-opinions/ask-legal-question.js';
import { createMailer } from '../modules/delivery/mail/create-mailer.js';
import type { Mailer } from '../modules/delivery/mail/mail-message.js';
import { ensureVapidKeys } from '../modules/delivery/push/ensure-vapid-keys.js';
import { createTextSender } from '../modules/delivery/texts/create-text-sender.js';
import type { TextSender } from '../modules/delivery/texts/text-message.js';
import { attributeSpeakersFrom } from '../modules/records/ingest/attribute-speakers.js';

/** The AI, one engine per task, chosen once at start-up (a bad configuration stops the process there). */
export interface AiServices {
  /** Hansard analysis: the configured engine and the built-in one it falls back to. */
  analysis: { engine: AnalysisEngine; fallback: AnalysisEngine; timeoutMs: number };
  /** Legal opinions: the configured LLM, or null for the built-in engine alone. */
  opinions: OpinionLlm | null;
}

/** Every service the server, its workers and the commands use, built once from the configuration. */
export interface Services {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  mailer: Mailer;
  texts: TextSender;
  /** Web Push: the VAPID keys and subject every replica signs with. */
  push: PushSender;
  auth: Auth;
  /** Signs the site's own e-mailed links (manage a subscription): the auth secret, shared by every replica. */
  linkSecret: string;
  alerts: AlertDeps;
  ai: AiServices;
  caches: ResponseCaches;
  /** What an ingestion needs; the bill finder is read from the database at each call. */
  ingestContext(options?: { dryRun?: boolean; logger?: AnalysisLogger }): Promise<IngestContext>;
  /** Hands over the mail and texts still being sent, then lets go of their connections. */
  close(): Promise<void>;
}

export async function buildServices(config: Config, db: Database, log: FastifyBaseLogger): Promise<Services> {
  const mailer = createMailer({ config: config.mail, db, log });
  const texts = createTextSender({ config: config.texts, db, log });
  const linkSecret = await ensureAuthSecret(db, config.auth.secret);
  const auth = createAuth({ config: config.auth, secret: linkSecret, db, mailer, log });
  const keys = await ensureVapidKeys(db, config.push.vapidKeys);
  const push: PushSender = { vapid: { ...keys, subject: config.push.subject } };
  const alerts: AlertDeps = { db, mailer, texts, push, publicUrl: config.server.publicUrl, secret: linkSecret, alertMaxAgeDays: config.jobs.alertMaxAgeDays };
  const ai = buildAiServices(config.ai, log);
  return {
    config,
    db,
    log,
    mailer,
    texts,
    push,
    auth,
    linkSecret,
    alerts,
    ai,
    caches: createResponseCaches(db, { revalidateMs: config.server.cacheRevalidateMs, pageCache: config.server.pageCache }),
    ingestContext: ingestContextFor(db, ai.analysis, log),
    close: async () => {
      await Promise.all([mailer.flush(), texts.flush()]);
      mailer.close();
      texts.close();
    },
  };
}

/**
 * What an ingestion needs, for the server's workers and the commands alike; the bill finder is read
 * from the database at each call.
 */
export function ingestContextFor(db: Database, analysis: AiServices['analysis'], logger: AnalysisLogger): Services['ingestContext'] {
  return async (options = {}) => ({
    db,
    dryRun: options.dryRun ?? false,
    ...analysis,
    logger: options.logger ?? logger,
    findBillId: await loadBillFinder(db),
    attributeSpeakers: attributeSpeakersFrom(db),
  });
}

/** The Hansard-analysis engine the configuration asks for, and the built-in one it falls back to. */
export function buildAnalysisServices(config: Config['ai']): AiServices['analysis'] {
  return { engine: selectEngine(config, builtinEngine), fallback: builtinEngine, timeoutMs: config.timeoutMs };
}

function buildAiServices(config: Config['ai'], log: FastifyBaseLogger): AiServices {
  const transport = selectTransport(config);
  return {
    analysis: buildAnalysisServices(config),
    opinions: transport
      ? {
          engine: createLlmOpinionEngine(transport),
          timeoutMs: config.opinionTimeoutMs,
          log: (reason) => log.warn({ provider: transport.provider, model: transport.model, reason }, 'legal opinion fell back to the built-in engine'),
        }
      : null,
  };
}
