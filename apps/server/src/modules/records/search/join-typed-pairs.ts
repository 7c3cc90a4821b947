import { ENGLISH_STOP_WORDS } from './english-stop-words.js';
import type { ParsedSearch, SearchTerm } from './parse-search-query.js';

// Each half a word of its own (not "in to" for "into"), the whole long enough to be one.
const MIN_HALF = 3;
const MIN_JOINED = 6;

export interface TypedPair {
  /** The first of the two terms; the second follows it. */
  index: number;
  joined: string;
}

/**
 * Two words typed side by side that may be one the record prints whole: "gate way" (gateway),
 * "man power". The caller searches each of the two also as the whole word, so a speech saying
 * "gateway" has both, and one saying "gate" and "way" apart still counts as before.
 */
export function typedPairs(parsed: ParsedSearch, isName: (word: string) => boolean): TypedPair[] {
  const pairs: TypedPair[] = [];
  for (let i = 0; i + 1 < parsed.terms.length; i += 1) {
    const joined = pairOf(parsed.terms[i]!, parsed.terms[i + 1]!, isName);
    if (joined) pairs.push({ index: i, joined });
  }
  return pairs;
}

function pairOf(a: SearchTerm, b: SearchTerm, isName: (word: string) => boolean): string | undefined {
  const [x, y] = [a.parts.length === 1 ? a.parts[0]! : '', b.parts.length === 1 ? b.parts[0]! : ''];
  const word = (w: string) => w.length >= MIN_HALF && /^[a-z]+$/.test(w) && !ENGLISH_STOP_WORDS.has(w) && !isName(w);
  return word(x) && word(y) && x.length + y.length >= MIN_JOINED ? x + y : undefined;
}
