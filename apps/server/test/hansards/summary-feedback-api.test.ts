import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HansardAnalysesResponseSchema } from '@kakyere/contract';
import { aiFeedback, hansards, makeSyntheticHansard, seedDatabase } from '@kakyere/db';
import { asc, eq } from 'drizzle-orm';
import { storeHansard } from '../../src/modules/records/ingest/store-hansard.js';
import { createTestApp, type TestApp } from '../test-app.js';

// An AI-analysed sitting with two versions (the second a re-analysis), beside the seed's editor-written records.
const ID = 'synthetic-feedback';
const EDITORS = '2023-07-04';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000', ASK_RATE_LIMIT_PER_MINUTE: '5' });
  await seedDatabase(t.database.db);
  const row = { ...makeSyntheticHansard(42), id: ID, engine: 'builtin', engineVersion: 'builtin-1' };
  await storeHansard(t.database.db, { row, document: null });
  await storeHansard(t.database.db, { row: { ...row, engineVersion: 'builtin-2', title: 'Re-analysed' }, document: null });
});
afterAll(() => t.close());

let client = 0;
/** Each call from its own address unless told, so the per-client limit is only reached where a test means to. */
const post = (url: string, body: unknown, ip = `10.1.0.${++client}`) =>
  t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });
const feedbackUrl = (id: string, version: number | string) => `/api/hansards/${id}/analyses/${version}/feedback`;
const analyses = async (id: string) => HansardAnalysesResponseSchema.parse((await t.app.inject(`/api/hansards/${id}/analyses`)).json()).data;

describe('POST /api/hansards/{id}/analyses/{version}/feedback', () => {
  it('records "Is this summary accurate?" for that version, with an optional note, and the analyses list counts it', async () => {
    const no = await post(feedbackUrl(ID, 2), { accurate: false, note: '  The second reading was adjourned, not passed.  ' });
    expect(no.statusCode).toBe(201);
    expect(no.json()).toEqual({ success: true, data: { recorded: true } });
    expect((await post(feedbackUrl(ID, 2), { accurate: true })).statusCode).toBe(201);
    expect((await post(feedbackUrl(ID, 1), { accurate: true, note: '   ' })).statusCode).toBe(201);

    const rows = await t.database.db.select().from(aiFeedback).where(eq(aiFeedback.subjectType, 'hansard_summary')).orderBy(asc(aiFeedback.id));
    expect(rows.map((r) => [r.subjectId, r.helpful, r.comment])).toEqual([
      [`${ID}@2`, false, 'The second reading was adjourned, not passed.'],
      [`${ID}@2`, true, null],
      [`${ID}@1`, true, null],
    ]);
    expect((await analyses(ID)).map((a) => [a.version, a.feedback])).toEqual([
      [1, { yes: 1, no: 0 }],
      [2, { yes: 1, no: 1 }],
    ]);
  });

  it('accepts a note of exactly 500 characters and refuses 501 with a 400 in the envelope', async () => {
    expect((await post(feedbackUrl(ID, 2), { accurate: false, note: 'x'.repeat(500) })).statusCode).toBe(201);
    const tooLong = await post(feedbackUrl(ID, 2), { accurate: false, note: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ success: false, error: 'Note must be at most 500 characters' });
  });

  it.each([
    ['no answer', { note: 'no answer' }],
    ['a string for a boolean', { accurate: 'yes' }],
    ['a number note', { accurate: true, note: 5 }],
    ['an array', []],
  ])('refuses a bad body (%s) with a 400 in the envelope', async (_name, body) => {
    const response = await post(feedbackUrl(ID, 2), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  it.each(['0', '-1', '1.5', 'abc', '99999999999'])('refuses version %s with a 400 in the envelope', async (version) => {
    const response = await post(feedbackUrl(ID, version), { accurate: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'The analysis version must be a whole number, 1 or more' });
  });

  it('answers 404 for an unknown Hansard or version, and 409 for the editors’ own summary', async () => {
    const unknownHansard = await post(feedbackUrl('1999-01-01', 1), { accurate: true });
    expect(unknownHansard.statusCode).toBe(404);
    expect(unknownHansard.json()).toEqual({ success: false, error: 'Hansard not found' });
    const unknownVersion = await post(feedbackUrl(ID, 3), { accurate: true });
    expect(unknownVersion.statusCode).toBe(404);
    expect(unknownVersion.json()).toEqual({ success: false, error: 'Analysis version not found' });
    const editors = await post(feedbackUrl(EDITORS, 1), { accurate: true });
    expect(editors.statusCode).toBe(409);
    expect(editors.json()).toEqual({ success: false, error: 'This summary was written by the editors, not the AI: only AI analyses take feedback' });
    // A sitting written straight to the table has no versions: its version 1 is unknown, not an error.
    await t.database.db.insert(hansards).values({ ...makeSyntheticHansard(43), id: 'synthetic-unversioned' });
    expect((await post(feedbackUrl('synthetic-unversioned', 1), { accurate: true })).statusCode).toBe(404);
    expect(await analyses('synthetic-unversioned')).toEqual([]);
  });

  it('limits how often one client may send feedback, with a clear error, and leaves other readers alone', async () => {
    const ip = '10.9.9.9';
    let limited = null;
    for (let i = 0; i < 6 && !limited; i++) {
      const response = await post(feedbackUrl(ID, 2), { accurate: true }, ip);
      if (response.statusCode === 429) limited = response;
    }
    expect(limited?.json()).toEqual({ success: false, error: 'Too many requests. Please slow down and try again shortly.' });
    expect((await post(feedbackUrl(ID, 2), { accurate: true })).statusCode).toBe(201);
  });
});

describe('OpenAPI', () => {
  it('documents the analyses list and the feedback route with their answers', async () => {
    const doc = (await t.app.inject('/api/docs')).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>> };
    const list = doc.paths['/api/hansards/{id}/analyses']!.get!;
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '429', '500', '503']));
    const feedback = doc.paths['/api/hansards/{id}/analyses/{version}/feedback']!.post!;
    expect(Object.keys(feedback.responses)).toEqual(expect.arrayContaining(['201', '400', '404', '409', '429', '500', '503']));
    expect(JSON.stringify(feedback.requestBody)).toContain('"maxLength":500');
  });
});
