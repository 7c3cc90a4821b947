import { describe, expect, it } from 'vitest';
import { cleanDisplayText } from './clean-display-text.js';

// Fictional strings, one per cleaning rule.
describe('cleanDisplayText', () => {
  it('removes column markers and their OCR variants', () => {
    expect(cleanDisplayText('Harbour Loan Agreement [Col. 412]')).toBe('Harbour Loan Agreement');
    expect(cleanDisplayText('Harbour [C0l. 41 Loan')).toBe('Harbour Loan');
    expect(cleanDisplayText('Harbour CoI. 12] Loan')).toBe('Harbour Loan');
    expect(cleanDisplayText('Roads Levy [Cols. 76-79]')).toBe('Roads Levy');
    expect(cleanDisplayText('Roads Levy [88]')).toBe('Roads Levy');
    expect(cleanDisplayText('Coastal Roads P. T. O. Levy')).toBe('Coastal Roads Levy');
  });

  it('removes list numbering at the start and after an opening quotation mark', () => {
    expect(cleanDisplayText('(iii) Report of the Roads Committee')).toBe('Report of the Roads Committee');
    expect(cleanDisplayText('2. Report of the Roads Committee')).toBe('Report of the Roads Committee');
    expect(cleanDisplayText('b) Report of the Roads Committee')).toBe('Report of the Roads Committee');
    expect(cleanDisplayText('Papers laid included “(ii) Report on the Harbour Loan”.')).toBe('Papers laid included “Report on the Harbour Loan”.');
    // A figure is not numbering.
    expect(cleanDisplayText('2.5 per cent Levy')).toBe('2.5 per cent Levy');
    expect(cleanDisplayText('Article 1 (b) of the Charter')).toBe('Article 1 (b) of the Charter');
  });

  it('removes stray dashes, underscores and tildes but keeps hyphens and a spaced dash between words', () => {
    expect(cleanDisplayText('Report on the Harbour Loan - - -')).toBe('Report on the Harbour Loan');
    expect(cleanDisplayText('— Statement on Floods')).toBe('Statement on Floods');
    expect(cleanDisplayText('Receivables-backed Loan ___ Facility')).toBe('Receivables-backed Loan Facility');
    expect(cleanDisplayText('Debate on Vote 7 - Roads and Highways')).toBe('Debate on Vote 7 - Roads and Highways');
  });

  it('spaces brackets glued to words, lowers shouted ordinals and reads instrument prefixes', () => {
    expect(cleanDisplayText('Local Government(Coastal District)(Establishment) Instrument, 2031')).toBe('Local Government (Coastal District) (Establishment) Instrument, 2031');
    expect(cleanDisplayText('Statement on the 31St Anniversary, 2ND Edition')).toBe('Statement on the 31st Anniversary, 2nd Edition');
    expect(cleanDisplayText('Road Regulations, 2031 (L.1. 9999)')).toBe('Road Regulations, 2031 (L.I. 9999)');
  });

  it('leaves a clean string exactly as it was', () => {
    const clean = 'Coastal Fisheries (Amendment) Bill, 2031 passed; Questions to the Ministry of Roads';
    expect(cleanDisplayText(clean)).toBe(clean);
  });
});
