import type { ParsedSitting, TextSpan } from '../ingest/parsed-sitting.js';

/**
 * Finds a quoted passage in the record, ignoring differences in whitespace, line breaks and
 * typographic quotes/dashes (LLMs and PDF extraction both reflow text). Returns the span in the
 * original text, or null when the passage is not there: that is how a made-up quote is caught.
 */
export function locateQuote(text: string, quote: string): TextSpan | null {
  const needle = foldForMatch(quote).folded.trim();
  if (needle.length === 0) return null;
  const haystack = foldForMatch(text);
  const at = haystack.folded.indexOf(needle);
  if (at < 0) return null;
  const start = haystack.offsets[at]!;
  const end = haystack.offsets[at + needle.length - 1]! + 1;
  return { start, end };
}

/** The printed column a character offset falls in: the last column marker at or before it. */
export function columnAt(sitting: Pick<ParsedSitting, 'columns'>, offset: number): number | null {
  let column: number | null = null;
  for (const marker of sitting.columns) {
    if (marker.offset > offset) break;
    column = marker.column;
  }
  return column;
}

const TYPOGRAPHIC: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
};

/** Lower-cases, folds typographic punctuation and collapses whitespace, remembering original offsets. */
function foldForMatch(text: string): { folded: string; offsets: number[] } {
  let folded = '';
  const offsets: number[] = [];
  let lastWasSpace = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      if (!lastWasSpace) {
        folded += ' ';
        offsets.push(i);
        lastWasSpace = true;
      }
      continue;
    }
    folded += (TYPOGRAPHIC[ch] ?? ch).toLowerCase();
    offsets.push(i);
    lastWasSpace = false;
  }
  return { folded, offsets };
}
