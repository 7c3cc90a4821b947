import { checkBillName } from '../readability/check-readability.js';

/**
 * A bill name a line break or a column marker cut ("(Amendment) Bill, 2011", "Bill, 2011"), made
 * whole from the names the same record prints in full (its contents list, its order of business,
 * the debate): the one whole name of that year that ends with the fragment. Null when none or
 * several fit, so a bill is left out rather than guessed. A whole name comes back unchanged.
 */
export function recoverBillName(name: string, wholeNames: readonly string[]): string | null {
  if (checkBillName(name).length === 0) return name;
  const fragment = /^(.*?)\s*Bill,\s*((?:19|20)\d{2})$/.exec(name.trim());
  if (!fragment) return null;
  const [, title, year] = fragment as unknown as [string, string, string];
  const tail = fold(title);
  const fits = [...new Set(wholeNames)].filter((whole) => {
    const m = /^(.*?)\s*Bill,\s*((?:19|20)\d{2})$/.exec(whole);
    return m !== null && m[2] === year && checkBillName(whole).length === 0 && fold(m[1]!).endsWith(tail) && fold(m[1]!) !== tail;
  });
  return fits.length === 1 ? fits[0]! : null;
}

const fold = (text: string) => text.toLowerCase().replace(/[^a-z0-9()]/g, '');

const CONTENTS_BILL = /\bBill\b\s*,?\s*([12Z][0O9](?:\s?[0-9OolIi]){2})(?![0-9A-Za-z])/g;
const YEAR_LOOKALIKES: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', i: '1', Z: '2' };

/**
 * Bill names the contents list prints with OCR spaces inside words and its year ("Spec ial
 * Economic Zones Bill, 20 12"), which reading capitalised words back from "Bill" cuts short
 * ("Economic Zones Bill, 2012") or misses, made whole from the proceedings: the longest name
 * `bodyNames` holds (names the body prints in full) of the heading's year whose letters are those
 * of the heading's last words before "Bill" but whose words are broken differently. A heading
 * whose words the body prints the same way gives nothing: the finder read it as well as it could.
 */
export function billsBrokenInContents(headings: readonly string[], bodyNames: readonly string[]): string[] {
  const names = [...new Set(bodyNames)].flatMap((whole) => {
    const m = /^(.*?)\s*Bill,\s*((?:19|20)\d{2})$/.exec(whole);
    return m && checkBillName(whole).length === 0 ? [{ whole, title: m[1]!.replace(/^the\s+/i, ''), year: m[2]! }] : [];
  });
  const found: string[] = [];
  for (const heading of headings) {
    for (const m of heading.matchAll(CONTENTS_BILL)) {
      const year = [...m[1]!.replace(/\s/g, '')].map((c) => YEAR_LOOKALIKES[c] ?? c).join('');
      const before = heading.slice(0, m.index).trimEnd();
      // The heading's title read back word by word: each start of a word is where a title could begin.
      const starts = [...before.matchAll(/\S+/g)].map((w) => w.index);
      let best: string | null = null;
      for (const start of starts) {
        const printed = before.slice(start);
        const fits = names.filter(
          // The body mends a break ("Spec ial"), never adds one ("(N O. 2)").
          (n) => n.year === year && fold(n.title) === fold(printed) && words(n.title) !== words(printed) && wordCount(n.title) < wordCount(printed),
        );
        if (fits.length === 1 && (!best || fits[0]!.whole.length > best.length)) best = fits[0]!.whole;
      }
      if (best && !found.includes(best)) found.push(best);
    }
  }
  return found;
}

const wordCount = (text: string) => words(text).split(' ').length;

/** The words as printed, lower case; spaces beside punctuation ("(Amendment)(No.2)") do not break a word. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s*([().,&'’-])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
