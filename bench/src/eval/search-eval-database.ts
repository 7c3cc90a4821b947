import path from 'node:path';
import { openDatabase, seedDatabase, type DatabaseHandle } from '@kakyere/db';
import { builtinEngine } from '../../../apps/server/src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { attributeSpeakersFrom } from '../../../apps/server/src/modules/records/ingest/attribute-speakers.js';
import { loadBillFinder } from '../../../apps/server/src/modules/records/ingest/find-bill-id.js';
import { ingestHansard } from '../../../apps/server/src/modules/records/ingest/ingest-hansard.js';
import { seedPeople } from '../../../apps/server/src/modules/records/people/seed-people.js';

/**
 * An in-memory database holding the seed (bills, Members) and the given real sittings, ingested
 * through the one ingestion path `npm run ingest` takes, with the built-in engine.
 */
export async function openSearchEvalDatabase(dir: string, files: readonly string[]): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: ':memory:' });
  await seedDatabase(handle.db);
  await seedPeople(handle.db);
  const context = {
    db: handle.db,
    dryRun: false,
    engine: builtinEngine,
    fallback: builtinEngine,
    timeoutMs: 60_000,
    logger: { warn: () => {} },
    findBillId: await loadBillFinder(handle.db),
    attributeSpeakers: attributeSpeakersFrom(handle.db),
  };
  for (const file of files) await ingestHansard({ kind: 'file', path: path.join(dir, file) }, context);
  return handle;
}
