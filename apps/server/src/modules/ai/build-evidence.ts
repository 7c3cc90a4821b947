import type { HansardAnalysis, HansardEvidence, SourceSpan } from '@kakyere/contract';
import type { ParsedSitting } from '../ingest/parsed-sitting.js';
import { TextIndex } from './builtin/text-index.js';
import { columnAt } from './locate-quote.js';

/**
 * Where each claim of an analysis rests in the record: the quote's character span in the stored
 * raw text and the printed column it falls in, so a reader can jump to the passage. Quotes are
 * found as `locateQuote` finds them (same folding of case, whitespace and typographic marks, first
 * occurrence), through an index folded once: a sitting's dozen quotes would otherwise refold
 * 250 kB each. An analysis reaching this point has been validated, so every quote is found; a claim
 * whose quote is not is left out rather than given a made-up span.
 */
export function buildEvidence(
  sitting: ParsedSitting,
  analysis: HansardAnalysis,
  findBillId: (bill: string) => string | null,
  fallbackReason: string | null,
): HansardEvidence {
  const index = new TextIndex(sitting.text);
  const spanOf = (quote: string): SourceSpan | null => {
    const found = index.find(quote);
    return found ? { ...found, column: columnAt(sitting, found.start) } : null;
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
