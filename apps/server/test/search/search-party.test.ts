import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponseSchema, type PopoloPeopleFile, type SearchResponse } from '@kakyere/contract';
import { PEOPLE_SEED_FILE } from '@kakyere/db';
import { sql } from 'drizzle-orm';
import { ingestHansard } from '../../src/modules/records/ingest/ingest-hansard.js';
import { importPeople } from '../../src/modules/records/people/import-people.js';
import { parsePeopleFile } from '../../src/modules/records/people/read-people-file.js';
import { openIngestTestApp, type IngestTestApp } from '../support/ingest-test-app.js';
import { FIXTURES, fixturePath } from '../support/official-report-fixtures.js';

// The sitting of 26 October 2011 (5th Parliament) with the seed's Members, stored by the real ingest path.
let harness: IngestTestApp;
beforeAll(async () => {
  harness = await openIngestTestApp();
  await ingestHansard({ kind: 'file', path: fixturePath(FIXTURES.education) }, harness.context);
});
afterAll(() => harness.close());

const search = async (query: string): Promise<SearchResponse> => {
  const res = await harness.t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponseSchema.parse(res.json());
};

/** The party of each Member's seat on 26 October 2011, read from the seats themselves. */
async function seatPartyOn(personIds: readonly string[]): Promise<Map<string, string | null>> {
  const rows = await harness.t.database.db.execute<{ person_id: string; party: string | null }>(sql`
    select m.person_id, m.on_behalf_of_id as party from memberships m join legislative_periods lp on lp.id = m.legislative_period_id
    where m.role = 'member' and m.person_id = any(${sql.param([...personIds])}::text[])
      and '2011-10-26' between coalesce(m.start_date, lp.start_date) and coalesce(m.end_date, lp.end_date, '9999')`);
  return new Map(rows.rows.map((row) => [row.person_id, row.party] as const));
}

const speakers = (found: SearchResponse) => [...new Set(found.data.speeches.flatMap((s) => (s.match === 'all' && s.person ? [`person/${s.person.id}`] : [])))];

describe('the search filtered by party', () => {
  it('finds the speeches of Members who sat for that party on the day, and no others', async () => {
    const everyone = await search('q=speaker&limit=50');
    const ndc = await search('q=speaker&limit=50&party=ndc');
    const npp = await search('q=speaker&limit=50&party=npp');
    expect(ndc.total.speeches).toBeGreaterThan(0);
    expect(npp.total.speeches).toBeGreaterThan(0);
    expect(ndc.total.speeches + npp.total.speeches).toBeLessThanOrEqual(everyone.total.speeches);
    const parties = await seatPartyOn([...speakers(ndc), ...speakers(npp)]);
    for (const id of speakers(ndc)) expect(parties.get(id), id).toBe('party/ndc');
    for (const id of speakers(npp)) expect(parties.get(id), id).toBe('party/npp');
    // A speech nobody is named for (the chair's "Question put") belongs to no party.
    expect(ndc.data.speeches.filter((s) => s.match === 'all').every((s) => s.person)).toBe(true);
  });

  it('follows a people import that changes a Member’s party', async () => {
    const before = await search('q=speaker&limit=50&party=npp');
    const member = speakers(before)[0]!;
    const seed = JSON.parse(await readFile(PEOPLE_SEED_FILE, 'utf8')) as PopoloPeopleFile;
    const seat = seed.memberships.find((m) => m.person_id === member && m.role === 'member' && m.legislative_period_id === 'term/5' && m.on_behalf_of_id === 'party/npp');
    expect(seat, member).toBeDefined();
    const report = await importPeople(harness.t.database.db, parsePeopleFile({ persons: seed.persons.filter((p) => p.id === member), memberships: [{ ...seat!, on_behalf_of_id: 'party/ndc' }] }));
    expect(report.memberships).toEqual([expect.objectContaining({ id: seat!.id, kind: 'updated' })]);

    const after = await search('q=speaker&limit=50&party=npp');
    expect(speakers(after)).not.toContain(member);
    expect(after.total.speeches).toBeLessThan(before.total.speeches);
    expect(speakers(await search('q=speaker&limit=50&party=ndc'))).toContain(member);
  });
});
