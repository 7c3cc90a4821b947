/**
 * A section's text split around the quoted words, to mark them; null when the quote is not in the
 * text verbatim (the server guarantees it is, so this only guards against a stale answer).
 */
export function splitAtQuote(text: string, quote: string): { before: string; quote: string; after: string } | null {
  if (!quote) return null;
  const start = text.indexOf(quote);
  if (start === -1) return null;
  return { before: text.slice(0, start), quote, after: text.slice(start + quote.length) };
}
