import { describeIngestError } from '../../modules/records/ingest/describe-ingest-error.js';
import { ingestHansard, type IngestTarget } from '../../modules/records/ingest/ingest-hansard.js';
import { ingestNewSittings } from '../../modules/records/ingest/ingest-new-sittings.js';
import type { IngestJobContext } from '../ingest-job-context.js';
import { INGEST_HANSARD } from '../ingest-job-payloads.js';
import { sendJob } from '../send-job.js';

/** Runs the CLI's code path; a failed sitting fails its job with the CLI's one-line message (pg-boss keeps it and retries). */
export async function ingestOne(target: IngestTarget, { ingest }: IngestJobContext) {
  try {
    const { hansard, created, editorsVersionKept, seatsDerived } = await ingestHansard(target, ingest);
    // The job's output (pg-boss keeps it): what the CLI's line says, seats derived from the record included.
    return { id: hansard.id, created, analysisVersion: hansard.analysis_version, editorsVersionKept, seatsDerived };
  } catch (error) {
    throw new Error(describeIngestError(target.kind === 'file' ? target.path : target.url, error), { cause: error });
  }
}

/** Queues the listing's sittings not yet ingested, one job each (the CLI's --source ingests them instead). */
export async function ingestListing({ listingUrl }: { listingUrl?: string | undefined }, { queue, ingest, sourceUrl }: IngestJobContext) {
  // Keyed by URL so a second listing run while this one is queued adds nothing.
  const queueSitting = (link: { url: string }) => sendJob(queue, INGEST_HANSARD, { kind: 'url', url: link.url }, { singletonKey: link.url });
  const { listed, fresh } = await ingestNewSittings(ingest.db, listingUrl ?? sourceUrl, queueSitting);
  return { listed, queued: fresh };
}
