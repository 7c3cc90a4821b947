import { tokenize } from './search-tokens.js';

/** A short form the record defines beside its long form: "COCOBOD" for "Ghana Cocoa Board" says "cocobod" → "cocoa board". */
export interface Abbreviation {
  /** Folded, letters and digits only ("mmdas", "kfw"). */
  short: string;
  /** Folded words, as printed from the first the short form's letters start ("cocoa board", "ministry of finance and economic planning"). */
  long: string;
}

// A short form as printed: two to ten letters or digits (and . & -), at least two capitals and
// capitals for at least half of its letters ("NHIS", "MMDAs", "KfW", "MoFEP"), not a word in capitals.
const SHORT = /^[A-Za-z][A-Za-z0-9.&-]{0,10}[A-Za-z0-9]$/;
const BRACKETED = /\(\s*([^()\s]{2,12})\s*\)/g;
// How far back a long form is looked for: more than the longest reach (22 words) ever spans.
const LOOK_BACK = 300;

function looksShort(printed: string): boolean {
  if (!SHORT.test(printed)) return false;
  const letters = printed.replace(/[^A-Za-z]/g, '');
  const capitals = letters.replace(/[^A-Z]/g, '').length;
  return capitals >= 2 && capitals * 2 >= letters.length;
}

/**
 * The long form a short one abbreviates, from the words before it (Schwartz & Hearst, 2003): each
 * letter of the short form, right to left, found in the words, the first at the start of a word;
 * the long form runs from that word. A plural "s" the short form ends in ("MDAs") is left out.
 */
export function longFormOf(short: string, words: readonly string[]): string[] | undefined {
  const letters = short.replace(/s$/, '').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (letters.length < 2) return undefined;
  const text = words.join(' ').toLowerCase();
  let at = text.length - 1;
  for (let i = letters.length - 1; i >= 0; i -= 1) {
    const letter = letters[i]!;
    const wordStart = i === 0;
    while (at >= 0 && (text[at] !== letter || (wordStart && at > 0 && /[a-z0-9]/.test(text[at - 1]!)))) at -= 1;
    if (at < 0) return undefined;
    at -= 1;
  }
  const start = text.lastIndexOf(' ', at) + 1;
  const long = text.slice(start).split(' ').filter(Boolean);
  return long.length >= 2 ? long : undefined;
}

/** The abbreviations a text defines: "the Ghana Revenue Authority (GRA)" gives gra → ghana revenue authority. */
export function findAbbreviations(text: string): Abbreviation[] {
  const found = new Map<string, Abbreviation>();
  for (const match of text.matchAll(BRACKETED)) {
    const printed = match[1]!;
    if (!looksShort(printed)) continue;
    // The words since the last bracket before it: one pass over the text, however long.
    const preceding = text.slice(Math.max(0, match.index - LOOK_BACK), match.index);
    const before = preceding.slice(Math.max(preceding.lastIndexOf('('), preceding.lastIndexOf(')')) + 1).trim().split(/\s+/);
    // Schwartz & Hearst's reach: at most min(|short| + 5, 2|short|) words.
    const reach = Math.min(printed.length + 5, printed.length * 2);
    const long = longFormOf(printed, before.slice(-reach));
    if (!long) continue;
    const short = tokenize(printed).flatMap((token) => token.parts).join('');
    const longWords = tokenize(long.join(' ')).flatMap((token) => token.parts);
    const longText = longWords.join(' ');
    if (short.length < 2 || longWords.length < 2 || longWords.join('') === short) continue;
    found.set(`${short} ${longText}`, { short, long: longText });
  }
  return [...found.values()];
}
