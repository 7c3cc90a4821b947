import { eq } from 'drizzle-orm';
import { searchAbbreviationsPending, speeches, type Database } from '@kakyere/db';
import { settlePendingAbbreviations } from '../search-index/record-abbreviations.js';
import { drainSittings } from '../search-index/drain-sittings.js';

/**
 * Reads the abbreviations of the sittings stored before they were read (migration 0026 lists
 * them), a sitting at a time. Returns how many sittings it read.
 */
export async function readPendingAbbreviations(db: Database): Promise<number> {
  const next = async () => (await db.select().from(searchAbbreviationsPending).limit(1))[0]?.hansardId;
  return drainSittings(db, next, async (tx, hansardId) => {
    const texts = await tx.select({ text: speeches.text }).from(speeches).where(eq(speeches.hansardId, hansardId));
    return (await settlePendingAbbreviations(tx, hansardId, texts)) ? 1 : 0;
  });
}
