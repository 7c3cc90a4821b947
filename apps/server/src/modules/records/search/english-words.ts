import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../config.js';

const WORDS_FILE = path.join(repoRoot, 'apps/server/assets/english-words/words.txt');
let words: Set<string> | undefined;

/**
 * Whether English uses this word: one of the 60,000 commonest words of letters alone
 * (apps/server/assets/english-words/NOTICE), read once. A word English uses is spelt as meant, not a
 * slip of typing for a word of the record ("travelling" is not "traversing"); a Ghanaian word or a
 * name ("galamsy", "Hodogbe") is not in it.
 */
export function isEnglishWord(word: string): boolean {
  words ??= new Set(readFileSync(WORDS_FILE, 'utf8').split('\n').filter(Boolean));
  return words.has(word);
}

/**
 * Whether a word (or the parts of a hyphenated one) names a Member or a place and is not just English:
 * "Nabdam", "Ketu North", "Kyei-Mensah-Bonsu" say who; "Grace", "North" or the "New" of New Juaben
 * are names that are words too, and may be what was said.
 */
export function isNameNotWord(parts: readonly string[], isName: (word: string) => boolean): boolean {
  return parts.every(isName) && parts.some((word) => !isEnglishWord(word));
}
