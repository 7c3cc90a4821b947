import type { Database } from '@kakyere/db';
import { builtinEngine } from '../../src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { attributeSpeakersFrom } from '../../src/modules/records/ingest/attribute-speakers.js';
import { loadBillFinder } from '../../src/modules/records/ingest/find-bill-id.js';
import type { IngestContext } from '../../src/modules/records/ingest/ingest-hansard.js';
import { recordingLogger } from '../ai/llm-fixtures.js';

/** What ingestion runs with in the tests: the built-in engine, a recording logger, the database's bills. */
export async function builtinIngestContext(db: Database, options: Partial<Pick<IngestContext, 'timeoutMs'>> = {}): Promise<IngestContext> {
  return {
    db,
    dryRun: false,
    engine: builtinEngine,
    fallback: builtinEngine,
    timeoutMs: options.timeoutMs ?? 10_000,
    logger: recordingLogger(),
    findBillId: await loadBillFinder(db),
    attributeSpeakers: attributeSpeakersFrom(db),
  };
}
