import { z } from 'zod';
import type { IngestTarget } from '../modules/records/ingest/ingest-hansard.js';
import { QUEUES } from './job-queue.js';

/*
 * The ingest jobs' names and payloads, apart from their handlers (ingest-jobs.ts) so that a handler
 * can queue another ingest job without importing itself.
 */

/** Ingest one sitting from a file path or a URL (as the CLI takes them). */
export const INGEST_HANSARD = {
  name: QUEUES.ingestHansard,
  payload: z.discriminatedUnion('kind', [z.object({ kind: z.literal('file'), path: z.string().min(1) }), z.object({ kind: z.literal('url'), url: z.string().min(1) })]) satisfies z.ZodType<IngestTarget>,
};

/** Read Parliament's listing (INGEST_SOURCE_URL when left out) and queue the sittings not yet ingested. */
export const INGEST_SOURCE = {
  name: QUEUES.ingestSource,
  payload: z.object({ listingUrl: z.string().min(1).optional() }),
};
