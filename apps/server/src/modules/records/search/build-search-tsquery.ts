import { sql, type SQL } from 'drizzle-orm';
import type { ParsedSearch, SearchTerm } from './parse-search-query.js';

export interface TsqueryContext {
  /** A Member's or a place's name: matched as written, never by its stem ("Mills" is not "mill"). */
  isName(word: string): boolean;
  /** The record's word for a misspelt one, searched beside it ("galamsy" → "galamsey"). */
  corrections: ReadonlyMap<string, string>;
}

export interface SearchTsquery {
  /** Every word and phrase (and none of the excluded). */
  all: SQL;
  /** Any word or phrase (and none of the excluded): the best matches of a search that few speeches say in full. */
  any: SQL;
  /** Each word or phrase alone: a speech's rank counts how many it says. */
  items: SQL[];
}

// Words reach to_tsquery only as bound parameters holding a–z and 0–9 (parseSearchQuery folds them), so
// nothing typed is read as tsquery syntax.
const exact = (word: string) => sql`to_tsquery('simple', ${word})`;
const stemmed = (word: string) => sql`to_tsquery('english', ${word})`;
const phrase = (words: readonly string[]) => sql`(phraseto_tsquery('simple', ${words.join(' ')}) || phraseto_tsquery('english', ${words.join(' ')}))`;

function wordQuery(word: string, context: TsqueryContext): SQL {
  return context.isName(word) ? exact(word) : sql`(${exact(word)} || ${stemmed(word)})`;
}

function termQuery(term: SearchTerm, context: TsqueryContext): SQL {
  const [first] = term.parts;
  if (term.parts.length === 1) {
    const correction = context.corrections.get(first!);
    return correction ? sql`(${wordQuery(first!, context)} || ${wordQuery(correction, context)})` : wordQuery(first!, context);
  }
  // "feed-in", "kyei-mensah-bonsu": as one word (indexed joined), or its parts in order.
  return sql`(${exact(term.parts.join(''))} || ${phrase(term.parts)})`;
}

/** The tsqueries of a parsed search. Undefined when it has nothing to look for. */
export function buildSearchTsquery(parsed: ParsedSearch, context: TsqueryContext): SearchTsquery | undefined {
  const items = [...parsed.terms.map((term) => termQuery(term, context)), ...parsed.phrases.map(phrase)];
  if (items.length === 0) return undefined;
  const excluded = parsed.excluded.map((words) => sql`!! ${words.length === 1 ? wordQuery(words[0]!, context) : phrase(words)}`);
  // Parenthesised: @@ binds tighter than && on tsqueries.
  const all = sql`(${sql.join([...items, ...excluded], sql` && `)})`;
  const any = items.length === 1 ? all : sql`((${sql.join(items, sql` || `)})${excluded.length ? sql` && ${sql.join(excluded, sql` && `)}` : sql``})`;
  return { all, any, items };
}
