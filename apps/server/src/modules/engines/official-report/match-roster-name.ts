/**
 * A printed name against the roster's names. Exact: every word of the label is a word of one of the
 * person's names, and each initial stands for another of its words ("Mr H. Iddrisu", "Dr A. A. Osei",
 * "Mr Kyei Mensah-Bonsu"; any order). OCR: each word within a few letters of one of the person's words
 * (or of two run together, "BaffourAWuah"), the initials as before; the caller takes an OCR match only
 * when it clearly beats the runner-up.
 */
import { distance } from 'fastest-levenshtein';
import { isInitialToken } from './fold-person-name.js';
import type { IndexedPerson, NameForm, RosterIndex } from './roster-index.js';

export interface NameMatch {
  person: IndexedPerson;
  /** Matched through an alias (another name, an editor's), not the person's own name. */
  viaAlias: boolean;
  /**
   * A one-word label that is only ever this person's first word ("Mr Osei" for Osei Kyei-Mensah-Bonsu):
   * Members are called by their surname, so such a match is kept only when nothing better exists.
   */
  firstWordOnly: boolean;
}

export interface OcrMatch {
  person: IndexedPerson;
  /** Letters changed, summed over the label's words. */
  cost: number;
}

/** Initials stand for distinct words not already matched, by first letter. */
function initialsFit(initials: string[], rest: string[]): boolean {
  const left = [...rest];
  for (const initial of initials) {
    const at = left.findIndex((w) => w.startsWith(initial));
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

function formMatches(full: string[], initials: string[], form: NameForm): boolean {
  const rest = [...form.tokens];
  for (const word of full) {
    const at = rest.indexOf(word);
    if (at < 0) return false;
    rest.splice(at, 1);
  }
  return initialsFit(initials, rest);
}

/** Who may be matched at all: by default those sitting that day (see RosterIndex). */
export type Eligible = (person: IndexedPerson) => boolean;
const sitting: Eligible = (p) => p.sitting;

export function exactNameMatches(index: RosterIndex, tokens: string[], eligible: Eligible = sitting): NameMatch[] {
  const full = tokens.filter((t) => !isInitialToken(t));
  const initials = tokens.filter(isInitialToken);
  if (full.length === 0) return [];
  const lists = full.map((w) => index.byWord.get(w) ?? []);
  const smallest = lists.reduce((a, b) => (b.length < a.length ? b : a));
  const out: NameMatch[] = [];
  for (const person of smallest) {
    if (!eligible(person)) continue;
    const forms = person.forms.filter((f) => formMatches(full, initials, f));
    if (forms.length === 0) continue;
    // "Mr Osei" is not Osei Kyei-Mensah-Bonsu, nor "Mr Amoako" Kwasi Amoako-Attah, while a Member has it as a surname.
    const word = full[0]!;
    const firstWordOnly = full.length === 1 && forms.every((f) => (f.tokens.length > 1 && f.tokens[0] === word && f.tokens.indexOf(word, 1) < 0) || f.compound.has(word));
    out.push({ person, viaAlias: !forms.some((f) => f.primary), firstWordOnly });
  }
  return out;
}

/** Letters a word of this length may lose to OCR: none below 4, one up to 7, two from 8. */
export const ocrAllowance = (length: number): number => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** The cheapest way each label word reads as a distinct word (or two adjacent words run together) of the form. */
function formCost(full: string[], initials: string[], form: NameForm, slack: number): number | null {
  const rest = [...form.tokens];
  let cost = 0;
  let exactWords = 0;
  for (const word of full) {
    let best = Infinity;
    let bestAt: number[] = [];
    rest.forEach((candidate, i) => {
      const d = distance(word, candidate);
      if (d < best) [best, bestAt] = [d, [i]];
      const next = rest[i + 1];
      if (next !== undefined) {
        const joined = distance(word, candidate + next);
        if (joined < best) [best, bestAt] = [joined, [i, i + 1]];
      }
    });
    if (best > ocrAllowance(word.length) + slack) return null;
    if (best === 0) exactWords++;
    cost += best;
    for (const i of bestAt.sort((a, b) => b - a)) rest.splice(i, 1);
  }
  // Several words: at least one read exactly, so two half-right words never make a person.
  if (full.length > 1 && exactWords === 0) return null;
  return initialsFit(initials, rest) ? cost : null;
}

/**
 * Every person the label could be with OCR damage, cheapest first. `slack` widens each word's
 * allowance: the caller looks for a runner-up with slack 1, so a near tie shows up as a tie.
 */
export function ocrNameMatches(index: RosterIndex, tokens: string[], slack = 0, eligible: Eligible = sitting): OcrMatch[] {
  const full = tokens.filter((t) => !isInitialToken(t));
  const initials = tokens.filter(isInitialToken);
  // One short word is too little to guess from.
  if (full.length === 0 || (full.length === 1 && full[0]!.length < 6)) return [];
  const out: OcrMatch[] = [];
  for (const person of index.persons) {
    if (!eligible(person)) continue;
    let best: number | null = null;
    for (const form of person.forms) {
      const cost = formCost(full, initials, form, slack);
      if (cost !== null && (best === null || cost < best)) best = cost;
    }
    if (best !== null) out.push({ person, cost: best });
  }
  return out.sort((a, b) => a.cost - b.cost);
}
