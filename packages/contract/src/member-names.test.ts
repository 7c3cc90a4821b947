import { describe, expect, it } from 'vitest';
import { foldName, formatPopoloDate, memberPath, parliamentName, personSlug, searchWords } from './member-names.js';

describe('member names', () => {
  it('folds accents, case, hyphens and the letters of Ghanaian languages', () => {
    expect(foldName('Osei Kyei-Mensah-Bónsu')).toBe('osei kyei mensah bonsu');
    expect(foldName("  Ɛfua  Ɔdɔm (Dr.) O'Brien ")).toBe('efua odom dr o brien');
    expect(foldName('ŊKANSAH')).toBe('nkansah');
  });

  it('takes the words of a search once each, in any order', () => {
    expect(searchWords('Kyei Mensah kyei-Bonsu')).toEqual(['kyei', 'mensah', 'bonsu']);
    expect(searchWords(' - ')).toEqual([]);
  });

  it('makes a readable slug and address for a person', () => {
    expect(personSlug('Osei Kyei-Mensah-Bonsu')).toBe('osei-kyei-mensah-bonsu');
    expect(personSlug('Dr. Ɛfua Ɔdɔm')).toBe('dr-efua-odom');
    expect(personSlug('…')).toBe('member');
    expect(memberPath('osei-kyei-mensah-bonsu', 'Osei Kyei-Mensah-Bonsu')).toBe('/members/osei-kyei-mensah-bonsu/osei-kyei-mensah-bonsu');
  });

  it('names Parliaments and writes partial dates as far as they go', () => {
    expect([1, 2, 3, 4, 9, 11, 12, 21].map(parliamentName)).toEqual([
      '1st Parliament',
      '2nd Parliament',
      '3rd Parliament',
      '4th Parliament',
      '9th Parliament',
      '11th Parliament',
      '12th Parliament',
      '21st Parliament',
    ]);
    expect(formatPopoloDate('2012-01-24')).toBe('24 January 2012');
    expect(formatPopoloDate('2012-01')).toBe('January 2012');
    expect(formatPopoloDate('2012')).toBe('2012');
  });
});
