import type { HansardAnalysis, HansardEvidence, SourceSpan } from '@kakyere/contract';
import { columnSegments } from '../../official-report/column-segments.js';
import type { ParsedSitting } from '../../official-report/parsed-sitting.js';
import { TextIndex } from '../../text-index/text-index.js';

/**
 * Where each claim of an analysis rests in the record: the quote's character span in the stored
 * raw text and the printed column it starts in, so a reader can jump to the passage. Quotes are
 * located as `locateQuote` locates them (verbatim first, else ignoring case, whitespace and
 * typographic marks), through an index normalised once: a sitting's dozen quotes would otherwise
 * renormalise 250 kB each. An analysis reaching this point has been validated, so every quote is
 * found; a claim whose quote is not is left out rather than given a made-up span.
 */
export function buildEvidence(
  sitting: ParsedSitting,
  analysis: HansardAnalysis,
  findBillId: (bill: string) => string | null,
  fallbackReason: string | null,
): HansardEvidence {
  const index = new TextIndex(sitting.text, columnSegments(sitting));
  const spanOf = (quote: string): SourceSpan | null => {
    const found = index.locate(quote);
    return found ? { start: found.start, end: found.end, column: found.segment?.column ?? null } : null;
  };
  return {
    summary: analysis.summary.flatMap(({ sentence, quote }) => {
      const span = spanOf(quote);
      return span ? [{ sentence, quote, span }] : [];
    }),
    affected_industries: analysis.affected_industries.flatMap(({ industry, quote }) => {
      const span = spanOf(quote);
      return span ? [{ industry, quote, span }] : [];
    }),
    bills_discussed: analysis.bills_discussed.flatMap(({ bill, quote }) => {
      const span = spanOf(quote);
      return span ? [{ bill, bill_id: findBillId(bill), quote, span }] : [];
    }),
    fallback_reason: fallbackReason,
  };
}
