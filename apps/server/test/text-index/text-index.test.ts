import { describe, expect, it } from 'vitest';
import { locateQuote } from '../../src/modules/engines/text-index/locate-quote.js';
import { normaliseQuote, normaliseText } from '../../src/modules/engines/text-index/normalise-text.js';
import { TextIndex } from '../../src/modules/engines/text-index/text-index.js';
import { segmentsFromStarts, TextSegments } from '../../src/modules/engines/text-index/text-segments.js';

describe('TextIndex', () => {
  const text = 'Mr Speaker, the Committee\nobserved that the “Bill” – as laid –\n\n[602]\n\nwill  help FARMERS.\nThe Committee observed that.';
  const index = new TextIndex(text);

  it('locates what locateQuote locates, ignoring case, line breaks and typographic marks', () => {
    for (const quote of ['the committee observed that the "Bill" - as laid', 'FARMERS.', 'observed that', 'not there at all', '   ', '[602] will help']) {
      expect(index.locate(quote), quote).toEqual(locateQuote(text, quote));
    }
    expect(index.locate('[602] will help')).toMatchObject({ match: 'normalised' });
  });

  it('agrees with locateQuote on text whose lower case changes length (İ) or depends on context (Σ)', () => {
    const odd = 'The İstanbul Protocol and the ΣΟΦΙΑ programme were cited by the Member.';
    const oddIndex = new TextIndex(odd);
    for (const quote of ['istanbul protocol', 'σοφια programme', 'cited by the member', 'ankara']) {
      expect(oddIndex.locate(quote) !== null, quote).toBe(locateQuote(odd, quote) !== null);
    }
    expect(oddIndex.locate('cited by the member')).toMatchObject({ start: odd.indexOf('cited'), end: odd.length - 1 });
  });

  it('finds the next occurrence after a given offset', () => {
    const second = index.locate('committee observed that', 30)!;
    expect(text.slice(second.start, second.end)).toBe('Committee observed that');
    expect(second.start).toBeGreaterThan(30);
  });

  it('prefers a verbatim occurrence to an earlier normalised one; findNormalised keeps the nearest', () => {
    // "Committee\nobserved that" comes first, but only "Committee observed that" is verbatim.
    const verbatim = index.locate('Committee observed that')!;
    expect(verbatim).toMatchObject({ match: 'exact', start: text.lastIndexOf('Committee observed that') });
    const nearest = index.findNormalised('Committee observed that')!;
    expect(nearest.start).toBe(text.indexOf('Committee\nobserved'));
  });

  it('quotes the part of a sentence before a page break the parser removed', () => {
    const span = index.findPrefix('the “Bill” – as laid – will help farmers.', 0, 10)!;
    expect(index.quoteAt(span)).toBe('the “Bill” – as laid');
  });

  it('carries its segments through, with the caller’s own fields', () => {
    const columns = segmentsFromStarts(
      [
        { label: 'Col. 601', column: 601, start: 0 },
        { label: 'Col. 602', column: 602, start: text.indexOf('[602]') },
      ],
      text.length,
    );
    const withColumns = new TextIndex(text, columns);
    expect(withColumns.locate('will help farmers')?.segment?.column).toBe(602);
    expect(withColumns.locate('as laid')?.segment?.column).toBe(601);
    expect(withColumns.segmentAt(text.indexOf('[602]'))?.label).toBe('Col. 602');
    const across = withColumns.locate('as laid – [602] will help')!;
    expect(across.segment?.label).toBe('Col. 601');
    expect(across.segments.map((s) => s.column)).toEqual([601, 602]);
  });
});

describe('normaliseText', () => {
  it('maps every normalised character back to its source offset', () => {
    const source = '  A “B”\n\n–  c ';
    const { normalised, offsets } = normaliseText(source);
    expect(normalised).toBe('a "b" - c ');
    expect([...offsets]).toEqual([2, 3, 4, 5, 6, 7, 9, 10, 12, 13]);
    expect(normaliseQuote(source)).toBe('a "b" - c');
  });
});

describe('TextSegments', () => {
  it('answers which segment holds an offset, none before the first or in a gap', () => {
    const segments = new TextSegments([
      { label: 'Section 2', start: 50, end: 90 },
      { label: 'Section 1', start: 10, end: 40 },
    ]);
    expect(segments.at(5)).toBeNull();
    expect(segments.at(10)?.label).toBe('Section 1');
    expect(segments.at(39)?.label).toBe('Section 1');
    expect(segments.at(45)).toBeNull();
    expect(segments.at(50)?.label).toBe('Section 2');
    expect(segments.at(90)).toBeNull();
    expect(segments.overlapping({ start: 30, end: 60 }).map((s) => s.label)).toEqual(['Section 1', 'Section 2']);
    expect(segments.overlapping({ start: 40, end: 50 })).toEqual([]);
  });

  it('answers the innermost segment when they nest', () => {
    const segments = new TextSegments([
      { label: 'Part I', start: 0, end: 100 },
      { label: 'Section 1', start: 5, end: 30 },
      { label: 'Section 2', start: 30, end: 60 },
    ]);
    expect(segments.at(2)?.label).toBe('Part I');
    expect(segments.at(40)?.label).toBe('Section 2');
    expect(segments.at(70)?.label).toBe('Part I');
    expect(segments.overlapping({ start: 25, end: 35 }).map((s) => s.label)).toEqual(['Part I', 'Section 1', 'Section 2']);
  });

  it('builds segments from where each starts, the last running to the end of the text', () => {
    expect(segmentsFromStarts([{ label: 'b', start: 20 }, { label: 'a', start: 0 }, { label: 'c', start: 20 }], 50)).toEqual([
      { label: 'a', start: 0, end: 20 },
      { label: 'b', start: 20, end: 20 },
      { label: 'c', start: 20, end: 50 },
    ]);
    // Two markers at one offset: the later one holds the text, as the last marker at or before it.
    expect(new TextSegments(segmentsFromStarts([{ label: 'b', start: 20 }, { label: 'c', start: 20 }], 50)).at(20)?.label).toBe('c');
  });
});
