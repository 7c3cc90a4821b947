import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema, MemberQuestionListResponseSchema, PersonResponseSchema } from '@kakyere/contract';
import { seedDatabase } from '@kakyere/db';
import { ingestHansard } from '../../src/modules/records/ingest/ingest-hansard.js';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { builtinIngestContext } from '../support/builtin-ingest-context.js';
import { FIXTURES, fixturePath } from '../support/official-report-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

// The test's own sitting of 2 February 2012 (test/fixtures/official-report), stored by the real
// ingest path: its Q. 783 is put to the Minister for Local Government and Rural Development.
const SITTING = '2012-02-02';
const ASKER = 'edem-asmah';
const MINISTER = 'samuel-ofosu-ampofo';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
  await seedPeople(t.database.db);
  await ingestHansard({ kind: 'file', path: fixturePath(FIXTURES.dataProtection) }, await builtinIngestContext(t.database.db));
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const questionsOf = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return MemberQuestionListResponseSchema.parse(res.json());
};
const countsOf = async (id: string) => {
  const res = await get(`/api/people/${id}`);
  expect(res.statusCode).toBe(200);
  return PersonResponseSchema.parse(res.json()).data.questions;
};

describe('GET /api/people/:id/questions', () => {
  it("lists the Questions standing in a Member's name, with the Minister, the words and who answered", async () => {
    const body = await questionsOf(`/api/people/${ASKER}/questions`);
    expect(body.total).toBe(1);
    const [question] = body.data;
    expect(question).toMatchObject({
      hansard_id: SITTING,
      date: SITTING,
      number: 783,
      minister: 'Minister for Local Government and Rural Development',
      on_behalf_of: null,
      asked_by: { id: ASKER },
      member: { id: ASKER },
      answered_by: { id: MINISTER },
    });
    expect(question!.text).toContain('what steps the Ministry is');
    expect(question!.answer_speech_id).not.toBeNull();
    // Both are speeches of the sitting, so the page can link to each in place.
    const speeches = (await get(`/api/hansards/${SITTING}/speeches?limit=1000`)).json() as { data: { id: string; person: { id: string } | null }[] };
    expect(speeches.data.find((s) => s.id === question!.id)?.person?.id).toBe(ASKER);
    expect(speeches.data.find((s) => s.id === question!.answer_speech_id)?.person?.id).toBe(MINISTER);
  });

  it('lists the Questions a Minister answered with role=answered, and none asked by them', async () => {
    const answered = await questionsOf(`/api/people/${MINISTER}/questions?role=answered`);
    expect(answered.data.map((q) => [q.number, q.member?.id])).toEqual([[783, ASKER]]);
    expect((await questionsOf(`/api/people/${MINISTER}/questions?role=asked`)).total).toBe(0);
    expect((await questionsOf(`/api/people/${ASKER}/questions?role=answered`)).total).toBe(0);
  });

  it("has each count on the person equal the total of the list it links to, in a year and a Parliament too", async () => {
    for (const id of [ASKER, MINISTER, 'osei-kyei-mensah-bonsu']) {
      const counts = await countsOf(id);
      for (const role of ['asked', 'answered'] as const) {
        expect((await questionsOf(`/api/people/${id}/questions?role=${role}&limit=100`)).total, `${id} ${role}`).toBe(counts[role]);
      }
    }
    expect(await countsOf(ASKER)).toEqual({ asked: 1, answered: 0 });
    expect(await countsOf(MINISTER)).toEqual({ asked: 0, answered: 1 });
    expect((await questionsOf(`/api/people/${ASKER}/questions?year=2012`)).total).toBe(1);
    expect((await questionsOf(`/api/people/${ASKER}/questions?year=2013`)).total).toBe(0);
    expect((await questionsOf(`/api/people/${ASKER}/questions?parliament=5`)).total).toBe(1);
    expect((await questionsOf(`/api/people/${ASKER}/questions?parliament=6`)).total).toBe(0);
  });

  it('pages by limit and page', async () => {
    const second = await questionsOf(`/api/people/${ASKER}/questions?limit=1&page=2`);
    expect(second).toMatchObject({ data: [], total: 1 });
  });

  it.each([
    ['role=minister', 'role'],
    ['limit=0', 'limit'],
    ['limit=many', 'limit'],
    ['year=twenty', 'year'],
  ])('rejects %s with a 400 naming the parameter', async (query, name) => {
    const res = await get(`/api/people/${ASKER}/questions?${query}`);
    expect(res.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(res.json()).error).toContain(name);
  });

  it('answers 404 Member not found for an unknown Member', async () => {
    const res = await get('/api/people/no-such-member/questions');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Member not found' });
  });
});
