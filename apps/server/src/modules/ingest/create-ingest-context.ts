import type { Database } from '@kakyere/db';
import type { AiConfig } from '../../config.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { AnalysisLogger } from '../ai/analyse-sitting.js';
import { builtinEngine } from '../ai/builtin/builtin-engine.js';
import { selectEngine } from '../ai/select-engine.js';
import { loadBillFinder } from './find-bill-id.js';
import type { IngestContext } from './ingest-hansard.js';

/** Everything an ingestion needs, built the same way for the CLI and the job worker. */
export async function createIngestContext(options: {
  ai: AiConfig;
  db: Database;
  queue: JobQueue | null;
  logger: AnalysisLogger;
  dryRun?: boolean;
}): Promise<IngestContext> {
  const { ai, db, queue, logger } = options;
  return {
    db,
    queue,
    dryRun: options.dryRun ?? false,
    engine: selectEngine(ai, builtinEngine),
    fallback: builtinEngine,
    timeoutMs: ai.timeoutMs,
    logger,
    findBillId: await loadBillFinder(db),
  };
}
