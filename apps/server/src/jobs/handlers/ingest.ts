import { describeIngestError } from '../../modules/ingest/describe-ingest-error.js';
import { ingestHansard, type IngestTarget } from '../../modules/ingest/ingest-hansard.js';
import { listParliamentHansards } from '../../modules/ingest/parliament-gh-source.js';
import { selectNewSittings } from '../../modules/ingest/select-new-sittings.js';
import type { IngestJobContext } from '../ingest-job-context.js';
import { INGEST_HANSARD } from '../ingest-job-payloads.js';
import { sendJob } from '../send-job.js';

/** Runs the CLI's code path; a failed sitting fails its job with the CLI's one-line message (pg-boss keeps it and retries). */
export async function ingestOne(target: IngestTarget, { ingest }: IngestJobContext) {
  try {
    const { hansard, created, editorsVersionKept } = await ingestHansard(target, ingest);
    return { id: hansard.id, created, analysisVersion: hansard.analysis_version, editorsVersionKept };
  } catch (error) {
    throw new Error(describeIngestError(target.kind === 'file' ? target.path : target.url, error), { cause: error });
  }
}

/** Queues the listing's sittings not yet ingested, one job each. */
export async function ingestListing({ listingUrl }: { listingUrl: string }, { queue, ingest }: IngestJobContext) {
  const links = await listParliamentHansards(listingUrl);
  const fresh = await selectNewSittings(ingest.db, links);
  for (const link of fresh) {
    // Keyed by URL so a second listing run while this one is queued adds nothing.
    await sendJob(queue, INGEST_HANSARD, { kind: 'url', url: link.url }, { singletonKey: link.url });
  }
  return { listed: links.length, queued: fresh.length };
}
