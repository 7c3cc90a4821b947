import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { storeSittingWithSpeeches } from '../speeches/sitting-with-speeches.js';
import { searchWords } from './search-words.js';

// The seed's Members include Collins Dauda and Dawuda Iddrisu: "Dawuda" is a name, but not one the sitting says.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.database.db);
  await storeSittingWithSpeeches(t.database.db, '2011-08-23', '2011-08-23', [
    { label: 'Alhaji Dauda', personId: 'person/collins-dauda', words: 'Mr Speaker, I beg to move the Motion on the shipping permits.' },
    { label: 'Mr Speaker', words: 'Question proposed.' },
  ]);
});
afterAll(() => t.close());

const search = (q: string) => searchWords(t, q);

describe('a name typed as another Member spells it', () => {
  it('is corrected to the name the record says when no speech says it or is by it', async () => {
    const found = await search('Collins Dawuda');
    expect(found.data.corrected).toEqual([{ typed: 'dawuda', searched: 'dauda' }]);
    expect(found.data.speeches.filter((s) => s.match === 'all').map((s) => s.label)).toEqual(['Alhaji Dauda']);
  });

  it('is searched as typed once a speech is by that Member', async () => {
    await storeSittingWithSpeeches(t.database.db, '2011-08-24', '2011-08-24', [
      { label: 'Mr Dawuda Iddrisu', personId: 'person/dawuda-iddrisu', words: 'Mr Speaker, I rise to support the Motion.' },
    ]);
    const found = await search('Dawuda');
    expect(found.data.corrected).toEqual([]);
    expect(found.data.speeches.map((s) => s.label)).toEqual(['Mr Dawuda Iddrisu']);
  });
});

describe('a word misspelt beside a name', () => {
  it('is corrected to the nearest name when a name is as near as a word the record says', async () => {
    await storeSittingWithSpeeches(t.database.db, '2011-08-25', '2011-08-25', [
      { label: 'Mr Kofi Asare', personId: 'person/kofi-asare', words: 'Mr Speaker, the shipping permits are ready.' },
      { label: 'Mr Speaker', words: 'I assure the House that the Minister will come.' },
      { label: 'Alhaji Dauda', personId: 'person/collins-dauda', words: 'Let me assure Hon Members of the shipping permits.' },
    ]);
    // "assare" is one slip from "assure" (said twice) and from the name Asare.
    const beside = await search('Kofi Assare');
    expect(beside.data.corrected).toEqual([{ typed: 'assare', searched: 'asare' }]);
    expect(beside.data.speeches.filter((s) => s.match === 'all').map((s) => s.label)).toEqual(['Mr Kofi Asare']);
    // Alone and in lower case it is the commoner word.
    expect((await search('assare permits')).data.corrected).toEqual([{ typed: 'assare', searched: 'assure' }]);
  });
});
