import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillListResponseSchema, ErrorResponseSchema, HansardListResponseSchema, PeopleListResponseSchema, SINCE_MESSAGE } from '@kakyere/contract';
import { bills, hansards, memberships, personRedirects, persons, readSeedBills, seedDatabase } from '@kakyere/db';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { upsertBill } from '../../src/modules/records/bills/write-bill.js';
import { upsertHansardDocument } from '../../src/modules/records/hansards/hansard-repository.js';
import { importPeople } from '../../src/modules/records/people/import-people.js';
import { readPeopleFile } from '../../src/modules/records/people/read-people-file.js';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { createTestApp, type TestApp } from '../test-app.js';

let t: TestApp;
/** The moment after seeding: everything seeded is older. */
let since: string;

const OSEI = 'person/osei-kyei-mensah-bonsu';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedDatabase(db);
  await seedPeople(db);
  await seedBills(db);
  await new Promise((resolve) => setTimeout(resolve, 20));
  since = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const q = (value: string) => encodeURIComponent(value);

async function hansardsSince(at = since) {
  const res = await get(`/api/hansards?since=${q(at)}`);
  expect(res.statusCode, res.body).toBe(200);
  return HansardListResponseSchema.parse(res.json());
}
async function billsSince(at = since) {
  const res = await get(`/api/bills?since=${q(at)}`);
  expect(res.statusCode, res.body).toBe(200);
  return BillListResponseSchema.parse(res.json());
}
async function peopleSince(at = since) {
  const res = await get(`/api/people?limit=1000&since=${q(at)}`);
  expect(res.statusCode, res.body).toBe(200);
  return PeopleListResponseSchema.parse(res.json());
}

describe('?since= before anything changed', () => {
  it('answers empty lists, nothing deleted or merged, and the next since', async () => {
    const [h, b, p] = [await hansardsSince(), await billsSince(), await peopleSince()];
    expect(h.data.hansards).toEqual([]);
    expect(b.data).toEqual([]);
    expect(p.data).toEqual([]);
    expect(p.total).toBe(0);
    for (const answer of [h, b, p]) {
      expect(answer.deleted).toEqual([]);
      expect(Date.parse(answer.as_of!)).toBeLessThanOrEqual(Date.now());
    }
    expect(p.merged).toEqual([]);
  });

  it('leaves the lists without since as they were: no sync fields', async () => {
    for (const url of ['/api/hansards', '/api/bills', '/api/people']) {
      const body = (await get(url)).json() as Record<string, unknown>;
      expect(Object.keys(body).sort(), url).toEqual(url === '/api/people' ? ['data', 'success', 'total'] : ['data', 'success']);
    }
  });

  it('a people import that changes nothing reports nothing', async () => {
    const report = await importPeople(t.database.db, await readPeopleFile(new URL('../fixtures/people/three-members.popolo.json', import.meta.url).pathname));
    expect(report.persons.every((c) => c.kind === 'unchanged')).toBe(true);
    expect((await peopleSince()).data).toEqual([]);
  });
});

describe('?since= after changes', () => {
  it('returns the changed sitting and not the others, and reports a deleted one', async () => {
    const db = t.database.db;
    const [changed, deleted] = await db.select({ id: hansards.id }).from(hansards).orderBy(hansards.id).limit(2);
    await upsertHansardDocument(db, { hansardId: changed!.id, filename: 'sitting.pdf', content: new TextEncoder().encode('%PDF-1.4') });
    await db.delete(hansards).where(eq(hansards.id, deleted!.id));
    const body = await hansardsSince();
    expect(body.data.hansards.map((h) => [h.id, h.has_pdf])).toEqual([[changed!.id, true]]);
    expect(body.deleted!.map((d) => d.id)).toEqual([deleted!.id]);
    expect(Date.parse(body.deleted![0]!.at)).toBeGreaterThan(Date.parse(since));
    // Asked from after the change: nothing.
    const later = await hansardsSince(new Date(Date.now() + 1000).toISOString());
    expect(later.data.hansards).toEqual([]);
    expect(later.deleted).toEqual([]);
  });

  it('returns a bill imported since and reports a deleted one; a bill stored again is not deleted', async () => {
    const db = t.database.db;
    const [first, second] = (await readSeedBills()).slice(0, 2);
    await db.delete(bills).where(inArray(bills.id, [first!.id, second!.id]));
    await upsertBill(db, second!, new Set());
    const body = await billsSince();
    expect(body.data.map((b) => b.id)).toEqual([second!.id]);
    expect(body.deleted!.map((d) => d.id)).toEqual([first!.id]);
    // The list with a filter filters the changes too.
    const res = await get(`/api/bills?status=${second!.status === 'passed' ? 'withdrawn' : 'passed'}&since=${q(since)}`);
    expect(BillListResponseSchema.parse(res.json()).data).toEqual([]);
  });

  it('returns a person whose seat changed, and reports a deletion and a merge', async () => {
    const db = t.database.db;
    const [touched, removed, merged] = await db
      .select({ id: persons.id })
      .from(persons)
      .where(sql`${persons.id} <> ${OSEI}`)
      .orderBy(persons.id)
      .limit(3);
    const [seat] = await db.select({ id: memberships.id }).from(memberships).where(eq(memberships.personId, touched!.id)).limit(1);
    // As an import writing the seat would stamp it.
    await db.update(memberships).set({ updatedAt: sql`now()` }).where(eq(memberships.id, seat!.id));
    for (const gone of [removed!, merged!]) {
      await db.delete(memberships).where(eq(memberships.personId, gone.id));
      await db.delete(persons).where(eq(persons.id, gone.id));
    }
    await db.insert(personRedirects).values({ fromId: merged!.id, toId: OSEI, reason: 'test' });

    const body = await peopleSince();
    const urlId = (id: string) => id.replace(/^person\//, '');
    expect(body.data.map((p) => p.id)).toEqual([urlId(touched!.id)]);
    expect(body.total).toBe(1);
    expect(body.deleted!.map((d) => d.id)).toEqual([urlId(removed!.id)]);
    expect(body.merged!.map(({ from, into }) => ({ from, into }))).toEqual([{ from: urlId(merged!.id), into: urlId(OSEI) }]);
  });
});

describe('a bad since', () => {
  it.each(['yesterday', '2026-01-31', '2026-01-31T00:00:00', '2026-13-01T00:00:00Z'])('answers 400 with the error shape for %s', async (bad) => {
    for (const path of ['/api/hansards', '/api/bills', '/api/people']) {
      const res = await get(`${path}?since=${q(bad)}`);
      expect(res.statusCode, `${path} ${bad}`).toBe(400);
      const body = ErrorResponseSchema.parse(res.json());
      expect(body.error).toContain(SINCE_MESSAGE);
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents since on the three lists and the sync fields of their answers', async () => {
    const doc = (await get('/api/docs')).json() as {
      paths: Record<string, { get: { parameters: { name: string; in: string }[]; responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }> } }>;
    };
    for (const path of ['/api/hansards', '/api/bills', '/api/people']) {
      const operation = doc.paths[path]!.get;
      expect(operation.parameters, path).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'since', in: 'query' })]));
      const answer = operation.responses['200']!.content['application/json']!.schema.properties;
      expect(Object.keys(answer), path).toEqual(expect.arrayContaining(['as_of', 'deleted']));
    }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/people.popolo.json', '/api/bulk/sittings.jsonl', '/api/bulk/bills.jsonl', '/api/bulk/people.jsonl']),
    );
  });
});
