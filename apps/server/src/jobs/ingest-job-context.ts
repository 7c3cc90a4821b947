import type { IngestContext } from '../modules/records/ingest/ingest-hansard.js';
import type { JobQueue } from './job-queue.js';

/** What the ingest jobs' handlers may use: ingestion's own context, and the queue to add sittings to. */
export interface IngestJobContext {
  queue: JobQueue;
  ingest: IngestContext;
  /** The listing a source job reads when it names none (INGEST_SOURCE_URL). */
  sourceUrl: string;
}
