import { billLettersKey, isWholeBillName, splitBillName, splitCutBillName } from '../../../official-report/bill-names.js';
import { ocrDigits } from '../../../official-report/ocr-patterns.js';

/**
 * A bill name a line break or a column marker cut ("(Amendment) Bill, 2011", "Bill, 2011"), made
 * whole from the names the same record prints in full (its contents list, its order of business,
 * the debate): the one whole name of that year that ends with the fragment. Null when none or
 * several fit, so a bill is left out rather than guessed. A whole name comes back unchanged.
 */
export function recoverBillName(name: string, wholeNames: readonly string[]): string | null {
  if (isWholeBillName(name)) return name;
  const fragment = splitCutBillName(name);
  if (!fragment) return null;
  const tail = billLettersKey(fragment.title);
  const fits = [...new Set(wholeNames)].filter((whole) => {
    const m = splitBillName(whole);
    return m !== null && m.year === fragment.year && isWholeBillName(whole) && billLettersKey(m.title).endsWith(tail) && billLettersKey(m.title) !== tail;
  });
  return fits.length === 1 ? fits[0]! : null;
}

const CONTENTS_BILL = /\bBill\b\s*,?\s*([12Z][0O9](?:\s?[0-9OolIi]){2})(?![0-9A-Za-z])/g;

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
    const m = splitBillName(whole);
    return m && isWholeBillName(whole) ? [{ whole, title: m.title.replace(/^the\s+/i, ''), year: m.year }] : [];
  });
  const found: string[] = [];
  for (const heading of headings) {
    for (const m of heading.matchAll(CONTENTS_BILL)) {
      // CONTENTS_BILL takes only digits and their look-alikes, so the year always reads.
      const year = ocrDigits(m[1]!)!;
      const before = heading.slice(0, m.index).trimEnd();
      // The heading's title read back word by word: each start of a word is where a title could begin.
      const starts = [...before.matchAll(/\S+/g)].map((w) => w.index);
      let best: string | null = null;
      for (const start of starts) {
        const printed = before.slice(start);
        const fits = names.filter(
          // The body mends a break ("Spec ial"), never adds one ("(N O. 2)").
          (n) => n.year === year && billLettersKey(n.title) === billLettersKey(printed) && words(n.title) !== words(printed) && wordCount(n.title) < wordCount(printed),
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
