import { sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, SEARCH_DEFAULT_LIMIT, foldName, memberPath, type SearchMember, type SearchQuery, type SearchResponse } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { searchBillRows } from '../bills/bill-repository.js';
import { buildBillSearchQuery, nicknameKey } from '../bills/build-bill-search-query.js';
import { listPeople } from '../people/list-people.js';
import { buildSearchTsquery, type SearchTsquery } from './build-search-tsquery.js';
import { hasPositiveTerms, parseSearchQuery, type ParsedSearch } from './parse-search-query.js';
import { expandInitials, initialKeys } from './expand-initials.js';
import { dropRoleWords } from './drop-role-words.js';
import { joinPlaceNames } from './join-place-names.js';
import { typedPairs } from './join-typed-pairs.js';
import { findCorrections, findSplits, memberInitials, nameWords, placeNames, unsaidNames, wordUses } from './search-lexicon.js';
import { searchSittings } from './search-sittings.js';
import { capitalisedWords, placeAdjectives } from './place-adjectives.js';
import { abbreviationAlternatives, abbreviationLexicon, type AbbreviationUsed } from './abbreviation-lexicon.js';
import { ENGLISH_STOP_WORDS } from './english-stop-words.js';
import { isEnglishWord, isNameNotWord } from './english-words.js';
import { searchSpeeches } from './search-speeches.js';
import type { PartialOrder } from './reorder-partial-matches.js';

const MEMBERS_OFFERED = 3;

/**
 * One search over the record (GET /api/search and /search): the speeches that say it, ranked one
 * by one, and the sittings and bills that match, each with a total; before them, the Members whose
 * name or constituency the search names.
 */
export async function searchRecord(db: Database, query: SearchQuery, options: { partialOrder?: PartialOrder } = {}): Promise<Omit<SearchResponse, 'success'>> {
  const limit = query.limit ?? SEARCH_DEFAULT_LIMIT;
  const prepared = await prepareSearch(db, query.q);
  if (!prepared) return { data: { members: [], speeches: [], sittings: [], bills: [], corrected: [], abbreviations: [] }, total: { speeches: 0, sittings: 0, bills: 0 }, more: 0, capped: SEARCH_COUNT_CAP };
  const { parsed, corrections, tsquery } = prepared;
  const shown = exactWords(parsed, corrections, prepared.splits, prepared.alternatives);
  const excerpt = { words: shown, stems: await stemsOf(db, [...shown]) };

  const speeches = await searchSpeeches(db, {
    query: tsquery,
    filters: query,
    sort: query.sort ?? 'relevance',
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
    excerpt,
    speeches: prepared.speeches,
    ...(options.partialOrder ? { partialOrder: options.partialOrder } : {}),
  });
  const sittings = await searchSittings(db, tsquery, query, limit);
  const bills = await searchBills(db, query.q, limit);
  const members = await offerMembers(db, query.q, prepared);
  return {
    data: {
      members,
      speeches: speeches.rows,
      sittings: sittings.rows,
      bills: bills.rows,
      corrected: [...corrections].map(([typed, searched]) => ({ typed, searched })),
      abbreviations: prepared.abbreviations,
    },
    total: { speeches: speeches.total, sittings: sittings.total, bills: bills.total },
    more: speeches.partial,
    capped: SEARCH_COUNT_CAP,
  };
}

export interface PreparedSearch {
  parsed: ParsedSearch;
  names: ReadonlySet<string>;
  /** The constituencies, by any of their names, folded. */
  places: ReadonlySet<string>;
  /** Members named by their initials ("jb aidoo"), as `initialKeys` writes them. */
  byInitials: readonly string[];
  corrections: ReadonlyMap<string, string>;
  splits: ReadonlyMap<string, readonly [string, string]>;
  /** Other ways the record says a term: its abbreviations, a place's adjective. */
  alternatives: ReadonlyMap<number, readonly (readonly string[])[]>;
  abbreviations: AbbreviationUsed[];
  tsquery: SearchTsquery;
  /** About how many speeches the record holds. */
  speeches: number;
}

/** What was typed, as the queries the search runs; undefined when it has nothing to look for. */
export async function prepareSearch(db: Database, text: string): Promise<PreparedSearch | undefined> {
  const typed = parseSearchQuery(text);
  if (!hasPositiveTerms(typed)) return undefined;
  const names = await nameWords(db);
  const places = await placeNames(db);
  const { parsed, named: byInitials } = expandInitials(
    dropRoleWords(joinPlaceNames(typed, places), (word) => names.has(word), (words) => places.has(words)),
    text,
    await memberInitials(db),
  );
  const words = parsed.terms.flatMap((term) => (term.parts.length === 1 && !names.has(term.parts[0]!) ? term.parts : []));
  // The parts of a hyphenated word may be misspelt too ("e-paymant"); never split.
  const hyphenParts = parsed.terms.flatMap((term) => (term.parts.length > 1 ? term.parts.filter((part) => !names.has(part)) : []));
  const splits = await findSplits(db, words);
  // A word may be the record's two ("motorbikes") or misspelt ("newpapers", not "new papers"):
  // both are searched. A name nobody in the record says or bears may be misspelt too.
  const unsaid = await unsaidNames(db, parsed.terms.flatMap((term) => (term.parts.length === 1 && names.has(term.parts[0]!) ? term.parts : [])));
  const corrections = await findCorrections(db, [...words, ...hyphenParts, ...unsaid], partOfName(parsed, text, (word) => names.has(word)));
  // A place typed with a capital or known as a name: its adjective too ("West Africa" finds "West African").
  const capitalised = capitalisedWords(text);
  const adjectives = parsed.terms.map((term) => (term.parts.length === 1 && (capitalised.has(term.parts[0]!) || names.has(term.parts[0]!)) ? placeAdjectives(term.parts[0]!) : []));
  // Two words typed side by side that English writes as one ("gate way"), looked up with the rest.
  const pairs = typedPairs(parsed, (word) => names.has(word)).filter((pair) => isEnglishWord(pair.joined));
  const { uses, speeches, ownStem: isOwnStem } = await wordUses(db, [
    ...parsed.terms.flatMap((term) => term.parts),
    ...parsed.phrases.flat(),
    ...corrections.values(),
    ...[...splits.values()].flat(),
    ...adjectives.flat(),
    ...pairs.map((pair) => pair.joined),
  ]);
  const single = [...parsed.terms.flatMap((term) => (term.parts.length === 1 ? term.parts : [])), ...corrections.values()];
  const ownStem = new Set(single.filter(isOwnStem));
  const { alternatives, used: abbreviations } = abbreviationAlternatives(parsed, text, await abbreviationLexicon(db), (word) => names.has(word));
  const alsoSearch = (i: number, word: string) => (alternatives.get(i) ?? alternatives.set(i, []).get(i)!).push([word]);
  adjectives.forEach((forms, i) => {
    for (const form of forms) if (uses(form) > 0) alsoSearch(i, form);
  });
  // "gate way": each word also as the one the record prints ("gateway").
  for (const { index, joined } of pairs) {
    if (uses(joined) === 0) continue;
    alsoSearch(index, joined);
    alsoSearch(index + 1, joined);
  }
  const tsquery = buildSearchTsquery(parsed, { isName: (word) => names.has(word), corrections, splits, uses, speeches, ownStem, alternatives })!;
  return { parsed, names, places, byInitials, corrections, splits, alternatives, abbreviations, tsquery, speeches };
}

/**
 * The words typed as part of a name: beside a name that is not also an English word ("Akoto Assare",
 * "KT Hamond"), or written with a capital after the first word (a phone capitalises that one).
 */
function partOfName(parsed: ParsedSearch, typed: string, isName: (word: string) => boolean): Set<string> {
  const strongName = (i: number) => {
    const parts = parsed.terms[i]?.parts;
    return parts !== undefined && isNameNotWord(parts, isName);
  };
  const first = typed.match(/\p{L}+/u)?.[0]?.toLowerCase();
  const capitalised = capitalisedWords(typed);
  const found = new Set<string>();
  parsed.terms.forEach((term, i) => {
    const [word] = term.parts;
    if (term.parts.length !== 1 || word === undefined) return;
    if (strongName(i - 1) || strongName(i + 1) || (capitalised.has(word) && word !== first)) found.add(word);
  });
  return found;
}

function exactWords(
  parsed: ParsedSearch,
  corrections: ReadonlyMap<string, string>,
  splits: ReadonlyMap<string, readonly [string, string]>,
  alternatives: ReadonlyMap<number, readonly (readonly string[])[]>,
): Set<string> {
  const words = new Set<string>();
  for (const term of parsed.terms) {
    // A letter of a hyphenated word ("e-payment") is marked with it, never alone (the "e" of "e-Zwich").
    for (const part of term.parts) if (term.parts.length === 1 || part.length > 1) words.add(part);
    if (term.parts.length > 1) words.add(term.parts.join(''));
  }
  for (const phrase of parsed.phrases) for (const word of phrase) words.add(word);
  for (const correction of corrections.values()) words.add(correction);
  for (const split of splits.values()) for (const half of split) words.add(half);
  for (const ways of alternatives.values()) for (const way of ways) for (const word of way) if (!ENGLISH_STOP_WORDS.has(word)) words.add(word);
  return words;
}

/** The English stems of the searched words, as the index took them: an excerpt marks "strikes" for "strike". */
async function stemsOf(db: Database, words: readonly string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const result = await db.execute<{ stem: string | null }>(
    sql`select (ts_lexize('english_stem', w))[1] as stem from unnest(${sql.param(words)}::text[]) as w`,
  );
  return [...new Set(result.rows.flatMap((row) => (row.stem && row.stem.length >= 3 ? [row.stem] : [])))];
}

async function searchBills(db: Database, text: string, limit: number) {
  const query = buildBillSearchQuery(text, 'all');
  if (!query) return { rows: [], total: 0 };
  const found = await searchBillRows(db, query, limit, nicknameKey(text));
  return {
    rows: found.rows.map((bill) => ({ id: bill.id, title: bill.title, status: bill.status, currentStage: bill.currentStage, url: `/bills/${encodeURIComponent(bill.id)}` })),
    total: found.total,
  };
}

/**
 * Members the search names: those who sat for the constituency it is ("Bia", "Ada MP": not every
 * Member for Bia East or Adaklu), else all its words in their name or constituency ("Suame",
 * "Kyei-Mensah-Bonsu"), else the name words among them ("Bagbin galamsey" offers Bagbin). Only a
 * handful: a common name ("Mensah") names too many to offer.
 */
async function offerMembers(db: Database, text: string, { parsed, names, places, byInitials }: PreparedSearch): Promise<SearchMember[]> {
  const place = parsed.terms.flatMap((term) => term.parts).join(' ');
  let found = places.has(place) ? await listPeople(db, { constituency: place, limit: MEMBERS_OFFERED + 1 }) : { rows: [], total: 0 };
  if (found.total === 0 && byInitials.length > 0) {
    // "JB Aidoo": the Aidoos whose initials those are.
    const named = await listPeople(db, { q: byInitials[0]!.split(' ')[1]!, limit: 100 });
    const rows = named.rows.filter((person) => initialKeys(foldName(person.name)).some((key) => byInitials.includes(`${key.initials} ${key.name}`)));
    found = { rows, total: rows.length };
  }
  if (found.total === 0) found = await listPeople(db, { q: text.slice(0, 100), limit: MEMBERS_OFFERED + 1 });
  if (found.total === 0) {
    // The name words alone: "Bagbin galamsey", or "Ketu North MP" without its role word (dropRoleWords).
    const words = parsed.terms.flatMap((term) => term.parts);
    const nameParts = words.filter((word) => names.has(word));
    if (nameParts.length === 0 || nameParts.join(' ') === text.trim().toLowerCase()) return [];
    found = await listPeople(db, { q: nameParts.join(' '), limit: MEMBERS_OFFERED + 1 });
  }
  if (found.total === 0 || found.total > MEMBERS_OFFERED) return [];
  return found.rows.map((person) => {
    const seat = person.seats[0];
    return {
      id: person.id,
      name: person.name,
      constituency: seat?.constituency?.name ?? null,
      party: seat?.party?.name ?? null,
      url: memberPath(person.id, person.name),
    };
  });
}
