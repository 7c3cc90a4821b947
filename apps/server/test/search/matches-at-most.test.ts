import { describe, expect, it } from 'vitest';
import { matchesAtMost } from '../../src/modules/records/search/matches-at-most.js';
import { parseSearchQuery } from '../../src/modules/records/search/parse-search-query.js';

const counts: Record<string, number> = { cocoa: 8000, farmers: 3000, point: 20000, of: 900000, order: 50000, feedin: 40, feed: 900, in: 500000, tariff: 700, galamsey: 4000 };
const words = (corrections: Record<string, string> = {}) => ({ uses: (word: string) => counts[word] ?? 0, corrections: new Map(Object.entries(corrections)), splits: new Map<string, [string, string]>() });

describe('how many speeches a search can match at most, before it runs', () => {
  it('is the count of its rarest word or phrase', () => {
    expect(matchesAtMost(parseSearchQuery('cocoa farmers'), words())).toBe(3000);
    // A phrase by its rarest word; a word the record never says, none.
    expect(matchesAtMost(parseSearchQuery('"point of order"'), words())).toBe(20000);
    expect(matchesAtMost(parseSearchQuery('cocoa "point of order"'), words())).toBe(8000);
    expect(matchesAtMost(parseSearchQuery('cocoa zzyzx'), words())).toBe(0);
  });

  it('counts a hyphenated word joined and in parts, and a misspelt word with the record’s spelling', () => {
    expect(matchesAtMost(parseSearchQuery('feed-in'), words())).toBe(40 + 900);
    expect(matchesAtMost(parseSearchQuery('feed-in tariff'), words())).toBe(700);
    expect(matchesAtMost(parseSearchQuery('galamsy'), words({ galamsy: 'galamsey' }))).toBe(4000);
  });
});
