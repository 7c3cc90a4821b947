import { FOLD_LETTERS_FROM, FOLD_LETTERS_TO } from '@kakyere/contract/constants';

/**
 * A word of a text or a search as the search compares it: lower case, accents dropped, ɛ/ɔ/ŋ as
 * e/o/n. `parts` are its pieces between hyphens ("kyei-mensah-bonsu" → kyei, mensah, bonsu), so
 * "Kyei Mensah Bonsu", "Kyei-Mensah-Bonsu" and "KyeiMensahBonsu" all find one another.
 */
export interface SearchToken {
  parts: string[];
  /** Where the word starts and ends in the text it came from (code units). */
  start: number;
  end: number;
}

const LETTERS = new Map([...FOLD_LETTERS_FROM].map((from, i) => [from, FOLD_LETTERS_TO[i]!] as const));

/** Lower case, accents dropped, ɛ/ɔ/ŋ as e/o/n: one character for one, so offsets still point into the text. */
export function foldCharacters(text: string): string {
  let out = '';
  for (const ch of text) {
    const mapped = LETTERS.get(ch) ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const lower = mapped.toLowerCase();
    // Keep the text's length: a character that folds to several (or none) stands as one.
    out += lower.length === ch.length ? lower : ch.length === 1 ? (lower[0] ?? ' ') : lower.padEnd(ch.length, ' ').slice(0, ch.length);
  }
  return out;
}

// A word: letters and digits, joined by single hyphens (any dash OCR or typing gives).
const WORD = /[a-z0-9]+(?:[-‐‑–][a-z0-9]+)*/g;

/** The words of `text`, folded, with where each stands in it. */
export function tokenize(text: string): SearchToken[] {
  const folded = foldCharacters(text);
  const tokens: SearchToken[] = [];
  for (const match of folded.matchAll(WORD)) {
    tokens.push({ parts: match[0].split(/[-‐‑–]/), start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** "kyei-mensah-bonsu" as one word, "kyeimensahbonsu": the form indexed beside the parts. */
export function joinedForm(token: { parts: readonly string[] }): string {
  return token.parts.join('');
}
