/**
 * Patterns that find a heading or a name in the record despite what OCR did to it: words run
 * together ("Public HealthBill"), years with letters for digits ("201O", "20 ll"). Matching is
 * case-insensitive; the matched text is then quoted as printed.
 */

/** Letters OCR reads for a digit, as a character class per digit (for finding a known year). */
const OCR_DIGIT: Record<string, string> = {
  '0': '[0oO]',
  '1': '[1lIi]',
  '2': '[2zZ]',
  '5': '[5sS]',
  '8': '[8B]',
};

/** The digit a letter OCR printed in a year stands for ("201O", "20ll", "Z011"). */
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', i: '1', Z: '2' };

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

/** The digits of a printed number ("20 l1" → "2011"), spaces dropped; null when a character is neither a digit nor a look-alike. */
export function ocrDigits(printed: string): string | null {
  let digits = '';
  for (const ch of printed.replace(/\s/g, '')) {
    if (ch >= '0' && ch <= '9') digits += ch;
    else if (DIGIT_LOOKALIKES[ch] !== undefined) digits += DIGIT_LOOKALIKES[ch];
    else return null;
  }
  return digits;
}
