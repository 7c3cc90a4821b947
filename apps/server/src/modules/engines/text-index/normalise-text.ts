/**
 * Normalisation for quote matching: lower case, typographic quotes and dashes straightened,
 * whitespace (line breaks included) collapsed to one space. LLMs and PDF extraction both reflow and
 * retype text, so a faithful quote can differ from its source in exactly these ways. Nothing else
 * is forgiven (no spelling, no hyphenation, no dropped words): that is how a made-up quote is caught.
 */

const TYPOGRAPHIC: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
};
const TYPOGRAPHIC_CODE = new Map(Object.entries(TYPOGRAPHIC).map(([from, to]) => [from.charCodeAt(0), to.charCodeAt(0)]));

export interface NormalisedText {
  normalised: string;
  /** normalised[i] came from the source's character at offsets[i]. */
  offsets: Int32Array;
}

/** A whole source text normalised, with the source offset of every normalised character. */
export function normaliseText(text: string): NormalisedText {
  const lower = text.toLowerCase();
  // Whole-string lower-casing equals per-character lower-casing (what a quote gets) unless a
  // character changes length or is a capital sigma (lowered by context); those take the slow path.
  if (lower.length !== text.length || text.includes('\u03a3')) return normaliseByCharacter(text);
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
  return { normalised: fromCodes(out.subarray(0, length)), offsets: offsets.subarray(0, length) };
}

/** A quote normalised as `normaliseText` normalises its source, without leading or trailing space. */
export function normaliseQuote(quote: string): string {
  return normaliseText(quote).normalised.trim();
}

/** Exactly the characters JavaScript's /\s/ matches, without running a regex per character. */
function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
    code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

/** UTF-16 code units back to a string, unchanged (lone surrogates included), in bounded chunks. */
function fromCodes(codes: Uint16Array): string {
  const chunks: string[] = [];
  for (let i = 0; i < codes.length; i += 8192) chunks.push(String.fromCharCode(...codes.subarray(i, i + 8192)));
  return chunks.join('');
}

function normaliseByCharacter(text: string): NormalisedText {
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
  return { normalised: parts.join(''), offsets: offsets.subarray(0, length) };
}
