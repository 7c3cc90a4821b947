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
