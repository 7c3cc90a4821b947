import { describe, expect, it } from 'vitest';
import {
  billLettersKey,
  billNameKey,
  billNamesInProse,
  billRegExp,
  billTitleKey,
  isWholeBillName,
  splitBillName,
  splitBillYear,
  splitCutBillName,
} from '../../src/modules/engines/official-report/bill-names.js';

// Each block names the copy it replaced (the cases that copy handled); names are fictional or
// short forms of the Ghana bills the tests elsewhere use.

describe('splitBillName (ai/builtin/patterns splitBill; validate-analysis and recordedStageIn title and year)', () => {
  it('splits a normalised name into title and year', () => {
    expect(splitBillName('Ghana Maritime Authority (Amendment) Bill, 2011')).toEqual({ title: 'Ghana Maritime Authority (Amendment)', year: '2011' });
    expect(splitBillName('  Energy Sector Levy Bill, 2031 ')).toEqual({ title: 'Energy Sector Levy', year: '2031' });
  });

  it('keeps a leading "The" in the title, for the caller to drop', () => {
    expect(splitBillName('The Coastal Fisheries Bill, 2031')).toEqual({ title: 'The Coastal Fisheries', year: '2031' });
  });

  it('takes any spacing around "Bill," and any four-digit year', () => {
    expect(splitBillName('Coastal Fisheries  Bill,2031')).toEqual({ title: 'Coastal Fisheries', year: '2031' });
    expect(splitBillName('Coastal Fisheries Bill, 1850')).toEqual({ title: 'Coastal Fisheries', year: '1850' });
  });

  it('is null for a name without a title, a whole year or "Bill,"', () => {
    expect(splitBillName('Bill, 2031')).toBeNull();
    expect(splitBillName('Coastal FisheriesBill, 2031')).toBeNull();
    expect(splitBillName('Coastal Fisheries Bill')).toBeNull();
    expect(splitBillName('Coastal Fisheries Bill, 20')).toBeNull();
    expect(splitBillName('Coastal Fisheries Bill 2031')).toBeNull();
    expect(splitBillName('Coastal Fisheries Act, 2031')).toBeNull();
  });

  it('gives recordedStageIn nothing for "The Bill, 2031" once its "The" is dropped', () => {
    expect(splitBillName('The Bill, 2031'.replace(/^the\s+/i, ''))).toBeNull();
  });
});

describe('splitCutBillName (recover-bill-name: a name a line break cut)', () => {
  it('keeps what is left of a cut title, down to none', () => {
    expect(splitCutBillName('(Amendment) Bill, 2031')).toEqual({ title: '(Amendment)', year: '2031' });
    expect(splitCutBillName('Bill, 2031')).toEqual({ title: '', year: '2031' });
    expect(splitCutBillName(' Public HealthBill, 2011 ')).toEqual({ title: 'Public Health', year: '2011' });
  });

  it('takes years of the 1900s and 2000s only', () => {
    expect(splitCutBillName('(Amendment) Bill, 1850')).toBeNull();
    expect(splitCutBillName('(Amendment) Bill, 20')).toBeNull();
    expect(splitCutBillName('(Amendment) Bill')).toBeNull();
  });
});

describe('splitBillYear (bench match-bills: a truth whose year a line break lost)', () => {
  it('splits the year off, keeping "Bill"', () => {
    expect(splitBillYear('Ghana Shipping (Amendment) Bill, 2011')).toEqual({ name: 'Ghana Shipping (Amendment) Bill', year: '2011' });
    expect(splitBillYear('Customs Bill,')).toEqual({ name: 'Customs Bill', year: null });
    expect(splitBillYear(' Customs Bill ')).toEqual({ name: 'Customs Bill', year: null });
  });
});

describe('isWholeBillName (readability checkBillName; recover-bill-name tells whole names by it)', () => {
  it('takes "Title Bill, YYYY" with the whole title', () => {
    expect(isWholeBillName('Coastal Fisheries (Amendment) (No. 2) Bill, 2031')).toBe(true);
    expect(isWholeBillName('The Office of the Special Prosecutor Bill, 2017')).toBe(true);
    expect(isWholeBillName('Veterans Administration, Ghana Bill, 2010')).toBe(true);
  });

  it('rejects a title cut at a line break, in lower case, without a whole year, or with open brackets', () => {
    expect(isWholeBillName('(Amendment) Bill, 2031')).toBe(false);
    expect(isWholeBillName('Bill, 2031')).toBe(false);
    expect(isWholeBillName('The Bill, 2031')).toBe(false);
    expect(isWholeBillName('fisheries (Amendment) Bill, 2031')).toBe(false);
    expect(isWholeBillName('Coastal Fisheries (Amendment) Bill, 20')).toBe(false);
    expect(isWholeBillName('Coastal Fisheries (Amendment Bill, 2031')).toBe(false);
    expect(isWholeBillName('Coastal Fisheries Bill, 1850')).toBe(false);
    expect(isWholeBillName('Coastal Fisheries Bill, 2031 ')).toBe(false);
  });
});

describe('billNamesInProse (readability: bills a summary sentence names)', () => {
  it('finds whole names in a sentence, "The" included', () => {
    expect(billNamesInProse('The Coastal Fisheries Bill, 2031 was read the third time and passed.')).toEqual(['The Coastal Fisheries Bill, 2031']);
    expect(billNamesInProse('The House debated the Harbour Levy Bill, 2031 and the Roads (Amendment) Bill, 2029.')).toEqual([
      'Harbour Levy Bill, 2031',
      'Roads (Amendment) Bill, 2029',
    ]);
  });

  it('finds none without a year', () => {
    expect(billNamesInProse('The Coastal Fisheries Bill was debated.')).toEqual([]);
  });
});

describe('billNameKey (ingest find-bill-id; bench match-bills; readability repeated papers)', () => {
  it('ignores case, spacing, punctuation and a leading "The"', () => {
    const key = billNameKey('Data Protection Bill, 2010');
    expect(billNameKey('The Data Protection Bill, 2010')).toBe(key);
    expect(billNameKey('data protection bill 2010')).toBe(key);
    expect(billNameKey('Internal Revenue (Amendment) (No. 2) Bill, 2011')).toBe(billNameKey('Internal Revenue (Amendment)(No.2) Bill, 2011'));
    expect(billNameKey('Presidential Transition Bill, 2010')).toBe(billNameKey('Presidential (Transition) Bill, 2010'));
  });

  it('keeps the year, the numbers and every letter, a "the" inside the title too', () => {
    expect(billNameKey('Local Government (Amendment) Bill, 2011')).not.toBe(billNameKey('Local Government (Amendment) Bill, 2012'));
    expect(billNameKey('Roads (No. 2) Bill, 2031')).not.toBe(billNameKey('Roads (No. 3) Bill, 2031'));
    expect(billNameKey('Office of the Special Prosecutor Bill, 2017')).toBe('officeofthespecialprosecutorbill2017');
    expect(billNameKey('Côte Levy Bill, 2031')).toBe('côtelevybill2031');
  });

  it('tells one paper inside another apart', () => {
    expect(billNameKey('Waiver of Stamp Duty on the Harbour Loan Facility')).not.toBe(billNameKey('Harbour Loan Facility'));
  });
});

describe('billTitleKey (ai/builtin/patterns billKey: the same bill, year aside, from a heading)', () => {
  it('gives one key to the forms a bill is printed in', () => {
    const key = billTitleKey('Ghana Shipping (Amendment) Bill, 2011');
    expect(key).toBe('ghanashippingamendment');
    expect(billTitleKey('ii) The Ghana Shipping (Amendment) Bill, 2011 -- [Col. 138]')).toBe(key);
    expect(billTitleKey('(iv) Ghana Shipping (Amendment) Bill, 2011')).toBe(key);
    expect(billTitleKey('Report of the Committee on Transport on the Ghana Shipping (Amendment) Bill, 2011')).toBe(key);
    expect(billTitleKey('GHANA SHIPPING (AMENDMENT) BILL, 2011')).toBe(key);
  });

  it('leaves out the year and any digits, so "(No. 2)" is the same bill', () => {
    expect(billTitleKey('Ghana Shipping (Amendment) Bill, 2012')).toBe(billTitleKey('Ghana Shipping (Amendment) Bill, 2011'));
    expect(billTitleKey('Roads (No. 2) Bill, 2031')).toBe('roadsno');
  });

  it('keys a fragment by what is left, which the whole title ends with', () => {
    expect(billTitleKey('(Amendment) Bill, 2011')).toBe('amendment');
    expect(billTitleKey('Ghana Shipping (Amendment) Bill, 2011').endsWith(billTitleKey('Shipping (Amendment) Bill, 2011'))).toBe(true);
  });

  it('is empty for text naming no title', () => {
    expect(billTitleKey('Bill, 2011')).toBe('');
  });
});

describe('billLettersKey (recover-bill-name: titles OCR or a line break broke)', () => {
  it('is equal however the words were broken', () => {
    expect(billLettersKey('Spec ial Economic Zones')).toBe(billLettersKey('Special Economic Zones'));
    expect(billLettersKey('Coastal Fisheries (Amendment) (No. 2)')).toBe('coastalfisheries(amendment)(no2)');
  });

  it('keeps brackets, and a leading "The"', () => {
    expect(billLettersKey('Coastal (Fisheries)')).not.toBe(billLettersKey('Coastal Fisheries'));
    expect(billLettersKey('Coastal (Fisheries)').endsWith(billLettersKey('Fisheries'))).toBe(false);
    expect(billLettersKey('The Special Zones')).not.toBe(billLettersKey('Special Zones'));
  });
});

describe('billRegExp (ai/builtin/patterns: a known bill where the record prints it)', () => {
  it('finds a bill despite OCR: words run together, letters for digits, a split year', () => {
    expect('Report on the Public HealthBill, 2011'.match(billRegExp('Public Health Bill, 2011')!)?.[0]).toBe('the Public HealthBill, 2011');
    expect('the Mental Health Bill, 201O was'.match(billRegExp('Mental Health Bill, 2010')!)?.[0]).toBe('the Mental Health Bill, 201O');
    expect('Criminal Offences (Amendment) Bill, 201 1 --'.match(billRegExp('Criminal Offences (Amendment) Bill, 2011')!)?.[0]).toBe('Criminal Offences (Amendment) Bill, 201 1');
  });

  it('needs the year unless told it is optional', () => {
    expect('the Mental Health Bill was'.match(billRegExp('Mental Health Bill, 2010')!)).toBeNull();
    expect('the Mental Health Bill was'.match(billRegExp('Mental Health Bill, 2010', true)!)?.[0]).toBe('the Mental Health Bill');
  });

  it('drops a leading "The" of the name and is null for a name not in "Title Bill, YYYY"', () => {
    expect('Mental Health Bill, 2010'.match(billRegExp('The Mental Health Bill, 2010')!)?.[0]).toBe('Mental Health Bill, 2010');
    expect(billRegExp('Bill, 2010')).toBeNull();
    expect(billRegExp('Mental Health Bill')).toBeNull();
  });
});
