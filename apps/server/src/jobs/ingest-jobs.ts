import { defineJob } from './define-job.js';
import { INGEST_HANSARD, INGEST_SOURCE } from './ingest-job-payloads.js';

// The policy the ingest queues were always created with (job-queue.ts).
const INGEST_RETRY = { limit: 3, delaySeconds: 30, backoff: true };

export const ingestHansardJob = defineJob({ ...INGEST_HANSARD, retry: INGEST_RETRY, load: async () => (await import('./handlers/ingest.js')).ingestOne });

export const ingestSourceJob = defineJob({ ...INGEST_SOURCE, retry: INGEST_RETRY, load: async () => (await import('./handlers/ingest.js')).ingestListing });

export const INGEST_JOBS = [ingestHansardJob, ingestSourceJob] as const;
