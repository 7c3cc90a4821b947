import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config.js';

/**
 * The process's one logger, made before the services so they log from the start; Fastify takes the
 * same instance (`loggerInstance`), so a request's lines and a worker's lines look alike.
 */
export function createLogger(config: Pick<Config['server'], 'logLevel'>): FastifyBaseLogger {
  return pino({ level: config.logLevel });
}
