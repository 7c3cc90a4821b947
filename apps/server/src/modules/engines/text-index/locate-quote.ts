import { TextIndex, type LocatedQuote } from './text-index.js';
import type { TextSegment } from './text-span.js';

/**
 * Finds one quoted passage in a source text: verbatim first, else ignoring differences of case,
 * whitespace, line breaks and typographic quotes/dashes. Returns its span, how it matched and the
 * segment it sits in, or null when the passage is not there: that is how a made-up quote is caught.
 * For many quotes against one text, build a `TextIndex` once instead.
 */
export function locateQuote<S extends TextSegment = TextSegment>(
  text: string,
  quote: string,
  segments: readonly S[] = [],
): LocatedQuote<S> | null {
  return new TextIndex(text, segments).locate(quote);
}
