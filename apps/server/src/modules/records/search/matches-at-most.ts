import type { ParsedSearch } from './parse-search-query.js';

export interface MatchWords {
  /** How many speeches use a word as written (the vocabulary's count). */
  uses(word: string): number;
  corrections: ReadonlyMap<string, string>;
  splits: ReadonlyMap<string, readonly [string, string]>;
}

/**
 * About how many speeches can say every word and phrase of a search, known before it runs: no more
 * than say its rarest word or phrase, each counted from the vocabulary (a phrase by its rarest word,
 * a word with the record's spelling beside it by both). The counts are of words as written, so a
 * stemmed word's other forms are not in them: an estimate, which decides how the search finds its
 * candidates (search-speeches.ts, decision record 022), never what it finds.
 */
export function matchesAtMost(parsed: ParsedSearch, words: MatchWords): number {
  const rarest = (list: readonly string[]) => Math.min(...list.map((word) => words.uses(word)));
  const counts = [
    ...parsed.terms.map(({ parts }) => {
      if (parts.length > 1) return words.uses(parts.join('')) + rarest(parts);
      const [word] = parts as [string];
      const correction = words.corrections.get(word);
      const split = words.splits.get(word);
      return words.uses(word) + (correction ? words.uses(correction) : 0) + (split ? rarest(split) : 0);
    }),
    ...parsed.phrases.map(rarest),
  ];
  return counts.length ? Math.min(...counts) : 0;
}
