import type { Database } from '@kakyere/db';
import type { Config } from '../../config.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { AnalysisLogger } from '../ai/analyse-sitting.js';
import { builtinEngine } from '../ai/builtin/builtin-engine.js';
import { selectEngine } from '../ai/select-engine.js';
import { loadBillFinder } from './find-bill-id.js';
import type { IngestContext } from './ingest-hansard.js';

/** Everything an ingestion needs, built the same way for the CLI and the job worker. */
export async function createIngestContext(options: {
  config: Config;
  db: Database;
  queue: JobQueue | null;
  logger: AnalysisLogger;
  dryRun?: boolean;
}): Promise<IngestContext> {
  const { config, db, queue, logger } = options;
  return {
    db,
    queue,
    dryRun: options.dryRun ?? false,
    engine: selectEngine(config, builtinEngine),
    fallback: builtinEngine,
    timeoutMs: config.AI_TIMEOUT_MS,
    logger,
    findBillId: await loadBillFinder(db),
  };
}
