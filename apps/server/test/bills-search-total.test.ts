import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillSearchResponseSchema, ErrorResponseSchema, LIMITS } from '@kakyere/contract';
import { makeSyntheticBill } from '@kakyere/db';
import { seedBills } from '../src/modules/records/bills/seed-bills.js';
import { upsertBill } from '../src/modules/records/bills/write-bill.js';
import { createPageDataSource } from '../src/modules/pages/page-data-source.js';
import { createTestApp, type TestApp } from './test-app.js';

/** More synthetic bills than a search answers by default: every one has "Synthetic" in its title. */
const SYNTHETIC = LIMITS.billSearchLimit + 10;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedBills(t.database.db);
  for (let i = 0; i < SYNTHETIC; i++) await upsertBill(t.database.db, makeSyntheticBill(i), new Set());
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const search = async (query: string) => {
  const res = await get(`/api/bills/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return BillSearchResponseSchema.parse(res.json());
};

describe('GET /api/bills/search: total', () => {
  it('answers the best 50 matches and says how many matched in all, beside the spec fields', async () => {
    const res = await get('/api/bills/search?q=synthetic');
    expect(Object.keys(res.json())).toEqual(['success', 'data', 'total']);
    const body = BillSearchResponseSchema.parse(res.json());
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(LIMITS.billSearchLimit);
    expect(body.total).toBe(SYNTHETIC);
    expect(body.data.every((b) => b.id.startsWith('synthetic-bill-'))).toBe(true);
  });

  it('counts every match when all are shown, and nothing when nothing matches', async () => {
    const rti = await search('q=RTI');
    expect(rti.data.length).toBeGreaterThan(0);
    expect(rti.total).toBe(rti.data.length);
    expect(await search('q=zzyzx')).toEqual({ success: true, data: [], total: 0 });
  });

  it('counts the bills offered when none matches every word (any word then counts)', async () => {
    const body = await search(`q=${encodeURIComponent('synthetic zzyzx')}`);
    expect(body.data).toHaveLength(LIMITS.billSearchLimit);
    expect(body.total).toBe(SYNTHETIC);
  });

  it('answers up to ?limit= matches, in the same order, with the same total', async () => {
    const best = await search('q=synthetic');
    const all = await search(`q=synthetic&limit=${LIMITS.billSearchMaxLimit}`);
    expect(all.data).toHaveLength(SYNTHETIC);
    expect(all.total).toBe(SYNTHETIC);
    expect(all.data.slice(0, LIMITS.billSearchLimit)).toEqual(best.data);
    const few = await search('q=synthetic&limit=7');
    expect(few.data.map((b) => b.id)).toEqual(best.data.slice(0, 7).map((b) => b.id));
    expect(few.total).toBe(SYNTHETIC);
  });

  it('caches each limit apart, and the default limit with no limit', async () => {
    expect((await search(`q=Synthetic&limit=${LIMITS.billSearchMaxLimit}`)).data).toHaveLength(SYNTHETIC);
    // The same search without a limit, after the larger answer was cached: still the best 50.
    const capped = await get('/api/bills/search?q=SYNTHETIC');
    expect(BillSearchResponseSchema.parse(capped.json()).data).toHaveLength(LIMITS.billSearchLimit);
    const explicit = await get(`/api/bills/search?q=synthetic&limit=${LIMITS.billSearchLimit}`);
    expect(explicit.headers.etag).toBe(capped.headers.etag);
  });

  it('counts a bill added after the answer was cached', async () => {
    expect((await search('q=synthetic')).total).toBe(SYNTHETIC);
    await upsertBill(t.database.db, makeSyntheticBill(SYNTHETIC), new Set());
    expect((await search('q=synthetic')).total).toBe(SYNTHETIC + 1);
    expect((await search(`q=synthetic&limit=${LIMITS.billSearchMaxLimit}`)).data).toHaveLength(SYNTHETIC + 1);
  });

  it.each(['0', String(LIMITS.billSearchMaxLimit + 1), 'abc', '2.5', '-1', ''])(
    'rejects limit=%s with a 400 naming the parameter',
    async (limit) => {
      const res = await get(`/api/bills/search?q=synthetic&limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(res.json()).error).toContain("'limit'");
    },
  );

  it('gives the server renderer the same bills and total, per limit', async () => {
    const data = createPageDataSource(t.database.db, 'link-secret', t.app.services.caches.pageDataCache);
    const query = { q: 'synthetic', status: '', billType: '' } as const;
    const api = await search('q=synthetic');
    const best = await data.bills(query);
    expect(best.bills.map((b) => b.id)).toEqual(api.data.map((b) => b.id));
    expect(best.total).toBe(api.total);
    const all = await data.bills({ ...query, limit: LIMITS.billSearchMaxLimit });
    expect(all.bills).toHaveLength(api.total);
    expect(all.total).toBe(api.total);
    // A list (no search) holds every bill it matched.
    const list = await data.bills({ q: '', status: '', billType: '' });
    expect(list.total).toBe(list.bills.length);
  });

  it('documents total and limit in the OpenAPI description', async () => {
    const doc = (await get('/api/docs')).json();
    const operation = doc.paths['/api/bills/search'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['q', 'limit']));
    const schema = operation.responses['200'].content['application/json'].schema;
    expect(schema.properties.total).toMatchObject({ type: 'integer', minimum: 0 });
    expect(schema.required).toEqual(expect.arrayContaining(['success', 'data', 'total']));
    // The plain list is unchanged.
    expect(doc.paths['/api/bills'].get.responses['200'].content['application/json'].schema.properties.total).toBeUndefined();
  });
});
