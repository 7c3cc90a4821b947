import { describe, expect, it } from 'vitest';
import { joinPlaceNames } from '../../src/modules/records/search/join-place-names.js';
import { parseSearchQuery } from '../../src/modules/records/search/parse-search-query.js';

const PLACES = new Set(['okaikwei north', 'ablekuma north', 'upper denkyira east', 'north tongu']);
const terms = (q: string) => joinPlaceNames(parseSearchQuery(q), PLACES).terms.map((term) => term.parts.join('-'));

describe('words that spell a constituency', () => {
  it('are one term, the longest name first, wherever they stand in the search', () => {
    expect(terms('the Member for Okaikwei North on markets')).toEqual(['member', 'okaikwei-north', 'markets']);
    expect(terms('Upper Denkyira East roads')).toEqual(['upper-denkyira-east', 'roads']);
    expect(terms('Ablekuma North Tongu')).toEqual(['ablekuma-north', 'tongu']);
  });

  it('stay words apart when they do not spell one in order', () => {
    expect(terms('north Okaikwei')).toEqual(['north', 'okaikwei']);
    expect(terms('Okaikwei roads North')).toEqual(['okaikwei', 'roads', 'north']);
    expect(terms('"Okaikwei North"')).toEqual([]);
  });
});
