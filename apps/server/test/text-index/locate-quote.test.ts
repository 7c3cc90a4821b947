import { describe, expect, it } from 'vitest';
import { locateQuote } from '../../src/modules/engines/text-index/locate-quote.js';
import { segmentsFromStarts } from '../../src/modules/engines/text-index/text-segments.js';

// A bill's text, in sections, as the legal-opinion task will see it: nothing Hansard about it.
const BILL = [
  'Section 1. Short title\nThis Act may be cited as the Data Protection Act.',
  'Section 2. Application\nThis Act applies to data controllers established in Ghana; it does not apply to\nprocessing for purely personal purposes.',
  'Section 3. Offences\nA person who contravenes section 2 commits an offence and is liable on summary conviction to a fine of not more than five hundred penalty units.',
].join('\n\n');

const sections = segmentsFromStarts(
  ['Section 1', 'Section 2', 'Section 3'].map((label) => ({ label, start: BILL.indexOf(`${label}.`) })),
  BILL.length,
);

describe('locateQuote', () => {
  it('finds a verbatim quote and says so', () => {
    const quote = 'This Act applies to data controllers established in Ghana';
    const found = locateQuote(BILL, quote)!;
    expect(found).toMatchObject({ match: 'exact', segment: null, segments: [] });
    expect(BILL.slice(found.start, found.end)).toBe(quote);
  });

  it('trims the quote before matching it verbatim', () => {
    const found = locateQuote(BILL, '  a fine of not more than five hundred penalty units.\n')!;
    expect(found.match).toBe('exact');
    expect(BILL.slice(found.start, found.end)).toBe('a fine of not more than five hundred penalty units.');
  });

  it('finds a quote reflowed over a line break, retyped with curly quotes and dashes, or in another case', () => {
    const text = 'The Minister said that the “levy” – as amended –\nwill  apply from 1st January.';
    for (const quote of [
      'the "levy" - as amended - will apply from 1st January.',
      'THE “LEVY” — AS AMENDED — WILL APPLY',
      'Minister said that the “Levy”',
      'amended –   will apply',
    ]) {
      const found = locateQuote(text, quote);
      expect(found, quote).not.toBeNull();
      expect(found!.match, quote).toBe('normalised');
    }
    const span = locateQuote(text, 'the "levy" - as amended - will apply')!;
    // The span covers the source's own characters, line break and double space included.
    expect(text.slice(span.start, span.end)).toBe('the “levy” – as amended –\nwill  apply');
  });

  it('returns null for a quote that is not there, a paraphrase, or a blank one', () => {
    expect(locateQuote(BILL, 'This Act applies to every data controller in Ghana')).toBeNull();
    expect(locateQuote(BILL, 'a fine of not more than one thousand penalty units')).toBeNull();
    expect(locateQuote(BILL, '')).toBeNull();
    expect(locateQuote(BILL, ' \n\t ')).toBeNull();
  });

  it('does not forgive a word split by a hyphen at a line break: the text is indexed as given', () => {
    // The Official Report's OCR normalisation rejoins such words before the record is stored and indexed.
    const text = 'The Committee recom-\nmends that the Bill be passed.';
    expect(locateQuote(text, 'The Committee recommends that')).toBeNull();
    expect(locateQuote(text, 'recom- mends that')).toMatchObject({ match: 'normalised' });
  });

  it('names the segment a quote sits in', () => {
    const found = locateQuote(BILL, 'commits an offence and is liable on summary conviction', sections)!;
    expect(found.segment?.label).toBe('Section 3');
    expect(found.segments.map((s) => s.label)).toEqual(['Section 3']);
    expect(locateQuote(BILL, 'it does not apply to processing for purely personal purposes', sections)).toMatchObject({
      match: 'normalised',
      segment: { label: 'Section 2' },
    });
  });

  it('finds a quote that runs over a segment boundary, citing the segment it starts in and listing both', () => {
    const quote = 'processing for purely personal purposes.\n\nSection 3. Offences';
    const found = locateQuote(BILL, quote, sections)!;
    expect(found).toMatchObject({ match: 'exact', segment: { label: 'Section 2' } });
    expect(found.segments.map((s) => s.label)).toEqual(['Section 2', 'Section 3']);
  });

  it('gives no segment to a quote before the first one', () => {
    const text = 'PREAMBLE An Act to protect personal data.\nSection 1. The Act binds the Republic.';
    const found = locateQuote(text, 'An Act to protect', segmentsFromStarts([{ label: 'Section 1', start: text.indexOf('Section 1') }], text.length))!;
    expect(found.segment).toBeNull();
    expect(found.segments).toEqual([]);
  });
});
