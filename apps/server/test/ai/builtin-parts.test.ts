import { describe, expect, it } from 'vitest';
import { buildContext } from '../../src/modules/engines/ai/hansard-analysis/builtin/context.js';
import { extractKeyTopics } from '../../src/modules/engines/ai/hansard-analysis/builtin/extract-key-topics.js';
import { clipWords, formatDate, speakerPhrase, titleCase } from '../../src/modules/engines/ai/hansard-analysis/builtin/format.js';
import { sessionType } from '../../src/modules/engines/ai/hansard-analysis/builtin/session-type.js';
import { matchLexicon, tagIndustries } from '../../src/modules/engines/ai/hansard-analysis/builtin/tag-industries.js';
import { billTitleKey as billKey, billRegExp } from '../../src/modules/engines/official-report/bill-names.js';
import { widenToSentence } from '../../src/modules/engines/ai/hansard-analysis/builtin/widen-to-sentence.js';
import { buildSitting, healthSitting } from './builtin-fixtures.js';

describe('session type', () => {
  it('keeps another legislature\'s meeting as printed, or falls back', () => {
    expect(sessionType(buildSitting('SPECIAL MEETING\nThe House met at 10.00 a.m.', { meeting: 'Special Meeting' }))).toBe('Special Meeting');
    expect(sessionType(buildSitting('THIRD MEETING; 2011\nThe House met', { meeting: null, date: '2011-10-26' }))).toBe('Third Meeting');
    expect(sessionType(buildSitting('The House met at 10.00 a.m.', { meeting: null }))).toBe('Sitting of Parliament');
  });

  it('gives the full form from the cover when it prints the session and Parliament', () => {
    const cover = 'IN THE SECOND MEETING OF THE FOURTH SESSION OF THE\nFIFTH PARLIAMENT OF THE FOURTH REPUBLIC OF GHANA\nThe House met at 10.00 a.m.';
    expect(sessionType(buildSitting(cover, { meeting: 'Second Meeting', date: '2012-05-15' }))).toBe(
      'Plenary Sitting — Second Meeting, Fourth Session, Fifth Parliament',
    );
  });

  it('finds the session and Parliament from the date when a Ghana cover prints only the meeting', () => {
    const cover = (meeting: string) => `PARLIAMENT OF THE REPUBLIC\nOF GHANA\n${meeting}\nThe House met at 10.00 a.m.`;
    expect(sessionType(buildSitting(cover('FIRST MEETING, 2012'), { meeting: 'First Meeting', date: '2012-01-26' }))).toBe(
      'Plenary Sitting — First Meeting, Fourth Session, Fifth Parliament',
    );
    expect(sessionType(buildSitting(cover('SPECIAL MEETING, 2011'), { meeting: 'Special Meeting', date: '2011-08-24' }))).toBe(
      'Plenary Sitting — Special Meeting, Third Session, Fifth Parliament',
    );
    // A new Parliament opens on 7 January: the 6th still belongs to the last session of the old one.
    expect(sessionType(buildSitting(cover('FIRST MEETING, 2013'), { meeting: 'First Meeting', date: '2013-01-08' }))).toBe(
      'Plenary Sitting — First Meeting, First Session, Sixth Parliament',
    );
    expect(sessionType(buildSitting(cover(''), { meeting: null, date: '2013-01-06' }))).toBe('Plenary Sitting — Fourth Session, Fifth Parliament');
    expect(sessionType(buildSitting(cover('FIRST MEETING'), { meeting: 'First Meeting', date: null }))).toBe('First Meeting');
  });
});

describe('industry tagging', () => {
  it('discounts a word that names an office: "Minister for Finance" is not a debate about finance', () => {
    const [office] = matchLexicon('the minister for finance and economic planning'.split(' '), true);
    const [subject] = matchLexicon('the finance of the district'.split(' '), true);
    expect(office!.weight).toBeLessThan(subject!.weight);
  });

  it('prefers the longest phrase: "mental health" is one Healthcare match, not "mental" plus "health"', () => {
    const matches = matchLexicon('the mental health authority'.split(' '), false);
    expect(matches.map((m) => m.entry.term)).toEqual(['mental health']);
  });

  it('counts a phrase for each industry it belongs to ("trade finance")', () => {
    const industries = matchLexicon('a trade finance facility'.split(' '), false).map((m) => m.entry.industry);
    expect(industries).toEqual(expect.arrayContaining(['Finance', 'Trade']));
  });

  it('does not tag a sitting on a passing mention', () => {
    const text = `The House met at 10.00 a.m.\n\n[MR SPEAKER IN THE CHAIR]\n\nMr Kojo Mensah: Mr Speaker, the district assembly must publish its accounts on time. As the farmers in my constituency know, the assembly has not met since June. The House should ask the assembly to explain the delay to the people of the district.\n`;
    const sitting = buildSitting(text, { speeches: [{ label: 'Mr Kojo Mensah', speaker: { name: 'Kojo Mensah', honorific: 'Mr' } }] });
    expect(tagIndustries(buildContext(sitting))).toEqual([]);
  });

  it('ranks industries by weight and gives each a quote containing a word that triggered it', () => {
    const tags = tagIndustries(buildContext(healthSitting()));
    expect(tags[0]!.industry).toBe('Healthcare');
    expect(tags[0]!.quote).toMatch(/Health/);
  });
});

describe('key topics', () => {
  it('puts the order of business first and drops phrases already inside a chosen topic', () => {
    const topics = extractKeyTopics(buildContext(healthSitting()));
    expect(topics.slice(0, 2)).toEqual(['Community Health Workers Bill, 2024', 'Cholera Outbreak in the Coastal Districts']);
    expect(topics).not.toContain('Community Health Workers');
    expect(topics).not.toContain('Coastal Districts');
  });
});

describe('bill patterns', () => {
  it('finds a bill despite OCR: words run together, letters for digits, a split year', () => {
    const re = billRegExp('Public Health Bill, 2011')!;
    expect('Report on the Public HealthBill, 2011'.match(re)?.[0]).toBe('the Public HealthBill, 2011');
    expect('the Mental Health Bill, 201O was'.match(billRegExp('Mental Health Bill, 2010')!)?.[0]).toBe('the Mental Health Bill, 201O');
    expect('Criminal Offences (Amendment) Bill, 201 1 --'.match(billRegExp('Criminal Offences (Amendment) Bill, 2011')!)?.[0]).toBe(
      'Criminal Offences (Amendment) Bill, 201 1',
    );
  });

  it('gives one key to the forms a bill is printed in', () => {
    const key = billKey('Ghana Shipping (Amendment) Bill, 2011');
    expect(billKey('ii) The Ghana Shipping (Amendment) Bill, 2011 -- [Col. 138]')).toBe(key);
    expect(billKey('Report of the Committee on Transport on the Ghana Shipping (Amendment) Bill, 2011')).toBe(key);
  });
});

describe('formatting', () => {
  it('writes dates as readers expect', () => {
    expect(formatDate('2011-08-24')).toBe('24 August 2011');
    expect(formatDate('2011-08-24', true)).toBe('Wednesday, 24 August 2011');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('24/08/2011')).toBeNull();
  });

  it('title-cases headings, keeping acronyms and mixed-case names', () => {
    expect(titleCase('STRIKE BY MEMBERS OF THE GHANA MEDICAL ASSOCIATION (GMA)')).toBe('Strike by Members of the Ghana Medical Association (GMA)');
    expect(titleCase('receivables-backed trade finance facility')).toBe('Receivables-backed Trade Finance Facility');
    expect(titleCase('COCOBOD')).toBe('COCOBOD');
    expect(titleCase('the e-Zwich rural banking project')).toBe('The e-Zwich Rural Banking Project');
  });

  it('names speakers by office and name', () => {
    expect(speakerPhrase({ label: 'Minister for Education (Mrs Betty Mould-Iddrisu)', name: 'Betty Mould-Iddrisu', role: 'Minister for Education', honorific: 'Mrs' })).toBe(
      'the Minister for Education (Mrs Betty Mould-Iddrisu)',
    );
    expect(speakerPhrase({ label: 'Mr Isaac Osei', name: 'Isaac Osei', role: null, honorific: 'Mr' })).toBe('Mr Isaac Osei');
  });

  it('clips at a word boundary', () => {
    expect(clipWords('Waiver of Stamp Duty on Offshore Syndicated Facility', 30)).toBe('Waiver of Stamp Duty on…');
  });
});

describe('quote widening', () => {
  it('widens a bill name to its sentence, but not across a page break', () => {
    const text = 'Mr Speaker, I beg to move. The Data Protection Bill, 2010 was read the third time and passed. Next.';
    const at = text.indexOf('Data Protection');
    const wide = widenToSentence(text, { start: at, end: at + 26 });
    expect(text.slice(wide.start, wide.end)).toBe('The Data Protection Bill, 2010 was read the third time and passed.');
    const broken = 'The Committee considered the Data Protection\n\n[452]\n\nBill, 2010 at length.';
    const narrow = { start: broken.indexOf('Data'), end: broken.indexOf('Data') + 15 };
    expect(widenToSentence(broken, narrow)).toEqual(narrow);
  });
});
