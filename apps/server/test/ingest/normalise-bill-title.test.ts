import { describe, expect, it } from 'vitest';
import { findBillNames } from '../../src/modules/engines/official-report/find-bill-names.js';
import { normaliseBillTitle } from '../../src/modules/records/ingest/normalise-bill-title.js';

describe('normaliseBillTitle', () => {
  it.each([
    ['Presidential (Transition) Bill, 2010 - [Col. 908]', 'Presidential (Transition) Bill, 2010'],
    ['Report on the Public Health Bill, 2011  [Col. 448]', 'Public Health Bill, 2011'],
    ['i) Health Training and Research Bill, 2010 -- [Col 60]', 'Health Training and Research Bill, 2010'],
    ['ii) Mental Health Bill, 201O -- [Col. 72]', 'Mental Health Bill, 2010'],
    ['i) Ghana Maritime Security (Amendment) Bill, 2011 _ [Col. 99]', 'Ghana Maritime Security (Amendment) Bill, 2011'],
    ['i) The Ghana Maritime Authority (Amendment) Bill, 2011 - [Col. 13 8]', 'Ghana Maritime Authority (Amendment) Bill, 2011'],
    ['iii) The Ghana Shipping (Amendment) Bill, 2011 --- [Cols. 1 3 8, 152]', 'Ghana Shipping (Amendment) Bill, 2011'],
    ['Public HealthBill, 2011 - [Col. 9, 55]', 'Public Health Bill, 2011'],
    ['Local Government (Amendment) Bill, 20 12 -- [Col. 697]', 'Local Government (Amendment) Bill, 2012'],
    ['iii) Internal Revenue (Amendment)(No.2) Bill, 2011 -- [Col. 165]', 'Internal Revenue (Amendment) (No. 2) Bill, 2011'],
    ['Criminal Offences (Amendment) Bill, 201 1 -- [Col. 673]', 'Criminal Offences (Amendment) Bill, 2011'],
    ['Report of the Committee on Health on the Public Health Bill, 20 l I .', 'Public Health Bill, 2011'],
    // The CONTENTS line was cut before the year: the title is still normalised.
    ['ii) Customs and Excise (Duties and Other Taxes)(Amendment) Bill,', 'Customs and Excise (Duties and Other Taxes) (Amendment) Bill'],
    // Consistent casing whatever the print.
    ['THE GHANA SHIPPING (AMENDMENT) BILL, 2011', 'Ghana Shipping (Amendment) Bill, 2011'],
    ['ghana shipping (amendment) bill, 2011', 'Ghana Shipping (Amendment) Bill, 2011'],
    ['Office of the Special Prosecutor Bill, 2017', 'Office of the Special Prosecutor Bill, 2017'],
    ['COVID-19 Health Recovery Levy Bill, 2021', 'COVID-19 Health Recovery Levy Bill, 2021'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseBillTitle(raw)).toBe(expected);
  });

  it('returns text that names no bill cleaned but otherwise as given', () => {
    expect(normaliseBillTitle('ii) Waiver of Stamp Duty on Offshore Syndicated Receivables-backed Trade Finance Facility- [Col. 740]')).toBe(
      'Waiver of Stamp Duty on Offshore Syndicated Receivables-backed Trade Finance Facility',
    );
  });
});

describe('findBillNames', () => {
  it('finds bills in debate with their spans, leaving out the prose around them', () => {
    const text = 'Mr Speaker, I beg to move, that the Electronic Transactions (Amendment)\nBill, 2011 be now read a Second time.';
    const [mention, ...rest] = findBillNames(text);
    expect(rest).toEqual([]);
    expect(mention!.title).toBe('Electronic Transactions (Amendment) Bill, 2011');
    expect(text.slice(mention!.span.start, mention!.span.end)).toBe('Electronic Transactions (Amendment)\nBill, 2011');
  });

  it('stops at procedure words, leaders and sentence boundaries', () => {
    const titles = (text: string) => findBillNames(text).map((m) => m.title);
    expect(titles('the Motion for the Second Reading of the Colleges of Education Bill, 2011 is')).toEqual(['Colleges of Education Bill, 2011']);
    expect(titles('Hon Members, Presidential (Transition) Bill,\n2010 at the Consideration Stage.')).toEqual(['Presidential (Transition) Bill, 2010']);
    expect(titles('Report on the Public Health Bill, 2011')).toEqual(['Public Health Bill, 2011']);
    expect(titles('Mr Speaker, this Bill, 2011 is short.')).toEqual([]);
    expect(titles('BILLS - CONSIDERATION STAGE\nCriminal Offences (Amendment)\nBill, 2011')).toEqual(['Criminal Offences (Amendment) Bill, 2011']);
  });

  it('finds several bills and reads OCR years', () => {
    const text = 'The Ghana Maritime Authority (Amendment) Bill, 201 1 and the Ghana Shipping (Amendment) Bill, 20 l l were passed.';
    expect(findBillNames(text).map((m) => m.title)).toEqual(['Ghana Maritime Authority (Amendment) Bill, 2011', 'Ghana Shipping (Amendment) Bill, 2011']);
  });

  it('needs a year unless told otherwise', () => {
    const text = 'the debate on the Presidential (Transition) Bill continued';
    expect(findBillNames(text)).toEqual([]);
    expect(findBillNames(text, { requireYear: false }).map((m) => m.title)).toEqual(['Presidential (Transition) Bill']);
  });
});
