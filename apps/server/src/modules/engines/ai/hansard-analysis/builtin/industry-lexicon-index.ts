import { INDUSTRIES, type Industry } from '@kakyere/contract';
import { INDUSTRY_LEXICON, OFFICE_FORMULA_CUES, OFFICE_NAME_WORDS, OFFICE_TRIGGERS, OFFICE_VOCABULARY } from './industry-lexicon.js';

/**
 * Reading a run of words against the lexicon: industry terms (longest phrase first), and the names
 * of Ministries and Committees, which are read as offices rather than as the words they contain.
 */

export interface LexiconEntry {
  words: string[];
  industry: Industry;
  term: string;
  weight: number;
}

/** A term of the lexicon found in the words. */
export interface TermMatch {
  entry: LexiconEntry;
  at: number;
}

/** "Minister for Environment, Science and Technology": the industries its name names, shared. */
export interface OfficeMatch {
  /** The office's name as read, e.g. "environment science and technology". */
  name: string;
  industries: Industry[];
  start: number;
  end: number;
  /** Introduced by a formula of business ("asked the Minister for …", "referred to the Committee on …"). */
  formula: boolean;
}

/** Lower-case words; hyphens and slashes separate words ("health-facility", "HIV/AIDS"). */
export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];
}

interface IndexedEntry extends LexiconEntry {
  /** Office vocabulary: names industries only inside an office's name. */
  officeOnly: boolean;
  officeIndustries: readonly Industry[];
}

let byFirstWord: Map<string, IndexedEntry[]> | null = null;

/** English plural of a term's last word, for terms given in the singular. */
function plural(term: string): string | null {
  if (/s$/.test(term)) return null;
  if (/[^aeiou]y$/.test(term)) return `${term.slice(0, -1)}ies`;
  if (/(x|z|ch|sh)$/.test(term)) return `${term}es`;
  return `${term}s`;
}

/** The lexicon and the office vocabulary indexed by first word, longest phrases first. */
function lexiconIndex(): Map<string, IndexedEntry[]> {
  if (byFirstWord) return byFirstWord;
  const index = new Map<string, IndexedEntry[]>();
  const add = (entry: IndexedEntry) => {
    const list = index.get(entry.words[0]!) ?? [];
    if (!list.some((e) => e.term === entry.term && e.industry === entry.industry)) list.push(entry);
    index.set(entry.words[0]!, list);
  };
  for (const industry of INDUSTRIES) {
    const terms = INDUSTRY_LEXICON[industry];
    for (const [term, weight] of Object.entries(terms)) {
      for (const form of [term, plural(term)]) {
        if (form === null || (form !== term && form in terms)) continue;
        add({ words: tokens(form), industry, term, weight, officeOnly: false, officeIndustries: [] });
      }
    }
  }
  for (const [term, industries] of Object.entries(OFFICE_VOCABULARY)) {
    // Weight 0 and industry unused: office vocabulary only counts through the office it names.
    add({ words: tokens(term), industry: INDUSTRIES[0], term, weight: 0, officeOnly: true, officeIndustries: industries });
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  byFirstWord = index;
  return index;
}

const NONE: readonly IndexedEntry[] = [];

/**
 * The longest entries of the index starting at `at` (several when a phrase has two industries).
 * Called for every word of every sentence, so it allocates only when something matches.
 */
function entriesAt(words: readonly string[], at: number): readonly IndexedEntry[] {
  const candidates = lexiconIndex().get(words[at]!);
  if (!candidates) return NONE;
  let found: IndexedEntry[] | null = null;
  for (const c of candidates) {
    // Candidates are sorted longest first: once one matched, shorter ones are not wanted.
    if (found && c.words.length < found[0]!.words.length) break;
    if (c.words.every((w, k) => words[at + k] === w)) (found ??= []).push(c);
  }
  return found ?? NONE;
}

const OFFICE_LINK = new Set(['of', 'for', 'on']);
const NAME_MAX = 10;
const PREFIX_MAX = 3;
const CUE_WINDOW = 12;

/** Whether a word can be part of an office's name. */
function nameWord(words: readonly string[], at: number): boolean {
  return OFFICE_NAME_WORDS.has(words[at]!) || entriesAt(words, at).length > 0;
}

/** Industries named by the words of an office's name (lexicon terms and office vocabulary alike). */
function industriesNamed(words: readonly string[]): Industry[] {
  const out = new Set<Industry>();
  for (let i = 0; i < words.length; i++) {
    const entries = entriesAt(words, i);
    if (entries.length === 0) continue;
    for (const e of entries) {
      if (e.officeOnly) for (const industry of e.officeIndustries) out.add(industry);
      else out.add(e.industry);
    }
    i += entries[0]!.words.length - 1;
  }
  return [...out];
}

/**
 * The offices named in the words: a trigger ("Minister", "Committee") followed by "of/for/on" and a
 * name, or preceded by one ("Health Committee", "Finance Minister"). An office whose name names no
 * industry ("Committee on Local Government") is still returned, so its words are not read as terms.
 */
export function findOffices(words: readonly string[]): OfficeMatch[] {
  const offices: OfficeMatch[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!OFFICE_TRIGGERS.has(words[i]!)) continue;
    let start = -1;
    let end = -1;
    if (OFFICE_LINK.has(words[i + 1] ?? '')) {
      let j = i + 2;
      if (words[j] === 'the') j++;
      const nameStart = j;
      while (j < words.length && j - nameStart < NAME_MAX && nameWord(words, j)) j++;
      while (j > nameStart && (words[j - 1] === 'and' || words[j - 1] === 'of' || words[j - 1] === 'the')) j--;
      if (j > nameStart) {
        start = i;
        end = j;
      }
    }
    if (start < 0) {
      let k = i;
      while (k > 0 && i - k < PREFIX_MAX && words[k - 1] !== 'the' && words[k - 1] !== 'and' && nameWord(words, k - 1)) k--;
      if (k < i) {
        start = k;
        end = i + 1;
      }
    }
    if (start < 0) continue;
    const nameWords = words.slice(start, end).filter((w) => !OFFICE_TRIGGERS.has(w) && !OFFICE_LINK.has(w));
    const cueFrom = Math.max(0, start - CUE_WINDOW);
    offices.push({
      name: nameWords.join(' '),
      industries: industriesNamed(nameWords),
      start,
      end,
      formula: words.slice(cueFrom, start).some((w) => OFFICE_FORMULA_CUES.has(w)),
    });
    i = end - 1;
  }
  return offices;
}

/** Terms of the lexicon in the words, outside the offices' names, longest phrase first, no overlaps. */
export function findTerms(words: readonly string[], offices: readonly OfficeMatch[] = []): TermMatch[] {
  const matches: TermMatch[] = [];
  let office = 0;
  for (let i = 0; i < words.length; i++) {
    while (office < offices.length && offices[office]!.end <= i) office++;
    if (office < offices.length && offices[office]!.start <= i) {
      i = offices[office]!.end - 1;
      continue;
    }
    const entries = entriesAt(words, i);
    if (!entries.some((e) => !e.officeOnly)) continue;
    // One phrase can belong to two industries ("trade finance"): count it for each.
    for (const entry of entries) if (!entry.officeOnly) matches.push({ entry, at: i });
    i += entries[0]!.words.length - 1;
  }
  return matches;
}

/** Whether a quote names the industry: a term of its lexicon, or (unless excluded) an office naming it. */
export function namesIndustry(quote: string, industry: Industry, options: { officesToo: boolean } = { officesToo: true }): boolean {
  const words = tokens(quote);
  const offices = findOffices(words);
  return findTerms(words, offices).some((m) => m.entry.industry === industry) || (options.officesToo && offices.some((o) => o.industries.includes(industry)));
}
