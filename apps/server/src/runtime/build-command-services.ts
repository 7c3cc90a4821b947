import type { Database } from '@kakyere/db';
import type { Config } from '../config.js';
import type { AnalysisLogger } from '../modules/engines/ai/hansard-analysis/analyse-sitting.js';
import { buildAnalysisServices, ingestContextFor, type Services } from './build-services.js';

/** Warnings a person running a command reads: one line each on stderr. */
export const commandLogger: AnalysisLogger = {
  warn: (obj, msg) => console.error(`warning: ${msg} ${JSON.stringify(obj)}`),
};

/** What the commands (`ingest`, `--reanalyse`) use of the services. */
export type CommandServices = Pick<Services, 'ingestContext'>;

/**
 * The commands' part of the services, built the way the server builds it (build-services.ts), and
 * nothing more: a command sends no mail and signs no links, so it opens no SMTP transport and writes
 * no auth secret or push keys into the database.
 */
export function buildCommandServices(config: Config, db: Database): CommandServices {
  return { ingestContext: ingestContextFor(db, buildAnalysisServices(config.ai), commandLogger) };
}
