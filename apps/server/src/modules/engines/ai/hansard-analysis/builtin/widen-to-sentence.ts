import type { TextSpan } from '../../../text-index/text-span.js';

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
