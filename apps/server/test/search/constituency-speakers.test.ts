import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { PEOPLE_SEED_FILE, searchVectorsStale, searchWords as vocabulary } from '@kakyere/db';
import type { PopoloPeopleFile } from '@kakyere/contract';
import { importPeople } from '../../src/modules/records/people/import-people.js';
import { parsePeopleFile } from '../../src/modules/records/people/read-people-file.js';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { revectorStaleSittings } from '../../src/modules/records/search-index/revector-stale-sittings.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { storeSittingWithSpeeches } from '../speeches/sitting-with-speeches.js';
import { searchWords } from './search-words.js';

// Members of the seed: Matthew Opoku Prempeh sat for Manhyia in the 5th Parliament and for Manhyia
// South from the 6th; Elizabeth K. T. Sackey for Okaikwei North; Mubarak Muntaka for Asawase. The
// turns are written for the test, and none names a constituency.
const PREMPEH = 'person/matthew-opoku-prempeh';
const SACKEY = 'person/elizabeth-k-t-sackey';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.database.db);
  await storeSittingWithSpeeches(t.database.db, '2012-05-31', '2012-05-31', [
    { label: 'Dr Prempeh', personId: PREMPEH, words: 'Mr Speaker, this House passed a law making narcotics offences serious.' },
    { label: 'Alhaji Muntaka', personId: 'person/mubarak-mohammed-muntaka', words: 'Mr Speaker, the sentence should not be less than twelve months.' },
    { label: 'Mrs Sackey', personId: SACKEY, words: 'Madam Speaker, the women of my constituency sell in the markets.' },
    { label: 'Mr Speaker', words: 'Hon Members, the South African delegation is in the gallery.' },
  ]);
  await storeSittingWithSpeeches(t.database.db, '2014-02-12', '2014-02-12', [
    { label: 'Dr Prempeh', personId: PREMPEH, words: 'Mr Speaker, the schools in the north need teachers.' },
  ]);
});
afterAll(() => t.close());

// The speeches that match it all (the turns around them follow as their exchange).
const found = async (q: string) => (await searchWords(t, q)).data.speeches.filter((s) => s.match === 'all').map((s) => `${s.date} ${s.label}`);

describe('a search of a constituency', () => {
  it("finds what its Member said, by the seat they held that day", async () => {
    expect(await found('Asawase')).toEqual(['2012-05-31 Alhaji Muntaka']);
    expect(await found('Manhyia')).toEqual(['2012-05-31 Dr Prempeh']);
    expect(await found('Manhyia South')).toEqual(['2014-02-12 Dr Prempeh']);
    expect(await found('Okaikwei North markets')).toEqual(['2012-05-31 Mrs Sackey']);
    // The Official Report's spelling, one of the seat's other names in the people file.
    expect(await found('Okaikoi North markets')).toEqual(['2012-05-31 Mrs Sackey']);
  });

  it('does not find every Member for a North or a South by that word alone', async () => {
    expect(await found('south')).toEqual(['2012-05-31 Mr Speaker']);
    expect(await found('north')).toEqual(['2014-02-12 Dr Prempeh']);
    expect(await found('Okaikwei')).toEqual([]);
  });

  it("takes the words of a Member's role beside a seat or a name for who, not for what was said", async () => {
    expect(await found('Asawase MP')).toEqual(['2012-05-31 Alhaji Muntaka']);
    expect(await found('MP for Manhyia South')).toEqual(['2014-02-12 Dr Prempeh']);
    expect(await found('Member of Parliament for Asawase')).toEqual(['2012-05-31 Alhaji Muntaka']);
    expect(await found('Hon Muntaka sentence')).toEqual(['2012-05-31 Alhaji Muntaka']);
    expect((await searchWords(t, 'Asawase MP')).data.members.map((m) => m.name)).toEqual(['Mubarak Mohammed Muntaka']);
    // Beside no name the words are what is searched: no speech says "MP".
    expect(await found('MP gallery')).toEqual([]);
  });

  it('follows a constituency renamed by a people import, and leaves the vocabulary as it was', async () => {
    const words = async () => (await t.database.db.select().from(vocabulary)).map((row) => `${row.word}:${row.speeches}`).sort();
    const before = await words();
    const file = JSON.parse(await readFile(PEOPLE_SEED_FILE, 'utf8')) as PopoloPeopleFile;
    const area = file.areas!.find((a) => a.id === 'area/okaikwei-north')!;
    area.name = 'Okaikwei Central';
    area.other_names = [];
    await importPeople(t.database.db, parsePeopleFile(file));
    expect(await t.database.db.select().from(searchVectorsStale)).toEqual([]);
    expect(await found('Okaikwei-Central')).toEqual(['2012-05-31 Mrs Sackey']);
    expect(await found('Okaikoi-North')).toEqual([]);
    expect(await words()).toEqual(before);
  });

  it('indexes again, once, the sittings listed stale (as migration 0027 lists those stored before)', async () => {
    await t.database.db.insert(searchVectorsStale).values([{ hansardId: '2012-05-31' }, { hansardId: '2014-02-12' }]);
    expect(await revectorStaleSittings(t.database.db)).toBe(2);
    expect(await revectorStaleSittings(t.database.db)).toBe(0);
    expect(await found('Asawase')).toEqual(['2012-05-31 Alhaji Muntaka']);
  });
});
