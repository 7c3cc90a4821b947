import { HansardEvidenceSchema, type HansardAnalysis } from '@kakyere/contract';
import { describe, expect, it } from 'vitest';
import { analyseSittingSync } from '../../src/modules/ai/builtin/builtin-engine.js';
import { TextIndex } from '../../src/modules/ai/builtin/text-index.js';
import { buildEvidence } from '../../src/modules/ai/build-evidence.js';
import { columnAt, locateQuote } from '../../src/modules/ai/locate-quote.js';
import { healthSitting } from './builtin-fixtures.js';

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

  it('places a quote from the second reading in column 601 and one from the Statement in column 602', () => {
    const read = evidence.summary.find((s) => s.quote.includes('accordingly read a Second time'))!;
    expect(read.span.column).toBe(601);
    expect(sitting.text.slice(read.span.start, read.span.end)).toBe(read.quote);
    const statement = evidence.summary.find((s) => s.quote.includes('contaminated water'))!;
    expect(statement.span.column).toBe(602);
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

describe('TextIndex', () => {
  const text = 'Mr Speaker, the Committee\nobserved that the “Bill” – as laid –\n\n[602]\n\nwill  help FARMERS.\nThe Committee observed that.';
  const index = new TextIndex(text);

  it('finds what locateQuote finds, ignoring case, line breaks and typographic marks', () => {
    for (const quote of ['the committee observed that the "Bill" - as laid', 'FARMERS.', 'observed that', 'not there at all', '   ', '[602] will help']) {
      expect(index.find(quote), quote).toEqual(locateQuote(text, quote));
    }
  });

  it('agrees with locateQuote on text whose lower case changes length (İ) or depends on context (Σ)', () => {
    const odd = 'The İstanbul Protocol and the ΣΟΦΙΑ programme were cited by the Member.';
    const oddIndex = new TextIndex(odd);
    for (const quote of ['istanbul protocol', 'σοφια programme', 'cited by the member', 'ankara']) {
      expect(oddIndex.find(quote) !== null, quote).toBe(locateQuote(odd, quote) !== null);
    }
  });

  it('finds the next occurrence after a given offset', () => {
    const second = index.find('committee observed that', 30)!;
    expect(text.slice(second.start, second.end)).toBe('Committee observed that');
    expect(second.start).toBeGreaterThan(30);
  });

  it('quotes the part of a sentence before a page break the parser removed', () => {
    const span = index.findPrefix('the “Bill” – as laid – will help farmers.', 0, 10)!;
    expect(index.quoteAt(span)).toBe('the “Bill” – as laid');
  });
});
