import { describe, expect, it } from 'vitest';
import { MONTH_NAMES } from './constants.js';

describe('MONTH_NAMES', () => {
  it("are en-GB's long month names, January first, as Intl writes them", () => {
    const intl = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
    expect(MONTH_NAMES).toEqual(Array.from({ length: 12 }, (_, i) => intl.format(Date.UTC(2011, i, 1))));
    expect(MONTH_NAMES.join('|')).toBe('January|February|March|April|May|June|July|August|September|October|November|December');
  });
});
