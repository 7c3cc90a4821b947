import { describe, expect, it } from 'vitest';
import { makeExcerpt } from '../../src/modules/records/search/make-excerpt.js';
import { parseSearchQuery } from '../../src/modules/records/search/parse-search-query.js';
import { ocrReading, speechIndexText } from '../../src/modules/records/search-index/speech-index-text.js';
import { foldCharacters, tokenize } from '../../src/modules/records/search-index/search-tokens.js';

describe('parseSearchQuery', () => {
  it('reads words, "phrases" and -exclusions, folded, and never passes query syntax on', () => {
    expect(parseSearchQuery('Galamsey "feed-in tariff" -Accra')).toEqual({ terms: [{ parts: ['galamsey'] }], phrases: [['feed', 'in', 'tariff']], excluded: [['accra']] });
    expect(parseSearchQuery("Kyei-Mensah-Bónsu's & | ! <->").terms).toEqual([{ parts: ['kyei', 'mensah', 'bonsu'] }]);
  });

  it('drops small words and single letters beside real ones, but keeps them when they are all there is', () => {
    expect(parseSearchQuery('the right to information').terms).toEqual([{ parts: ['right'] }, { parts: ['information'] }]);
    expect(parseSearchQuery('K.T. Hammond affidavits').terms).toEqual([{ parts: ['hammond'] }, { parts: ['affidavits'] }]);
    expect(parseSearchQuery('the').terms).toEqual([{ parts: ['the'] }]);
  });

  it('runs a quote left open to the end, and ignores an empty one', () => {
    expect(parseSearchQuery('"seed money').phrases).toEqual([['seed', 'money']]);
    expect(parseSearchQuery('"" cocoa').terms).toEqual([{ parts: ['cocoa'] }]);
  });
});

describe('folding', () => {
  it('keeps every offset: a folded text is as long as the printed one', () => {
    const printed = 'Ɛkɔ Bónsu — Dapaah’s “Mensah”';
    expect(foldCharacters(printed)).toHaveLength(printed.length);
    const [first] = tokenize(printed);
    expect(first).toEqual({ parts: ['eko'], start: 0, end: 3 });
  });
});

describe('what a speech is indexed by', () => {
  const counts = new Map([
    ['government', 300],
    ['govemment', 1],
    ['committee', 500],
    ['clone', 1],
    ['done', 3],
  ]);
  const frequency = (word: string) => counts.get(word) ?? 0;

  it('reads an OCR slip as the common word it stands for, and leaves real words alone', () => {
    expect(ocrReading('govemment', frequency)).toBe('government');
    expect(ocrReading('cornmittee', frequency)).toBe('committee');
    // "done" is not far commoner than "clone" here: nothing is read into it.
    expect(ocrReading('clone', frequency)).toBeUndefined();
  });

  it('indexes the forms a reader types beside the printed words', () => {
    const indexed = speechIndexText({ text: 'The Govemment of 201 1 and the E-Zwich card', label: 'Mr Kyei-Mensah-Bonsu', personName: 'Osei Kyei-Mensah-Bonsu', heading: 'MENTAL HEALTH BILL' }, frequency);
    expect(indexed.body).toBe('the govemment of 201 1 and the e zwich card');
    expect(indexed.extras.split(' ')).toEqual(expect.arrayContaining(['government', '2011', 'ezwich']));
    expect(indexed.names.split(' ')).toEqual(expect.arrayContaining(['kyei', 'mensah', 'bonsu', 'kyeimensahbonsu', 'osei']));
    expect(indexed.heading).toBe('mental health bill');
    expect(indexed.words.has('govemment')).toBe(true);
    expect(indexed.words.has('government')).toBe(false);
  });
});

describe('makeExcerpt', () => {
  const terms = { words: new Set(['strike']), stems: ['strike'] };

  it('marks the words and their forms, escaped, around where they cluster, cut at words', () => {
    const text = `${'Preamble words here. '.repeat(30)}The doctors' <strike> goes on; strikes & more strikes.${' Closing words.'.repeat(30)}`;
    const html = makeExcerpt(text, terms);
    expect(html).toContain('&lt;<mark>strike</mark>&gt;');
    expect(html).toContain('<mark>strikes</mark> &amp; more <mark>strikes</mark>');
    expect(html.startsWith('… ')).toBe(true);
    expect(html.endsWith(' …')).toBe(true);
    expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('opens a speech found by who said it at its start', () => {
    expect(makeExcerpt('Mr Speaker, I beg to move.', terms)).toBe('Mr Speaker, I beg to move.');
  });
});
