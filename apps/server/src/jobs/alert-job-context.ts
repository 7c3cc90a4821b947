import type { FastifyBaseLogger } from 'fastify';
import type { AlertDeps } from '../modules/records/alerts/alert-deps.js';
import type { JobQueue } from './job-queue.js';

/** What the alert jobs' handlers may use. */
export interface AlertJobContext extends AlertDeps {
  queue: JobQueue;
  log: FastifyBaseLogger;
}
