/** A piece of a section's text: quoted by the opinion (to be marked) or not. */
export interface QuoteSegment {
  text: string;
  quoted: boolean;
}

/**
 * A section's text cut around the quote's parts (a whole subsection, or a list's lead-in and the
 * matching item), in order, so each can be marked; null when a part is not in the text verbatim (the
 * server guarantees it is, so this only guards against a stale answer).
 */
export function splitAtQuoteParts(text: string, parts: readonly string[]): QuoteSegment[] | null {
  if (parts.length === 0 || parts.some((p) => p === '')) return null;
  const segments: QuoteSegment[] = [];
  let at = 0;
  for (const part of parts) {
    const start = text.indexOf(part, at);
    if (start === -1) return null;
    if (start > at) segments.push({ text: text.slice(at, start), quoted: false });
    segments.push({ text: part, quoted: true });
    at = start + part.length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), quoted: false });
  return segments;
}
