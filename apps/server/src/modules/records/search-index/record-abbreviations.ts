import { eq, sql } from 'drizzle-orm';
import { searchAbbreviations, searchAbbreviationsPending, type DbExecutor } from '@kakyere/db';
import { findAbbreviations } from './find-abbreviations.js';

const key = (short: string, long: string) => `${short}\u0000${long}`;

/** How many more (or fewer) speeches define each abbreviation once `added` replace `removed`. */
export function abbreviationDelta(added: readonly { text: string }[], removed: readonly { text: string }[]): Map<string, number> {
  const delta = new Map<string, number>();
  const count = (texts: readonly { text: string }[], by: number) => {
    for (const { text } of texts) {
      for (const found of findAbbreviations(text)) {
        const pair = key(found.short, found.long);
        delta.set(pair, (delta.get(pair) ?? 0) + by);
      }
    }
  };
  count(added, 1);
  count(removed, -1);
  return delta;
}

/** Adds the delta in the caller's transaction; abbreviations no speech defines go. Sorted, so two writers never deadlock. */
export async function applyAbbreviationDelta(tx: DbExecutor, delta: ReadonlyMap<string, number>): Promise<void> {
  const changes = [...delta].filter(([, n]) => n !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (changes.length === 0) return;
  const pairs = changes.map(([k]) => k.split('\u0000') as [string, string]);
  await tx.execute(sql`insert into ${searchAbbreviations} (short, long, speeches)
    select s, l, n from unnest(${sql.param(pairs.map(([s]) => s))}::text[], ${sql.param(pairs.map(([, l]) => l))}::text[], ${sql.param(changes.map(([, n]) => n))}::int[]) as d(s, l, n)
    on conflict (short, long) do update set speeches = ${searchAbbreviations}.speeches + excluded.speeches`);
  if (changes.some(([, n]) => n < 0)) await tx.delete(searchAbbreviations).where(sql`${searchAbbreviations.speeches} <= 0`);
}

/**
 * A sitting listed as stored before abbreviations were read (migration 0026) is read now, in the
 * caller's transaction, and leaves the list: `counted` are its speeches as they stand, which the
 * caller's index then replaces (their abbreviations were never counted, so they are added first).
 * Pass none when the caller indexes those speeches for the first time. Returns whether it was listed.
 */
export async function settlePendingAbbreviations(tx: DbExecutor, hansardId: string, counted: readonly { text: string }[]): Promise<boolean> {
  const listed = await tx.delete(searchAbbreviationsPending).where(eq(searchAbbreviationsPending.hansardId, hansardId)).returning();
  if (listed.length === 0) return false;
  await applyAbbreviationDelta(tx, abbreviationDelta(counted, []));
  return true;
}
