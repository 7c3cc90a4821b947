import { HansardEvidenceSchema, type HansardAnalysis } from '@kakyere/contract';
import { describe, expect, it } from 'vitest';
import { analyseSittingSync } from '../../src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { buildEvidence } from '../../src/modules/engines/ai/hansard-analysis/build-evidence.js';
import type { ParsedSitting } from '../../src/modules/engines/official-report/parsed-sitting.js';
import { locateQuote } from '../../src/modules/engines/text-index/locate-quote.js';
import { healthSitting } from './builtin-fixtures.js';

/** The last column marker at or before an offset, computed independently of the text index. */
function columnAt(sitting: ParsedSitting, offset: number): number | null {
  let column: number | null = null;
  for (const c of sitting.columns) if (c.offset <= offset) column = c.column;
  return column;
}

describe('buildEvidence', () => {
  const sitting = healthSitting();
  const analysis = analyseSittingSync(sitting);
  const ids: Record<string, string> = { 'Community Health Workers Bill, 2024': 'bill-chw-2024' };
  const evidence = buildEvidence(sitting, analysis, (bill) => ids[bill] ?? null, null);

  it('matches the contract and keeps every claim in order', () => {
    expect(HansardEvidenceSchema.parse(evidence)).toEqual(evidence);
    expect(evidence.summary.map((s) => s.sentence)).toEqual(analysis.summary.map((s) => s.sentence));
    expect(evidence.affected_industries.map((i) => i.industry)).toEqual(analysis.affected_industries.map((i) => i.industry));
    expect(evidence.fallback_reason).toBeNull();
  });

  it('points each claim at the span locateQuote finds, with the printed column there', () => {
    for (const item of [...evidence.summary, ...evidence.affected_industries, ...evidence.bills_discussed]) {
      const found = locateQuote(sitting.text, item.quote)!;
      expect(item.span).toEqual({ start: found.start, end: found.end, column: columnAt(sitting, found.start) });
    }
  });

  it('places the second reading in column 601 and the quoted speech in the column it is printed in', () => {
    const read = evidence.summary.find((s) => s.quote.includes('accordingly read a Second time'))!;
    expect(read.span.column).toBe(601);
    expect(sitting.text.slice(read.span.start, read.span.end)).toBe(read.quote);
    const observed = evidence.summary.find((s) => s.quote.startsWith('the object of the Bill'))!;
    expect(observed.span.column).toBe(columnAt(sitting, sitting.text.indexOf('the object of the Bill')));
    expect(observed.span.column).not.toBeNull();
  });

  it('links a bill to its record when the lookup knows it, and records why an LLM answer was dropped', () => {
    expect(evidence.bills_discussed).toEqual([
      expect.objectContaining({ bill: 'Community Health Workers Bill, 2024', bill_id: 'bill-chw-2024' }),
    ]);
    const withReason = buildEvidence(sitting, analysis, () => null, 'timed out after 30000 ms');
    expect(withReason.fallback_reason).toBe('timed out after 30000 ms');
    expect(withReason.bills_discussed[0]!.bill_id).toBeNull();
  });

  it('leaves out a claim whose quote is not in the record rather than inventing a span', () => {
    const invented: HansardAnalysis = {
      ...analysis,
      affected_industries: [{ industry: 'Mining', quote: 'The House approved a galamsey ban in all forest reserves.' }],
    };
    expect(buildEvidence(sitting, invented, () => null, null).affected_industries).toEqual([]);
  });
});
