import { describe, expect, it } from 'vitest';
import { formatBillDate } from './format-bill-date';

describe('formatBillDate', () => {
  it("names the month in the reader's locale, so no reader takes 12/16 for 16/12", () => {
    expect(formatBillDate('2021-12-16', 'en-GB')).toBe('16 Dec 2021');
    expect(formatBillDate('2021-12-16', 'en-US')).toBe('Dec 16, 2021');
    expect(formatBillDate('2021-12-16', 'en-GH')).toBe('16 Dec 2021');
    expect(formatBillDate('2021-12-16', 'fr')).toBe('16 déc. 2021');
    for (const locale of ['en-GB', 'en-US', 'en-GH', 'de', 'es', 'pt-BR']) {
      expect(formatBillDate('2018-03-29', locale), locale).not.toMatch(/^\d+\D\d+\D\d+$/);
    }
  });

  it('keeps the calendar day whatever the time zone', () => {
    expect(formatBillDate('2018-03-29', 'en-GB')).toBe('29 Mar 2018');
    expect(formatBillDate('2019-01-01', 'en-GB')).toBe('1 Jan 2019');
    expect(formatBillDate('2018-12-31', 'en-US')).toBe('Dec 31, 2018');
  });

  it('returns anything that is not a calendar date unchanged', () => {
    expect(formatBillDate('2019', 'en-GB')).toBe('2019');
  });
});
