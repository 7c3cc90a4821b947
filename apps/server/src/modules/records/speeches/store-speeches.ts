import { eq, inArray } from 'drizzle-orm';
import { questions, searchVectorsStale, speechRedirects, speeches, type DbExecutor, type NewQuestionRow, type NewSpeechRow } from '@kakyere/db';
import { indexSittingSpeeches } from '../search-index/index-speeches.js';
import { settlePendingAbbreviations } from '../search-index/record-abbreviations.js';
import { partiesOn } from './speech-party.js';

/**
 * Replaces a sitting's speeches with those of the record just ingested, in the caller's transaction.
 * Ids are stable, so re-ingesting the same record changes none. When a corrected record no longer
 * has a speech under an old id, the old id redirects so a permalink or an alert keyed on it still
 * opens the right place: to the same label and words where they still are, else to the speech now
 * in its place between the same surviving neighbours. Redirects to a removed id follow it.
 * Each speech is indexed for the search as it is stored, so it is findable once its sitting is.
 */
export async function replaceSittingSpeeches(tx: DbExecutor, hansardId: string, rows: readonly NewSpeechRow[]): Promise<{ redirected: number }> {
  const old = await tx
    .select({ id: speeches.id, position: speeches.position, label: speeches.label, text: speeches.text })
    .from(speeches)
    .where(eq(speeches.hansardId, hansardId));
  const newIds = new Set(rows.map((r) => r.id));
  const gone = old.filter((o) => !newIds.has(o.id));
  const moves = new Map<string, string>();
  if (gone.length > 0) {
    const byWords = new Map<string, string>();
    for (const r of rows) byWords.set(`${r.label}\n${r.text}`, byWords.get(`${r.label}\n${r.text}`) ?? r.id);
    const place = placeFinder(old, rows);
    for (const o of gone) {
      const to = byWords.get(`${o.label}\n${o.text}`) ?? place(o.position);
      if (to) moves.set(o.id, to);
    }
  }
  // Redirects into ids that go would be deleted with them (on delete cascade): read them first.
  const inbound = gone.length === 0 ? [] : await tx.select().from(speechRedirects).where(inArray(speechRedirects.toId, gone.map((o) => o.id)));

  await settlePendingAbbreviations(tx, hansardId, old);
  const vectors = await indexSittingSpeeches(tx, rows, old);
  // Each speech with its Member's party that day, for the search's party filter.
  const sittingDate = rows[0]?.sittingDate;
  const parties = sittingDate ? await partiesOn(tx, rows.flatMap((row) => (row.personId ? [row.personId] : [])), sittingDate) : new Map<string, string>();
  const indexed = rows.map((row, i) => ({ ...row, searchVector: vectors[i]!, partyId: row.personId ? (parties.get(row.personId) ?? null) : null }));
  await tx.delete(speeches).where(eq(speeches.hansardId, hansardId));
  for (let i = 0; i < indexed.length; i += 500) await tx.insert(speeches).values(indexed.slice(i, i + 500));
  // Indexed just now, with the seats of today.
  await tx.delete(searchVectorsStale).where(eq(searchVectorsStale.hansardId, hansardId));
  // An id in use again is a speech, not a redirect.
  if (newIds.size > 0) await tx.delete(speechRedirects).where(inArray(speechRedirects.fromId, [...newIds]));

  const redirects = [
    ...[...moves].map(([fromId, toId]) => ({ fromId, toId })),
    ...inbound.flatMap((r) => {
      const toId = moves.get(r.toId);
      return toId && !newIds.has(r.fromId) ? [{ fromId: r.fromId, toId }] : [];
    }),
  ];
  if (redirects.length > 0) {
    await tx
      .insert(speechRedirects)
      .values(redirects)
      .onConflictDoUpdate({ target: speechRedirects.fromId, set: { toId: speechRedirects.toId } });
  }
  return { redirected: redirects.length };
}

/**
 * The new speech in an old one's place: as far after the nearest earlier speech that kept its id as
 * it was before (or before the nearest later one), so speeches added or removed elsewhere do not
 * shift it. The speeches that kept their ids are found once for every speech that went.
 */
function placeFinder(old: readonly { id: string; position: number }[], rows: readonly NewSpeechRow[]): (position: number) => string | undefined {
  const newPosition = new Map(rows.map((r) => [r.id, r.position] as const));
  const kept = old.filter((o) => newPosition.has(o.id)).sort((a, b) => a.position - b.position);
  return (position) => {
    const before = kept.findLast((o) => o.position < position);
    const after = kept.find((o) => o.position > position);
    const at = before
      ? newPosition.get(before.id)! + (position - before.position)
      : after
        ? newPosition.get(after.id)! - (after.position - position)
        : position;
    return rows[Math.min(Math.max(at, 0), rows.length - 1)]?.id;
  };
}

/** Replaces a sitting's Questions (rebuilt from its speeches on every ingestion), in the caller's transaction. */
export async function replaceSittingQuestions(tx: DbExecutor, hansardId: string, rows: readonly NewQuestionRow[]): Promise<void> {
  await tx.delete(questions).where(eq(questions.hansardId, hansardId));
  if (rows.length > 0) await tx.insert(questions).values([...rows]);
}
