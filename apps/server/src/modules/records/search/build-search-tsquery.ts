import { sql, type SQL } from 'drizzle-orm';
import { isNameNotWord } from './english-words.js';
import type { ParsedSearch, SearchTerm } from './parse-search-query.js';

export interface TsqueryContext {
  /** A Member's or a place's name: matched as written, never by its stem ("Mills" is not "mill"). */
  isName(word: string): boolean;
  /** The record's word for a misspelt one, searched beside it ("galamsy" → "galamsey"). */
  corrections: ReadonlyMap<string, string>;
  /** The two words the record prints for one typed as one, searched beside it ("motorbikes" → "motor bikes"). */
  splits?: ReadonlyMap<string, readonly [string, string]>;
  /** Other ways the record says the i-th term (its abbreviations): words, or a phrase. */
  alternatives?: ReadonlyMap<number, readonly (readonly string[])[]>;
  /** How many speeches use a word; unknown words count as rare. */
  uses?: (word: string) => number;
  /** How many speeches there are. */
  speeches?: number;
  /** Words the English stemmer leaves as they are ("cocoa"): searched once, not as 'cocoa' | 'cocoa', which the planner counts twice. */
  ownStem?: ReadonlySet<string>;
}

/** Inverse document frequency: ln(N / (1 + n)), at least a little, so every item counts. */
function rarity(words: readonly string[], context: TsqueryContext): number {
  const n = Math.min(...words.map((word) => context.uses?.(word) ?? 0));
  return Math.max(0.1, Math.log((context.speeches ?? 1000) / (1 + n)));
}

export interface SearchTsquery {
  /** Every word and phrase (and none of the excluded). */
  all: SQL;
  /** Any word or phrase (and none of the excluded): the best matches of a search that few speeches say in full. */
  any: SQL;
  /** Each word or phrase alone: a speech's rank counts how many it says. */
  items: SQL[];
  /** How much each item tells (its rarity in the record): a partial match that says the rare word comes first. */
  weights: number[];
  /** Every word is a name: the search asks for a Member, so who said it counts before what was said. */
  namesOnly: boolean;
  /** A search of a Member (or a place) and a topic ("Kan-Dapaah cocoa board loan"): who, and what. */
  speakerAndTopic?: { speaker: SQL; topic: SQL };
}

// Words reach to_tsquery only as bound parameters holding a–z and 0–9 (parseSearchQuery folds them), so
// nothing typed is read as tsquery syntax.
const exact = (word: string) => sql`to_tsquery('simple', ${word})`;
const stemmed = (word: string) => sql`to_tsquery('english', ${word})`;
const phrase = (words: readonly string[]) => sql`(phraseto_tsquery('simple', ${words.join(' ')}) || phraseto_tsquery('english', ${words.join(' ')}))`;

function wordQuery(word: string, context: TsqueryContext): SQL {
  return context.isName(word) || context.ownStem?.has(word) ? exact(word) : sql`(${exact(word)} || ${stemmed(word)})`;
}

function termQuery(term: SearchTerm, context: TsqueryContext, index: number): SQL {
  const [first] = term.parts;
  const also = (context.alternatives?.get(index) ?? []).map((words) => (words.length === 1 ? wordQuery(words[0]!, context) : phrase(words)));
  if (term.parts.length === 1) {
    const alternatives = [wordQuery(first!, context), ...also];
    const correction = context.corrections.get(first!);
    if (correction) alternatives.push(wordQuery(correction, context));
    const split = context.splits?.get(first!);
    if (split) alternatives.push(phrase(split));
    return alternatives.length === 1 ? alternatives[0]! : sql`(${sql.join(alternatives, sql` || `)})`;
  }
  // "feed-in", "kyei-mensah-bonsu": as one word (indexed joined), or its parts in order; a misspelt
  // part ("e-paymant") also as corrected.
  const corrected = term.parts.map((part) => context.corrections.get(part) ?? part);
  const ways = [term.parts, ...(corrected.some((part, i) => part !== term.parts[i]) ? [corrected] : [])];
  return sql`(${sql.join([...ways.flatMap((parts) => [exact(parts.join('')), phrase(parts)]), ...also], sql` || `)})`;
}

/** The tsqueries of a parsed search. Undefined when it has nothing to look for. */
export function buildSearchTsquery(parsed: ParsedSearch, context: TsqueryContext): SearchTsquery | undefined {
  const items = [...parsed.terms.map((term, i) => termQuery(term, context, i)), ...parsed.phrases.map(phrase)];
  if (items.length === 0) return undefined;
  const termWords = (parts: readonly string[]) => {
    const [first] = parts;
    if (parts.length > 1) return parts.map((part) => ((context.uses?.(part) ?? 0) > 0 ? part : (context.corrections.get(part) ?? part)));
    if ((context.uses?.(first!) ?? 0) > 0) return [first!];
    // Its correction, or the two words the record prints for it (as rare as the rarer of them).
    const correction = context.corrections.get(first!);
    return correction ? [correction] : (context.splits?.get(first!) ?? [first!]);
  };
  // A name alone says who, not what: a partial match on it ranks after one on the topic's words.
  const termWeight = (parts: readonly string[]) => (parts.length === 1 && context.isName(parts[0]!) ? Math.min(1, rarity(parts, context)) : rarity(termWords(parts), context));
  const weights = [...parsed.terms.map((term) => termWeight(term.parts)), ...parsed.phrases.map((words) => rarity(words, context))];
  const excluded = parsed.excluded.map((words) => sql`!! ${words.length === 1 ? wordQuery(words[0]!, context) : phrase(words)}`);
  // Parenthesised: @@ binds tighter than && on tsqueries.
  const all = sql`(${sql.join([...items, ...excluded], sql` && `)})`;
  const any = items.length === 1 ? all : sql`((${sql.join(items, sql` || `)})${excluded.length ? sql` && ${sql.join(excluded, sql` && `)}` : sql``})`;
  const named = (word: string) => context.isName(word) || context.isName(context.corrections.get(word) ?? word);
  const isNameTerm = parsed.terms.map((term) => term.parts.every(named));
  const namesOnly = parsed.phrases.length === 0 && isNameTerm.every(Boolean);
  // Who: a name that is not also an English word ("Grace", "North" name Members and seats, and are words too).
  const isSpeaker = parsed.terms.map((term) => isNameNotWord(term.parts, named));
  const speakerItems = items.filter((_, i) => isSpeaker[i] === true);
  const topicItems = items.filter((_, i) => isSpeaker[i] !== true);
  const speakerAndTopic =
    speakerItems.length > 0 && topicItems.length > 0
      ? { speaker: sql`(${sql.join(speakerItems, sql` || `)})`, topic: sql`(${sql.join([...topicItems, ...excluded], sql` && `)})` }
      : undefined;
  return { all, any, items, weights, namesOnly, ...(speakerAndTopic ? { speakerAndTopic } : {}) };
}
