import { describe, expect, it } from 'vitest';
import { formatBillDate } from './format-bill-date';

describe('formatBillDate', () => {
  it("uses the locale's short date form for that calendar day", () => {
    expect(formatBillDate('2018-03-29', 'en-GB')).toBe('29/03/2018');
    expect(formatBillDate('2018-03-29', 'en-US')).toBe('3/29/2018');
  });

  it('defaults to the runtime locale, as toLocaleDateString() does', () => {
    expect(formatBillDate('2019-05-24')).toBe(new Date(2019, 4, 24).toLocaleDateString());
  });

  it('returns anything that is not a calendar date unchanged', () => {
    expect(formatBillDate('2019')).toBe('2019');
  });
});
