import { describeIngestError } from '../modules/ingest/describe-ingest-error.js';
import { ingestHansard, type IngestContext, type IngestTarget } from '../modules/ingest/ingest-hansard.js';
import { ingestNewSittings } from '../modules/ingest/ingest-new-sittings.js';
import { QUEUES, type JobQueue } from './job-queue.js';

export interface IngestSourceJob {
  /** The listing to read; INGEST_SOURCE_URL when left out. */
  listingUrl?: string;
}

/**
 * Workers for ingestion, running the same code path as the CLI. A failed sitting fails its job
 * with the CLI's one-line message (pg-boss keeps it and retries); other sittings carry on.
 */
export async function registerIngestWorkers(
  queue: JobQueue,
  context: IngestContext,
  options: { sourceUrl: string; sourceCron?: string | undefined },
): Promise<void> {
  await queue.work<IngestTarget>(QUEUES.ingestHansard, async ([job]) => {
    const target = job!.data;
    try {
      const { hansard, created, editorsVersionKept } = await ingestHansard(target, context);
      return { id: hansard.id, created, analysisVersion: hansard.analysis_version, editorsVersionKept };
    } catch (error) {
      throw new Error(describeIngestError(target.kind === 'file' ? target.path : target.url, error), { cause: error });
    }
  });

  await queue.work<IngestSourceJob>(QUEUES.ingestSource, async ([job]) => {
    // Keyed by URL so a second listing run while this one is queued adds nothing.
    const queueSitting = (link: { url: string }) => queue.send(QUEUES.ingestHansard, { kind: 'url', url: link.url } satisfies IngestTarget, { singletonKey: link.url });
    const { listed, fresh } = await ingestNewSittings(context.db, job!.data?.listingUrl ?? options.sourceUrl, queueSitting);
    return { listed, queued: fresh };
  });

  if (options.sourceCron) {
    await queue.schedule(QUEUES.ingestSource, options.sourceCron, { listingUrl: options.sourceUrl } satisfies IngestSourceJob);
  }
}
