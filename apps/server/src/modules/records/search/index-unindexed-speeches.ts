import { isNull } from 'drizzle-orm';
import { speeches, type Database } from '@kakyere/db';
import { drainSittings } from '../search-index/drain-sittings.js';
import { settlePendingAbbreviations } from '../search-index/record-abbreviations.js';
import { reindexStoredSitting } from '../search-index/reindex-stored-sitting.js';

/**
 * Indexes the speeches stored before the search existed (migration 0022 left them without a
 * vector), a sitting at a time. Returns how many speeches it indexed.
 */
export async function indexUnindexedSpeeches(db: Database): Promise<number> {
  const next = async () => (await db.select({ hansardId: speeches.hansardId }).from(speeches).where(isNull(speeches.searchVector)).limit(1))[0]?.hansardId;
  return drainSittings(db, next, async (tx, hansardId) => {
    // Indexed for the first time: their abbreviations are counted here, not again from the list.
    await settlePendingAbbreviations(tx, hansardId, []);
    return reindexStoredSitting(tx, hansardId, { counted: false });
  });
}
