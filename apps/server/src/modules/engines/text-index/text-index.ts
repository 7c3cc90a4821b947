import { normaliseQuote, normaliseText } from './normalise-text.js';
import { TextSegments } from './text-segments.js';
import type { TextSegment, TextSpan } from './text-span.js';

/** Where a quote is in the source, how it matched, and the named segment(s) it sits in. */
export interface LocatedQuote<S extends TextSegment = TextSegment> extends TextSpan {
  /** 'exact' when the source holds the quote verbatim; 'normalised' when only after `normaliseText`. */
  match: 'exact' | 'normalised';
  /** The segment the quote starts in (what a citation names); null without segments or outside them. */
  segment: S | null;
  /** Every segment the quote touches, in order: more than one when it runs over a boundary. */
  segments: S[];
}

/**
 * A source text normalised once (see `normalise-text`), so many quotes can be tested against a
 * 250 kB record without renormalising it each time, with optional named segments ("Col. 601",
 * "Section 5") to say where a quote sits. Knows nothing about where the text came from.
 */
export class TextIndex<S extends TextSegment = TextSegment> {
  private readonly normalised: string;
  /** normalised[i] came from text[offsets[i]]. */
  private readonly offsets: Int32Array;
  private readonly segmentIndex: TextSegments<S>;

  constructor(
    readonly text: string,
    segments: readonly S[] = [],
  ) {
    const { normalised, offsets } = normaliseText(text);
    this.normalised = normalised;
    this.offsets = offsets;
    this.segmentIndex = new TextSegments(segments);
  }

  /**
   * Where `quote` occurs at or after `from` (a source offset): verbatim if it does (its ends
   * trimmed), else the first occurrence once both are normalised. A verbatim occurrence wins over
   * an earlier normalised one. Null when the quote is blank or not in the text.
   */
  locate(quote: string, from = 0): LocatedQuote<S> | null {
    const trimmed = quote.trim();
    if (trimmed === '') return null;
    const exact = this.text.indexOf(trimmed, from);
    if (exact >= 0) return this.located({ start: exact, end: exact + trimmed.length }, 'exact');
    const span = this.findNormalised(quote, from);
    return span ? this.located(span, 'normalised') : null;
  }

  /**
   * The first occurrence at or after `from` of `needle` once both are normalised, or null. For a
   * needle taken from the text near `from` (a sentence being placed), where the nearest occurrence
   * is the one meant, rather than a verbatim one further on.
   */
  findNormalised(needle: string, from = 0): TextSpan | null {
    const normalisedNeedle = normaliseQuote(needle);
    if (normalisedNeedle.length === 0) return null;
    const at = this.normalised.indexOf(normalisedNeedle, this.normalisedIndexOf(from));
    return at < 0 ? null : this.spanOf(at, normalisedNeedle.length);
  }

  /**
   * The longest leading part of `sentence` (ending at a word boundary) that the text holds,
   * normalised, at or after `from`. A sentence can straddle something the text prints in its middle
   * (a page break's column number and running head): the part before it is still a faithful
   * quote. Null when less than `minChars` of it can be found.
   */
  findPrefix(sentence: string, from: number, minChars: number): TextSpan | null {
    const needle = normaliseQuote(sentence);
    if (needle.length < minChars) return null;
    const whole = this.normalised.indexOf(needle, this.normalisedIndexOf(from));
    if (whole >= 0) return this.spanOf(whole, needle.length);
    // Anchor on the first `minChars` characters, then extend while the text agrees. The anchor
    // can recur (a phrase said twice): try a few occurrences and keep the longest agreement.
    const anchor = needle.slice(0, minChars);
    let best: { at: number; n: number } | null = null;
    let at = this.normalised.indexOf(anchor, this.normalisedIndexOf(from));
    for (let tries = 0; at >= 0 && tries < 5; tries++) {
      let n = anchor.length;
      while (n < needle.length && this.normalised[at + n] === needle[n]) n++;
      if (!best || n > best.n) best = { at, n };
      at = this.normalised.indexOf(anchor, at + 1);
    }
    if (!best) return null;
    let n = best.n;
    // Cut back to the end of a whole word so the quote never ends mid-word.
    if (n < needle.length) {
      const space = needle.lastIndexOf(' ', n);
      n = space > 0 ? space : 0;
    }
    while (n > 0 && /[\s,;:(-]/.test(needle[n - 1]!)) n--;
    return n >= minChars ? this.spanOf(best.at, n) : null;
  }

  /** The text at `span`, whitespace collapsed: what is shown and stored as a quote. */
  quoteAt(span: TextSpan): string {
    return this.text.slice(span.start, span.end).replace(/\s+/g, ' ').trim();
  }

  /** The segment holding the character at `offset`, or null. */
  segmentAt(offset: number): S | null {
    return this.segmentIndex.at(offset);
  }

  private located(span: TextSpan, match: LocatedQuote['match']): LocatedQuote<S> {
    const segments = this.segmentIndex.size === 0 ? [] : this.segmentIndex.overlapping(span);
    return { start: span.start, end: span.end, match, segment: this.segmentIndex.at(span.start), segments };
  }

  /** The first normalised position whose source offset is at or after `raw` (binary search). */
  private normalisedIndexOf(raw: number): number {
    if (raw <= 0) return 0;
    let lo = 0;
    let hi = this.offsets.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.offsets[mid]! < raw) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private spanOf(at: number, length: number): TextSpan {
    return { start: this.offsets[at]!, end: this.offsets[at + length - 1]! + 1 };
  }
}
