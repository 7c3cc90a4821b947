import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpeechListResponseSchema, type Speech } from '@kakyere/contract';
import { ingestHansard, type IngestContext } from '../../src/modules/records/ingest/ingest-hansard.js';
import type { AttributeSpeakers } from '../../src/modules/records/ingest/attribute-speakers.js';
import { openIngestTestApp, type IngestTestApp } from '../support/ingest-test-app.js';
import { FIXTURES, fixturePath, readFixture } from '../support/official-report-fixtures.js';
import type { TestApp } from '../test-app.js';

// The test's own sitting of 2 February 2012 (test/fixtures/official-report), stored by the real ingest path.
const SITTING = '2012-02-02';
let harness: IngestTestApp;
let t: TestApp;
let context: IngestContext;

beforeAll(async () => {
  harness = await openIngestTestApp();
  ({ t, context } = harness);
});
afterAll(() => harness.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};
const allSpeeches = async (): Promise<Speech[]> => {
  const { status, body } = await get(`/api/hansards/${SITTING}/speeches?limit=1000`);
  expect(status).toBe(200);
  return SpeechListResponseSchema.parse(body).data;
};
const ingestText = (name: string, text: string, attributeSpeakers = context.attributeSpeakers) => harness.ingestText(name, text, { attributeSpeakers });

describe('the speeches of an ingested sitting', () => {
  it('are stored in the order of the record, each with its label as printed, column, heading and span', async () => {
    await ingestHansard({ kind: 'file', path: fixturePath(FIXTURES.dataProtection) }, context);
    const speeches = await allSpeeches();
    expect(speeches.length).toBeGreaterThan(5);
    expect(speeches.map((s) => s.position)).toEqual(speeches.map((_, i) => i));
    const { body } = await get(`/api/hansards/${SITTING}`);
    const rawText = (body.data as { hansard: { raw_text: string } }).hansard.raw_text;
    for (const s of speeches) {
      expect(s.id).toMatch(new RegExp(`^${SITTING}-c\\d+-[0-9a-f]{8}(-\\d+)?$`));
      expect(s.hansard_id).toBe(SITTING);
      // The span opens on the printed label, so the sitting page can put the speaker beside it.
      expect(rawText.slice(s.start, s.end).replace(/\s+/g, ' ')).toContain(s.label.split(' ').slice(-1)[0]!);
    }
    expect(speeches.some((s) => s.heading !== null)).toBe(true);
    expect(new Set(speeches.map((s) => s.id)).size).toBe(speeches.length);
  });

  it('keep their ids when the same record is ingested again', async () => {
    const before = (await allSpeeches()).map((s) => s.id);
    await ingestHansard({ kind: 'file', path: fixturePath(FIXTURES.dataProtection) }, context);
    expect((await allSpeeches()).map((s) => s.id)).toEqual(before);
  });

  it('keep their ids when a corrected record adds a speech, and redirect the one it changes', async () => {
    const before = await allSpeeches();
    const text = readFixture(FIXTURES.dataProtection);
    // A speech added before the first: no other id moves.
    const first = before[0]!;
    const at = text.indexOf(first.label);
    expect(at).toBeGreaterThan(0);
    const added = `${text.slice(0, at)}Mr Kojo Correction: Mr Speaker, a word added in the corrected print.\n\n${text.slice(at)}`;
    await ingestText('added.txt', added);
    const withAdded = await allSpeeches();
    expect(withAdded.length).toBe(before.length + 1);
    expect(before.every((s) => withAdded.some((a) => a.id === s.id && a.text === s.text))).toBe(true);

    // The corrected print changes the words of one speech: its old id redirects to it.
    const target = before.find((s, i) => i > 0 && text.split(s.label).length === 2 && /[a-z]{5,}/.test(s.text))!;
    const word = target.text.split(' ').find((w) => /^[a-z]{5,}$/.test(w))!;
    const from = text.indexOf(word, text.indexOf(target.label));
    await ingestText('corrected.txt', `${text.slice(0, from)}${word}ly${text.slice(from + word.length)}`);
    const corrected = await allSpeeches();
    expect(corrected.some((s) => s.id === target.id)).toBe(false);
    const redirects = (await t.database.executeSql('select from_id, to_id from speech_redirects')).rows as { from_id: string; to_id: string }[];
    const to = redirects.find((r) => r.from_id === target.id)?.to_id;
    expect(corrected.find((s) => s.id === to)?.text).toContain(`${word}ly`);

    // Back to the first print: the old id is a speech again, not a redirect, and nothing else moved.
    await ingestHansard({ kind: 'file', path: fixturePath(FIXTURES.dataProtection) }, context);
    expect((await allSpeeches()).map((s) => s.id)).toEqual(before.map((s) => s.id));
    const stale = await t.database.executeSql('select from_id from speech_redirects where from_id = any($1)', [before.map((s) => s.id)]);
    expect(stale.rows).toEqual([]);
  });

  it('are paged with the total, and bad paging or an unknown sitting gets the API error shape', async () => {
    const all = await allSpeeches();
    const { body } = await get(`/api/hansards/${SITTING}/speeches?limit=2&page=2`);
    const page = SpeechListResponseSchema.parse(body);
    expect(page.total).toBe(all.length);
    expect(page.data.map((s) => s.id)).toEqual(all.slice(2, 4).map((s) => s.id));
    for (const query of ['limit=0', 'limit=1001', 'page=0', 'limit=abc']) {
      const bad = await get(`/api/hansards/${SITTING}/speeches?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body).toMatchObject({ success: false, error: expect.stringMatching(/^Invalid query parameter '(limit|page)'/) });
    }
    const missing = await get('/api/hansards/1999-01-01/speeches');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: 'Hansard not found' });
  });
});

describe('who said each speech', () => {
  it('is the person on the roster of that day: the Chair by who presides, Members by name, seat or an earlier mention', async () => {
    await ingestHansard({ kind: 'file', path: fixturePath(FIXTURES.dataProtection) }, context);
    const speeches = await allSpeeches();
    const said = (label: string) => speeches.find((s) => s.label === label);
    expect(said('Madam Speaker')).toMatchObject({ person: { id: 'joyce-adeline-bamford-addo' }, post: 'Speaker' });
    expect(said('Mr First Deputy Speaker')).toMatchObject({ person: { id: 'edward-k-d-adjaho' }, post: 'First Deputy Speaker' });
    expect(said('Minister for Communications (Alhaji Haruna Iddrisu)')).toMatchObject({ person: { id: 'haruna-iddrisu' }, post: 'Minister for Communications' });
    // A surname alone, after the full name earlier in the sitting.
    expect(said('Mr H. Iddrisu')?.person?.id).toBe('haruna-iddrisu');
    expect(said('Papa Owusu-Ankomah (NPP - Sekondi)')?.person?.id).toBe('papa-owusu-ankomah');
    // Question time: the Question, the Member it stands for, and the Minister who answered it.
    const questions = await t.database.executeSql(
      'select id, number, minister, asked_by_person_id, member_person_id, answer_speech_id, answered_by_person_id from questions where hansard_id = $1',
      [SITTING],
    );
    expect(questions.rows).toEqual([
      {
        id: said('Mr. Simon E. Asimah')!.id,
        number: 783,
        minister: 'Minister for Local Government and Rural Development',
        asked_by_person_id: 'person/edem-asmah',
        member_person_id: 'person/edem-asmah',
        answer_speech_id: said('Minister for Local Government and Rural Development (Mr Samuel O. Ampofo)')!.id,
        answered_by_person_id: 'person/samuel-ofosu-ampofo',
      },
    ]);
    const theirs = await get('/api/people/haruna-iddrisu/speeches?limit=1000');
    expect(SpeechListResponseSchema.parse(theirs.body).data.map((s) => s.id)).toEqual(speeches.filter((s) => s.person?.id === 'haruna-iddrisu').map((s) => s.id));
  });
});

describe("a Member's speeches", () => {
  it('lists what the resolution attributed to them, newest sitting first, and 404 for an unknown person', async () => {
    const [person] = (await t.database.executeSql(`select id, name from persons order by id limit 1`)).rows as { id: string; name: string }[];
    // Attribute every other speech to one Member, as the resolution would.
    const attribute: AttributeSpeakers = async (sitting) => ({
      attributions: sitting.speeches.map((_, i) => (i % 2 === 0 ? { personId: person!.id, post: null, rule: 'name' } : { personId: null, post: null, rule: 'unresolved:test' })),
      names: new Map([[person!.id, person!.name]]),
      rosterKnown: true,
      questions: [],
    });
    await ingestText('attributed.txt', readFixture(FIXTURES.dataProtection), attribute);
    const all = await allSpeeches();
    const theirs = all.filter((_, i) => i % 2 === 0);
    const urlId = person!.id.replace(/^person\//, '');
    expect(theirs.every((s) => s.person?.id === urlId && s.person.name === person!.name)).toBe(true);
    expect(all.filter((_, i) => i % 2 === 1).every((s) => s.person === null)).toBe(true);

    const { status, body } = await get(`/api/people/${urlId}/speeches?limit=1000`);
    expect(status).toBe(200);
    const list = SpeechListResponseSchema.parse(body);
    expect(list.total).toBe(theirs.length);
    expect(list.data.map((s) => s.id)).toEqual(theirs.map((s) => s.id));

    // Key MPs Present of an ingested sitting is the resolved Members who spoke, under their roster name
    // (this date's stored sitting keeps its editors' list, so the sitting as ingested is read from a dry run).
    const dry = await harness.ingestText('attributed-dry.txt', readFixture(FIXTURES.dataProtection), { attributeSpeakers: attribute, dryRun: true });
    expect(dry.hansard.mps_present).toEqual([person!.name]);

    expect((await get('/api/people/no-such-member/speeches')).status).toBe(404);
    expect((await get('/api/people/Not%20An%20Id/speeches')).status).toBe(400);
  });
});
