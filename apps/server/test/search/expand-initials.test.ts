import { describe, expect, it } from 'vitest';
import { expandInitials, initialKeys, type MemberInitials } from '../../src/modules/records/search/expand-initials.js';
import { parseSearchQuery } from '../../src/modules/records/search/parse-search-query.js';
import { typedPairs } from '../../src/modules/records/search/join-typed-pairs.js';

const initials = (...names: string[]): MemberInitials => {
  const found = new Map<string, Map<string, Set<string>>>();
  for (const key of names.flatMap(initialKeys)) {
    const byName = found.get(key.initials) ?? found.set(key.initials, new Map()).get(key.initials)!;
    (byName.get(key.name) ?? byName.set(key.name, new Set()).get(key.name)!).add(key.first);
  }
  return found;
};

describe('initialKeys', () => {
  it('writes two or three first names as initials before the next name and the last', () => {
    expect(initialKeys('joseph boahen aidoo')).toEqual([{ initials: 'jb', name: 'aidoo', first: 'joseph' }]);
    expect(initialKeys('osei kyei mensah bonsu').map((key) => `${key.initials} ${key.name}`)).toEqual(['ok mensah', 'ok bonsu', 'okm bonsu']);
    expect(initialKeys('kofi asare')).toEqual([]);
  });
});

describe('expandInitials', () => {
  const members = initials('joseph boahen aidoo', 'enoch teye mensah', 'kobina tahir hammond', 'kwame tahir hammond');
  const terms = (q: string) => expandInitials(parseSearchQuery(q), q, members).parsed.terms.map((term) => term.parts.join('-'));

  it("searches a Member's initials, typed in capitals before their name, as their first name", () => {
    expect(terms('ET Mensah youth')).toEqual(['enoch', 'mensah', 'youth']);
    expect(terms('JB Aido')).toEqual(['joseph', 'aido']);
    expect(expandInitials(parseSearchQuery('JB Aidoo'), 'JB Aidoo', members).named).toEqual(['jb aidoo']);
  });

  it('leaves them out when Members of those initials and name have different first names', () => {
    expect(terms('KT Hammond')).toEqual(['hammond']);
  });

  it('keeps letters that are no Member’s initials before that name, or typed in lower case', () => {
    expect(terms('NDC Mensah')).toEqual(['ndc', 'mensah']);
    expect(terms('jb aidoo')).toEqual(['jb', 'aidoo']);
    expect(terms('ET youth')).toEqual(['et', 'youth']);
  });
});

describe('typedPairs', () => {
  it('offers two words typed side by side as the one word they may be, never small words or names', () => {
    const isName = (word: string) => word === 'bia';
    const pairs = (q: string) => typedPairs(parseSearchQuery(q), isName).map((pair) => `${pair.index}:${pair.joined}`);
    expect(pairs('e-payment gate way')).toEqual(['1:gateway']);
    expect(pairs('waste water bodies')).toEqual(['0:wastewater', '1:waterbodies']);
    expect(pairs('Bia road works')).toEqual(['1:roadworks']);
    expect(pairs('in to')).toEqual([]);
  });
});
