import { describe, expect, it } from 'vitest';
import { daysSince, relativeDate } from './relative-date';

// Mid-afternoon local time, so no test depends on the hour it runs at.
const now = new Date(2025, 5, 15, 15, 30); // 15 June 2025

function daysBefore(days: number): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}

describe('relativeDate', () => {
  it('says Today for a sitting held today (and for a date in the future)', () => {
    expect(relativeDate(daysBefore(0), now)).toBe('Today');
    expect(relativeDate(daysBefore(-3), now)).toBe('Today');
  });

  it('says Yesterday for one day ago', () => {
    expect(relativeDate(daysBefore(1), now)).toBe('Yesterday');
  });

  it('counts days under 7 days', () => {
    expect(relativeDate(daysBefore(2), now)).toBe('2 days ago');
    expect(relativeDate(daysBefore(6), now)).toBe('6 days ago');
  });

  it('switches to weeks at 7 days, counting days/7 rounded down', () => {
    expect(relativeDate(daysBefore(7), now)).toBe('1 week ago');
    expect(relativeDate(daysBefore(13), now)).toBe('1 week ago');
    expect(relativeDate(daysBefore(14), now)).toBe('2 weeks ago');
    expect(relativeDate(daysBefore(29), now)).toBe('4 weeks ago');
  });

  it('switches to months at 30 days, counting days/30 rounded down', () => {
    expect(relativeDate(daysBefore(30), now)).toBe('1 month ago');
    expect(relativeDate(daysBefore(59), now)).toBe('1 month ago');
    expect(relativeDate(daysBefore(60), now)).toBe('2 months ago');
    expect(relativeDate(daysBefore(364), now)).toBe('12 months ago');
  });

  it('switches to years at 365 days', () => {
    expect(relativeDate(daysBefore(365), now)).toBe('1 year ago');
    expect(relativeDate(daysBefore(729), now)).toBe('1 year ago');
    expect(relativeDate(daysBefore(730), now)).toBe('2 years ago');
  });

  it('dates a 2012 Hansard in years', () => {
    expect(relativeDate('2012-02-14', now)).toBe('13 years ago');
  });

  it('gives back a date it cannot read unchanged', () => {
    expect(relativeDate('not a date', now)).toBe('not a date');
  });
});

describe('daysSince', () => {
  it('counts calendar days, not 24-hour periods', () => {
    const lateEvening = new Date(2025, 5, 15, 23, 59);
    const earlyMorning = new Date(2025, 5, 15, 0, 1);
    expect(daysSince('2025-06-14', lateEvening)).toBe(1);
    expect(daysSince('2025-06-14', earlyMorning)).toBe(1);
  });

  it('is not thrown off by a daylight-saving change in between', () => {
    expect(daysSince('2025-03-01', new Date(2025, 3, 1, 12))).toBe(31);
    expect(daysSince('2025-10-01', new Date(2025, 10, 1, 12))).toBe(31);
  });
});
