import type { Database } from '@kakyere/db';
import { pino } from 'pino';
import type { Config } from '../config.js';
import type { AnalysisLogger } from '../modules/engines/ai/hansard-analysis/analyse-sitting.js';
import { buildServices, type Services } from './build-services.js';

/** Warnings a person running a command reads: one line each on stderr. */
export const commandLogger: AnalysisLogger = {
  warn: (obj, msg) => console.error(`warning: ${msg} ${JSON.stringify(obj)}`),
};

/**
 * The services as the commands (`ingest`, `--reanalyse`, imports) use them: the same ones the server
 * builds, logging to stderr so that stdout stays the command's answer, and ingestion warnings as
 * plain lines.
 */
export async function buildCommandServices(config: Config, db: Database): Promise<Services> {
  const services = await buildServices(config, db, pino({ level: config.server.logLevel }, pino.destination(2)));
  return { ...services, ingestContext: (options = {}) => services.ingestContext({ logger: commandLogger, ...options }) };
}
