import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BillJourneyResponseSchema,
  BillListResponseSchema,
  ErrorResponseSchema,
  STAGES,
} from '@kakyere/contract';
import { hansards, readSeedBills, seedDatabase } from '@kakyere/db';
import { seedBills } from '../src/modules/records/bills/seed-bills.js';
import { upsertBill } from '../src/modules/records/bills/write-bill.js';
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

  it('serves search answers and journeys from the bounded answer cache, with ETags, and shows a write at once', async () => {
    const [bill] = (await readSeedBills()).filter((b) => b.id === 'right-to-information-bill-2018');
    const hansardIds = new Set((await t.database.db.select({ id: hansards.id }).from(hansards)).map((h) => h.id));
    const journey = await get(`/api/bills/${bill!.id}/journey`);
    expect(journey.headers.etag).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: `/api/bills/${bill!.id}/journey`, headers: { 'if-none-match': String(journey.headers.etag) } })).statusCode).toBe(304);
    expect((await get('/api/bills/search?q=RTI')).headers.etag).toBeTruthy();
    await upsertBill(t.database.db, { ...bill!, summary: 'A summary changed by an editor.' }, hansardIds);
    expect(BillJourneyResponseSchema.parse((await get(`/api/bills/${bill!.id}/journey`)).json()).data.bill.summary).toBe('A summary changed by an editor.');
    expect(BillListResponseSchema.parse((await get('/api/bills/search?q=RTI')).json()).data[0]!.summary).toBe('A summary changed by an editor.');
    await upsertBill(t.database.db, bill!, hansardIds);
    expect(BillJourneyResponseSchema.parse((await get(`/api/bills/${bill!.id}/journey`)).json()).data.bill.summary).toBe(bill!.summary);
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

  it('puts the family a nickname names first: "E-Levy" gives the E-Levy Bill, then its repeal, then other levies', async () => {
    for (const q of ['E-Levy', 'e levy', 'elevy', 'the E-Levy bill']) {
      const ids = await listIds(`/api/bills/search?q=${encodeURIComponent(q)}`);
      expect(ids.slice(0, 2), q).toEqual(['electronic-transfer-levy-bill-2022', 'electronic-transfer-levy-repeal-bill-2025']);
    }
    // "levy" alone names no one bill: every levy bill is offered.
    const levies = await listIds('/api/bills/search?q=levy');
    expect(levies).toEqual(
      expect.arrayContaining([
        'electronic-transfer-levy-bill-2022',
        'energy-sector-levy-amendment-bill-2025',
        'growth-and-sustainability-levy-bill-2022',
        'covid-19-health-recovery-levy-bill-2021',
      ]),
    );
  });

  it('finds every nickname in the seed with its bill(s) ahead of any bill without that nickname', async () => {
    const seeds = await readSeedBills();
    const key = (s: string) => s.toLowerCase().replace(/\b(?:bills?|act|the)\b/g, '').replace(/[^a-z0-9]/g, '');
    const nicknames = [...new Set(seeds.flatMap((b) => [...b.aliases, ...(b.shortTitle ? [b.shortTitle] : [])]))];
    expect(nicknames.length).toBeGreaterThan(50);
    for (const nickname of nicknames) {
      const named = seeds.filter((b) => [...b.aliases, b.shortTitle ?? ''].some((n) => key(n).startsWith(key(nickname)))).map((b) => b.id);
      const ids = await listIds(`/api/bills/search?q=${encodeURIComponent(nickname)}`);
      expect(new Set(ids.slice(0, named.length)), nickname).toEqual(new Set(named));
    }
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
  it('returns the bill with all 8 stages in order; stages it passed without a recorded date are completed, undated', async () => {
    const res = await get('/api/bills/right-to-information-bill-2018/journey');
    expect(res.statusCode).toBe(200);
    const { data } = BillJourneyResponseSchema.parse(res.json());
    expect(data.bill.title).toBe('Right to Information Bill, 2018');
    expect(data.stages.map((s) => s.stage)).toEqual(STAGES.map((s) => s.key));
    // The seed has no second-reading record for the RTI Bill, which became law: it was passed all the same.
    expect(data.stages.find((s) => s.stage === 'second_reading')).toMatchObject({
      stageStatus: 'completed',
      startedDate: null,
      completedDate: null,
    });
    expect(data.stages.find((s) => s.stage === 'presidential_assent')).toMatchObject({ stageStatus: 'completed' });
  });

  it('never shows a stage the bill has passed as pending: the E-Levy Bill, law at stage 8, is completed throughout', async () => {
    const { data } = BillJourneyResponseSchema.parse((await get('/api/bills/electronic-transfer-levy-bill-2022/journey')).json());
    expect(data.bill.currentStage).toBe('implementation');
    expect(data.stages.map((s) => s.stageStatus)).toEqual(Array(8).fill('completed'));
    expect(data.stages[0]).toMatchObject({ stage: 'pre_introduction', startedDate: null, completedDate: null, uncertain: false });
  });

  it('keeps pending only after the current stage, and gives the current stage the status its bill status implies', async () => {
    const journeys = await Promise.all(
      (await readSeedBills()).map(async (seed) => BillJourneyResponseSchema.parse((await get(`/api/bills/${seed.id}/journey`)).json()).data),
    );
    const expectedCurrent = { active: ['in_progress'], rejected: ['rejected'], passed: ['completed', 'in_progress'], lapsed: ['completed', 'pending'], withdrawn: ['completed', 'pending'] };
    for (const { bill, stages } of journeys) {
      const current = STAGES.findIndex((s) => s.key === bill.currentStage);
      stages.forEach((stage, index) => {
        if (index < current) expect(stage.stageStatus, `${bill.id} ${stage.stage}`).toBe('completed');
        if (index > current) expect(stage.stageStatus, `${bill.id} ${stage.stage}`).toBe('pending');
      });
      expect(expectedCurrent[bill.status], bill.id).toContain(stages[current]!.stageStatus);
      if (bill.status === 'passed' && bill.currentStage === 'implementation') expect(stages[current]!.stageStatus).toBe('completed');
      if (bill.status === 'lapsed') expect(stages[current]!.notes, bill.id).toMatch(/^The bill lapsed (at|after) this stage\./);
    }
    // The seed's one active bill is in progress at its current stage.
    expect(journeys.filter((j) => j.bill.status === 'active').map((j) => j.stages.find((s) => s.stage === j.bill.currentStage)!.stageStatus)).toEqual(['in_progress']);
  });

  it('says where a lapsed bill stopped: after a completed third reading, or at a committee it never left', async () => {
    const journey = async (id: string) => BillJourneyResponseSchema.parse((await get(`/api/bills/${id}/journey`)).json()).data;
    const abolition = await journey('criminal-offences-amendment-bill-2022-witchcraft-accusations');
    expect(abolition.bill.status).toBe('lapsed');
    const third = abolition.stages.find((s) => s.stage === abolition.bill.currentStage)!;
    expect(third.notes).toMatch(/^The bill lapsed after this stage\. /);
    const seeds = await readSeedBills();
    const atCommittee = seeds.find((b) => b.status === 'lapsed' && b.currentStage === 'committee')!;
    const committee = (await journey(atCommittee.id)).stages.find((s) => s.stage === 'committee')!;
    expect(committee).toMatchObject({ stageStatus: 'pending' });
    expect(committee.notes).toMatch(/^The bill lapsed at this stage\. /);
  });

  it('marks the stage facts that sources disagree on as uncertain (20 in the seed), and no others', async () => {
    const { data } = BillJourneyResponseSchema.parse((await get('/api/bills/electronic-transfer-levy-bill-2022/journey')).json());
    expect(data.stages.filter((s) => s.uncertain).map((s) => s.stage)).toEqual(['first_reading']);
    const seeds = await readSeedBills();
    expect(seeds.flatMap((b) => b.stages).filter((s) => s.uncertain)).toHaveLength(20);
    const osp = BillJourneyResponseSchema.parse((await get('/api/bills/office-of-the-special-prosecutor-bill-2017/journey')).json()).data;
    expect(osp.stages.filter((s) => s.uncertain).map((s) => s.stage)).toEqual(['first_reading', 'presidential_assent']);
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
