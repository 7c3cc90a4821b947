import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseOcr } from '../../src/modules/records/ingest/normalise-ocr.js';
import { FIXTURE_FILES, FIXTURES, readFixture } from '../support/official-report-fixtures.js';
import { describeWithSharedData, ghanaHansardsDir } from '../support/shared-data.js';

/** A whole record keeps its line structure and is stable when normalised again. */
function expectStable(input: string): string {
  const once = normaliseOcr(input);
  const inputLines = input.split('\n').length;
  const lines = once.split('\n').length;
  expect(lines).toBeLessThanOrEqual(inputLines);
  expect(lines).toBeGreaterThan(inputLines * 0.97);
  expect(normaliseOcr(once)).toBe(once);
  expect(once).not.toMatch(/\[C0L\.|\bN0\.\s*\d/);
  return once;
}

describe('normaliseOcr', () => {
  it('repairs column references in the CONTENTS list', () => {
    expect(normaliseOcr('WELCOME ADDRESS -- [C0L. 1]')).toBe('WELCOME ADDRESS -- [Col. 1]');
    expect(normaliseOcr('Ministry of Local Government- [Co1. 600]')).toBe('Ministry of Local Government- [Col. 600]');
    expect(normaliseOcr('Finance Facility- [CoI. 741] P.T.O.')).toBe('Finance Facility- [Col. 741] P.T.O.');
    expect(normaliseOcr('i) The Ghana Maritime Authority (Amendment) Bill, 2011 - [Col. 13 8]')).toContain('[Col. 138]');
    expect(normaliseOcr('iii) The Ghana Shipping (Amendment) Bill, 2011 --- [Cols. 1 3 8, 152]')).toContain('[Cols. 138, 152]');
    expect(normaliseOcr('PAPERS - [Cols. 76O-769]')).toBe('PAPERS - [Cols. 760-769]');
    expect(normaliseOcr('Project- [col. 114]')).toBe('Project- [Col. 114]');
    expect(normaliseOcr('i) Road Traffic Regulations, 2012 - [Col 63 7]')).toContain('[Col. 637]');
  });

  it('repairs column markers read with letters', () => {
    expect(normaliseOcr('[ll9]\nMadam Speaker: Yes.')).toBe('[119]\nMadam Speaker: Yes.');
    // A bracketed word is left alone.
    expect(normaliseOcr('[Interruption]')).toBe('[Interruption]');
  });

  it('repairs years and ordinals in dates and bill names', () => {
    expect(normaliseOcr('Monday, 22nd August 201 1, as corrected')).toBe('Monday, 22nd August 2011, as corrected');
    expect(normaliseOcr('ii) Mental Health Bill, 201O -- [Col. 72]')).toContain('Mental Health Bill, 2010 --');
    expect(normaliseOcr('Local Government (Amendment) Bill, 20 12 -- [Col. 697]')).toContain('Bill, 2012 --');
    expect(normaliseOcr('on the Public Health Bill, 20 l I .')).toContain('Public Health Bill, 2011 .');
    expect(normaliseOcr('Thursday, 3 lst May, 20 12')).toBe('Thursday, 31st May, 2012');
    expect(normaliseOcr('Proceedings of Tuesday, 23" August,\n2011.')).toBe('Proceedings of Tuesday, 23rd August,\n2011.');
    expect(normaliseOcr('Proceedings of Tuesday, 23"‘ August, 2011')).toBe('Proceedings of Tuesday, 23rd August, 2011');
    expect(normaliseOcr('till Friday, 1*’ June, 2012')).toBe('till Friday, 1st June, 2012');
    // Years that are right, and numbers that are not years, are untouched.
    expect(normaliseOcr('Local Government Act, 1993 (Act 462)')).toBe('Local Government Act, 1993 (Act 462)');
    expect(normaliseOcr('fifty per cent (50%) of 2,000 cedis')).toBe('fifty per cent (50%) of 2,000 cedis');
  });

  it('repairs "No." and "OF" in the cover and headings, but not prose "or"', () => {
    expect(normaliseOcr('FOURTH SERIES VOL. 76 N0. 13')).toBe('FOURTH SERIES VOL. 76 No. 13');
    expect(normaliseOcr("CONSIDERATION STAGE or BILLS-- '")).toBe("CONSIDERATION STAGE OF BILLS-- '");
    expect(normaliseOcr('CONSIDERATION STAGE OP BILLS ---')).toBe('CONSIDERATION STAGE OF BILLS ---');
    expect(normaliseOcr('VOTES AND PROCEEDINGS AND THE OFFICLAL REPORT')).toBe('VOTES AND PROCEEDINGS AND THE OFFICIAL REPORT');
    expect(normaliseOcr('whether to delete or amend the clause')).toBe('whether to delete or amend the clause');
  });

  it('repairs tildes, honorifics and digits read inside names', () => {
    expect(normaliseOcr('the Attorney~General’s Department')).toBe('the Attorney-General’s Department');
    expect(normaliseOcr('THIRD READING OF BILLS -~')).toBe('THIRD READING OF BILLS -');
    expect(normaliseOcr('MrAvoka: Mr Speaker')).toBe('Mr Avoka: Mr Speaker');
    expect(normaliseOcr('DrA. A. Osei: Madam Speaker')).toBe('Dr A. A. Osei: Madam Speaker');
    expect(normaliseOcr('Mr-Bandua: I agree')).toBe('Mr Bandua: I agree');
    expect(normaliseOcr('Mr Bart0n-Odro: Yes')).toBe('Mr Barton-Odro: Yes');
    expect(normaliseOcr('Mr Osei-0wusu_: Yes')).toBe('Mr Osei-Owusu_: Yes');
    expect(normaliseOcr('A1haji Abdul-Rashid Pelpuo: Thank')).toBe('Alhaji Abdul-Rashid Pelpuo: Thank');
    expect(normaliseOcr('Minister for Transport (Alhaji Collins\nDauda) (IVJIP): Mr Speaker')).toContain('Dauda) (MP): Mr Speaker');
    expect(normaliseOcr('Mr Samuel 0. Ampofo: Madam')).toBe('Mr Samuel O. Ampofo: Madam');
    expect(normaliseOcr('Public HealthBill, 2011')).toBe('Public Health Bill, 2011');
    // Amounts keep their digits.
    expect(normaliseOcr('US$2,000,000,000.00')).toBe('US$2,000,000,000.00');
  });

  it('repairs time stamps', () => {
    expect(normaliseOcr('1.OOp.m.')).toBe('1.00p.m.');
    expect(normaliseOcr('l2.l5 p.m.')).toBe('12.15 p.m.');
  });

  it('joins words hyphenated across a line break without losing the line structure', () => {
    expect(normaliseOcr('Ministry of Justice and Attorney-\nGeneral, not the Ministry')).toBe('Ministry of Justice and Attorney-General,\nnot the Ministry');
    // A word broken only by the line end joins up when the sitting uses the whole word elsewhere.
    expect(normaliseOcr('Rehabilitation Project\nMampong Water Supply Rehabili-\ntation and Expansion')).toBe('Rehabilitation Project\nMampong Water Supply Rehabilitation\nand Expansion');
    // Otherwise the hyphen is kept: it may be a real one ("swearing-in").
    expect(normaliseOcr('only come for swearing-\nin and not election')).toBe('only come for swearing-in\nand not election');
    // A dash before the next speaker's label is not a hyphen.
    expect(normaliseOcr('Hon\nPapa-\nPapa Owusu-Ankomah: So I do not')).toBe('Hon\nPapa-\nPapa Owusu-Ankomah: So I do not');
    expect(normaliseOcr('Mr Avoka -rose-\nMr Second Deputy Speaker: Hon')).toBe('Mr Avoka -rose-\nMr Second Deputy Speaker: Hon');
    // A heading's trailing dash is not a hyphen either.
    expect(normaliseOcr('CONSIDERATION STAGE OF BILLS-\nPresidential (Transition) Bill, 2010')).toBe('CONSIDERATION STAGE OF BILLS-\nPresidential (Transition) Bill, 2010');
  });

  it('normalises line endings and strips the byte-order mark and trailing spaces', () => {
    expect(normaliseOcr('\uFEFFPRAYERS  \r\nMadam Speaker: Hon Members\r\n')).toBe('PRAYERS\nMadam Speaker: Hon Members\n');
  });

  describe('on the Official Report fixtures', () => {
    it.each(FIXTURE_FILES)('%s keeps its line structure and is stable when normalised again', (file) => {
      const input = readFixture(file);
      const once = expectStable(input);
      // Every line is kept: the fixtures' one hyphenated word moves up, it does not join two lines.
      expect(once.split('\n')).toHaveLength(input.split('\n').length);
    });

    it('repairs the OCR slips printed in the fixtures, and only those', () => {
      const special = normaliseOcr(readFixture(FIXTURES.special));
      expect(special.split('\n').slice(0, 2)).toEqual(['FOURTH SERIES VOL.74 No. 3', '24TH AUGUST, 2011']);
      expect(special).toContain('VOTES AND PROCEEDINGS AND THE OFFICIAL REPORT -- [Col. 129]');
      expect(special).toContain('Development Bank -- [Col. 130]');
      expect(special).toContain("CONSIDERATION STAGE OF BILLS-- '");
      expect(special).toContain('Ghana Maritime Authority (Amendment) Bill, 2011 -- [Col. 131]');
      expect(special).toContain('THIRD READING OF BILLS -\n');
      expect(special).toContain('iii) The Ghana Shipping (Amendment) Bill, 2011 --- [Cols. 133, 135]');
      expect(special).toContain('ADJOURNMENT --- [Col. 136]');
      expect(special).toContain('Proceedings of Tuesday, 23rd August,\n2011, page by page.');
      expect(special).toContain('of Tuesday, 23rd August, 2011, as');
      expect(special).toContain('Mr Ebo Barton-Odro: Mr Speaker');
      expect(special).toContain('Dauda) (MP): Mr Speaker');
      expect(special).toContain('\n[131]\n');
      expect(special).toContain('\n11.05 a.m.\n');
      expect(special).toContain('BILLS-THIRD READING');
      expect(special).toContain('BILLS -THIRD READING');
      expect(special).toContain('\nAlhaji Abdul-Rashid Pelpuo: Mr Speaker,');
      // The adjournment keeps its times and dates as printed.
      expect(special).toContain('adjourned at\n1.05 p.m. till Thursday, 25th August, 2011\nat 10.00 a.m.');

      const first = normaliseOcr(readFixture(FIXTURES.dataProtection));
      expect(first).toContain('Ministry of Local Government and Rural Development-[Col. 412]');
      expect(first).toContain('Report of the Committee on Health on the Public Health Bill, 2011 [Col. 413]');
      expect(first).toContain('Local Government (Amendment) Bill, 2012 - [Col. 419]');
      expect(first).toContain('Electronic Transactions (Amendment) Bill, 2011 - [Col. 417]');
      expect(first).toContain('CONSIDERATION STAGE OF BILLS -');
      expect(first).toContain('ADJOURNMENT - [Col. 420]');
      expect(first).toContain('Wednesday, 1st February, 2012.');
      expect(first).toContain('(Mr Samuel O. Ampofo): Madam');
      expect(first).toContain('\nMr Cletus A. Avoka: Madam Speaker');
      expect(first).toContain('\nMr Avoka: Mr Speaker');
      expect(first).toContain('\n12.15 p.m.\n');
      expect(first).toContain('the Committee on Communications\nhas no further amendment');
      // The seat's dash before the line end is not a hyphen.
      expect(first).toContain('Papa Owusu-Ankomah (NPP -\nSekondi): Mr Speaker');

      const education = normaliseOcr(readFixture(FIXTURES.education));
      expect(education).toContain('October, 2011 are adopted.');
      expect(education).toContain('\nDr Anthony A. Osei: Mr Speaker');
      expect(education).toContain('\n11.10 a.m.\n');
      // "Mm" is left for the speaker resolver; running heads are untouched.
      expect(education).toContain('\nMm Mould-Iddrisu: Mr Speaker');
      expect(education).toContain('\n113 Oral Answers 26 October, 2011 Oral Answers 114\n');
    });
  });
});

describeWithSharedData('normaliseOcr on the real sittings of 2011-2012', () => {
  const files = readdirSync(ghanaHansardsDir).filter((f) => f.endsWith('.txt'));

  it.each(files)('%s keeps its line structure and is stable when normalised again', (file) => {
    expectStable(readFileSync(path.join(ghanaHansardsDir, file), 'utf8'));
  });
});
