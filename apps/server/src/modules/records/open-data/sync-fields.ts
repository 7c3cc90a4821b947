import type { SyncFields } from '@kakyere/contract';
import type { DbExecutor, RecordKind } from '@kakyere/db';
import { selectAsOf, selectDeletedSince, selectMergedSince } from './record-removals.js';

/**
 * What a list answered with `since` adds (incremental sync): the next `since` and what left the
 * record since then. The moment is read first, so nothing removed while the rest is read is lost.
 */
export async function readSyncFields(db: DbExecutor, kind: RecordKind, since: string): Promise<SyncFields> {
  const asOf = await selectAsOf(db);
  if (kind !== 'person') return { as_of: asOf, deleted: await selectDeletedSince(db, kind, since) };
  const [deleted, merged] = await Promise.all([selectDeletedSince(db, kind, since), selectMergedSince(db, since)]);
  return { as_of: asOf, deleted, merged };
}
