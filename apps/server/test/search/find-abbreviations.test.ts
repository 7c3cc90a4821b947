import { describe, expect, it } from 'vitest';
import { findAbbreviations, longFormOf } from '../../src/modules/records/search-index/find-abbreviations.js';

describe('the abbreviations a speech defines', () => {
  it('reads a short form in brackets with the long form before it, folded as the search folds words', () => {
    expect(findAbbreviations('the facility between the Ghana Cocoa Board (COCOBOD) and the banks')).toEqual([{ short: 'cocobod', long: 'cocoa board' }]);
    expect(findAbbreviations('monies due to the Metropolitan, Municipal and District Assemblies (MMDAs) this year')).toEqual([
      { short: 'mmdas', long: 'metropolitan municipal and district assemblies' },
    ]);
    expect(findAbbreviations('the Ministry of Finance and Economic Planning (MoFEP) has said')).toEqual([{ short: 'mofep', long: 'ministry of finance and economic planning' }]);
    expect(findAbbreviations('a loan from Kreditanstalt für Wiederaufbau (KfW) for rural banking')).toEqual([{ short: 'kfw', long: 'kreditanstalt fur wiederaufbau' }]);
  });

  it('takes a plural short form by its letters ("MDAs")', () => {
    expect(findAbbreviations('Ministries, Departments and Agencies (MDAs) must report')).toEqual([{ short: 'mdas', long: 'ministries departments and agencies' }]);
    expect(longFormOf('MPs', ['the', 'Members', 'of', 'Parliament'])).toEqual(['members', 'of', 'parliament']);
  });

  it('leaves out brackets that are not a short form: a word, a number, a clause, letters the words before do not spell', () => {
    expect(findAbbreviations('under the Local Government Act (Act 462) and clause (2)')).toEqual([]);
    expect(findAbbreviations('the Presidential (Transition) Bill')).toEqual([]);
    expect(findAbbreviations('as the Minister said (ABC) yesterday')).toEqual([]);
    expect(findAbbreviations('Standing Order 80 (1) (b)')).toEqual([]);
  });

  it('counts each definition once however often a speech repeats it', () => {
    expect(findAbbreviations('the Ghana Revenue Authority (GRA) and again the Ghana Revenue Authority (GRA)')).toEqual([{ short: 'gra', long: 'ghana revenue authority' }]);
  });
});
