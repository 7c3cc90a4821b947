import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BULK_LINE_SCHEMAS,
  BULK_KINDS,
  bulkPath,
  HansardDetailResponseSchema,
  BillJourneyResponseSchema,
  PopoloPeopleFileSchema,
  SpeechListResponseSchema,
  type BulkKind,
} from '@kakyere/contract';
import { bills, firstHansardAnalysis, hansardAnalyses, hansards, makeSyntheticBill, makeSyntheticHansard, persons, seedDatabase, speeches } from '@kakyere/db';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { upsertBill } from '../../src/modules/records/bills/write-bill.js';
import { importPeople } from '../../src/modules/records/people/import-people.js';
import { listPeople } from '../../src/modules/records/people/list-people.js';
import { parsePeopleFile } from '../../src/modules/records/people/read-people-file.js';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { seedSyntheticSpeeches } from '../../src/modules/records/speeches/seed-synthetic-speeches.js';
import { BULK_LINES } from '../../src/modules/records/open-data/bulk-lines.js';
import { createTestApp, openTestDatabase, type TestApp } from '../test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedDatabase(db);
  await seedPeople(db);
  await seedBills(db);
  // Two of the project's synthetic sittings with made-up speeches by the seeded people: sittings with speeches.
  const synthetic = [0, 1].map((i) => makeSyntheticHansard(i));
  await db.insert(hansards).values(synthetic.map((row) => ({ ...row, shownAnalysisVersion: 1 })));
  await db.insert(hansardAnalyses).values(synthetic.map(firstHansardAnalysis));
  await seedSyntheticSpeeches(db, 5);
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** A bulk file's lines, each parsed; fails unless every line is one JSON object and the file ends in a newline. */
async function bulk(kind: BulkKind, headers: Record<string, string> = {}) {
  const res = await get(bulkPath(kind), headers);
  expect(res.statusCode, res.body).toBe(200);
  const encoding = res.headers['content-encoding'];
  const body = encoding === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : encoding === 'br' ? brotliDecompressSync(res.rawPayload).toString('utf8') : res.body;
  expect(body.endsWith('\n')).toBe(true);
  const lines = body.slice(0, -1).split('\n');
  const items = lines.map((line) => {
    const value: unknown = JSON.parse(line);
    expect(typeof value === 'object' && value !== null && !Array.isArray(value)).toBe(true);
    return value as Record<string, unknown>;
  });
  return { res, body, items };
}

/** Field names that would be someone's contact or account: none may appear anywhere in an export. */
const PERSONAL = /"(e-?mail|email_address|phone|phone_number|subscriber|subscription|subscriptions|password|token|user_id|account|note_text|feedback)"\s*:/i;

describe('GET /api/people.popolo.json', () => {
  it('imports into an empty database as the same people, memberships and seats', async () => {
    const res = await get('/api/people.popolo.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const other = await openTestDatabase();
    try {
      const report = await importPeople(other.db, parsePeopleFile(res.json()));
      const [stored] = await t.database.db.select({ n: count() }).from(persons);
      expect(report.persons.filter((c) => c.kind === 'added')).toHaveLength(stored!.n);
      expect(report.memberships.length).toBeGreaterThan(stored!.n);
      // The Members list (names and seats: constituency, party, Parliament, dates) reads the same from both.
      const everyone = { limit: 1000, page: 1 };
      const [ours, theirs] = [await listPeople(t.database.db, everyone), await listPeople(other.db, everyone)];
      expect(ours.rows).toHaveLength(stored!.n);
      expect(theirs.total).toBe(ours.total);
      expect(theirs.rows).toEqual(ours.rows);
    } finally {
      await other.close();
      await other.drop();
    }
  });

  it('holds names, identifiers, parties, constituencies and dated seats on behalf of a party', async () => {
    const file = PopoloPeopleFileSchema.parse((await get('/api/people.popolo.json')).json());
    expect(file.persons.some((p) => (p.other_names ?? []).length > 0)).toBe(true);
    expect(file.persons.some((p) => (p.identifiers ?? []).some((i) => i.scheme === 'wikidata'))).toBe(true);
    expect(file.organizations.filter((o) => o.classification === 'party').map((o) => o.id)).toEqual(expect.arrayContaining(['party/ndc', 'party/npp']));
    expect(file.areas.every((a) => a.type === 'constituency')).toBe(true);
    const areaIds = new Set(file.areas.map((a) => a.id));
    const seat = file.memberships.find((m) => m.role === 'member' && m.end_date && m.on_behalf_of_id && m.area_id);
    expect(seat).toBeDefined();
    expect(areaIds.has(seat!.area_id!)).toBe(true);
    expect(file.memberships.some((m) => m.role !== 'member' && m.label)).toBe(true);
  });

  it('lists the posts the memberships hold: a seat its constituency, an office its title, each once', async () => {
    const file = PopoloPeopleFileSchema.parse((await get('/api/people.popolo.json')).json());
    const posts = new Map((file.posts ?? []).map((p) => [p.id, p] as const));
    expect(posts.size).toBe(file.posts!.length);
    const areaNames = new Map(file.areas.map((a) => [a.id, a.name] as const));
    const seat = file.memberships.find((m) => m.role === 'member' && m.area_id)!;
    expect(posts.get(seat.post_id!)).toEqual(expect.objectContaining({ role: 'member', area_id: seat.area_id, label: `Member of Parliament for ${areaNames.get(seat.area_id!)}` }));
    // Every Member for the same constituency holds the same post.
    for (const m of file.memberships.filter((x) => x.role === 'member' && x.area_id === seat.area_id)) expect(m.post_id).toBe(seat.post_id);
    const office = file.memberships.find((m) => m.role !== 'member')!;
    expect(posts.get(office.post_id!)).toEqual(expect.objectContaining({ role: office.role, organization_id: office.organization_id }));
    // Every membership with a constituency or an office names a post the file lists.
    for (const m of file.memberships) if (m.post_id) expect(posts.has(m.post_id)).toBe(true);
  });

  it('is answered from cache with an ETag, 304 when unchanged, and holds nothing personal', async () => {
    const first = await get('/api/people.popolo.json', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = String(first.headers.etag);
    expect((await get('/api/people.popolo.json', { 'if-none-match': etag, 'accept-encoding': 'gzip' })).statusCode).toBe(304);
    expect(PERSONAL.test(gunzipSync(first.rawPayload).toString('utf8'))).toBe(false);
  });
});

describe('GET /api/bulk/{kind}.jsonl', () => {
  it('has one valid JSON object a line, one line per item, each as the API gives that item', async () => {
    const db = t.database.db;
    const sittings = await bulk('sittings');
    expect(sittings.res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(sittings.res.headers['access-control-allow-origin']).toBe('*');
    const [sittingCount] = await db.select({ n: count() }).from(hansards);
    expect(sittings.items.map((s) => s.id)).toHaveLength(sittingCount!.n);
    expect(new Set(sittings.items.map((s) => s.id)).size).toBe(sittingCount!.n);
    const spoken = sittings.items.find((s) => s.id === makeSyntheticHansard(0).id)!;
    const line = BULK_LINE_SCHEMAS.sittings.parse(spoken);
    expect(line.speeches).toHaveLength(5);
    // Every line the same as the API's answers for that sitting (its Members present linked alike) and its speeches.
    let linked = 0;
    for (const item of sittings.items) {
      const { speeches: lineSpeeches, ...lineSitting } = BULK_LINE_SCHEMAS.sittings.parse(item);
      const detail = HansardDetailResponseSchema.parse((await get(`/api/hansards/${lineSitting.id}`)).json()).data.hansard;
      const { raw_text: _t, evidence: _e, ...withoutTranscript } = detail;
      expect(lineSitting).toEqual(withoutTranscript);
      linked += detail.mps_present_people.filter((m) => m.person).length;
      expect(lineSpeeches).toEqual(SpeechListResponseSchema.parse((await get(`/api/hansards/${lineSitting.id}/speeches?limit=500`)).json()).data);
    }
    expect(linked).toBeGreaterThan(0);

    const billFile = await bulk('bills');
    const [billCount] = await db.select({ n: count() }).from(bills);
    expect(billFile.items).toHaveLength(billCount!.n);
    const firstBill = BULK_LINE_SCHEMAS.bills.parse(billFile.items[0]);
    expect(firstBill).toEqual(BillJourneyResponseSchema.parse((await get(`/api/bills/${firstBill.bill.id}/journey`)).json()).data);

    const people = await bulk('people');
    const [personCount] = await db.select({ n: count() }).from(persons);
    expect(people.items).toHaveLength(personCount!.n);
    const popolo = PopoloPeopleFileSchema.parse((await get('/api/people.popolo.json')).json());
    const somebody = BULK_LINE_SCHEMAS.people.parse(people.items.find((p) => p.id === 'person/osei-kyei-mensah-bonsu'));
    expect(somebody.memberships).toEqual(popolo.memberships.filter((m) => m.person_id === somebody.id));
    expect(somebody.memberships.length).toBeGreaterThan(0);
  });

  it('answers HEAD with the headers and no body', async () => {
    for (const kind of BULK_KINDS) {
      const res = await t.app.inject({ method: 'HEAD', url: bulkPath(kind) });
      expect(res.statusCode, kind).toBe(200);
      expect(res.headers['content-type'], kind).toBe('application/x-ndjson; charset=utf-8');
      expect(res.body, kind).toBe('');
    }
  });

  it('makes the sittings file once per data version, however many ask at once', async () => {
    // A new data version, so the file is to be made again.
    await t.database.db.update(hansards).set({ updatedAt: new Date().toISOString() }).where(eq(hansards.id, makeSyntheticHansard(1).id));
    const made = vi.spyOn(BULK_LINES, 'sittings');
    const answers = await Promise.all(Array.from({ length: 5 }, () => bulk('sittings', { 'accept-encoding': 'gzip' })));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    await bulk('sittings');
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });

  it('exports nothing personal', async () => {
    for (const kind of BULK_KINDS) expect(PERSONAL.test((await bulk(kind)).body), kind).toBe(false);
  });

  it('answers 304 to its ETag, compressed on request, and is made again when the data changes', async () => {
    for (const kind of BULK_KINDS) {
      const plain = await bulk(kind);
      // The sittings file is kept on disk gzipped, so it is sent gzipped even to a client that also takes br.
      for (const [encoding, sent] of [['gzip', 'gzip'], ['br', kind === 'sittings' ? undefined : 'br'], ['br, gzip', kind === 'sittings' ? 'gzip' : 'br']] as const) {
        const zipped = await bulk(kind, { 'accept-encoding': encoding });
        expect(zipped.res.headers['content-encoding'], kind).toBe(sent);
        expect(zipped.body, kind).toBe(plain.body);
        const etag = String(zipped.res.headers.etag);
        expect((await get(bulkPath(kind), { 'if-none-match': etag, 'accept-encoding': encoding })).statusCode, kind).toBe(304);
      }
    }

    const before = await bulk('bills');
    const added = makeSyntheticBill(0);
    await upsertBill(t.database.db, added, new Set());
    const after = await bulk('bills');
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    expect((await get(bulkPath('bills'), { 'if-none-match': String(before.res.headers.etag) })).statusCode).toBe(200);
    expect(after.items).toHaveLength(before.items.length + 1);
    expect(after.items.map((b) => (b.bill as { id: string }).id)).toContain(added.id);

    // A sitting's speeches changed (one deleted): the sittings file changes too.
    const sittingsBefore = await bulk('sittings');
    const [gone] = await t.database.db.select({ id: speeches.id }).from(speeches).limit(1);
    await t.database.db.delete(speeches).where(eq(speeches.id, gone!.id));
    await t.database.db.update(hansards).set({ updatedAt: new Date().toISOString() }).where(eq(hansards.id, makeSyntheticHansard(0).id));
    const sittingsAfter = await bulk('sittings');
    expect(sittingsAfter.res.headers.etag).not.toBe(sittingsBefore.res.headers.etag);
    expect(sittingsAfter.body).not.toContain(`"${gone!.id}"`);
  });
});
