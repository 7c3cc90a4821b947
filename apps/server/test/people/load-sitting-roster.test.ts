import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_SEED_FILE, type DatabaseHandle } from '@kakyere/db';
import type { PopoloPeopleFile } from '@kakyere/contract';
import { loadConfig } from '../../src/config.js';
import { openAppDatabase } from '../../src/open-app-database.js';
import { loadSittingRoster } from '../../src/modules/records/people/load-sitting-roster.js';
import { popoloSittingRoster } from '../../src/modules/records/people/popolo-sitting-roster.js';
import { addPersonAlias, listPersonAliases, PersonAliasError, removePersonAlias } from '../../src/modules/records/people/edit-person-aliases.js';
import { importPeople } from '../../src/modules/records/people/import-people.js';
import { readPeopleFile } from '../../src/modules/records/people/read-people-file.js';
import { resolveSpeakers } from '../../src/modules/engines/official-report/resolve-speakers.js';
import type { ParsedSitting } from '../../src/modules/engines/official-report/parsed-sitting.js';

// The seed's Members in a fresh database, as the server has them: the roster read from the tables is
// the one the evaluation builds from the Popolo file, and editors' aliases join it.
let database: DatabaseHandle;
let seed: PopoloPeopleFile;
beforeAll(async () => {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: ':memory:', SEED_ON_START: 'true' });
  database = await openAppDatabase(config.database, { log: () => {} });
  seed = JSON.parse(await readFile(PEOPLE_SEED_FILE, 'utf8')) as PopoloPeopleFile;
}, 120_000);
afterAll(() => database.close());

const ids = (roster: { persons: { id: string }[] }) => roster.persons.map((p) => p.id);

describe('loadSittingRoster', () => {
  it('reads the same roster from the database as from the seed file', async () => {
    for (const date of ['2011-08-23', '2012-02-09', '2016-03-01', '2022-05-24']) {
      expect(await loadSittingRoster(database.db, date), date).toEqual(popoloSittingRoster(seed, date));
    }
  });

  it('holds the Members with a seat that day and the holders of posts, with constituencies, parties and posts', async () => {
    const roster = await loadSittingRoster(database.db, '2012-02-09');
    expect(roster).toMatchObject({ date: '2012-02-09', partial: false });
    const oquaye = roster.persons.find((p) => p.id === 'person/aaron-michael-oquaye')!;
    expect(oquaye.seats).toEqual([{ area: 'Dome Kwabenya', areaOtherNames: expect.any(Array), party: 'NPP' }]);
    expect(oquaye.posts).toEqual([{ role: 'Second Deputy Speaker', label: 'Second Deputy Speaker', portfolio: null, knownOn: null }]);
    // The Speaker holds a post and no seat.
    expect(roster.persons.find((p) => p.id === 'person/joyce-adeline-bamford-addo')?.seats).toEqual([]);
    // 230 seats of the 5th Parliament, and the post holders without one.
    expect(roster.persons.filter((p) => p.seats.length > 0)).toHaveLength(230);
  });

  it('leaves out who sat in another Parliament only', async () => {
    const fifth = new Set(ids(await loadSittingRoster(database.db, '2012-02-09')));
    const sixth = await loadSittingRoster(database.db, '2014-06-10');
    expect(sixth.persons.filter((p) => !fifth.has(p.id)).length).toBeGreaterThan(50);
    expect(sixth.persons.every((p) => p.seats.length > 0)).toBe(true);
    expect(await loadSittingRoster(database.db, '2001-05-01')).toEqual({ date: '2001-05-01', persons: [], partial: false });
  });

  it('says when a Parliament is known only in part', async () => {
    expect((await loadSittingRoster(database.db, '2022-05-24')).partial).toBe(true);
    expect((await loadSittingRoster(database.db, '2010-05-24')).partial).toBe(false);
  });

  it('carries posts known only on 24 January 2012 with that date, for the resolver to weigh', async () => {
    const roster = await loadSittingRoster(database.db, '2011-08-23');
    const avoka = roster.persons.find((p) => p.id === 'person/apul-cletus-avoka')!;
    expect(avoka.posts).toEqual([{ role: 'Majority Leader', label: 'Majority Leader', portfolio: null, knownOn: '2012-01-24' }]);
  });
});

describe("editors' aliases", () => {
  const person = 'person/hanny-shen-ayittey';
  const sitting = (label: string): ParsedSitting => ({
    text: '', series: null, volume: null, number: null, date: '2012-05-15', meeting: null, presidingOfficer: null, chair: [], contents: [], sections: [], attendance: [], billsInContents: [], columns: [],
    speeches: [{ speaker: { label, name: null, role: null, honorific: null }, text: 'Words.', span: { start: 0, end: 6 }, column: null, sectionIndex: -1 }],
  });

  it('make a spelling the record prints find the person, survive a re-import, and go when removed', async () => {
    const before = resolveSpeakers(sitting('Ms Hanny-Sherry Ayittey'), await loadSittingRoster(database.db, '2012-05-15'));
    expect(before[0]!.personId).toBeNull();

    expect(await addPersonAlias(database.db, person, 'Hanny-Sherry  Ayittey')).toBe(true);
    expect(await addPersonAlias(database.db, person, 'hanny-sherry ayittey')).toBe(false);
    await importPeople(database.db, await readPeopleFile(PEOPLE_SEED_FILE));
    expect(await listPersonAliases(database.db, person)).toContainEqual({ name: 'Hanny-Sherry Ayittey', origin: 'editor' });

    const after = resolveSpeakers(sitting('Ms Hanny-Sherry Ayittey'), await loadSittingRoster(database.db, '2012-05-15'));
    expect(after[0]).toEqual({ personId: person, post: null, rule: 'alias' });

    await removePersonAlias(database.db, person, 'Hanny-Sherry Ayittey');
    expect((await listPersonAliases(database.db, person)).map((a) => a.origin)).not.toContain('editor');
  });

  it('refuse an unknown person, a name from the people file, and an alias that is not there', async () => {
    await expect(addPersonAlias(database.db, 'person/nobody-at-all', 'Nobody')).rejects.toThrow(new PersonAliasError('no person person/nobody-at-all'));
    await expect(removePersonAlias(database.db, person, 'Hanny-Shen Ayittey')).rejects.toThrow(/comes from the people file/);
    await expect(removePersonAlias(database.db, person, 'Someone Else')).rejects.toThrow(/has no alias "Someone Else"/);
    await expect(addPersonAlias(database.db, person, ' . ')).rejects.toThrow(/empty/);
  });
});
