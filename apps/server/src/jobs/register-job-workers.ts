import type { z } from 'zod';
import type { JobDefinition } from './define-job.js';
import { ensureQueue, type JobQueue } from './job-queue.js';

/**
 * Creates each job's queue with its retry policy and works it: the payload is checked against the
 * job's schema (a malformed one fails at once, with the reason kept by pg-boss) and the handler is
 * loaded on first use.
 */
export async function registerJobWorkers<C>(queue: JobQueue, definitions: readonly JobDefinition<z.ZodType<unknown, object>, C>[], context: NoInfer<C>): Promise<void> {
  for (const definition of definitions) {
    const { name, retry } = definition;
    await ensureQueue(queue, name, { retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: retry.backoff });
    let handler: Awaited<ReturnType<typeof definition.load>> | null = null;
    await queue.work<unknown>(name, { batchSize: 1 }, async ([job]) => {
      const payload = definition.payload.parse(job!.data);
      handler ??= await definition.load();
      return handler(payload, context);
    });
  }
}
