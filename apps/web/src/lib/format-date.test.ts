import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDateToUtc } from './format-date';

describe('formatLongDate', () => {
  it('writes a Hansard date in en-GB long form', () => {
    expect(formatLongDate('2012-02-14')).toBe('14 February 2012');
    expect(formatLongDate('2011-08-02')).toBe('2 August 2011');
  });

  it('does not shift the day whatever the time zone of the reader', () => {
    expect(formatLongDate('2012-01-01')).toBe('1 January 2012');
    expect(formatLongDate('2012-12-31')).toBe('31 December 2012');
  });

  it('spells every month as the en-GB locale does', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const iso = `2012-${String(month).padStart(2, '0')}-28`;
      expect(formatLongDate(iso)).toBe(intl.format(Date.UTC(2012, month - 1, 28)));
    }
  });

  it('gives back text it cannot read as a date unchanged', () => {
    expect(formatLongDate('sometime in 2012')).toBe('sometime in 2012');
  });
});

describe('isoDateToUtc', () => {
  it('reads YYYY-MM-DD as midnight UTC', () => {
    expect(isoDateToUtc('2012-02-14')).toBe(Date.UTC(2012, 1, 14));
    expect(isoDateToUtc('14/02/2012')).toBeNull();
  });
});
