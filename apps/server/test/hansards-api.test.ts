import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorResponseSchema,
  HansardDetailResponseSchema,
  HansardListResponseSchema,
} from '@kakyere/contract';
import { eq } from 'drizzle-orm';
import { hansards, makeSyntheticHansard } from '@kakyere/db';
import { upsertHansardDocument } from '../src/modules/records/hansards/hansard-repository.js';
import { createTestApp, type TestApp } from './test-app.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const rows = Array.from({ length: 25 }, (_, i) => makeSyntheticHansard(i));
  // Two sittings on one day prove the tie-break; one carries a full transcript.
  rows.push({ ...makeSyntheticHansard(100), id: 'synthetic-same-day', sittingDate: rows[3]!.sittingDate });
  rows[0] = { ...rows[0]!, rawText: 'Mr Speaker: Order! Order! The House met at 10.00 a.m.' };
  await t.database.db.insert(hansards).values(rows);
  await upsertHansardDocument(t.database.db, { hansardId: rows[1]!.id!, filename: 'Hansard 2 Feb 2012.pdf', content: PDF });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/hansards', () => {
  it('lists every Hansard, newest sitting first, in the documented shape', async () => {
    const res = await get('/api/hansards');
    expect(res.statusCode).toBe(200);
    const body = HansardListResponseSchema.parse(res.json());
    expect(body.data.hansards).toHaveLength(26);
    const keys = body.data.hansards.map((h) => `${h.date} ${h.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('leaves the raw transcript out of list items', async () => {
    const body = (await get('/api/hansards')).json();
    for (const item of body.data.hansards) expect(item).not.toHaveProperty('raw_text');
    expect(body.data.hansards[0]).toMatchObject({ provenance: { engine: 'synthetic', source: 'synthetic:seed-scale' } });
  });

  it('honours limit', async () => {
    const body = HansardListResponseSchema.parse((await get('/api/hansards?limit=5')).json());
    expect(body.data.hansards).toHaveLength(5);
    expect(body.data.hansards[0]!.id).toBe('synthetic-00000');
  });

  it.each(['0', '1001', 'abc', '2.5', '-1', ''])('rejects limit=%s with a 400 naming the parameter', async (limit) => {
    const res = await get(`/api/hansards?limit=${limit}`);
    expect(res.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.error).toContain("'limit'");
  });

  it('marks has_pdf exactly for the Hansards that have a stored PDF', async () => {
    const body = HansardListResponseSchema.parse((await get('/api/hansards')).json());
    expect(body.data.hansards.filter((h) => h.has_pdf).map((h) => h.id)).toEqual(['synthetic-00001']);
  });

  it('answers with an ETag and 304 when the client already has the list', async () => {
    const first = await get('/api/hansards');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/hansards', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses the list with brotli or gzip as the client accepts', async () => {
    const plain = await get('/api/hansards');
    const br = await get('/api/hansards', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/hansards', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const refused = await get('/api/hansards', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('shows a new Hansard at once after a write (the cached list is invalidated)', async () => {
    const before = (await get('/api/hansards')).json();
    await t.database.db.insert(hansards).values({ ...makeSyntheticHansard(500), id: 'synthetic-late', sittingDate: '2030-01-01' });
    const after = HansardListResponseSchema.parse((await get('/api/hansards')).json());
    expect(after.data.hansards).toHaveLength(before.data.hansards.length + 1);
    expect(after.data.hansards[0]!.id).toBe('synthetic-late');
    await t.database.db.delete(hansards).where(eq(hansards.id, 'synthetic-late'));
  });
});

describe('GET /api/hansards/:id', () => {
  it('returns the full record including raw_text', async () => {
    const res = await get('/api/hansards/synthetic-00000');
    expect(res.statusCode).toBe(200);
    const body = HansardDetailResponseSchema.parse(res.json());
    expect(body.data.hansard.raw_text).toContain('The House met at 10.00 a.m.');
    expect(body.data.hansard.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 404 "Hansard not found" for an unknown id', async () => {
    const res = await get('/api/hansards/2099-01-01');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Hansard not found' });
  });

  it('answers 400 for an id that cannot exist', async () => {
    const res = await get(`/api/hansards/${encodeURIComponent("x' OR 1=1 --")}`);
    expect(res.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(res.json()).error).toContain("'id'");
  });
});

describe('GET /api/hansards/:id/pdf', () => {
  it('serves the stored PDF with a filename', async () => {
    const res = await get('/api/hansards/synthetic-00001/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Hansard_2_Feb_2012.pdf');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers 404 JSON when the Hansard has no PDF, and when it does not exist', async () => {
    const none = await get('/api/hansards/synthetic-00002/pdf');
    expect(none.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(none.json()).error).toMatch(/PDF/);
    const unknown = await get('/api/hansards/nothing-here/pdf');
    expect(unknown.json()).toEqual({ success: false, error: 'Hansard not found' });
  });
});

describe('the API as a whole', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await get('/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(res.json())).toEqual({ success: false, error: 'Not found' });
  });

  it('sends strict security headers', async () => {
    const res = await get('/api/hansards');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('describes itself in OpenAPI generated from the contract', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/hansards', '/api/hansards/{id}', '/api/hansards/{id}/pdf']),
    );
    expect(doc.paths['/api/hansards'].get.parameters[0]).toMatchObject({ name: 'limit', in: 'query' });
  });
});
