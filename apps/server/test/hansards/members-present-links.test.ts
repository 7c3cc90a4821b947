import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HansardDetailResponseSchema, HansardListResponseSchema } from '@kakyere/contract';
import { memberships, persons, seedDatabase } from '@kakyere/db';
import { foldName, linkNames, nameCandidates } from '../../src/modules/records/hansards/link-members-present.js';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { createTestApp, type TestApp } from '../test-app.js';

describe('linking a printed name to a person', () => {
  it('compares names without case, accents, full stops, hyphens or extra spaces', () => {
    expect(foldName('  Osei  Kyei-Mensah-Bonsu ')).toBe(foldName('OSEI KYEI MENSAH BONSU'));
    expect(foldName('Kɔfi Ásare')).not.toBe(foldName('Kofi Asare'));
    expect(foldName('Kofí A. Asare')).toBe(foldName('kofi a asare'));
  });

  it('tries the name as printed, then without each title before it; the office in brackets is not a name', () => {
    expect(nameCandidates('Mr Cletus A. Avoka (Majority Leader)')).toEqual(['Mr Cletus A. Avoka', 'Cletus A. Avoka']);
    expect(nameCandidates('Rt Hon Justice Joyce Bamford-Addo (Speaker)')).toEqual([
      'Rt Hon Justice Joyce Bamford-Addo',
      'Justice Joyce Bamford-Addo',
      'Joyce Bamford-Addo',
    ]);
    expect(nameCandidates('Prof (Emeritus) Samuel K. Amoako')).toEqual(['Prof (Emeritus) Samuel K. Amoako', 'Samuel K. Amoako']);
    expect(nameCandidates('Papa Owusu-Ankomah (NPP – Sekondi)')).toEqual(['Papa Owusu-Ankomah']);
  });

  it('links exactly one person, by name or alias, and leaves two of a name or none unlinked', () => {
    const roster = [
      { id: 'person/kofi-asare', name: 'Kofi Asare', names: [] },
      { id: 'person/ama-mensah', name: 'Ama Mensah', names: ['Ama Serwaa Mensah'] },
      { id: 'person/yaw-boateng', name: 'Yaw Boateng', names: [] },
      { id: 'person/yaw-boateng-2', name: 'Yaw Boateng', names: [] },
    ];
    expect(linkNames(['Dr Kofi Asare (NPP – Akwatia)', 'Mrs Ama Serwaa Mensah', 'Mr Yaw Boateng', 'Mr K. Asare'], roster)).toEqual([
      { name: 'Dr Kofi Asare (NPP – Akwatia)', person: { id: 'kofi-asare', name: 'Kofi Asare' } },
      { name: 'Mrs Ama Serwaa Mensah', person: { id: 'ama-mensah', name: 'Ama Mensah' } },
      { name: 'Mr Yaw Boateng', person: null },
      { name: 'Mr K. Asare', person: null },
    ]);
  });
});

// The seed's 5th-Parliament sittings name real Members in their editors' lists, and the seed has those Members.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
  await seedPeople(t.database.db);
});
afterAll(() => t.close());

const membersPresent = async (id: string) => {
  const response = await t.app.inject(`/api/hansards/${id}`);
  expect(response.statusCode).toBe(200);
  const people = HansardDetailResponseSchema.parse(response.json()).data.hansard.mps_present_people;
  return new Map(people.map((p) => [p.name, p.person?.id ?? null]));
};

describe('GET /api/hansards/{id}: mps_present_people', () => {
  it("links the editors' names of Members who sat that day, in mps_present's order", async () => {
    const hansard = HansardDetailResponseSchema.parse((await t.app.inject('/api/hansards/2011-10-26')).json()).data.hansard;
    expect(hansard.mps_present_people.map((p) => p.name)).toEqual(hansard.mps_present);
    const linked = await membersPresent('2011-10-26');
    expect(linked.get('Dr Anthony Akoto Osei')).toBe('anthony-akoto-osei');
    expect(linked.get('Mr Osei Kyei-Mensah-Bonsu (Minority Leader)')).toBe('osei-kyei-mensah-bonsu');
    expect(linked.get('Papa Owusu-Ankomah (NPP – Sekondi)')).toBe('papa-owusu-ankomah');
    expect(hansard.mps_present_people.find((p) => p.person?.id === 'anthony-akoto-osei')?.person?.name).toBe('Anthony Akoto Osei');
  });

  it('leaves a name unlinked when it is not exactly a name the person is known by (initials, a short first name)', async () => {
    const linked = await membersPresent('2011-10-26');
    expect(linked.get('Mr Cletus A. Avoka (Majority Leader)')).toBeNull();
    expect(linked.get('Prof Mike Oquaye (Second Deputy Speaker)')).toBeNull();
  });

  it('looks only among those who held a seat or a post on the day: of two Members named Ahmed Ibrahim, the one who sat in 2011', async () => {
    expect((await membersPresent('2011-10-26')).get('Mr Ahmed Ibrahim (NDC – Tain)')).toBe('ahmed-ibrahim-tain');
  });

  it('leaves a name two people on that day share unlinked', async () => {
    await t.database.db.insert(persons).values({ id: 'person/ahmed-ibrahim-test', name: 'Ahmed Ibrahim' });
    await t.database.db.insert(memberships).values({
      id: 'membership/5/ahmed-ibrahim-test',
      personId: 'person/ahmed-ibrahim-test',
      organizationId: 'legislature/parliament-of-ghana',
      role: 'member',
      legislativePeriodId: 'term/5',
    });
    const linked = await membersPresent('2011-10-26');
    expect(linked.get('Mr Ahmed Ibrahim (NDC – Tain)')).toBeNull();
    expect(linked.get('Dr Anthony Akoto Osei')).toBe('anthony-akoto-osei');
  });

  it('is left out of the list, which stays as light as before', async () => {
    const list = HansardListResponseSchema.parse((await t.app.inject('/api/hansards?limit=5')).json());
    expect(list.data.hansards[0]).not.toHaveProperty('mps_present_people');
  });
});
