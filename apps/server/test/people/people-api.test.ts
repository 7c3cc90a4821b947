import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorResponseSchema,
  foldName,
  MemberSittingListResponseSchema,
  PeopleListResponseSchema,
  PersonResponseSchema,
  PopoloPeopleFileSchema,
  SpeechListResponseSchema,
  type PopoloPeopleFile,
} from '@kakyere/contract';
import { areas, hansards, legislativePeriods, memberships, organizations, personAliases, personRedirects, persons, seedDatabase, speeches } from '@kakyere/db';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { importPeople } from '../../src/modules/records/people/import-people.js';
import { toPeopleRows } from '../../src/modules/records/people/people-rows.js';
import { parsePeopleFile } from '../../src/modules/records/people/read-people-file.js';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { createTestApp, openTestDatabase, type TestApp } from '../test-app.js';

let t: TestApp;
const OSEI = 'person/osei-kyei-mensah-bonsu';

// Speeches by Osei Kyei-Mensah-Bonsu at seeded sittings of the 5th, 6th and 7th Parliaments
// (2012, 2014, 2015, 2017, 2018): two at some sittings, so speeches and sittings differ.
const SPOKEN: [hansardId: string, times: number][] = [
  ['2012-02-08', 2],
  ['2012-02-09', 1],
  ['2014-11-18', 3],
  ['2015-03-10', 1],
  ['2017-11-09', 1],
  ['2018-01-23', 2],
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedDatabase(db);
  await seedPeople(db);
  await seedBills(db);
  const sittings = await db.select({ id: hansards.id, date: hansards.sittingDate }).from(hansards);
  const dateOf = new Map(sittings.map((s) => [s.id, s.date]));
  const rows = SPOKEN.flatMap(([hansardId, times]) =>
    Array.from({ length: times }, (_, n) => ({
      id: `${hansardId}-c${10 + n}-1`,
      hansardId,
      sittingDate: dateOf.get(hansardId)!,
      position: 100 + n,
      label: 'Mr Osei Kyei-Mensah-Bonsu',
      personId: OSEI,
      resolvedBy: 'name',
      heading: 'STATEMENTS',
      column: 10 + n,
      startOffset: 0,
      endOffset: 10,
      text: `Mr Speaker, I rise to speak (${hansardId}, ${n}).`,
    })),
  );
  await db.insert(speeches).values(rows);
  // A merged person: the old id points at the one that stays.
  await db.insert(personRedirects).values({ fromId: 'person/osei-kyei-mensah-bonsu-old', toId: OSEI, reason: 'test' });
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const list = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return PeopleListResponseSchema.parse(res.json());
};
const person = async (id: string) => {
  const res = await get(`/api/people/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return PersonResponseSchema.parse(res.json()).data;
};

describe('GET /api/people', () => {
  it('lists the current Parliament first, by constituency, with a total across pages', async () => {
    const body = await list('/api/people?limit=1000');
    expect(body.total).toBe(body.data.length);
    expect(body.total).toBeGreaterThan(600);
    const newest = body.data.map((p) => Math.max(0, ...p.seats.map((s) => s.parliament)));
    expect(newest.slice(0, 60).every((n) => n === 9)).toBe(true);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const ninth = body.data.filter((_, i) => newest[i] === 9).map((p) => p.seats[0]!.constituency?.name.toLowerCase() ?? '');
    expect(ninth).toEqual([...ninth].sort());
  });

  it('filters by Parliament, naming each seat with its constituency, region and party', async () => {
    const body = await list('/api/people?parliament=5&limit=1000');
    expect(body.total).toBe(230);
    for (const p of body.data) expect(p.seats.map((s) => s.parliament)).toEqual([5]);
    const osei = body.data.find((p) => p.id === 'osei-kyei-mensah-bonsu')!;
    expect(osei.seats[0]).toMatchObject({
      parliament: 5,
      parliament_name: '5th Parliament',
      constituency: { id: 'suame', name: 'Suame' },
      region: 'Ashanti Region',
      party: { id: 'npp', name: 'New Patriotic Party' },
    });
  });

  it('filters by party, constituency and region, alone and together', async () => {
    const ndc6 = await list('/api/people?parliament=6&party=ndc&limit=1000');
    expect(ndc6.total).toBeGreaterThan(100);
    for (const p of ndc6.data) for (const s of p.seats) expect(s.party?.id).toBe('ndc');
    const suame = await list('/api/people?constituency=suame');
    expect(suame.data.map((p) => p.name)).toEqual(['John Darko', 'Osei Kyei-Mensah-Bonsu']);
    expect(suame.data[1]!.seats.map((s) => s.parliament)).toEqual([8, 7, 6, 5]);
    const ashanti = await list('/api/people?parliament=7&region=ashanti&limit=1000');
    expect(ashanti.total).toBeGreaterThan(40);
    for (const p of ashanti.data) expect(p.seats[0]!.region).toBe('Ashanti Region');
    expect((await list('/api/people?parliament=7&region=Ashanti%20Region&limit=1000')).total).toBe(ashanti.total);
  });

  it.each([
    ['Kyei Mensah Bonsu', 'hyphens and word order'],
    ['bonsu kyei-mensah', 'word order'],
    ['OSEI KYEI', 'case'],
    ['Ósei Kyéi', 'accents'],
    ['Kyei-Mensah', 'a part of a name'],
  ])('finds Osei Kyei-Mensah-Bonsu for q=%s (%s)', async (q) => {
    const body = await list(`/api/people?q=${encodeURIComponent(q)}`);
    expect(body.data.map((p) => p.id)).toContain('osei-kyei-mensah-bonsu');
  });

  it('finds the Members for a constituency by its name, with only that seat', async () => {
    const body = await list('/api/people?q=Suame');
    expect(body.data.map((p) => p.name)).toEqual(['John Darko', 'Osei Kyei-Mensah-Bonsu']);
    for (const p of body.data) for (const s of p.seats) expect(s.constituency?.name).toBe('Suame');
    // A name and a constituency together narrow to that Member's seats there.
    expect((await list('/api/people?q=darko%20suame')).data.map((p) => p.name)).toEqual(['John Darko']);
  });

  it("finds a constituency by another of its names (Adenta for Adentan)", async () => {
    const body = await list('/api/people?q=Adenta');
    expect(body.data.length).toBeGreaterThan(0);
    for (const p of body.data) for (const s of p.seats) expect(s.constituency?.name).toBe('Adentan');
  });

  it('folds names in the database as the search folds the words', async () => {
    const name = 'Ɛfua Ɔdɔm-Bónsu Ŋkansah';
    await t.database.db.insert(persons).values({ id: 'person/test-efua', name });
    const [row] = await t.database.db.select({ folded: persons.foldedName }).from(persons).where(eq(persons.id, 'person/test-efua'));
    expect(row!.folded).toBe(foldName(name));
    expect(foldName(name)).toBe('efua odom bonsu nkansah');
    expect((await list('/api/people?q=efua%20odom')).data.map((p) => p.id)).toEqual(['test-efua']);
    await t.database.db.delete(persons).where(eq(persons.id, 'person/test-efua'));
  });

  it('finds nobody, with a total of 0, for a search that matches nothing', async () => {
    expect(await list('/api/people?q=zzzxxy')).toEqual({ success: true, data: [], total: 0 });
    expect((await list('/api/people?party=nosuchparty')).total).toBe(0);
  });

  it('pages through the list: pages do not overlap and add up to the total', async () => {
    const all = await list('/api/people?parliament=6&limit=1000');
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const body = await list(`/api/people?parliament=6&limit=100&page=${page}`);
      expect(body.total).toBe(all.total);
      seen.push(...body.data.map((p) => p.id));
    }
    expect(seen).toEqual(all.data.map((p) => p.id));
    const past = await list('/api/people?parliament=6&limit=100&page=50');
    expect(past).toEqual({ success: true, data: [], total: all.total });
  });

  it('takes an empty field of a GET form as not chosen', async () => {
    const body = await list('/api/people?q=&parliament=&party=&region=&constituency=&limit=5');
    expect(body.data).toHaveLength(5);
  });

  it.each([
    ['parliament=4', 'parliament'],
    ['parliament=10', 'parliament'],
    ['parliament=ninth', 'parliament'],
    ['limit=0', 'limit'],
    ['limit=1001', 'limit'],
    ['page=0', 'page'],
    ['party=N%20D%20C', 'party'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('rejects %s with a 400 naming the parameter', async (query, name) => {
    const res = await get(`/api/people?${query}`);
    expect(res.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(res.json()).error).toContain(name);
  });

  it('does not fail on odd but valid input', async () => {
    for (const q of ['%', "'; drop table persons; --", '___', 'ɛɔ', '🙂', '-', '  ']) {
      const res = await get(`/api/people?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
  });
});

describe('GET /api/people/:id', () => {
  it('gives a Member with seats by Parliament, names, identifiers and posts', async () => {
    const osei = await person('osei-kyei-mensah-bonsu');
    expect(osei.name).toBe('Osei Kyei-Mensah-Bonsu');
    expect(osei.seats.map((s) => [s.parliament, s.constituency?.name, s.party?.id])).toEqual([
      [8, 'Suame', 'npp'],
      [7, 'Suame', 'npp'],
      [6, 'Suame', 'npp'],
      [5, 'Suame', 'npp'],
    ]);
    expect(osei.seats[0]).toMatchObject({ period_start: '2021-01-07', period_end: '2025-01-06' });
    expect(osei.identifiers).toContainEqual({ scheme: 'wikidata', identifier: 'Q7106472' });
    // The upper-case spelling of the same name is not another name.
    expect(osei.other_names).not.toContain('OSEI KYEI-MENSAH-BONSU');
    expect(osei.posts.length).toBeGreaterThan(0);
  });

  it('gives a post seen on one day with that day (known_on), not dates', async () => {
    const avoka = await person('apul-cletus-avoka');
    expect(avoka.posts).toContainEqual(expect.objectContaining({ role: 'Majority Leader', known_on: '2012-01-24', start_date: null, end_date: null, parliament: 5 }));
  });

  it('counts speeches and sittings by Parliament and by year', async () => {
    const { counts } = await person('osei-kyei-mensah-bonsu');
    expect(counts).toEqual({
      speeches: 10,
      sittings: 6,
      by_parliament: [
        { parliament: 7, speeches: 3, sittings: 2 },
        { parliament: 6, speeches: 4, sittings: 2 },
        { parliament: 5, speeches: 3, sittings: 2 },
      ],
      by_year: [
        { year: 2018, speeches: 2, sittings: 1 },
        { year: 2017, speeches: 1, sittings: 1 },
        { year: 2015, speeches: 1, sittings: 1 },
        { year: 2014, speeches: 3, sittings: 1 },
        { year: 2012, speeches: 3, sittings: 2 },
      ],
    });
  });

  it('says plainly that the record holds nothing for a Member nobody has ingested a speech of', async () => {
    const darko = await person('john-darko');
    expect(darko.counts).toEqual({ speeches: 0, sittings: 0, by_parliament: [], by_year: [] });
    expect(darko.seats).toEqual([expect.objectContaining({ parliament: 9, party: null, constituency: { id: 'suame', name: 'Suame' } })]);
  });

  it('lists the bills whose sponsor line names the Member, and none by a name two people share', async () => {
    const sosu = await person('francis-xavier-kojo-sosu');
    expect(sosu.bills.map((b) => b.id).sort()).toEqual([
      'armed-forces-amendment-bill-2022',
      'criminal-offences-amendment-bill-2022-death-penalty',
      'criminal-offences-amendment-bill-2022-witchcraft-accusations',
    ]);
    expect(sosu.bills[0]!.sponsor).toContain('Francis-Xavier Kojo Sosu');
    // Two persons are called Mahama Ayariga: the sponsor line does not say which.
    expect((await person('mahama-ayariga')).bills).toEqual([]);
    expect((await person('osei-kyei-mensah-bonsu')).bills).toEqual([]);
  });

  it("answers a merged person's old id with the person it became", async () => {
    expect((await person('osei-kyei-mensah-bonsu-old')).id).toBe('osei-kyei-mensah-bonsu');
  });

  it('answers 404 Member not found for an unknown id, and 400 for one that cannot exist', async () => {
    const res = await get('/api/people/no-such-member');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Member not found' });
    const bad = await get('/api/people/Not%20An%20Id');
    expect(bad.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(bad.json()).success).toBe(false);
  });
});

describe("a Member's counts and the rows they link to", () => {
  const speechTotal = async (query: string) => {
    const res = await get(`/api/people/osei-kyei-mensah-bonsu/speeches?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return SpeechListResponseSchema.parse(res.json());
  };
  const sittingTotal = async (query: string) => {
    const res = await get(`/api/people/osei-kyei-mensah-bonsu/sittings?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return MemberSittingListResponseSchema.parse(res.json());
  };

  it('lists exactly the speeches and sittings each count counts', async () => {
    const { counts } = await person('osei-kyei-mensah-bonsu');
    expect((await speechTotal('')).total).toBe(counts.speeches);
    expect((await sittingTotal('')).total).toBe(counts.sittings);
    for (const row of counts.by_year) {
      const speechesThen = await speechTotal(`year=${row.year}&limit=1000`);
      expect(speechesThen.total).toBe(row.speeches);
      expect(speechesThen.data).toHaveLength(row.speeches);
      expect(speechesThen.data.every((s) => s.date.startsWith(`${row.year}-`))).toBe(true);
      expect((await sittingTotal(`year=${row.year}`)).total).toBe(row.sittings);
    }
    for (const row of counts.by_parliament) {
      expect((await speechTotal(`parliament=${row.parliament}`)).total).toBe(row.speeches);
      expect((await sittingTotal(`parliament=${row.parliament}`)).total).toBe(row.sittings);
    }
    expect((await speechTotal('parliament=9')).total).toBe(0);
  });

  it('pages the speeches of a year, newest first', async () => {
    const first = await speechTotal('year=2012&limit=2&page=1');
    const second = await speechTotal('year=2012&limit=2&page=2');
    expect(first.total).toBe(3);
    expect([...first.data, ...second.data].map((s) => s.date)).toEqual(['2012-02-09', '2012-02-08', '2012-02-08']);
  });

  it('lists the sittings with how often the Member spoke at each', async () => {
    const body = await sittingTotal('year=2012');
    expect(body.data.map((s) => [s.hansard_id, s.speeches])).toEqual([
      ['2012-02-09', 1],
      ['2012-02-08', 2],
    ]);
  });

  it('rejects a bad year or Parliament with a 400, and an unknown Member with a 404', async () => {
    expect((await get('/api/people/osei-kyei-mensah-bonsu/speeches?year=twenty')).statusCode).toBe(400);
    expect((await get('/api/people/osei-kyei-mensah-bonsu/sittings?parliament=3')).statusCode).toBe(400);
    expect((await get('/api/people/no-such-member/sittings')).statusCode).toBe(404);
  });
});

describe('GET /api/people.popolo.json', () => {
  it('exports everyone as a Popolo file that import:people takes back unchanged', async () => {
    const res = await get('/api/people.popolo.json');
    expect(res.statusCode).toBe(200);
    const file: PopoloPeopleFile = PopoloPeopleFileSchema.parse(res.json());
    expect(file.persons).toHaveLength(688);
    expect(file.organizations.find((o) => o.id === 'legislature/parliament-of-ghana')!.legislative_periods).toHaveLength(5);

    // Into an empty database and out again: the same rows, the same file.
    const other = await openTestDatabase();
    try {
      const report = await importPeople(other.db, parsePeopleFile(res.json()));
      expect(report.persons.filter((change) => change.kind === 'added')).toHaveLength(688);
      const [before, after] = await Promise.all([readPeopleRows(t), readPeopleRows({ database: other })]);
      expect(after).toEqual(before);
      const again = PopoloPeopleFileSchema.parse(JSON.parse(JSON.stringify(await (await import('../../src/modules/records/people/export-popolo.js')).exportPopolo(other.db))));
      expect(toPeopleRows(again)).toEqual(toPeopleRows(file));
    } finally {
      await other.close();
      await other.drop();
    }
  });
});

/** The people tables without their timestamps, in id order. */
async function readPeopleRows({ database }: { database: { db: TestApp['database']['db'] } }) {
  const strip = <T extends Record<string, unknown>>(rows: T[]) =>
    rows.map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest).sort((a, b) => String(a.id).localeCompare(String(b.id)));
  const { db } = database;
  return {
    persons: strip(await db.select().from(persons)),
    organizations: strip(await db.select().from(organizations)),
    periods: strip(await db.select().from(legislativePeriods)),
    areas: strip(await db.select().from(areas)),
    memberships: strip(await db.select().from(memberships)),
    aliases: (await db.select({ personId: personAliases.personId, normalized: personAliases.normalized }).from(personAliases))
      .map((a) => `${a.personId} ${a.normalized}`)
      .sort(),
  };
}
