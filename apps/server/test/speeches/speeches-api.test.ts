import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { speechId, SpeechListResponseSchema } from '@kakyere/contract';
import { aiFeedback, hansards, speechRedirects } from '@kakyere/db';
import { readSittingWithSpeeches } from '../../src/modules/records/hansards/read-sitting-with-speeches.js';
import { standInWebDist } from '../support/stand-in-web-dist.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { storeSittingWithSpeeches, type Turn } from './sitting-with-speeches.js';

const SITTING = '2011-10-26';
const AKYEA = 'person/samuel-atta-akyea';
const TURNS: Turn[] = [
  { label: 'Mr Second Deputy Speaker', words: 'Hon Members, we take the Votes and Proceedings.', personId: 'person/aaron-michael-oquaye', post: 'Second Deputy Speaker' },
  { label: 'Mr Samuel A. Akyea', words: 'Mr Speaker, page 2 is in order.', personId: AKYEA },
  { label: 'Mr Second Deputy Speaker', words: 'It is correctly recorded.', personId: 'person/aaron-michael-oquaye', post: 'Second Deputy Speaker' },
  { label: 'Some Hon Members', words: 'Hear! Hear!' },
  { label: 'Mr Akyea', words: 'Thank you, Mr Speaker.', personId: AKYEA },
];
const ids = TURNS.map((_, n) => speechId(SITTING, 101, String(n + 1)));
/** An id a corrected record no longer has: it now redirects to the second speech. */
const MOVED = speechId(SITTING, 99, '1');

// The site's pages (the 404 among them) from a stand-in renderer, so an unknown permalink shows the page, not JSON.
const web = standInWebDist('speeches', 'export async function render() {\n  return { html: "<p>rendered</p>", state: null };\n}\n');
afterAll(web.remove);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000', ASK_RATE_LIMIT_PER_MINUTE: '5', WEB_DIST_DIR: web.dist });
  await storeSittingWithSpeeches(t.database.db, SITTING, '2011-10-26', TURNS);
  await t.database.db.insert(speechRedirects).values({ fromId: MOVED, toId: ids[1]! });
});
afterAll(() => t.close());

let client = 0;
/** Each call from its own address unless told, so the per-client limit is only reached where a test means to. */
const post = (url: string, body: unknown, ip = `10.2.0.${++client}`) => t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });
const reportUrl = (id: string) => `/api/speeches/${id}/speaker-report`;
const reports = () => t.database.db.select().from(aiFeedback).where(eq(aiFeedback.subjectType, 'speech_speaker')).orderBy(asc(aiFeedback.id));

describe('GET /api/hansards/{id}/speeches', () => {
  it("lists a sitting's speeches in the record's order, each with its speaker as printed, the person or null, and its span in raw_text", async () => {
    const response = await t.app.inject(`/api/hansards/${SITTING}/speeches?limit=1000`);
    expect(response.statusCode).toBe(200);
    const { data, total } = SpeechListResponseSchema.parse(response.json());
    expect(total).toBe(5);
    expect(data.map((s) => [s.id, s.label, s.person?.id ?? null, s.post])).toEqual([
      [ids[0], 'Mr Second Deputy Speaker', 'aaron-michael-oquaye', 'Second Deputy Speaker'],
      [ids[1], 'Mr Samuel A. Akyea', 'samuel-atta-akyea', null],
      [ids[2], 'Mr Second Deputy Speaker', 'aaron-michael-oquaye', 'Second Deputy Speaker'],
      [ids[3], 'Some Hon Members', null, null],
      [ids[4], 'Mr Akyea', 'samuel-atta-akyea', null],
    ]);
    const hansard = (await t.app.inject(`/api/hansards/${SITTING}`)).json().data.hansard;
    expect(hansard.raw_text.slice(data[1]!.start, data[1]!.end)).toBe('Mr Samuel A. Akyea: Mr Speaker, page 2 is in order.');
  });

  it('pages with limit and page, and says how many there are in all', async () => {
    const second = SpeechListResponseSchema.parse((await t.app.inject(`/api/hansards/${SITTING}/speeches?limit=2&page=2`)).json());
    expect(second.data.map((s) => s.position)).toEqual([2, 3]);
    expect(second.total).toBe(5);
    const past = SpeechListResponseSchema.parse((await t.app.inject(`/api/hansards/${SITTING}/speeches?limit=2&page=4`)).json());
    expect(past).toEqual({ success: true, data: [], total: 5 });
  });

  it('answers 404 for an unknown sitting and 400 for a bad id or paging, in the error shape', async () => {
    const unknown = await t.app.inject('/api/hansards/1999-01-01/speeches');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'Hansard not found' });
    for (const url of [`/api/hansards/${SITTING}/speeches?limit=0`, `/api/hansards/${SITTING}/speeches?limit=1001`, `/api/hansards/${SITTING}/speeches?page=x`, '/api/hansards/Not_A_Slug/speeches']) {
      const bad = await t.app.inject(url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
  });
});

describe('the page data of a sitting with speeches', () => {
  it('brings the transcript and every speech, and nothing for a sitting without speeches or no sitting', async () => {
    const sitting = await readSittingWithSpeeches(t.database.db, SITTING);
    expect(sitting?.hansard.raw_text).toContain('Mr Samuel A. Akyea: Mr Speaker');
    expect(sitting?.speeches.map((s) => s.id)).toEqual(ids);
    await t.database.db.insert(hansards).values({ id: '2011-10-27', title: 'No speeches', sittingDate: '2011-10-27', summary: 'S', source: 'test', engine: 'editor' });
    expect(await readSittingWithSpeeches(t.database.db, '2011-10-27')).toBeNull();
    expect(await readSittingWithSpeeches(t.database.db, '1999-01-01')).toBeNull();
  });
});

describe('POST /api/speeches/{id}/speaker-report', () => {
  it('keeps "Wrong speaker?" for the editors with the feedback records: the speech, not helpful, and the note', async () => {
    const response = await post(reportUrl(ids[3]!), { note: '  It was Mr Kyei-Mensah-Bonsu alone.  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, data: { recorded: true } });
    expect((await post(reportUrl(ids[0]!), {})).statusCode).toBe(201);
    expect((await reports()).map((r) => [r.subjectId, r.helpful, r.comment])).toEqual([
      [ids[3], false, 'It was Mr Kyei-Mensah-Bonsu alone.'],
      [ids[0], false, null],
    ]);
  });

  it('counts a report on an id a corrected record moved for the speech it became', async () => {
    expect((await post(reportUrl(MOVED), { note: 'Not Mr Akyea' })).statusCode).toBe(201);
    expect((await reports()).at(-1)).toMatchObject({ subjectId: ids[1], comment: 'Not Mr Akyea' });
  });

  it('accepts a note of 500 characters and refuses 501, or a note that is not text, with a 400 in the envelope', async () => {
    expect((await post(reportUrl(ids[1]!), { note: 'x'.repeat(500) })).statusCode).toBe(201);
    const tooLong = await post(reportUrl(ids[1]!), { note: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ success: false, error: 'Note must be at most 500 characters' });
    const number = await post(reportUrl(ids[1]!), { note: 5 });
    expect(number.statusCode).toBe(400);
    expect(number.json()).toMatchObject({ success: false, error: expect.any(String) });
    const badId = await post(reportUrl('Not_A_Slug'), {});
    expect(badId.statusCode).toBe(400);
  });

  it('answers 404 for a speech that does not exist, and records nothing', async () => {
    const before = (await reports()).length;
    const response = await post(reportUrl(`${SITTING}-c999-1`), { note: 'who?' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Speech not found' });
    expect(await reports()).toHaveLength(before);
  });

  it('is rate-limited per client like summary feedback, with a 429 in the error shape', async () => {
    const ip = '10.2.9.9';
    let limited;
    for (let n = 0; n < 7 && !limited; n += 1) {
      const response = await post(reportUrl(ids[2]!), {}, ip);
      if (response.statusCode === 429) limited = response;
    }
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json()).toMatchObject({ success: false, error: expect.any(String) });
    expect((await post(reportUrl(ids[2]!), {})).statusCode).toBe(201);
  });

  it('is described in the OpenAPI document with every answer it gives', async () => {
    const doc = (await t.app.inject('/api/docs')).json();
    const report = doc.paths['/api/speeches/{id}/speaker-report'].post;
    expect(Object.keys(report.responses)).toEqual(expect.arrayContaining(['201', '400', '404', '429', '500', '503']));
    expect(doc.paths['/speeches/{id}']).toBeUndefined();
  });
});

describe('GET /speeches/{id} (a permalink)', () => {
  it("opens the speech's sitting at the speech", async () => {
    const response = await t.app.inject(`/speeches/${ids[4]}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/hansards/${SITTING}?speech=${ids[4]}#speech-${ids[4]}`);
  });

  it('follows an id a corrected record moved to where the speech is now', async () => {
    const response = await t.app.inject(`/speeches/${MOVED}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/hansards/${SITTING}?speech=${ids[1]}#speech-${ids[1]}`);
  });

  it("shows the site's 404 page for a speech that does not exist or a malformed id", async () => {
    for (const id of [`${SITTING}-c999-1`, 'Not_A_Slug']) {
      const response = await t.app.inject({ url: `/speeches/${id}`, headers: { accept: 'text/html' } });
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<p>rendered</p>');
    }
  });
});
