import type { TextSpan } from '../../ingest/parsed-sitting.js';

/**
 * A sitting's text folded once (lower case, typographic quotes and dashes straightened, whitespace
 * collapsed), so the engine and the validator can test many quotes without refolding 250 kB each
 * time. `locateQuote` is this index used for a single quote.
 */
export class TextIndex {
  private readonly folded: string;
  /** folded[i] came from text[offsets[i]]. */
  private readonly offsets: Int32Array;

  constructor(readonly text: string) {
    const { folded, offsets } = fold(text);
    this.folded = folded;
    this.offsets = offsets;
  }

  /** Where `quote` first occurs at or after `from` (a raw offset), or null. */
  find(quote: string, from = 0): TextSpan | null {
    const needle = foldQuote(quote);
    if (needle.length === 0) return null;
    const at = this.folded.indexOf(needle, this.foldedIndexOf(from));
    return at < 0 ? null : this.spanOf(at, needle.length);
  }

  /**
   * The longest leading part of `sentence` (ending at a word boundary) that the record holds
   * verbatim. A speech sentence can straddle a page break, where the record prints a column
   * number and running head that the parser removed from the speech: the part before the break is
   * still a faithful quote. Null when less than `minChars` of it can be found.
   */
  findPrefix(sentence: string, from: number, minChars: number): TextSpan | null {
    const needle = foldQuote(sentence);
    if (needle.length < minChars) return null;
    const whole = this.folded.indexOf(needle, this.foldedIndexOf(from));
    if (whole >= 0) return this.spanOf(whole, needle.length);
    // Anchor on the first `minChars` characters, then extend while the record agrees. The anchor
    // can recur (a phrase said twice): try a few occurrences and keep the longest agreement.
    const anchor = needle.slice(0, minChars);
    let best: { at: number; n: number } | null = null;
    let at = this.folded.indexOf(anchor, this.foldedIndexOf(from));
    for (let tries = 0; at >= 0 && tries < 5; tries++) {
      let n = anchor.length;
      while (n < needle.length && this.folded[at + n] === needle[n]) n++;
      if (!best || n > best.n) best = { at, n };
      at = this.folded.indexOf(anchor, at + 1);
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

  /** The record's text at `span`, whitespace collapsed: what is shown and stored as a quote. */
  quoteAt(span: TextSpan): string {
    return this.text.slice(span.start, span.end).replace(/\s+/g, ' ').trim();
  }

  /** The first folded position whose source offset is at or after `raw` (binary search). */
  private foldedIndexOf(raw: number): number {
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

const TYPOGRAPHIC: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
};

/** Exactly the characters JavaScript's /\s/ matches, without running a regex per character. */
function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
    code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

/** A quote folded as `locateQuote` folds its needle. */
function foldQuote(quote: string): string {
  return fold(quote).folded.trim();
}

function fold(text: string): { folded: string; offsets: Int32Array } {
  const lower = text.toLowerCase();
  // Whole-string lower-casing equals per-character lower-casing (what locateQuote does) unless a
  // character changes length or is a capital sigma (lowered by context); those take the slow path.
  if (lower.length !== text.length || text.includes('\u03a3')) return foldByCharacter(text);
  const out = new Uint16Array(text.length);
  const offsets = new Int32Array(text.length);
  let length = 0;
  let lastWasSpace = true;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    if (isSpace(code)) {
      if (!lastWasSpace) {
        out[length] = 32;
        offsets[length++] = i;
        lastWasSpace = true;
      }
      continue;
    }
    out[length] = TYPOGRAPHIC_CODE.get(code) ?? code;
    offsets[length++] = i;
    lastWasSpace = false;
  }
  return { folded: fromCodes(out.subarray(0, length)), offsets: offsets.subarray(0, length) };
}

/** UTF-16 code units back to a string, unchanged (lone surrogates included), in bounded chunks. */
function fromCodes(codes: Uint16Array): string {
  const chunks: string[] = [];
  for (let i = 0; i < codes.length; i += 8192) chunks.push(String.fromCharCode(...codes.subarray(i, i + 8192)));
  return chunks.join('');
}
const TYPOGRAPHIC_CODE = new Map(Object.entries(TYPOGRAPHIC).map(([from, to]) => [from.charCodeAt(0), to.charCodeAt(0)]));

function foldByCharacter(text: string): { folded: string; offsets: Int32Array } {
  const parts: string[] = [];
  // Twice the length: toLowerCase can lengthen a character (e.g. U+0130 becomes two units).
  const offsets = new Int32Array(text.length * 2 + 1);
  let length = 0;
  let lastWasSpace = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (isSpace(ch.charCodeAt(0))) {
      if (!lastWasSpace) {
        parts.push(' ');
        offsets[length++] = i;
        lastWasSpace = true;
      }
      continue;
    }
    const out = (TYPOGRAPHIC[ch] ?? ch).toLowerCase();
    parts.push(out);
    for (let k = 0; k < out.length; k++) offsets[length++] = i;
    lastWasSpace = false;
  }
  return { folded: parts.join(''), offsets: offsets.subarray(0, length) };
}

/**
 * Widens `span` to the sentence around it in the raw record (back to the previous sentence end,
 * colon or blank line, on to the next full stop), so a quote reads as a statement rather than a
 * bare name. Keeps the narrow span when the sentence runs over a page break (the column number
 * and running head would sit inside the quote) or past `maxLength`.
 */
export function widenToSentence(text: string, span: TextSpan, maxLength = 400): TextSpan {
  const back = Math.max(0, span.start - maxLength);
  const before = text.slice(back, span.start);
  let start = span.start;
  const stop = Math.max(before.lastIndexOf('. '), before.lastIndexOf('.\n'), before.lastIndexOf(': '), before.lastIndexOf(':\n'), before.lastIndexOf('\n\n'), before.lastIndexOf(']'));
  if (stop >= 0) start = back + stop + 1;
  const after = text.slice(span.end, span.end + maxLength);
  const end = /[.?!](?=\s|$)/.exec(after);
  const widened = { start: skipSpace(text, start), end: end ? span.end + end.index + 1 : span.end };
  const slice = text.slice(widened.start, widened.end);
  if (widened.end - widened.start > maxLength || /\[\s*\d+\s*\]|\n\s*\n/.test(slice)) return span;
  return widened;
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && /\s/.test(text[at]!)) at++;
  return at;
}
