import type { ParsedSitting, TextSpan } from '../ingest/parsed-sitting.js';
import { TextIndex } from './builtin/text-index.js';

/**
 * Finds a quoted passage in the record, ignoring differences in whitespace, line breaks and
 * typographic quotes/dashes (LLMs and PDF extraction both reflow text). Returns the span in the
 * original text, or null when the passage is not there: that is how a made-up quote is caught.
 * For many quotes against one text, build a TextIndex once instead.
 */
export function locateQuote(text: string, quote: string): TextSpan | null {
  return new TextIndex(text).find(quote);
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
