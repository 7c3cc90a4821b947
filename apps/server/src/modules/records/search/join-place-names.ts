import type { ParsedSearch, SearchTerm } from './parse-search-query.js';

/**
 * Consecutive words that spell a constituency of several words ("Okaikoi North") as one term, as a
 * hyphenated word is: found where the record says them in that order, and in the speeches of the
 * Member who sat for it, whose seat is indexed as one word ("okaikoinorth"). Never by each word
 * alone: a search of "north" is not a search of every Member for a North. `places` holds the
 * names folded, their words separated by one space.
 */
export function joinPlaceNames(parsed: ParsedSearch, places: ReadonlySet<string>): ParsedSearch {
  const longest = Math.max(0, ...[...places].map((place) => place.split(' ').length));
  if (longest < 2) return parsed;
  const terms: SearchTerm[] = [];
  for (let i = 0; i < parsed.terms.length; ) {
    let joined = 0;
    for (let n = Math.min(longest, parsed.terms.length - i); n >= 2 && joined === 0; n -= 1) {
      const run = parsed.terms.slice(i, i + n);
      if (run.every((term) => term.parts.length === 1) && places.has(run.map((term) => term.parts[0]).join(' '))) joined = n;
    }
    if (joined > 0) {
      terms.push({ parts: parsed.terms.slice(i, i + joined).map((term) => term.parts[0]!) });
      i += joined;
    } else {
      terms.push(parsed.terms[i]!);
      i += 1;
    }
  }
  return terms.length === parsed.terms.length ? parsed : { ...parsed, terms };
}
