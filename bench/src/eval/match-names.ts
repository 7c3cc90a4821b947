/**
 * When a speaker name the engine found counts as a name in a hand-checked list.
 *
 * The rule (fair to how the Official Report prints names, but never a guess):
 *  1. Fold both names: accents, case and punctuation dropped ("Kyei-Mensah-Bonsu" = "kyei mensah
 *     bonsu", "H. Iddrisu" = "h iddrisu"), bracketed asides such as a party removed, and leading
 *     honorifics removed ("Mr", "Mrs", "Dr", "Prof", "Alhaji", "Hon", "The", "Madam", ...), so
 *     "Mr First Deputy Speaker" = "First Deputy Speaker" and "The SPEAKER" = "Speaker".
 *     Names equal after folding match.
 *  2. Roles ("Speaker", "Second Deputy Speaker", "Minister for ...", "Chairman", ...) match only by
 *     rule 1: "Speaker" is not "First Deputy Speaker".
 *  3. Otherwise two people match only if they have the same surname (the last word, hyphenated
 *     compounds whole) and the given names of the one with fewer of them line up, in order, with
 *     given names of the other: an initial agrees with any word starting with that letter, two
 *     spelled-out words must be equal (one OCR slip allowed in words of 4+ letters, "Mathia" ~
 *     "Mathias"). So the surname-only "Iddrisu" or the "H. Iddrisu" matches "Haruna Iddrisu",
 *     "Joseph Chireh" matches "Joseph Y. Chireh", but "Isaac Osei" never matches "Anthony A. Osei",
 *     and "Gifty E. Kusi" does not match "Eugenia Gifty Kusi" (the order differs).
 *  Matching is one-to-one (see compareSets), so a surname-only name claims at most one person.
 */

const HONORIFICS = new Set([
  'the', 'mr', 'mrs', 'mm', 'ms', 'miss', 'mnr', 'mev', 'nkskz', 'dr', 'prof', 'professor', 'rev', 'revd', 'adv', 'hon', 'honourable',
  'rt', 'alhaji', 'alhaja', 'hajia', 'madam', 'sen', 'senator', 'eng', 'mngd', 'mnu', 'nkul',
]);

const ROLE_WORDS = new Set([
  'speaker', 'chairman', 'chairperson', 'chairwoman', 'chair', 'minister', 'deputy', 'clerk', 'leader', 'whip', 'president',
  'member', 'members', 'attorney', 'secretary', 'committee', 'majority', 'minority', 'ncop',
]);

export interface FoldedName {
  /** Lower-case words; hyphenated compounds kept as one word ("kyei-mensah-bonsu"). */
  tokens: string[];
  /** Letters and digits only: the identity for rule 1. */
  key: string;
  role: boolean;
}

const letters = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '');

export function foldName(name: string): FoldedName {
  const cleaned = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/['’‘`]/g, '')
    .replace(/[‐‑–—-]+/g, '-')
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .toLowerCase();
  const tokens = cleaned
    .split(/\s+/)
    .map((t) => t.replace(/^-+|-+$/g, ''))
    .filter((t) => t !== '');
  while (tokens.length > 1 && HONORIFICS.has(tokens[0]!)) tokens.shift();
  const role = tokens.some((t) => t.split('-').some((part) => ROLE_WORDS.has(part)));
  return { tokens, key: letters(tokens.join('')), role };
}

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function givenNamesAgree(x: string, y: string): boolean {
  const a = letters(x);
  const b = letters(y);
  if (a === '' || b === '') return false;
  if (a.length === 1 || b.length === 1) return a[0] === b[0];
  if (a === b) return true;
  return Math.min(a.length, b.length) >= 4 && editDistanceAtMostOne(a, b);
}

/** Whether each of `fewer` agrees with a distinct word of `more`, in order (greedy earliest is optimal). */
function alignsInOrder(fewer: string[], more: string[]): boolean {
  let j = 0;
  for (const word of fewer) {
    while (j < more.length && !givenNamesAgree(word, more[j]!)) j++;
    if (j === more.length) return false;
    j++;
  }
  return true;
}

/** Rule 1 only: the same after folding. */
export function namesEqual(a: string, b: string): boolean {
  const fa = foldName(a);
  return fa.key !== '' && fa.key === foldName(b).key;
}

/** Rules 1–3 (see the top of this file). */
export function namesMatch(a: string, b: string): boolean {
  const fa = foldName(a);
  const fb = foldName(b);
  if (fa.key === '' || fb.key === '') return false;
  if (fa.key === fb.key) return true;
  if (fa.role || fb.role) return false;
  if (letters(fa.tokens.at(-1)!) !== letters(fb.tokens.at(-1)!)) return false;
  const ga = fa.tokens.slice(0, -1);
  const gb = fb.tokens.slice(0, -1);
  if (ga.length === gb.length) return alignsInOrder(ga, gb);
  return ga.length < gb.length ? alignsInOrder(ga, gb) : alignsInOrder(gb, ga);
}

/**
 * The forms a printed label names someone by: "The HOUSE CHAIRPERSON (Mr C T Frolick)" is both the
 * role and the person in brackets. A bracket counts as a name only when it starts with an honorific,
 * so a party ("(VF Plus)") or constituency is never taken for one.
 */
export function labelForms(label: string): string[] {
  const forms = [label];
  for (const m of label.matchAll(/\(([^()]*)\)/g)) {
    const inner = m[1]!.trim();
    const first = foldName(inner.split(/\s+/)[0] ?? '').tokens[0] ?? '';
    const rest = foldName(inner).tokens;
    // "(Mr C T Frolick)" names someone; "(Prof.)" alone does not.
    if (HONORIFICS.has(first) && rest.length > 0 && !HONORIFICS.has(rest[0]!)) forms.push(inner);
  }
  return forms;
}

/** namesMatch against any form of a label (see labelForms). */
export function matchesLabel(name: string, label: string, match: (a: string, b: string) => boolean = namesMatch): boolean {
  return labelForms(label).some((form) => match(name, form));
}
