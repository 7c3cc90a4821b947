import { eq } from 'drizzle-orm';
import { searchVectorsStale, type Database } from '@kakyere/db';
import { drainSittings } from './drain-sittings.js';
import { reindexStoredSitting } from './reindex-stored-sitting.js';

/**
 * Indexes again the speeches of the sittings listed stale (who spoke is indexed with their seat of
 * the day, and a seat changed), a sitting at a time. The words are the same, so the vocabulary and
 * the abbreviations stay as they are counted. Returns how many sittings it indexed.
 */
export async function revectorStaleSittings(db: Database): Promise<number> {
  const next = async () => (await db.select().from(searchVectorsStale).limit(1))[0]?.hansardId;
  return drainSittings(db, next, async (tx, hansardId) => {
    await reindexStoredSitting(tx, hansardId, { counted: true });
    await tx.delete(searchVectorsStale).where(eq(searchVectorsStale.hansardId, hansardId));
    return 1;
  });
}
