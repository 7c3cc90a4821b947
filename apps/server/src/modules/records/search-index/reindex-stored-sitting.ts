import { asc, eq, sql } from 'drizzle-orm';
import { speeches, type DbExecutor } from '@kakyere/db';
import { indexSittingSpeeches } from './index-speeches.js';

/**
 * Indexes a stored sitting's speeches again, in the caller's transaction. `counted`: their words
 * are in the vocabulary already (the vectors alone change), else they are counted now. Returns how
 * many speeches it indexed.
 */
export async function reindexStoredSitting(tx: DbExecutor, hansardId: string, { counted }: { counted: boolean }): Promise<number> {
  const rows = await tx
    .select({ id: speeches.id, text: speeches.text, label: speeches.label, personId: speeches.personId, heading: speeches.heading, sittingDate: speeches.sittingDate })
    .from(speeches)
    .where(eq(speeches.hansardId, hansardId))
    .orderBy(asc(speeches.position));
  const vectors = await indexSittingSpeeches(tx, rows, counted ? rows : []);
  for (let i = 0; i < rows.length; i += 1) await tx.update(speeches).set({ searchVector: sql`${vectors[i]!}` }).where(eq(speeches.id, rows[i]!.id));
  return rows.length;
}
