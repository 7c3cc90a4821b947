import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PersonSchema, SpeechListResponseSchema, type Speech } from '@kakyere/contract';
import { findSeatClaims } from '../../src/modules/engines/official-report/find-seat-claims.js';
import { importPeople } from '../../src/modules/records/people/import-people.js';
import { parsePeopleFile } from '../../src/modules/records/people/read-people-file.js';
import { openIngestTestApp, type IngestTestApp } from '../support/ingest-test-app.js';
import type { TestApp } from '../test-app.js';

/**
 * A sitting written for this test, not a transcript: the Members are real (packages/db/seed), the
 * words are not theirs. In the 9th Parliament (whose roster Kakyerɛ holds only in part):
 * - Kofi Ahenkorah Marfo sat for Achiase in the 8th; the seed has no one for Achiase in the 9th;
 * - Elvis Morris Donkoh sat for Abura-Asebu-Kwamankese in the 8th; printed without his party;
 * - two persons are called Grace Addo; no one is called Kojo Pretend-Member;
 * - Ablekuma North has a 9th-Parliament Member (Ewurabena Aubynn), so Bryan Acheampong cannot hold it.
 */
function sitting(date: { cover: string; day: string; year: string }, labels: string[]): string {
  const speeches = labels.map((label, i) => `[${812 + i}]\n\n${label}: Mr Speaker, I rise to support the\nMotion on behalf of my constituents.\n`).join('\n');
  return `FOURTH SERIES VOL 120 No.5
${date.cover}


PARLIAMENTARY DEBATES
OFFICIAL REPORT
${date.day}

CONTENTS

VOTES AND PROCEEDINGS AND THE OFFICIAL REPORT-[Col. 811] -

STATEMENTS - [Col. 812]

ADJOURNMENT - [Col. 830]

Printed by Department of Official Report
Parliament House, Accra

[811]

THE
PARLIAMENT OF THE REPUBLIC
OF GHANA

FIRST MEETING, ${date.year}

${date.day}

The House met at 10.00 a.m.

[MR SPEAKER IN THE CHAIR]

PRAYERS

Votes and Proceedings and the
Official Report

Mr Speaker: Hon Members, we begin
with the Votes and Proceedings.

STATEMENTS

${speeches}
[830]

ADJOURNMENT

The House was accordingly adjourned.
`;
}

const JUNE_2025 = { cover: '10 JUNE 2025', day: 'Tuesday, 10th June, 2025', year: '2025' };
const NOV_2011 = { cover: '15 NOVEMBER 2011', day: 'Tuesday, 15th November, 2011', year: '2011' };

const MARFO = 'Mr Kofi Ahenkorah Marfo (NPP – Achiase)';
const DONKOH = 'Mr Elvis Morris Donkoh (Abura-Asebu-Kwamankese)';
const ADDO = 'Mrs Grace Addo (NPP – Manso Nkwanta)';
const NOBODY = 'Mr Kojo Pretend-Member (NDC – Akan)';
const HELD = 'Mr Bryan Acheampong (NPP – Ablekuma North)';
const LABELS_2025 = [MARFO, DONKOH, ADDO, NOBODY, HELD, 'Mr Kofi Ahenkorah Marfo (NPP – Achiase)'];

const MARFO_SEAT = 'membership/9/kofi-ahenkorah-marfo/achiase/derived';
const DONKOH_SEAT = 'membership/9/elvis-morris-donkoh/abura-asebu-kwamankese/derived';

let harness: IngestTestApp;
let t: TestApp;

beforeAll(async () => {
  harness = await openIngestTestApp();
  t = harness.t;
});
afterAll(() => harness.close());

const ingest = (name: string, text: string, dryRun = false) => harness.ingestText(name, text, { dryRun });
const derivedRows = async () =>
  (await t.database.executeSql("select id, person_id, legislative_period_id, area_id, on_behalf_of_id, start_date, end_date, sources from memberships where id like '%/derived' order by id")).rows as {
    id: string;
    person_id: string;
    legislative_period_id: string;
    area_id: string;
    on_behalf_of_id: string | null;
    start_date: string | null;
    end_date: string | null;
    sources: { url: string; note?: string }[];
  }[];
const membershipCount = async () => Number(((await t.database.executeSql('select count(*) as n from memberships')).rows[0] as { n: number | string }).n);
const speechesOf = async (id: string): Promise<Speech[]> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/hansards/${id}/speeches?limit=1000` });
  expect(res.statusCode).toBe(200);
  return SpeechListResponseSchema.parse(res.json()).data;
};

describe('seat claims read off speaker labels (pure)', () => {
  const areas = [
    { id: 'area/achiase', name: 'Achiase', otherNames: [{ name: 'ACHIASE' }] },
    { id: 'area/sene', name: 'Sene', otherNames: [] },
    { id: 'area/sene-east', name: 'Sene East', otherNames: [{ name: 'Sene' }] },
    { id: 'area/suame', name: 'Suame', otherNames: [] },
  ];
  const claims = (...labels: string[]) => findSeatClaims({ speeches: labels.map((label) => ({ speaker: { label, name: null, role: null, honorific: null } }) as never) }, areas);

  it('reads the name, the party and the one area the constituency names', () => {
    expect(claims('Mr Kofi Ahenkorah Marfo (NPP – Achiase)', 'Mr Kwame Mensah (Suame)')).toEqual([
      { label: 'Mr Kofi Ahenkorah Marfo (NPP – Achiase)', foldedName: 'kofi ahenkorah marfo', areaId: 'area/achiase', party: 'NPP' },
      { label: 'Mr Kwame Mensah (Suame)', foldedName: 'kwame mensah', areaId: 'area/suame', party: null },
    ]);
  });

  it('claims nothing for an office, a surname alone, a constituency two areas are called, or one no area is', () => {
    expect(claims('Minister for Health (Mr Kwame Mensah)', 'Mr Mensah (NPP – Suame)', 'Mr Kwame Mensah (NDC – Sene)', 'Mr Kwame Mensah (NPP – Nowhere East)')).toEqual([]);
  });

  it('drops claims the sitting contradicts: one seat under two names, one name in two seats', () => {
    expect(claims('Mr Kwame Mensah (NPP – Suame)', 'Mr Kofi Boateng (NPP – Suame)')).toEqual([]);
    expect(claims('Mr Kwame Mensah (NPP – Suame)', 'Mr Kwame Mensah (NPP – Achiase)')).toEqual([]);
    expect(claims('Mr Kwame Mensah (NPP – Suame)', 'Mr Kwame Mensah (Suame)')).toHaveLength(1);
  });
});

describe('a seat derived from the record where the roster lacks it', () => {
  it('is not written by a dry run, which only counts it', async () => {
    const before = await membershipCount();
    const result = await ingest('dry.txt', sitting(JUNE_2025, LABELS_2025), true);
    expect(result.created).toBeNull();
    expect(result.seatsDerived).toBe(2);
    expect(await membershipCount()).toBe(before);
  });

  it('is stored with the sitting, sourced to its record, and the Member\'s speeches resolve to them', async () => {
    const before = await membershipCount();
    const result = await ingest('sitting.txt', sitting(JUNE_2025, LABELS_2025));
    expect(result.hansard.id).toBe('2025-06-10');
    expect(result.seatsDerived).toBe(2);
    expect(await membershipCount()).toBe(before + 2);

    expect(await derivedRows()).toEqual([
      {
        id: DONKOH_SEAT,
        person_id: 'person/elvis-morris-donkoh',
        legislative_period_id: 'term/9',
        area_id: 'area/abura-asebu-kwamankese',
        on_behalf_of_id: null,
        start_date: null,
        end_date: null,
        sources: [{ url: 'https://www.parliament.gh/docs?type=HS', note: `Derived from the Official Report of 2025-06-10: "${DONKOH}"` }],
      },
      {
        id: MARFO_SEAT,
        person_id: 'person/kofi-ahenkorah-marfo',
        legislative_period_id: 'term/9',
        area_id: 'area/achiase',
        on_behalf_of_id: 'party/npp',
        start_date: null,
        end_date: null,
        sources: [{ url: 'https://www.parliament.gh/docs?type=HS', note: `Derived from the Official Report of 2025-06-10: "${MARFO}"` }],
      },
    ]);

    const speeches = await speechesOf('2025-06-10');
    const by = (label: string) => speeches.filter((s) => s.label === label).map((s) => s.person?.id ?? null);
    expect(by(MARFO)).toEqual(['kofi-ahenkorah-marfo', 'kofi-ahenkorah-marfo']);
    expect(by(DONKOH)).toEqual(['elvis-morris-donkoh']);
    // Two persons of that name, no person of that name, a seat someone holds: nothing derived, nobody named.
    expect(by(ADDO)).toEqual([null]);
    expect(by(NOBODY)).toEqual([null]);
    expect(by(HELD)).toEqual([null]);
  });

  it('is shown on the person page with the record it was read from', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/people/kofi-ahenkorah-marfo' });
    expect(res.statusCode).toBe(200);
    const person = PersonSchema.parse((res.json() as { data: unknown }).data);
    expect(person.seats[0]).toMatchObject({
      parliament: 9,
      constituency: { id: 'achiase', name: 'Achiase' },
      party: { id: 'npp' },
      derived_from: { hansard_id: '2025-06-10', date: '2025-06-10', label: MARFO },
    });
    expect(person.seats.slice(1).every((s) => s.derived_from === null)).toBe(true);
    expect(person.counts.speeches).toBe(2);
  });

  it("gives way to the roster's own seat once an import brings it (imports never delete)", async () => {
    const seat = { id: 'membership/9/kofi-ahenkorah-marfo/achiase', person_id: 'person/kofi-ahenkorah-marfo', organization_id: 'legislature/parliament-of-ghana', role: 'member', legislative_period_id: 'term/9', area_id: 'area/achiase', on_behalf_of_id: 'party/npp', sources: [{ url: 'https://www.parliament.gh/mps' }] };
    await importPeople(t.database.db, parsePeopleFile({ persons: [], memberships: [seat] }));
    const person = PersonSchema.parse(((await t.app.inject({ method: 'GET', url: '/api/people/kofi-ahenkorah-marfo' })).json() as { data: unknown }).data);
    expect(person.seats.filter((s) => s.parliament === 9)).toMatchObject([{ constituency: { id: 'achiase' }, derived_from: null }]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/people?parliament=9&q=Marfo' })).json() as { data: { id: string; seats: unknown[] }[] };
    expect(listed.data.find((p) => p.id === 'kofi-ahenkorah-marfo')?.seats).toHaveLength(1);
    await t.database.executeSql('delete from memberships where id = $1', [seat.id]);
  });

  it('is found, not added again, when the record is ingested again', async () => {
    const before = await membershipCount();
    const result = await ingest('sitting.txt', sitting(JUNE_2025, LABELS_2025));
    expect(result.created).toBe(false);
    expect(result.seatsDerived).toBe(0);
    expect(await membershipCount()).toBe(before);
    const speeches = await speechesOf('2025-06-10');
    expect(speeches.filter((s) => s.label === MARFO).map((s) => s.person?.id)).toEqual(['kofi-ahenkorah-marfo', 'kofi-ahenkorah-marfo']);
  });

  it('is never derived when the roster of the day is complete (the 5th Parliament)', async () => {
    const before = await membershipCount();
    // Achiase had no Member in the 5th Parliament, and Kofi Ahenkorah Marfo no seat: still nothing.
    const result = await ingest('fifth.txt', sitting(NOV_2011, [MARFO, DONKOH]));
    expect(result.hansard.id).toBe('2011-11-15');
    expect(result.seatsDerived).toBe(0);
    expect(await membershipCount()).toBe(before);
    const speeches = await speechesOf('2011-11-15');
    expect(speeches.filter((s) => s.label === MARFO || s.label === DONKOH).map((s) => s.person)).toEqual([null, null]);
  });
});
