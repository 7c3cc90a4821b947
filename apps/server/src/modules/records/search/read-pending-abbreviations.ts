import { eq } from 'drizzle-orm';
import { searchAbbreviationsPending, speeches, type Database } from '@kakyere/db';
import { settlePendingAbbreviations } from '../search-index/record-abbreviations.js';

/**
 * Reads the abbreviations of the sittings stored before they were read (migration 0026 lists
 * them), a sitting at a time, each in its own transaction: a start that stops half-way picks up
 * where it was. Returns how many sittings it read.
 */
export async function readPendingAbbreviations(db: Database): Promise<number> {
  let read = 0;
  for (;;) {
    const [next] = await db.select().from(searchAbbreviationsPending).limit(1);
    if (!next) return read;
    await db.transaction(async (tx) => {
      const texts = await tx.select({ text: speeches.text }).from(speeches).where(eq(speeches.hansardId, next.hansardId));
      if (await settlePendingAbbreviations(tx, next.hansardId, texts)) read += 1;
    });
  }
}
