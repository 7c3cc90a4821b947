import { ENGLISH_STOP_WORDS } from './english-stop-words.js';
import { tokenize } from '../search-index/search-tokens.js';

/** A word of a search: one part, or several joined by hyphens ("feed-in"). */
export interface SearchTerm {
  parts: string[];
}

export interface ParsedSearch {
  /** Words every result should say (any form: "strike" finds "strikes"). */
  terms: SearchTerm[];
  /** "Quoted phrases": these words, in this order. */
  phrases: string[][];
  /** -word and -"phrase": what a result must not say. */
  excluded: string[][];
}

const MAX_TERMS = 12;

/**
 * What a reader typed, as the search understands it: "quoted phrases", -excluded words, and the
 * rest as words. Small words ("the", "of") are left out unless they are all there is, and so are
 * single letters beside longer words ("K.T. Hammond"). Nothing typed can reach the database as
 * query syntax: only folded letters and digits come out.
 */
export function parseSearchQuery(text: string): ParsedSearch {
  const phrases: string[][] = [];
  const excluded: string[][] = [];
  const loose: SearchTerm[] = [];
  // A quote left open runs to the end.
  const pieces = text.matchAll(/(-?)"([^"]*)("|$)|(\S+)/g);
  for (const piece of pieces) {
    if (piece[2] !== undefined) {
      const words = tokenize(piece[2]).flatMap((token) => token.parts);
      if (words.length === 0) continue;
      if (piece[1] === '-') excluded.push(words);
      else if (words.length === 1) loose.push({ parts: words });
      else phrases.push(words);
      continue;
    }
    const word = piece[4]!;
    const tokens = tokenize(word);
    if (word.startsWith('-') && word.length > 1 && tokens.length > 0) {
      excluded.push(tokens.flatMap((token) => token.parts));
      continue;
    }
    for (const token of tokens) loose.push({ parts: token.parts });
  }
  const meaningful = loose.filter((term) => term.parts.length > 1 || (!ENGLISH_STOP_WORDS.has(term.parts[0]!) && term.parts[0]!.length > 1));
  const terms = dedupe(meaningful.length > 0 || phrases.length > 0 ? meaningful : loose);
  return { terms: terms.slice(0, MAX_TERMS), phrases: phrases.slice(0, MAX_TERMS), excluded: excluded.slice(0, MAX_TERMS) };
}

function dedupe(terms: SearchTerm[]): SearchTerm[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = term.parts.join('-');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether the search has anything to look for (only exclusions, or only punctuation, have not). */
export function hasPositiveTerms(parsed: ParsedSearch): boolean {
  return parsed.terms.length > 0 || parsed.phrases.length > 0;
}
