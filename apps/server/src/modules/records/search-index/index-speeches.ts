import { inArray, sql, type SQL } from 'drizzle-orm';
import { persons, searchWords, type DbExecutor } from '@kakyere/db';
import { constituencyNamesOnSql } from '../seats/seat-on-sql.js';
import { ocrVariants } from './ocr-variants.js';
import { abbreviationDelta, applyAbbreviationDelta } from './record-abbreviations.js';
import { tokenize } from './search-tokens.js';
import { ocrCandidates, speechIndexText, type SpeechIndexText } from './speech-index-text.js';

export interface SpeechToIndex {
  text: string;
  label: string;
  personId?: string | null | undefined;
  heading?: string | null | undefined;
  /** The sitting's day: the Member's seat then names the constituency they spoke for. */
  sittingDate?: string | null | undefined;
}

/**
 * The search vector of each speech of one sitting, as SQL for its row, and the vocabulary updated
 * in the caller's transaction: `replaced` are the sitting's speeches before (their words are no
 * longer used). Who said it ranks first (weight A), then the business item (C), then the words,
 * stemmed ('english') and as written ('simple'), so "strikes" finds "strike" and a name or a place
 * ("Mills", "Suame") is found as written and never as a stem it shares with a word ("mill").
 * The abbreviations the speeches define ("Ghana Cocoa Board (COCOBOD)") are counted the same way.
 */
export async function indexSittingSpeeches(tx: DbExecutor, rows: readonly SpeechToIndex[], replaced: readonly { text: string }[] = []): Promise<SQL[]> {
  const speakers = await whoSpoke(tx, rows);
  const tokensByRow = rows.map((row) => tokenize(row.text));
  const sittingCounts = new Map<string, number>();
  for (const tokens of tokensByRow) for (const token of tokens) for (const part of token.parts) sittingCounts.set(part, (sittingCounts.get(part) ?? 0) + 1);
  const recordCounts = await readWordCounts(tx, ocrLookups(tokensByRow.flat(), sittingCounts));
  const frequency = (word: string) => (sittingCounts.get(word) ?? 0) + (recordCounts.get(word) ?? 0);

  const indexed = rows.map((row) =>
    speechIndexText({ text: row.text, label: row.label, heading: row.heading ?? null, ...speakerOf(speakers, row) }, frequency),
  );
  const delta = new Map<string, number>();
  for (const entry of indexed) for (const word of entry.words) delta.set(word, (delta.get(word) ?? 0) + 1);
  for (const old of replaced) for (const word of speechWords(old.text)) delta.set(word, (delta.get(word) ?? 0) - 1);
  await applyVocabularyDelta(tx, delta);
  await applyAbbreviationDelta(tx, abbreviationDelta(rows, replaced));
  return indexed.map(searchVectorSql);
}

/** The tsvector of one speech's index text. Every piece is a bound parameter. */
export function searchVectorSql(entry: SpeechIndexText): SQL {
  return sql`(setweight(to_tsvector('simple', ${entry.names}), 'A')
    || setweight(to_tsvector('english', ${entry.heading}), 'C') || setweight(to_tsvector('simple', ${entry.heading}), 'C')
    || to_tsvector('english', ${entry.body}) || to_tsvector('simple', ${entry.body}) || to_tsvector('simple', ${entry.extras}))`;
}

function speechWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const token of tokenize(text)) {
    for (const part of token.parts) words.add(part);
    if (token.parts.length > 1) words.add(token.parts.join(''));
  }
  return words;
}

/** The rare words of the sitting and their OCR variants: what the record's counts are needed for. */
function ocrLookups(tokens: ReturnType<typeof tokenize>, sittingCounts: ReadonlyMap<string, number>): string[] {
  const out = new Set<string>();
  for (const word of ocrCandidates(tokens, sittingCounts)) {
    out.add(word);
    for (const variant of ocrVariants(word)) out.add(variant);
  }
  return [...out];
}

async function readWordCounts(tx: DbExecutor, words: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let i = 0; i < words.length; i += 5000) {
    const rows = await tx
      .select({ word: searchWords.word, speeches: searchWords.speeches })
      .from(searchWords)
      .where(inArray(searchWords.word, words.slice(i, i + 5000)));
    for (const row of rows) counts.set(row.word, row.speeches);
  }
  return counts;
}

/** Adds what the sitting now uses and takes away what it used before; words no speech uses go. Sorted, so two writers never deadlock. */
async function applyVocabularyDelta(tx: DbExecutor, delta: ReadonlyMap<string, number>): Promise<void> {
  const changes = [...delta].filter(([, n]) => n !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (let i = 0; i < changes.length; i += 2000) {
    const chunk = changes.slice(i, i + 2000);
    await tx.execute(sql`insert into ${searchWords} (word, speeches)
      select w, n from unnest(${sql.param(chunk.map(([w]) => w))}::text[], ${sql.param(chunk.map(([, n]) => n))}::int[]) as d(w, n)
      on conflict (word) do update set speeches = ${searchWords}.speeches + excluded.speeches`);
  }
  if (changes.some(([, n]) => n < 0)) await tx.delete(searchWords).where(sql`${searchWords.speeches} <= 0`);
}

type Speaker = { personName: string | null; constituencies: string[] };

const speakerKey = (personId: string, day: string | null | undefined) => `${personId}\n${day ?? ''}`;

function speakerOf(speakers: ReadonlyMap<string, Speaker>, row: SpeechToIndex): Speaker {
  return (row.personId ? speakers.get(speakerKey(row.personId, row.sittingDate)) : undefined) ?? { personName: null, constituencies: [] };
}

/** Each Member's name, and the names of the constituency of their seat on the day they spoke. */
async function whoSpoke(tx: DbExecutor, rows: readonly SpeechToIndex[]): Promise<Map<string, Speaker>> {
  const pairs = new Map(rows.flatMap((row) => (row.personId ? [[speakerKey(row.personId, row.sittingDate), { personId: row.personId, day: row.sittingDate ?? '' }] as const] : [])));
  if (pairs.size === 0) return new Map();
  const list = [...pairs.values()];
  const found = await tx.execute<{ person_id: string; day: string; name: string; constituencies: string[] | null }>(sql`
    select p.id as person_id, d.day, p.name, case when d.day = '' then null else ${constituencyNamesOnSql(sql`p.id`, sql`d.day`)} end as constituencies
    from unnest(${sql.param(list.map((pair) => pair.personId))}::text[], ${sql.param(list.map((pair) => pair.day))}::text[]) as d(person_id, day)
    join ${persons} p on p.id = d.person_id`);
  return new Map(found.rows.map((row) => [speakerKey(row.person_id, row.day), { personName: row.name, constituencies: row.constituencies ?? [] }] as const));
}
