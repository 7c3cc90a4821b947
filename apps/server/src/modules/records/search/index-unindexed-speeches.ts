import { asc, eq, isNull, sql } from 'drizzle-orm';
import { speeches, type Database } from '@kakyere/db';
import { indexSittingSpeeches } from '../search-index/index-speeches.js';
import { settlePendingAbbreviations } from '../search-index/record-abbreviations.js';
import { drainSittings } from '../search-index/drain-sittings.js';

/**
 * Indexes the speeches stored before the search existed (migration 0022 left them without a
 * vector), a sitting at a time. Returns how many speeches it indexed.
 */
export async function indexUnindexedSpeeches(db: Database): Promise<number> {
  const next = async () => (await db.select({ hansardId: speeches.hansardId }).from(speeches).where(isNull(speeches.searchVector)).limit(1))[0]?.hansardId;
  return drainSittings(db, next, async (tx, hansardId) => {
    const rows = await tx
      .select({ id: speeches.id, text: speeches.text, label: speeches.label, personId: speeches.personId, heading: speeches.heading, sittingDate: speeches.sittingDate })
      .from(speeches)
      .where(eq(speeches.hansardId, hansardId))
      .orderBy(asc(speeches.position));
    // Indexed for the first time: their abbreviations are counted here, not again from the list.
    await settlePendingAbbreviations(tx, hansardId, []);
    const vectors = await indexSittingSpeeches(tx, rows);
    for (let i = 0; i < rows.length; i += 1) await tx.update(speeches).set({ searchVector: sql`${vectors[i]!}` }).where(eq(speeches.id, rows[i]!.id));
    return rows.length;
  });
}
