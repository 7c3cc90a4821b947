import { sql } from 'drizzle-orm';
import { areas, foldedSql, personAliases, persons, searchWords, type Database } from '@kakyere/db';
import { AREA_NAMES } from '../seats/seat-on-sql.js';
import { initialKeys, type MemberInitials } from './expand-initials.js';
import { ENGLISH_STOP_WORDS } from './english-stop-words.js';
import { isEnglishWord } from './english-words.js';
import { readAtMostEvery } from './read-at-most-every.js';
import { swappedNeighbours, typingDistance } from './typing-distance.js';

/**
 * Members' and constituencies' names, read once a minute at most (a few thousand rows); an import of
 * people shows within that. `words`: every word of them, which a search matches as written.
 * `initials`: Members' initials → the names typed after them → those Members' first names ("jb" →
 * aidoo → joseph, for Joseph Boahen Aidoo; the record prints "J. B. Aidoo").
 */
const peopleNames = readAtMostEvery(60_000, readPeopleNames);

export const nameWords = async (db: Database): Promise<Set<string>> => (await peopleNames(db)).words;
export const memberInitials = async (db: Database): Promise<MemberInitials> => (await peopleNames(db)).initials;

async function readPeopleNames(db: Database): Promise<{ words: Set<string>; initials: Map<string, Map<string, Set<string>>> }> {
  const result = await db.execute<{ name: string; person: boolean }>(sql`
    select ${persons.foldedName} as name, true as person from ${persons}
    union select ${personAliases.foldedName}, true from ${personAliases}
    union select ${areas.foldedName}, false from ${areas}`);
  const words = new Set<string>();
  const initials = new Map<string, Map<string, Set<string>>>();
  for (const row of result.rows) {
    const name = String(row.name ?? '');
    for (const word of name.split(' ')) if (word.length > 1 && !ENGLISH_STOP_WORDS.has(word)) words.add(word);
    if (!row.person) continue;
    for (const key of initialKeys(name)) {
      const names = initials.get(key.initials) ?? initials.set(key.initials, new Map()).get(key.initials)!;
      (names.get(key.name) ?? names.set(key.name, new Set()).get(key.name)!).add(key.first);
    }
  }
  return { words, initials };
}

/**
 * The constituencies, by any of their names, folded ("bia", "okaikwei north", "okaikoi north"): a
 * search joins the words of those named in several (joinPlaceNames), and one that is a
 * constituency asks for its Members.
 */
export const placeNames = readAtMostEvery(60_000, readPlaceNames);

async function readPlaceNames(db: Database): Promise<Set<string>> {
  const result = await db.execute<{ name: string }>(sql`
    select distinct ${sql.raw(foldedSql('t.n'))} as name from ${areas} a cross join jsonb_array_elements_text(${AREA_NAMES}) as t(n)`);
  return new Set(result.rows.map((row) => String(row.name)));
}

// A word used this rarely, beside one used this much more, is taken for a slip (in the search or in the record).
const RARE_IN_RECORD = 2;
const COMMONER_BY = 20;
const MIN_SIMILARITY = 0.4;
// Two slips in a word shorter than this are likelier a real word the record happens not to hold
// ("forecast", two letters from "forest") than a misspelling: such words are corrected by one slip only.
const TWO_SLIPS_FROM_LENGTH = 9;

/**
 * For each word the record never (or almost never) says, the nearest word it says often: one slip
 * of typing away (a letter added, dropped, changed, or two neighbours swapped), two for long words,
 * the commonest of the nearest. Found through the vocabulary's trigram index, and for swapped
 * letters (which share few trigrams: "kunbour", "kunbuor") by looking each swap up. A word typed as
 * part of a name (`partOfName`) is corrected to the nearest name when one is as near as any word.
 */
export async function findCorrections(db: Database, words: readonly string[], partOfName?: ReadonlySet<string>): Promise<Map<string, string>> {
  // A word English uses is spelt as meant ("travelling" is not a slip for "traversing", nor "taxing" for "taking").
  const candidates = words.filter((word) => word.length >= 4 && /[a-z]/.test(word) && !isEnglishWord(word));
  if (candidates.length === 0) return new Map();
  const swaps = new Map(candidates.map((word) => [word, swappedNeighbours(word)] as const));
  const lookups = [...new Set([...candidates, ...[...swaps.values()].flat()])];
  const known = await db
    .select({ word: searchWords.word, speeches: searchWords.speeches })
    .from(searchWords)
    .where(sql`${searchWords.word} in (${sql.join(lookups.map((word) => sql`${word}`), sql`, `)})`);
  const uses = new Map(known.map((row) => [row.word, Number(row.speeches)] as const));
  const corrections = new Map<string, string>();
  for (const word of candidates) {
    const own = uses.get(word) ?? 0;
    if (own > RARE_IN_RECORD) continue;
    const commoner = Math.max(1, own * COMMONER_BY);
    const near = await db.execute<{ word: string; speeches: number }>(sql`
      select word, speeches from ${searchWords}
      where word % ${word} and similarity(word, ${word}) >= ${MIN_SIMILARITY} and speeches >= ${commoner}
      order by similarity(word, ${word}) desc, speeches desc limit 10`);
    const swapped = swaps.get(word)!.flatMap((swap) => ((uses.get(swap) ?? 0) >= commoner ? [{ word: swap, speeches: uses.get(swap)! }] : []));
    const maxDistance = word.length < TWO_SLIPS_FROM_LENGTH ? 1 : 2;
    const best = [...near.rows, ...swapped]
      .map((row) => ({ word: row.word, speeches: Number(row.speeches), distance: typingDistance(word, row.word) }))
      .filter((row) => row.word !== word && row.distance <= maxDistance)
      .sort((a, b) => a.distance - b.distance || b.speeches - a.speeches)[0];
    // A word typed as part of a name is a name misspelt: "Akoto Assare" is Akoto-Asare, not "assure".
    const name = !best ? nearestName(word, await nameWords(db), maxDistance) : partOfName?.has(word) ? nearestName(word, await nameWords(db), best.distance) : undefined;
    if (best ?? name) corrections.set(word, name ?? best!.word);
  }
  return corrections;
}

/**
 * A Member's name or a place misspelt ("Hodogbe" for Hodogbey): the record prints many names only
 * where it says who spoke, which the vocabulary does not count, so they are looked for among the
 * names themselves, the nearest by typing.
 */
function nearestName(word: string, names: ReadonlySet<string>, maxDistance: number): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    if (Math.abs(name.length - word.length) > maxDistance) continue;
    const distance = typingDistance(word, name);
    if (distance > 0 && distance <= maxDistance && (!best || distance < best.distance || (distance === best.distance && name < best.name))) best = { name, distance };
  }
  return best?.name;
}

// A word typed as one that the record prints as two ("motorbikes" for "motor bikes"): both halves
// must be words the record uses this often, and the whole rare in it.
const MIN_SPLIT_PART = 3;
const COMMON_PART = 3;

/**
 * For each word the record says rarely or never, the two words it prints instead, when it does:
 * "motorbikes" → motor bikes. The halves are tried at every place, the split whose rarer half is
 * commonest kept.
 */
export async function findSplits(db: Database, words: readonly string[]): Promise<Map<string, [string, string]>> {
  const candidates = words.filter((word) => word.length >= 2 * MIN_SPLIT_PART && /^[a-z]+$/.test(word));
  if (candidates.length === 0) return new Map();
  const halves = new Set<string>(candidates);
  for (const word of candidates) {
    for (let i = MIN_SPLIT_PART; i <= word.length - MIN_SPLIT_PART; i += 1) {
      halves.add(word.slice(0, i));
      halves.add(word.slice(i));
    }
  }
  const rows = await db
    .select({ word: searchWords.word, speeches: searchWords.speeches })
    .from(searchWords)
    .where(sql`${searchWords.word} in (${sql.join([...halves].map((half) => sql`${half}`), sql`, `)})`);
  const uses = new Map(rows.map((row) => [row.word, Number(row.speeches)] as const));
  const splits = new Map<string, [string, string]>();
  for (const word of candidates) {
    if ((uses.get(word) ?? 0) > RARE_IN_RECORD) continue;
    let best: { split: [string, string]; score: number } | undefined;
    for (let i = MIN_SPLIT_PART; i <= word.length - MIN_SPLIT_PART; i += 1) {
      const [a, b] = [word.slice(0, i), word.slice(i)];
      const score = Math.min(uses.get(a) ?? 0, uses.get(b) ?? 0);
      if (score >= COMMON_PART && (!best || score > best.score)) best = { split: [a, b], score };
    }
    // Halves the record says rarely: a split only if it prints them together ("bush fires").
    if (!best) {
      for (const [a, b] of rareSplits(word, uses)) {
        const printed = await db.execute(sql`select 1 from speeches where search_vector @@ phraseto_tsquery('simple', ${`${a} ${b}`}) limit 1`);
        if (printed.rows.length) {
          best = { split: [a, b], score: 0 };
          break;
        }
      }
    }
    if (best) splits.set(word, best.split);
  }
  return splits;
}

// Looked up as a phrase at most this many ways per word.
const RARE_SPLITS_TRIED = 3;

/** The splits of a word whose halves the record says, but rarely: the commonest rarer half first. */
function rareSplits(word: string, uses: ReadonlyMap<string, number>): [string, string][] {
  const found: { split: [string, string]; score: number }[] = [];
  for (let i = MIN_SPLIT_PART; i <= word.length - MIN_SPLIT_PART; i += 1) {
    const [a, b] = [word.slice(0, i), word.slice(i)];
    const score = Math.min(uses.get(a) ?? 0, uses.get(b) ?? 0);
    if (score > 0) found.push({ split: [a, b], score });
  }
  return found.sort((x, y) => y.score - x.score).slice(0, RARE_SPLITS_TRIED).map((f) => f.split);
}

/**
 * About how many speeches the record holds: how rare a word is depends on it. The planner's estimate
 * where the table has been analysed (PostgreSQL's autovacuum keeps it), else a count; either read at
 * most once a minute: PGlite never analyses on its own, and its estimate stays unknown (-1), which made a
 * search's commonest word count as said by every speech (decision 027).
 */
export const speechCount = readAtMostEvery(60_000, readSpeechCount);

async function readSpeechCount(db: Database): Promise<number> {
  const estimate = await db.execute<{ n: number }>(sql`select reltuples::float8 as n from pg_class where relname = 'speeches'`);
  // 0 as well: an index built on the empty table, or a vacuum before the first sitting, leaves 0 until autovacuum analyses it again.
  const n = Number(estimate.rows[0]?.n ?? -1);
  if (n > 0) return n;
  const counted = await db.execute<{ n: number }>(sql`select count(*)::float8 as n from speeches`);
  return Number(counted.rows[0]?.n ?? 0);
}

/**
 * How many speeches use each word (the vocabulary's counts), which of them the English stemmer leaves
 * as they are ("cocoa"), and about how many speeches there are. One statement: each is a lookup.
 */
export async function wordUses(db: Database, words: readonly string[]): Promise<{ uses: (word: string) => number; ownStem: (word: string) => boolean; speeches: number }> {
  const unique = [...new Set(words)];
  const rows = unique.length
    ? (
        await db.execute<{ word: string; speeches: number | null; stem: string | null }>(sql`
          select w as word, ${searchWords.speeches} as speeches, (ts_lexize('english_stem', w))[1] as stem
          from unnest(${sql.param(unique)}::text[]) as w left join ${searchWords} on ${searchWords.word} = w`)
      ).rows
    : [];
  const counts = new Map(rows.flatMap((row) => (row.speeches === null ? [] : [[row.word, Number(row.speeches)] as const])));
  const ownStems = new Set(rows.flatMap((row) => (row.stem === row.word ? [row.word] : [])));
  const speeches = Math.max(await speechCount(db), ...counts.values(), 1);
  return { uses: (word) => counts.get(word) ?? 0, ownStem: (word) => ownStems.has(word), speeches };
}

/**
 * The name words of a search that no speech says or is by: another Member's spelling typed for this
 * one ("Dawuda" for Dauda, "Afriye" for Afriyie: both are names of other Members of some Parliament).
 * They are corrected as any slip is. A name the speeches' words use is said (the vocabulary, a key
 * lookup); the index is asked only about the others (printed only as who spoke, or nowhere).
 */
export async function unsaidNames(db: Database, words: readonly string[]): Promise<string[]> {
  if (words.length === 0) return [];
  // The cheaper test first (the planner orders them by cost); the GIN index always, never a scan of the table.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const found = await tx.execute<{ word: string }>(sql`
      select w as word from unnest(${sql.param([...words])}::text[]) as w
      where not exists (select 1 from ${searchWords} v where v.word = w)
        and not exists (select 1 from speeches s where s.search_vector @@ to_tsquery('simple', w))`);
    return found.rows.map((row) => row.word);
  });
}
