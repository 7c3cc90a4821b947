import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AlertDeps } from '../modules/alerts/alert-deps.js';
import type { JobQueue } from './job-queue.js';

/** What every job handler may use. */
export interface JobContext extends AlertDeps {
  queue: JobQueue;
  log: FastifyBaseLogger;
}

/**
 * One kind of job: its queue name, the schema its payload must match, its retry policy, and its
 * handler, loaded only when such a job first runs (a server that never sees one never loads it).
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  load: () => Promise<(payload: z.infer<S>, context: JobContext) => Promise<unknown>>;
}

export const defineJob = <S extends z.ZodType>(definition: JobDefinition<S>) => definition;
