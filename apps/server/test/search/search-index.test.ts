import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { searchWords, speeches } from '@kakyere/db';
import { ingestHansard } from '../../src/modules/records/ingest/ingest-hansard.js';
import { indexUnindexedSpeeches } from '../../src/modules/records/search/index-unindexed-speeches.js';
import { openIngestTestApp, type IngestTestApp } from '../support/ingest-test-app.js';
import { FIXTURES, fixturePath } from '../support/official-report-fixtures.js';

let harness: IngestTestApp;
const SITTING = '2011-10-26';

beforeAll(async () => {
  harness = await openIngestTestApp();
});
afterAll(() => harness.close());

const db = () => harness.t.database.db;
const ingest = () => ingestHansard({ kind: 'file', path: fixturePath(FIXTURES.education) }, harness.context);
const found = async (q: string) => {
  const res = await harness.t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  return (res.json() as { total: { speeches: number } }).total.speeches;
};
const vocabulary = async () => new Map((await db().select().from(searchWords)).map((row) => [row.word, row.speeches] as const));

describe('the search index', () => {
  it('holds a sitting once it is stored, with the words it uses counted once per speech', async () => {
    expect(await found('kindergarten')).toBe(0);
    await ingest();
    expect(await found('kindergarten')).toBeGreaterThan(0);
    const words = await vocabulary();
    const [{ n }] = (await db().execute<{ n: number }>(sql`select count(*)::int as n from speeches where text ilike '%kindergarten%'`)).rows as [{ n: number }];
    expect(words.get('kindergarten')).toBe(n);
  });

  it('finds the year a scan split ("20l l") as the year', async () => {
    expect(await found('2011')).toBeGreaterThan(0);
  });

  it('counts nothing twice when the same record is stored again', async () => {
    const before = await vocabulary();
    await ingest();
    expect(await vocabulary()).toEqual(before);
  });

  it('indexes at start the speeches stored before search existed', async () => {
    await db().update(speeches).set({ searchVector: null }).where(eq(speeches.hansardId, SITTING));
    expect(await found('kindergarten')).toBe(0);
    const indexed = await indexUnindexedSpeeches(db());
    expect(indexed).toBeGreaterThan(0);
    expect(await found('kindergarten')).toBeGreaterThan(0);
    expect(await indexUnindexedSpeeches(db())).toBe(0);
  });
});
