import { describe, expect, it } from 'vitest';
import { parseIndexDate } from './index-date.js';
import { splitBillYear } from '../../../apps/server/src/modules/engines/official-report/bill-names.js';
import { billsMatch } from './match-bills.js';
import { foldName, labelForms, matchesLabel, namesEqual, namesMatch } from './match-names.js';
import { compareSets, microAverage, scoreCounts } from './score-sets.js';

const exactly = { matches: (a: string, b: string) => a === b };

describe('scoreCounts / microAverage', () => {
  it('computes P, R and F1, leaving undefined ratios null', () => {
    expect(scoreCounts(3, 4, 6)).toMatchObject({ precision: 0.75, recall: 0.5, f1: 0.6 });
    expect(scoreCounts(0, 0, 2)).toMatchObject({ precision: null, recall: 0, f1: null });
    expect(scoreCounts(0, 2, 0)).toMatchObject({ precision: 0, recall: null, f1: null });
    expect(scoreCounts(0, 3, 3).f1).toBe(0);
  });

  it('micro-averages by summing counts, so a big sitting weighs more than a small one', () => {
    const avg = microAverage([scoreCounts(1, 1, 1), scoreCounts(0, 3, 3)]);
    expect(avg).toMatchObject({ truePositives: 1, predicted: 4, expected: 4, precision: 0.25, recall: 0.25 });
  });
});

describe('compareSets', () => {
  it('counts distinct items only and lists extras and misses', () => {
    const c = compareSets(['a', 'b', 'b', 'x'], ['a', 'b', 'c'], { ...exactly, predictedKey: (s) => s, expectedKey: (s) => s });
    expect(c).toMatchObject({ truePositives: 2, predicted: 3, expected: 3, extra: ['x'], missed: ['c'] });
  });

  it('matches one-to-one: two predictions cannot claim the same expected item', () => {
    const c = compareSets(['Iddrisu', 'H. Iddrisu'], ['Haruna Iddrisu'], { matches: namesMatch });
    expect(c.truePositives).toBe(1);
    expect(c.extra).toHaveLength(1);
  });

  it('finds the maximum matching, not the greedy one', () => {
    // Greedy would give "Osei" to Anthony A. Osei and leave "A. Osei" with nobody.
    const c = compareSets(['Osei', 'A. Osei'], ['Anthony A. Osei', 'Isaac Osei'], { matches: namesMatch });
    expect(c.truePositives).toBe(2);
  });

  it('fixes exact pairs before loose ones, so a loose match never steals an exact partner', () => {
    const c = compareSets(['Kusi', 'Gifty E. Kusi'], ['Gifty E. Kusi', 'Eugenia Gifty Kusi'], { exact: namesEqual, matches: namesMatch });
    expect(c.matched).toContainEqual(['Gifty E. Kusi', 'Gifty E. Kusi']);
    expect(c.matched).toContainEqual(['Kusi', 'Eugenia Gifty Kusi']);
  });
});

describe('namesMatch', () => {
  it('ignores case, punctuation, accents and honorifics', () => {
    expect(namesMatch('Mr Osei Kyei-Mensah-Bonsu', 'osei kyei mensah bonsu')).toBe(true);
    expect(namesMatch('Mr First Deputy Speaker', 'First Deputy Speaker')).toBe(true);
    expect(namesMatch('The SPEAKER', 'Speaker')).toBe(true);
    expect(namesMatch('Mrs C DUDLEY', 'C. Dudley')).toBe(true);
    expect(namesMatch('Dr D T GEORGE (DA)', 'D. T. George')).toBe(true);
    expect(namesMatch('Akua Dónkor', 'Akua Donkor')).toBe(true);
  });

  it('matches by surname when the given names agree in order, initials standing for words', () => {
    expect(namesMatch('H. Iddrisu', 'Haruna Iddrisu')).toBe(true);
    expect(namesMatch('Iddrisu', 'Haruna Iddrisu')).toBe(true);
    expect(namesMatch('Joseph Chireh', 'Joseph Y. Chireh')).toBe(true);
    expect(namesMatch('Frema Osei-Opare', 'Akosua Frema Osei-Opare')).toBe(true);
    expect(namesMatch('Kyei-Mensah-Bonsu', 'Osei Kyei-Mensah-Bonsu')).toBe(true);
    expect(namesMatch('William O. Boafo', 'William Ofori Boafo')).toBe(true);
  });

  it('forgives one OCR slip in a spelled-out given name of four letters or more', () => {
    expect(namesMatch('Mathia A. Puozaa', 'Mathias A. Puozaa')).toBe(true);
    expect(namesMatch('Joe Ghartey', 'Jon Ghartey')).toBe(false);
  });

  it('is not lax: other people with the same surname, other surnames and roles do not match', () => {
    expect(namesMatch('Isaac Osei', 'Anthony A. Osei')).toBe(false);
    expect(namesMatch('K. Osei', 'Anthony A. Osei')).toBe(false);
    expect(namesMatch('Gifty E. Kusi', 'Eugenia Gifty Kusi')).toBe(false);
    expect(namesMatch('Kwame Osei-Prempeh', 'Kwame Osei')).toBe(false);
    expect(namesMatch('Haruna Iddrisu', 'Haruna Idrisu')).toBe(false);
    expect(namesMatch('Speaker', 'First Deputy Speaker')).toBe(false);
    expect(namesMatch('Second Deputy Speaker', 'First Deputy Speaker')).toBe(false);
    expect(namesMatch('', '')).toBe(false);
  });

  it('folds names into words, keeping hyphenated surnames whole', () => {
    expect(foldName('Alhaji Dr. A. B. Kyei-Mensah (NPP — Suame)')).toEqual({ tokens: ['a', 'b', 'kyei-mensah'], key: 'abkyeimensah', role: false });
    expect(foldName('Minister for Education').role).toBe(true);
  });
});

describe('labelForms / matchesLabel', () => {
  it('offers the role and the bracketed person, but not a party', () => {
    expect(labelForms('The HOUSE CHAIRPERSON (Mr C T Frolick)')).toEqual(['The HOUSE CHAIRPERSON (Mr C T Frolick)', 'Mr C T Frolick']);
    expect(labelForms('Mnr P J GROENEWALD (VF Plus)')).toEqual(['Mnr P J GROENEWALD (VF Plus)']);
    expect(labelForms('Sen. (Prof.) Lonyangapuo')).toEqual(['Sen. (Prof.) Lonyangapuo']);
    expect(matchesLabel('C. T. Frolick', 'The HOUSE CHAIRPERSON (Mr C T Frolick)')).toBe(true);
    expect(matchesLabel('House Chairperson', 'The HOUSE CHAIRPERSON (Mr C T Frolick)')).toBe(true);
    expect(matchesLabel('Lonyangapuo', 'Sen. (Prof.) Lonyangapuo')).toBe(true);
  });
});

describe('billsMatch', () => {
  it('compares canonical titles ignoring case and punctuation', () => {
    expect(billsMatch('Internal Revenue (Amendment) (No. 2) Bill, 2011', 'Internal Revenue (Amendment)(No.2) Bill, 2011')).toBe(true);
    expect(billsMatch('Presidential Transition Bill, 2010', 'Presidential (Transition) Bill, 2010')).toBe(true);
  });

  it('lets a truth whose year was lost match any year, but never a different year or title', () => {
    expect(billsMatch('Customs and Excise (Amendment) Bill, 2011', 'Customs and Excise (Amendment) Bill')).toBe(true);
    expect(billsMatch('Local Government (Amendment) Bill, 2011', 'Local Government (Amendment) Bill, 2012')).toBe(false);
    expect(billsMatch('National Fiscal Stabilisation Levy Bill, 2011', 'National Fiscal Stabilisation Levy (Repeal) Bill, 2011')).toBe(false);
    expect(billsMatch('Mental Health Bill', 'Public Health Bill')).toBe(false);
  });

  it('splits the year off a title', () => {
    expect(splitBillYear('Ghana Shipping (Amendment) Bill, 2011')).toEqual({ name: 'Ghana Shipping (Amendment) Bill', year: '2011' });
    expect(splitBillYear('Customs Bill,')).toEqual({ name: 'Customs Bill', year: null });
  });
});

describe('parseIndexDate', () => {
  it('reads the printed sitting dates of the INDEX', () => {
    expect(parseIndexDate('TUESDAY, 14 FEBRUARY, 2012')).toBe('2012-02-14');
    expect(parseIndexDate('THURSDAY,31ST MAY, 2012')).toBe('2012-05-31');
    expect(parseIndexDate('THURSDAY 26TH JANUARY, 2012')).toBe('2012-01-26');
    expect(parseIndexDate('THURSDAY, 2nd FEBRUARY, 2012')).toBe('2012-02-02');
    expect(parseIndexDate('31 FEBRUARY, 2012')).toBeNull();
    expect(parseIndexDate('no date')).toBeNull();
  });
});
