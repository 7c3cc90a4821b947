import { asc, eq, sql } from 'drizzle-orm';
import { searchVectorsStale, speeches, type Database } from '@kakyere/db';
import { indexSittingSpeeches } from './index-speeches.js';
import { drainSittings } from './drain-sittings.js';

/**
 * Indexes again the speeches of the sittings listed stale (who spoke is indexed with their seat of
 * the day, and a seat changed), a sitting at a time. The words are the same, so the vocabulary and
 * the abbreviations stay as they are counted. Returns how many sittings it indexed.
 */
export async function revectorStaleSittings(db: Database): Promise<number> {
  const next = async () => (await db.select().from(searchVectorsStale).limit(1))[0]?.hansardId;
  return drainSittings(db, next, async (tx, hansardId) => {
    const rows = await tx
      .select({ id: speeches.id, text: speeches.text, label: speeches.label, personId: speeches.personId, heading: speeches.heading, sittingDate: speeches.sittingDate })
      .from(speeches)
      .where(eq(speeches.hansardId, hansardId))
      .orderBy(asc(speeches.position));
    const vectors = await indexSittingSpeeches(tx, rows, rows);
    for (let i = 0; i < rows.length; i += 1) await tx.update(speeches).set({ searchVector: sql`${vectors[i]!}` }).where(eq(speeches.id, rows[i]!.id));
    await tx.delete(searchVectorsStale).where(eq(searchVectorsStale.hansardId, hansardId));
    return 1;
  });
}
