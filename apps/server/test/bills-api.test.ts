import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BillJourneyResponseSchema,
  BillListResponseSchema,
  ErrorResponseSchema,
  STAGES,
} from '@kakyere/contract';
import { hansards, readSeedBills, seedBills, seedDatabase, upsertBill } from '@kakyere/db';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let seedCount: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
  seedCount = await seedBills(t.database.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const listIds = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return BillListResponseSchema.parse(res.json()).data.map((b) => b.id);
};

describe('GET /api/bills', () => {
  it('lists every seeded bill in the documented shape, most recently active first', async () => {
    const res = await get('/api/bills');
    const body = BillListResponseSchema.parse(res.json());
    expect(body.data).toHaveLength(seedCount);
    expect(seedCount).toBe((await readSeedBills()).length);
    const dated = body.data.map((b) => b.lastActionDate).filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort().reverse());
  });

  it('answers with an ETag and 304 when the client already has the list', async () => {
    const first = await get('/api/bills?status=passed');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({ method: 'GET', url: '/api/bills?status=passed', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // A different filter is a different body with its own tag.
    expect((await get('/api/bills?status=lapsed')).headers.etag).not.toBe(etag);
  });

  it('shows an updated bill at once (the cached list is invalidated by the write)', async () => {
    const [bill] = (await readSeedBills()).filter((b) => b.id === 'right-to-information-bill-2018');
    const hansardIds = new Set((await t.database.db.select({ id: hansards.id }).from(hansards)).map((h) => h.id));
    expect((await listIds('/api/bills?status=lapsed'))).not.toContain(bill!.id);
    await upsertBill(t.database.db, { ...bill!, status: 'lapsed' }, hansardIds);
    expect(await listIds('/api/bills?status=lapsed')).toContain(bill!.id);
    await upsertBill(t.database.db, bill!, hansardIds);
    expect(await listIds('/api/bills?status=lapsed')).not.toContain(bill!.id);
  });

  it('keeps billNumber null where Ghana published none', async () => {
    const body = BillListResponseSchema.parse((await get('/api/bills')).json());
    expect(body.data.every((b) => b.billNumber === null)).toBe(true);
  });

  it('filters by status', async () => {
    const body = BillListResponseSchema.parse((await get('/api/bills?status=lapsed')).json());
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((b) => b.status === 'lapsed')).toBe(true);
    expect(body.data.map((b) => b.id)).toContain('promotion-of-proper-human-sexual-rights-and-ghanaian-family-values-bill-2021');
  });

  it('filters by bill type, and by both at once', async () => {
    const privateBills = BillListResponseSchema.parse((await get('/api/bills?billType=Private%20Members%20Bill')).json()).data;
    expect(privateBills.length).toBeGreaterThan(0);
    expect(privateBills.every((b) => b.billType === 'Private Members Bill')).toBe(true);
    const both = BillListResponseSchema.parse((await get('/api/bills?billType=Private%20Members%20Bill&status=passed')).json()).data;
    expect(both.every((b) => b.billType === 'Private Members Bill' && b.status === 'passed')).toBe(true);
    expect(both.length).toBeLessThan(privateBills.length);
  });

  it.each([
    ['status=open', "'status'"],
    ['billType=Budget', "'billType'"],
  ])('rejects %s with a 400 naming the parameter', async (query, name) => {
    const res = await get(`/api/bills?${query}`);
    expect(res.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(res.json()).error).toContain(name);
  });
});

describe('GET /api/bills/search', () => {
  it.each([
    ['RTI', 'right-to-information-bill-2018'],
    ['rti', 'right-to-information-bill-2018'],
    ['right to information', 'right-to-information-bill-2018'],
    ['E-Levy', 'electronic-transfer-levy-bill-2022'],
    ['elevy', 'electronic-transfer-levy-bill-2022'],
    ['e levy', 'electronic-transfer-levy-bill-2022'],
    ['family values', 'promotion-of-proper-human-sexual-rights-and-ghanaian-family-values-bill-2021'],
    ['Act 989', 'right-to-information-bill-2018'],
    ['special prosec', 'office-of-the-special-prosecutor-bill-2017'],
    ['data protection!!', 'data-protection-bill-2010'],
  ])('finds %s', async (q, expected) => {
    const ids = await listIds(`/api/bills/search?q=${encodeURIComponent(q)}`);
    expect(ids.slice(0, 3)).toContain(expected);
  });

  it('ranks the best match first', async () => {
    const ids = await listIds('/api/bills/search?q=special%20prosecutor');
    expect(ids[0]).toBe('office-of-the-special-prosecutor-bill-2017');
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await listIds('/api/bills/search?q=zzyzx')).toEqual([]);
  });

  it('treats query syntax as plain words', async () => {
    for (const q of ["' or 1=1 --", 'levy & | ! :*', '()']) {
      const res = await get(`/api/bills/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
  });

  it.each([
    ['', 'must not be empty'],
    ['%20%20', 'must not be empty'],
    ['x'.repeat(201), 'at most 200'],
  ])('rejects q=%s with a clear 400', async (q, message) => {
    const res = await get(`/api/bills/search?q=${q}`);
    expect(res.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(res.json()).error).toContain(message);
  });

  it('rejects a missing q with a 400', async () => {
    const res = await get('/api/bills/search');
    expect(res.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(res.json()).error).toContain("'q'");
  });
});

describe('GET /api/bills/:id/journey', () => {
  it('returns the bill with all 8 stages in order, unrecorded stages pending', async () => {
    const res = await get('/api/bills/right-to-information-bill-2018/journey');
    expect(res.statusCode).toBe(200);
    const { data } = BillJourneyResponseSchema.parse(res.json());
    expect(data.bill.title).toBe('Right to Information Bill, 2018');
    expect(data.stages.map((s) => s.stage)).toEqual(STAGES.map((s) => s.key));
    expect(data.stages.find((s) => s.stage === 'second_reading')?.stageStatus).toBe('pending');
    expect(data.stages.find((s) => s.stage === 'presidential_assent')).toMatchObject({ stageStatus: 'completed' });
  });

  it('links debates to the Hansard permalinks of the sittings where they happened', async () => {
    const { data } = BillJourneyResponseSchema.parse((await get('/api/bills/data-protection-bill-2010/journey')).json());
    expect(data.debates.length).toBeGreaterThan(0);
    for (const debate of data.debates) expect(debate.hansardUrl).toMatch(/^\/hansards\/\d{4}-\d{2}-\d{2}/);
    const hansard = await get(`/api/hansards/${data.debates[0]!.hansardId}`);
    expect(hansard.statusCode).toBe(200);
  });

  it('returns amendments and stakeholders in the documented shape', async () => {
    const { data } = BillJourneyResponseSchema.parse((await get('/api/bills/presidential-transition-bill-2010/journey')).json());
    expect(data.amendments.length).toBeGreaterThan(0);
    expect(data.amendments[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), proposedBy: expect.any(String), status: expect.any(String) }),
    );
    expect(data.stakeholders[0]).toEqual(expect.objectContaining({ stakeholderName: expect.any(String), keyConcerns: expect.any(Array) }));
  });

  it('answers 404 "Bill not found" for an unknown bill', async () => {
    const res = await get('/api/bills/no-such-bill-1999/journey');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Bill not found' });
  });

  it('answers 400 for an id that cannot exist', async () => {
    const res = await get('/api/bills/NOT%20AN%20ID/journey');
    expect(res.statusCode).toBe(400);
  });
});
