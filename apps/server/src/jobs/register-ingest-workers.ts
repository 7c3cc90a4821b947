import type { IngestContext } from '../modules/records/ingest/ingest-hansard.js';
import { INGEST_JOBS, ingestSourceJob } from './ingest-jobs.js';
import type { JobQueue } from './job-queue.js';
import { registerJobWorkers } from './register-job-workers.js';
import { scheduleJob } from './send-job.js';

/**
 * Workers for ingestion, running the same code path as the CLI. A failed sitting fails its job
 * with the CLI's one-line message (pg-boss keeps it and retries); other sittings carry on.
 */
export async function registerIngestWorkers(
  queue: JobQueue,
  context: IngestContext,
  options: { sourceUrl: string; sourceCron?: string | undefined },
): Promise<void> {
  await registerJobWorkers(queue, INGEST_JOBS, { queue, ingest: context, sourceUrl: options.sourceUrl });
  if (options.sourceCron) await scheduleJob(queue, ingestSourceJob, options.sourceCron, { listingUrl: options.sourceUrl });
}
