import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PopoloPeopleFile } from '@kakyere/contract';
import { areas, legislativePeriods, memberships, organizations, personAliases, personRedirects, persons } from '@kakyere/db';
import { repoRoot } from '../../src/config.js';
import { importPeople } from '../../src/modules/records/people/import-people.js';
import { PeopleFileError } from '../../src/modules/records/people/people-file-error.js';
import { parsePeopleFile } from '../../src/modules/records/people/read-people-file.js';
import { openTestDatabase } from '../test-app.js';

// Three Members of the 5th and 6th Parliaments from the seed file (public facts, with their sources).
const FIXTURE = path.join(repoRoot, 'apps/server/test/fixtures/people/three-members.popolo.json');

let fixture: PopoloPeopleFile;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  fixture = JSON.parse(await readFile(FIXTURE, 'utf8')) as PopoloPeopleFile;
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.drop();
});
// Each test starts from an empty people store.
afterEach(async () => {
  for (const table of [personAliases, personRedirects, memberships, persons, areas, legislativePeriods, organizations]) await database.db.delete(table);
});

const copy = () => structuredClone(fixture);
const db = () => database.db;
const countPersons = async () => (await db().select().from(persons)).length;
const problemsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof PeopleFileError) return error.problems;
    throw error;
  }
  throw new Error('expected a PeopleFileError');
};

describe('the people file', () => {
  it('is checked whole, naming every problem with its JSON path, and nothing is written', async () => {
    const bad = copy() as unknown as { persons: Record<string, unknown>[]; memberships: Record<string, unknown>[] };
    bad.persons[0]!.name = '';
    bad.persons[1]!.gender = 'unknown';
    bad.persons[2]!.nickname = 'Pepera';
    bad.memberships[0]!.start_date = '2012-13-01';
    bad.memberships[1]!.legislative_period_id = undefined;
    bad.memberships[2]!.end_date = '2008-01-01';
    bad.memberships[2]!.start_date = '2009-01-07';
    const problems = problemsOf(() => parsePeopleFile(bad));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^persons\[0\] \(person\/aaron-michael-oquaye\)\.name: /),
        expect.stringMatching(/^persons\[1\] \(person\/esther-obeng-dappah\)\.gender: /),
        expect.stringMatching(/^persons\[2\] \(person\/peter-wiafe-pepera\): .*nickname/),
        expect.stringMatching(/^memberships\[0\] \(membership\/5\/peter-wiafe-pepera\/abetifi\)\.start_date: a date is YYYY, YYYY-MM or YYYY-MM-DD/),
      ]),
    );
    expect(problems).toHaveLength(4);

    // Past the shapes, the file's own references and ids: every problem again, at once.
    const tangled = copy();
    tangled.persons.push({ ...tangled.persons[0]! });
    tangled.memberships[1]!.legislative_period_id = undefined;
    tangled.memberships[2]!.start_date = '2009-01-07';
    tangled.memberships[2]!.end_date = '2008-12';
    tangled.memberships[3]!.legislative_period_id = 'term/9';
    expect(problemsOf(() => parsePeopleFile(tangled))).toEqual([
      'persons[3] (person/aaron-michael-oquaye): the same id as persons[0]; an id may appear once',
      'memberships[1] (membership/5/esther-obeng-dappah/abirem): a seat (role "member") needs a legislative_period_id',
      'memberships[2] (membership/5/aaron-michael-oquaye/dome-kwabenya).end_date: ends (2008-12) before it starts (2009-01-07)',
    ]);
    expect(await countPersons()).toBe(0);
  });

  it('refuses references neither the file nor the database resolves, and writes nothing', async () => {
    const file = copy();
    file.memberships[0]!.area_id = 'area/nowhere';
    file.memberships[4]!.legislative_period_id = 'term/9';
    const checked = parsePeopleFile(file);
    const error = await importPeople(db(), checked).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PeopleFileError);
    expect((error as PeopleFileError).problems).toEqual([
      'memberships[0] (membership/5/peter-wiafe-pepera/abetifi).area_id: area/nowhere is an area neither in the file nor in the database',
      'memberships[4] (membership/6/esther-obeng-dappah/abirem).legislative_period_id: term/9 is a legislative period neither in the file nor in the database',
    ]);
    expect(await countPersons()).toBe(0);
    expect(await db().select().from(organizations)).toEqual([]);
  });

  it('resolves references to what an earlier import stored, and refuses an id merged away', async () => {
    await importPeople(db(), parsePeopleFile(copy()));
    // A later file with one new Member of a party and seat stored before.
    const later = copy();
    const newcomer = { id: 'person/kwame-newcomer', name: 'Kwame Newcomer' };
    const seat = { ...later.memberships[0]!, id: 'membership/6/kwame-newcomer/abetifi', person_id: newcomer.id, legislative_period_id: 'term/6' };
    const report = await importPeople(db(), parsePeopleFile({ persons: [newcomer], memberships: [seat] }));
    expect(report.persons).toEqual([{ id: newcomer.id, kind: 'added', fields: [], name: 'Kwame Newcomer', memberships: { added: [seat.id], updated: [] } }]);

    await db().insert(personRedirects).values({ fromId: 'person/peter-pepera', toId: 'person/peter-wiafe-pepera', reason: 'same person' });
    const problems = await importPeople(db(), parsePeopleFile({ persons: [{ id: 'person/peter-pepera', name: 'Peter Pepera' }] })).catch((e: PeopleFileError) => e.problems);
    expect(problems).toEqual(['persons[0] (person/peter-pepera).id: was merged into person/peter-wiafe-pepera; ids are never reused, use person/peter-wiafe-pepera']);
  });
});

describe('importing people', () => {
  it('adds everything once; the same file again changes nothing', async () => {
    const first = await importPeople(db(), parsePeopleFile(copy()));
    expect(first.persons.map((p) => [p.id, p.kind, p.memberships.added.length])).toEqual([
      ['person/aaron-michael-oquaye', 'added', 2],
      ['person/esther-obeng-dappah', 'added', 2],
      ['person/peter-wiafe-pepera', 'added', 2],
    ]);
    expect([first.organizations, first.legislativePeriods, first.areas].flat().every((c) => c.kind === 'added')).toBe(true);
    const stored = await db().select().from(memberships);
    expect(stored).toHaveLength(6);
    const post = stored.find((m) => m.id === 'membership/post/5/second-deputy-speaker/aaron-michael-oquaye')!;
    expect(post).toMatchObject({ role: 'Second Deputy Speaker', legislativePeriodId: 'term/5', startDate: '2009-01-07', endDate: '2013-01-06', areaId: null });
    // The display name and its other spellings are aliases, compared without case.
    const aliases = await db().select().from(personAliases).orderBy(personAliases.id);
    expect(aliases.filter((a) => a.personId === 'person/esther-obeng-dappah').map((a) => [a.name, a.normalized])).toEqual([
      ['Esther Obeng Dappah', 'esther obeng dappah'],
      ['Esther Obeng Dappah(Ms)', 'esther obeng dappah(ms)'],
      ['Obeng Esther Dappah', 'obeng esther dappah'],
    ]);

    const second = await importPeople(db(), parsePeopleFile(copy()));
    for (const change of [second.persons, second.memberships, second.areas, second.organizations, second.legislativePeriods].flat()) {
      expect(change, change.id).toMatchObject({ kind: 'unchanged', fields: [] });
    }
    expect(second.persons.every((p) => p.memberships.added.length === 0 && p.memberships.updated.length === 0)).toBe(true);
    expect(await db().select().from(personAliases).orderBy(personAliases.id)).toHaveLength(aliases.length);
  });

  it('names the fields that changed, person by person, and never deletes who is missing from the file', async () => {
    await importPeople(db(), parsePeopleFile(copy()));
    const file = copy();
    const pepera = file.persons.find((p) => p.id === 'person/peter-wiafe-pepera')!;
    pepera.gender = 'male';
    pepera.other_names = [{ name: 'Peter W. Pepera' }];
    const seat = file.memberships.find((m) => m.id === 'membership/6/peter-wiafe-pepera/abetifi')!;
    seat.end_date = '2016-06';
    // Only Pepera's rows in this file: the other two Members stay as they are.
    const report = await importPeople(db(), parsePeopleFile({ ...file, persons: [pepera], memberships: file.memberships.filter((m) => m.person_id === pepera.id) }));
    expect(report.persons).toEqual([
      {
        id: 'person/peter-wiafe-pepera',
        kind: 'updated',
        fields: ['other_names', 'gender'],
        name: 'Peter Wiafe Pepera',
        memberships: { added: [], updated: [{ id: seat.id, fields: ['end_date'] }] },
      },
    ]);
    expect(await countPersons()).toBe(3);
    const [row] = await db().select().from(memberships).where(eqId(seat.id));
    expect(row!.endDate).toBe('2016-06');
    const names = (await db().select().from(personAliases).orderBy(personAliases.id)).filter((a) => a.personId === pepera.id).map((a) => a.name);
    expect(names).toEqual(['Peter Wiafe Pepera', 'Peter W. Pepera']);
  });

  it('reports without writing on a dry run', async () => {
    const dry = await importPeople(db(), parsePeopleFile(copy()), { dryRun: true });
    expect(dry.dryRun).toBe(true);
    expect(dry.persons.every((p) => p.kind === 'added')).toBe(true);
    expect(await countPersons()).toBe(0);
    expect(await db().select().from(areas)).toEqual([]);

    await importPeople(db(), parsePeopleFile(copy()));
    const file = copy();
    file.persons[0]!.name = 'Aaron Mike Oquaye';
    const changed = await importPeople(db(), parsePeopleFile(file), { dryRun: true });
    expect(changed.persons[0]).toMatchObject({ kind: 'updated', fields: ['name'] });
    const [stored] = await db().select().from(persons).where(eqPerson('person/aaron-michael-oquaye'));
    expect(stored!.name).toBe('Aaron Michael Oquaye');
    expect((await db().select().from(personAliases).orderBy(personAliases.id)).some((a) => a.name === 'Aaron Mike Oquaye')).toBe(false);
  });
});

const eqId = (id: string) => eq(memberships.id, id);
const eqPerson = (id: string) => eq(persons.id, id);
