import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { createPageDataSource } from '../../src/modules/pages/page-data-source.js';
import { createTestApp, type TestApp } from '../test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedBills(t.database.db);
});
afterAll(() => t.close());

describe("a bill's journey", () => {
  it('is read and kept once, for the API and the pages alike', async () => {
    const id = 'electronic-transfer-levy-bill-2022';
    const cache = t.app.services.caches.pageDataCache;
    const before = cache.size;
    const res = await t.app.inject({ method: 'GET', url: `/api/bills/${id}/journey` });
    expect(res.statusCode).toBe(200);
    expect(cache.size).toBe(before + 1);
    const journey = await createPageDataSource(t.database.db, 'link-secret', cache).billJourney(id);
    expect(cache.size).toBe(before + 1);
    expect(res.json()).toEqual({ success: true, data: journey });
    // The answer is the one serialised the first time (same ETag, 304 for a client that has it).
    const again = await t.app.inject({ method: 'GET', url: `/api/bills/${id}/journey`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a bill that is not there', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bills/no-such-bill/journey' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Bill not found' });
  });
});
