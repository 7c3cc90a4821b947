import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

/**
 * Conservative correction of OCR misspellings in display text (titles, topics, paper names, summary
 * sentences) taken from Ghana's OCR'd Official Reports.
 *
 * Ghanaian names, places and Twi words are in no English list, and the list used here (word-list, a
 * Scrabble-style list of ~274k lower-case words) has no proper nouns at all ("january", "accra") but
 * many obscure words ("acca", "shanti", "urachi"). So "not in the list" never justifies a change by
 * itself, and "one edit from a listed word" is weak evidence. A word of 5+ letters is rewritten only
 * when it is absent from the list and exactly one reading is one edit away:
 *
 * - "record": a word the same record uses. For a lower-case word: an English word the record uses at
 *   all, or another word it uses at least MIN_RECORD_ONLY_COUNT times. For a capitalised word (maybe a
 *   name): a word the record uses at least MIN_RECORD_ONLY_COUNT times, capitalised somewhere
 *   mid-sentence and, if English, also in lower case ("Basel" is not read as "based", "Paapa" not as
 *   "Papa"). A reading that is not English (a name, a place) is taken only for a look-alike misread
 *   ("Kurnasi" → "Kumasi"): names differ from each other by a letter (Tetteh, Tettey).
 * - "dictionary": with no reading from the record, the only English word one edit away, and only when
 *   that edit is a typical OCR look-alike misread (LOOKALIKE_GROUPS, OCR_CONFUSIONS): on the real
 *   records any other edit from the list alone was wrong more often than right ("annum" → "annul").
 * - "split": a glued word ("Facilitybetween", "becausethe") that splits exactly one way into two
 *   English words of 3+ letters that the record uses, or an "I"/"a" glued to an English word the record
 *   uses ("Ithink", "abudget").
 *
 * "One edit" is Damerau-Levenshtein distance 1 (substitution, insertion, deletion, adjacent
 * transposition) plus the multi-character misreads OCR makes of this typeface, each counted as one
 * edit: "rn"↔"m" ("Govemment"), "cl"↔"d", "vv"↔"w", "li"↔"h". A letter added or dropped at either end
 * of the word is counted (a second reading makes a word ambiguous) but never chosen: at the edges the
 * cause is nearly always a word boundary, not a misread ("Ithink", "thatl", "happ ened", "Ghanaians"
 * against "Ghanaian", "America" against "American").
 *
 * Every doubt (two readings, a protected name within one edit, an acronym, a digit, a roman numeral,
 * a non-word the record keeps printing) leaves the word as printed: a wrong correction is worse than
 * a missed one.
 */

export interface OcrVocabulary {
  /** Lower-cased word → occurrences in the record (words are letter runs; hyphenated words count by part). */
  counts: Map<string, number>;
  /**
   * Lower-cased word → occurrences capitalised where grammar does not require it (not at the start of
   * a sentence): evidence that a capitalised misread of the word is plausible.
   */
  capitalisedCounts: Map<string, number>;
  /** Lower-cased word → occurrences printed in lower case: evidence that it is an ordinary word, not only a name. */
  lowerCaseCounts: Map<string, number>;
  /**
   * Lower-cased tokens of the protected names (speakers' and office-holders' names, places, Twi words):
   * never corrected, nor is anything one edit from them. Pass names, not role labels ("Minister for
   * Trade"), whose English words would shield their own misprints.
   */
  protectedWords: Set<string>;
}

export interface OcrCorrection {
  /** The word as printed (a hyphenated word's part, or a possessive's stem). */
  from: string;
  /** Its replacement, in the original's casing pattern; for a split, the two words with a space. */
  to: string;
  rule: 'record' | 'dictionary' | 'split';
  /** Offset of `from` in the input text. */
  index: number;
}

export interface OcrCorrectionResult {
  /** The corrected text; the very same string when nothing was corrected. */
  text: string;
  corrections: OcrCorrection[];
}

/** Shorter words have too many neighbours, and include initials, abbreviations ("retd") and acronyms. */
const MIN_LENGTH = 5;

/** All-caps words this short are acronyms (GMA, NADMO, GHANA in a heading) far more often than misreads. */
const MAX_ACRONYM_LENGTH = 5;

/**
 * How often the record must use a reading that is not an English word, or any reading of a
 * capitalised word: OCR garbage is scattered, so a stray misread (or a one-off mention of another
 * place) never becomes the spelling others are "corrected" to.
 */
const MIN_RECORD_ONLY_COUNT = 3;

/**
 * A non-word that the record itself uses this often is treated as a real word (a name or term the
 * list lacks) unless the record's own reading is plainly the usual spelling (DOMINANCE).
 */
const RECURRING_COUNT = 3;

/** How many times more often the record must use a reading than a recurring word. */
const DOMINANCE = 5;

/** Glued words: each part at least this long, so obscure short list words ("eng", "ama") can't carve up names. */
const MIN_SPLIT_PART = 3;

/** Multi-character misreads, each direction counted as one edit and as a look-alike. */
const OCR_CONFUSIONS: ReadonlyArray<readonly [string, string]> = [
  ['rn', 'm'],
  ['cl', 'd'],
  ['vv', 'w'],
  ['li', 'h'],
];

/** Letters this typeface's OCR confuses with each other (thin strokes, round letters, f/t). */
const LOOKALIKE_GROUPS = ['ijl', 'ceo', 'ft'];

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/**
 * How a neighbour was reached; a neighbour reachable several ways keeps the most trusted kind.
 * EDGE: a letter added or dropped at the start or end, counted for ambiguity but never chosen.
 * PLAIN: any other single edit, chosen only with the record's support.
 * LOOKALIKE: a look-alike substitution or an OCR confusion, which may be chosen from the word list alone.
 */
const EDGE = 0;
const PLAIN = 1;
const LOOKALIKE = 2;
type Edit = typeof EDGE | typeof PLAIN | typeof LOOKALIKE;

let englishWords: Set<string> | undefined;

/** The word list (~274k lower-case words), read once per process on first use (~100 ms). */
function dictionary(): Set<string> {
  if (englishWords) return englishWords;
  // Read line by line into the set, without an intermediate array of 274k strings.
  const text = readFileSync(wordListPath, 'utf8');
  const words = new Set<string>();
  for (let start = 0, end = text.indexOf('\n'); start < text.length; start = end + 1, end = text.indexOf('\n', start)) {
    if (end < 0) end = text.length;
    if (end > start) words.add(text.slice(start, end));
  }
  englishWords = words;
  return words;
}

/** Letters and digits with inner apostrophes or hyphens: "Editor's", "Sekondi-Takoradi", "201O". */
const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Roman numerals number list items ("(xxiii)", "viii."); they are not misspelt words. */
const ROMAN_NUMERAL = /^[ivxlcdm]+$/i;

/**
 * Counts every word of the record (call once per sitting, on the whole text including its CONTENTS
 * list) and collects the tokens of the names that must never be rewritten. Treat the result as
 * read-only: `correctOcrWords` caches its decisions per vocabulary.
 */
export function buildOcrVocabulary(recordText: string, protectedNames: Iterable<string>): OcrVocabulary {
  const counts = new Map<string, number>();
  const capitalisedCounts = new Map<string, number>();
  const lowerCaseCounts = new Map<string, number>();
  for (const match of recordText.matchAll(/[A-Za-z]+/g)) {
    const word = match[0];
    const lower = word.toLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + 1);
    if (word === lower) lowerCaseCounts.set(lower, (lowerCaseCounts.get(lower) ?? 0) + 1);
    else if (!startsSentence(recordText, match.index)) capitalisedCounts.set(lower, (capitalisedCounts.get(lower) ?? 0) + 1);
  }
  const protectedWords = new Set<string>();
  for (const name of protectedNames) {
    for (const match of name.matchAll(/\p{L}+/gu)) {
      if (match[0].length >= 2) protectedWords.add(match[0].toLowerCase());
    }
  }
  return { counts, capitalisedCounts, lowerCaseCounts, protectedWords };
}

/** Whether the word at `index` opens a sentence: only spaces, quotes and brackets after . ! ? : or the start. */
function startsSentence(text: string, index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const c = text.charAt(i);
    if (/[\s"'“”‘’([]/.test(c)) continue;
    return /[.!?:]/.test(c);
  }
  return true;
}

/**
 * Corrects the OCR misspellings in one display string. The vocabulary comes from
 * `buildOcrVocabulary` on the record the string was taken from (or summarises).
 */
export function correctOcrWords(text: string, vocab: OcrVocabulary): OcrCorrectionResult {
  const corrections: OcrCorrection[] = [];
  let upperCase: boolean | undefined;
  const upperCaseContext = (): boolean => (upperCase ??= isUpperCaseText(text));
  const corrected = text.replace(TOKEN, (token: string, offset: number) => {
    if (token.length < MIN_LENGTH) return token;
    // Digits mark column numbers, years, clause numbers and "201O"-style misreads that normaliseOcr
    // handles in context; a spelling rule has no business there.
    if (/\p{N}/u.test(token)) return token;
    // A hyphenated word whose halves make one English word is a line-break hyphenation ("Govern-ment"):
    // its halves are fragments, not misspelt words.
    if (token.includes('-') && dictionary().has(token.replace(/-/g, '').toLowerCase())) return token;
    let partOffset = 0;
    const parts = token.split('-').map((part) => {
      const fixed = correctPart(part, offset + partOffset, vocab, upperCaseContext, corrections);
      partOffset += part.length + 1;
      return fixed;
    });
    return parts.join('-');
  });
  return corrections.length === 0 ? { text, corrections } : { text: corrected, corrections };
}

/** A hyphen-free part: a word, or a word with an apostrophe. Only a possessive's stem is checked. */
function correctPart(part: string, index: number, vocab: OcrVocabulary, upperCaseContext: () => boolean, out: OcrCorrection[]): string {
  if (!/['’]/.test(part)) return correctWord(part, index, vocab, upperCaseContext, out);
  const possessive = /^([^'’]+)(['’][sS])$/.exec(part);
  if (!possessive) return part; // "O'Brien", "Ng'ambi": apostrophes inside names are not ours to judge.
  const [, stem = '', suffix = ''] = possessive;
  return correctWord(stem, index, vocab, upperCaseContext, out) + suffix;
}

interface Decision {
  to: string;
  rule: OcrCorrection['rule'];
}

/**
 * Decisions per vocabulary, by word as printed: display strings repeat the same names and misreads,
 * and a decision costs a few hundred set look-ups.
 */
const decisionCache = new WeakMap<OcrVocabulary, Map<string, Decision | null>>();

function correctWord(word: string, index: number, vocab: OcrVocabulary, upperCaseContext: () => boolean, out: OcrCorrection[]): string {
  // Most words are English: answer them before the cache. Letters outside a-z (ɔ, ɛ, accents) belong to
  // Twi or other languages the English list can't judge.
  if (word.length < MIN_LENGTH || !/^[A-Za-z]+$/.test(word) || dictionary().has(word.toLowerCase())) return word;
  // An all-caps word is a heading word only when the text around it is upper-case too; in mixed text
  // it is an acronym (COCOBOD, MASLOC). Short all-caps words are acronyms either way.
  if (word === word.toUpperCase() && (word.length <= MAX_ACRONYM_LENGTH || !upperCaseContext())) return word;
  let cache = decisionCache.get(vocab);
  if (cache === undefined) {
    cache = new Map();
    decisionCache.set(vocab, cache);
  }
  let decision = cache.get(word);
  if (decision === undefined) {
    decision = decide(word, vocab);
    cache.set(word, decision);
  }
  if (decision === null) return word;
  out.push({ from: word, to: decision.to, rule: decision.rule, index });
  return decision.to;
}

/** The correction of one word (letters, no hyphen or apostrophe), or null to leave it as printed. */
function decide(word: string, vocab: OcrVocabulary): Decision | null {
  if (ROMAN_NUMERAL.test(word)) return null;
  const lower = word.toLowerCase();
  const words = dictionary();
  const capitalised = word !== lower;
  const allCaps = word === word.toUpperCase();
  // Capitals side by side in a mixed-case word mark a brand or mixed acronym (GCNet, GETFund, MoFEP),
  // except "VV", which is how OCR prints a "W" ("VVhoever").
  if (!allCaps && /[A-Z]{2}/.test(word.replace(/VV/g, 'W'))) return null;

  // One pass over the neighbours collects what every rule needs.
  let nearProtected = vocab.protectedWords.has(lower);
  const fromRecord = new Set<string>();
  const fromDictionary = new Set<string>();
  forEachNeighbour(lower, (neighbour) => {
    const count = vocab.counts.get(neighbour);
    const english = words.has(neighbour);
    if (count !== undefined && supportedByRecord(neighbour, count, english, capitalised, vocab)) fromRecord.add(neighbour);
    else if (english) fromDictionary.add(neighbour);
    if (vocab.protectedWords.has(neighbour)) nearProtected = true;
  });
  // A protected name, or anything one edit from one, is a name, however English its neighbour looks.
  if (nearProtected) return null;

  const ownCount = vocab.counts.get(lower) ?? 0;
  const recurring = ownCount >= RECURRING_COUNT;
  const split = splitGlued(word, vocab);

  // (a) A reading the record itself uses; failing that, (b) the only English word one edit away. Two
  // readings of either kind leave the word as printed: there is no way to choose.
  if (fromRecord.size > 1 || (fromRecord.size === 0 && fromDictionary.size > 1)) return null;
  const [recordReading] = fromRecord;
  const [reading = undefined] = recordReading !== undefined ? [recordReading] : fromDictionary;
  const kind = reading === undefined ? undefined : editKind(lower, reading, capitalised);
  if (reading === undefined || kind === EDGE) {
    // No reading, or only a word boundary's ("Ithink" against "think"): the split, if there is one.
    return split === undefined ? null : { to: split, rule: 'split' };
  }
  // A glued reading and a misread reading: no way to choose.
  if (split !== undefined) return null;
  if (reading === recordReading) {
    // A non-word the record keeps printing is a real word unless its reading is plainly the norm.
    if (recurring && (vocab.counts.get(reading) ?? 0) < ownCount * DOMINANCE) return null;
    // A reading that is no English word is a name or term the record knows. Names legitimately differ
    // from each other by a letter (Tetteh and Tettey, Kwaku and Kwahu, Paapa and Papa), so only a
    // look-alike misread ("Kurnasi" for "Kumasi") explains the difference.
    if (!words.has(reading) && kind !== LOOKALIKE) return null;
    return { to: withCasingOf(word, reading), rule: 'record' };
  }
  // The record does not support this English word (else it would be the record's reading): trust only
  // a look-alike misread, and not for a non-word the record repeats, which is more likely a name.
  if (recurring || kind !== LOOKALIKE) return null;
  return { to: withCasingOf(word, reading), rule: 'dictionary' };
}

/** Whether the record's use of `reading` (`count` times) supports it as the reading of a word absent from the list. */
function supportedByRecord(reading: string, count: number, english: boolean, capitalised: boolean, vocab: OcrVocabulary): boolean {
  // A capitalised word may be a name: its reading needs steady use, capitalised at least once where
  // grammar does not force it ("the Tobacco Control Bill"), not just at sentence starts.
  if (capitalised) {
    if (count < MIN_RECORD_ONLY_COUNT || !vocab.capitalisedCounts.has(reading)) return false;
    return !english || vocab.lowerCaseCounts.has(reading);
  }
  return english || count >= MIN_RECORD_ONLY_COUNT;
}

/**
 * "Facilitybetween" → "Facility between": exactly one split into two English words of at least
 * MIN_SPLIT_PART letters. Also the one-letter words glued to the next: "Ithink" → "I think",
 * "abudget" → "a budget". Every part must be a word the record uses apart at least
 * MIN_RECORD_ONLY_COUNT times, and more often than the glued form, so that names whose pieces happen
 * to be obscure list words ("Muntaka" as "mun" + "taka") are left alone.
 */
function splitGlued(word: string, vocab: OcrVocabulary): string | undefined {
  const lower = word.toLowerCase();
  const words = dictionary();
  const ownCount = vocab.counts.get(lower) ?? 0;
  const used = (part: string): boolean => {
    const count = vocab.counts.get(part) ?? 0;
    return words.has(part) && count >= MIN_RECORD_ONLY_COUNT && count > ownCount;
  };
  let at: number | undefined;
  // "I" is only ever a capital; "a" is glued to a capitalised word ("aRevolving") or a lower-case one.
  if (/^(?:I[a-z]|a[a-zA-Z])/.test(word) && lower.length > MIN_SPLIT_PART && used(lower.slice(1))) at = 1;
  for (let i = MIN_SPLIT_PART; i <= lower.length - MIN_SPLIT_PART; i++) {
    if (!used(lower.slice(0, i)) || !used(lower.slice(i))) continue;
    if (at !== undefined) return undefined;
    at = i;
  }
  return at === undefined ? undefined : `${word.slice(0, at)} ${word.slice(at)}`;
}

/** "REPOXT" → "REPORT", "Govemment" → "Government", "AgTeement" → "Agreement", "repoxt" → "report". */
function withCasingOf(original: string, lower: string): string {
  if (original === original.toUpperCase()) return lower.toUpperCase();
  const first = original.charAt(0);
  if (first === first.toUpperCase()) return lower.charAt(0).toUpperCase() + lower.slice(1);
  return lower;
}

/** Mostly upper-case words (a heading such as "REPORT OF THE COMMITTEE"), by words of 2+ letters. */
function isUpperCaseText(text: string): boolean {
  let upper = 0;
  let total = 0;
  for (const match of text.matchAll(/[A-Za-z]{2,}/g)) {
    total++;
    if (match[0] === match[0].toUpperCase()) upper++;
  }
  return total > 0 && upper * 3 >= total * 2;
}

/**
 * Calls `visit` with every lower-case string one edit from `word` (some more than once): Damerau-
 * Levenshtein distance 1, plus the OCR confusions.
 */
function forEachNeighbour(word: string, visit: (neighbour: string) => void): void {
  const n = word.length;
  for (let i = 0; i <= n; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    for (const letter of ALPHABET) visit(head + letter + tail);
    if (i < n) {
      const rest = word.slice(i + 1);
      visit(head + rest);
      for (const letter of ALPHABET) if (letter !== word.charAt(i)) visit(head + letter + rest);
    }
    if (i < n - 1 && word.charAt(i) !== word.charAt(i + 1)) visit(head + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2));
  }
  forEachConfusion(word, visit);
}

function forEachConfusion(word: string, visit: (neighbour: string) => void): void {
  for (const [a, b] of OCR_CONFUSIONS) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      for (let i = word.indexOf(from); i !== -1; i = word.indexOf(from, i + 1)) {
        visit(word.slice(0, i) + to + word.slice(i + from.length));
      }
    }
  }
}

/**
 * The most trusted kind of single edit that turns `word` into `reading` (which is one edit away). The
 * look-alike groups describe lower-case glyphs, so a capitalised word's first letter ("C" against
 * "E") has none.
 */
function editKind(word: string, reading: string, capitalised: boolean): Edit {
  let confusion = false;
  forEachConfusion(word, (neighbour) => {
    if (neighbour === reading) confusion = true;
  });
  if (confusion) return LOOKALIKE;
  if (word.length === reading.length) {
    let i = 0;
    while (i < word.length && word.charAt(i) === reading.charAt(i)) i++;
    // A substitution when the rest agrees; otherwise an adjacent transposition.
    if (word.slice(i + 1) !== reading.slice(i + 1)) return PLAIN;
    if (i === 0 && capitalised) return PLAIN;
    const group = LOOKALIKE_GROUPS.find((g) => g.includes(word.charAt(i)));
    return group?.includes(reading.charAt(i)) ? LOOKALIKE : PLAIN;
  }
  // An insertion or deletion: EDGE unless the same result is also reached away from the ends (a
  // doubled letter: "committtee").
  const [longer, shorter] = word.length > reading.length ? [word, reading] : [reading, word];
  for (let i = 1; i < longer.length - 1; i++) {
    if (longer.slice(0, i) + longer.slice(i + 1) === shorter) return PLAIN;
  }
  return EDGE;
}
