import { describe, expect, it } from 'vitest';
import { expandAcronyms } from '../../../src/modules/engines/ai/legal-opinion/expand-acronyms.js';

// Fictional sentences in a statute's manner: the names are spelled out, readers type the letters.
const TEXT = [
  'A supply that is exempt under the Value Added Tax Act is exempt from the levy.',
  'Goods originating from a Member State of the Economic Community of West African States are exempt.',
  'The Ntoso Market Board shall keep a register of permits.',
];

describe('acronyms the text spells out', () => {
  it('finds the name whose initials spell the acronym, with or without its small words', () => {
    const found = expandAcronyms('Is there VAT and an ECOWAS levy? Who runs the NMB?', TEXT);
    expect(found.get('vat')).toEqual(['value added tax']);
    expect(found.get('ecowas')).toEqual(['economic community of west african states']);
    expect(found.get('nmb')).toEqual(['ntoso market board']);
  });

  it('takes a short word the text never uses as a possible acronym, typed in lower case', () => {
    expect(expandAcronyms('do i pay vat on it?', TEXT).get('vat')).toEqual(['value added tax']);
  });

  it('leaves out letters no name spells, and words the text uses as words', () => {
    const found = expandAcronyms('Does the GRA or the Market keep a register?', TEXT);
    expect(found.has('gra')).toBe(false);
    expect(found.has('market')).toBe(false);
    expect(found.has('register')).toBe(false);
  });
});
