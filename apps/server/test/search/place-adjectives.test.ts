import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capitalisedWords, placeAdjectives } from '../../src/modules/records/search/place-adjectives.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { storeSittingWithSpeeches } from '../speeches/sitting-with-speeches.js';
import { fullMatchLabels, searchWords } from './search-words.js';

describe("a place's adjective", () => {
  it('is formed as English forms it, among a few candidates', () => {
    expect(placeAdjectives('africa')).toContain('african');
    expect(placeAdjectives('canada')).toContain('canadian');
    expect(placeAdjectives('ghana')).toContain('ghanaian');
    expect(placeAdjectives('europe')).toContain('european');
    expect(placeAdjectives('italy')).toContain('italian');
    expect(placeAdjectives('mexico')).toContain('mexican');
    expect(placeAdjectives('japan')).toContain('japanese');
    expect(placeAdjectives('tema')).toEqual(['teman', 'temaian', 'temian']);
  });

  it('is looked for only for words typed with a capital', () => {
    expect([...capitalisedWords('trade in West Africa and the ECOWAS region')]).toEqual(['west', 'africa']);
  });
});

// Turns written for the test.
const SAYS_ADJECTIVE = { label: 'Mr A', words: 'Mr Speaker, the West African sub-region looks to this College for training.' };
const SAYS_PLACE = { label: 'Mr B', words: 'Mr Speaker, students come from all over West Africa to train here.' };
const NEITHER = { label: 'Mr C', words: 'Mr Speaker, the West of the country needs a College too.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeSittingWithSpeeches(t.database.db, '2011-08-23', '2011-08-23', [SAYS_ADJECTIVE, SAYS_PLACE, NEITHER]);
});
afterAll(() => t.close());

const search = (q: string) => searchWords(t, q);

describe('a search for a place', () => {
  it("finds the speeches that say the place's adjective, marked in the excerpt", async () => {
    const found = await search('West Africa');
    expect(fullMatchLabels(found)).toEqual(['Mr A', 'Mr B']);
    expect(found.data.speeches.find((s) => s.label === 'Mr A')!.excerpt).toContain('<mark>African</mark>');
  });
});
