/**
 * Patterns that find a heading or a bill title in the record despite what OCR did to it: words
 * run together ("Public HealthBill"), years with letters for digits ("201O", "20 ll"). Matching is
 * case-insensitive; the matched text is then quoted as printed.
 */

const OCR_DIGIT: Record<string, string> = {
  '0': '[0oO]',
  '1': '[1lIi]',
  '2': '[2zZ]',
  '5': '[5sS]',
  '8': '[8B]',
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Words of `text` in order, any run of spaces (or none) between them. */
export function wordsPattern(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map(escape)
    .join('\\s*');
}

/** A year whose digits may be misread letters or split by a space, e.g. "201 1". */
export function yearPattern(year: string): string {
  return [...year].map((d) => OCR_DIGIT[d] ?? d).join('\\s?');
}

export function headingRegExp(heading: string): RegExp {
  return new RegExp(wordsPattern(heading), 'gi');
}

export interface BillName {
  /** The title before " Bill", e.g. "Ghana Maritime Authority (Amendment)". */
  title: string;
  year: string;
}

/** Splits a normalised "Title Bill, YYYY"; null when it is not in that form. */
export function splitBill(bill: string): BillName | null {
  const m = /^(.+?)\s+Bill,\s*(\d{4})$/.exec(bill.trim());
  return m ? { title: m[1]!, year: m[2]! } : null;
}

/** Finds "[The] Title Bill, YYYY" as printed, year optional when `yearOptional`. */
export function billRegExp(bill: string, yearOptional = false): RegExp | null {
  const name = splitBill(bill);
  if (!name) return null;
  const title = wordsPattern(name.title.replace(/^the\s+/i, ''));
  const year = `\\s*,?\\s*${yearPattern(name.year)}`;
  return new RegExp(`(?:\\bthe\\s+)?${title}\\s*Bill${yearOptional ? `(?:${year})?` : year}`, 'gi');
}

/**
 * A comparable key for a bill or a heading about one: the title's letters before "Bill", lower
 * case, without list numbering, a leading "the" or a "Report ... on the" lead-in. Used to tell that
 * "ii) The Ghana Shipping (Amendment) Bill, 2011" and "Ghana Shipping (Amendment) Bill, 2011" are
 * the same bill.
 */
export function billKey(text: string): string {
  let before = (text.toLowerCase().split(/bill\b/)[0] ?? '').replace(/^\W*\(?[ivx]+\)\s*/, '');
  if (/^\W*report/.test(before)) before = before.replace(/^.*\bon\s+the\s+/, '');
  return before.replace(/^\W*the\s+/, '').replace(/[^a-z]/g, '');
}
