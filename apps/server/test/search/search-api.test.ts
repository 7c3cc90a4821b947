import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, SearchResponseSchema, type SearchResponse } from '@kakyere/contract';
import { sql } from 'drizzle-orm';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { ENGLISH_STOP_WORDS } from '../../src/modules/records/search/english-stop-words.js';
import { feedbackTerms } from '../../src/modules/records/search/feedback-terms.js';
import { prepareSearch } from '../../src/modules/records/search/search-record.js';
import { ingestHansard } from '../../src/modules/records/ingest/ingest-hansard.js';
import { openIngestTestApp, type IngestTestApp } from '../support/ingest-test-app.js';
import { FIXTURES, fixturePath } from '../support/official-report-fixtures.js';

// The test's own sittings of 26 October 2011 (Questions to the Minister for Education) and 2 February
// 2012 (the Data Protection Bill), stored by the real ingest path.
let harness: IngestTestApp;

beforeAll(async () => {
  harness = await openIngestTestApp();
  await seedBills(harness.t.database.db);
  for (const file of [FIXTURES.education, FIXTURES.dataProtection]) await ingestHansard({ kind: 'file', path: fixturePath(file) }, harness.context);
});
afterAll(() => harness.close());

const search = async (query: string): Promise<SearchResponse> => {
  const res = await harness.t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponseSchema.parse(res.json());
};

describe('GET /api/search', () => {
  it('finds the speeches that say it, each with who said it, its sitting and a link to it in its sitting', async () => {
    const found = await search('q=shift+system');
    expect(found.total.speeches).toBeGreaterThanOrEqual(2);
    const question = found.data.speeches.find((s) => s.label.includes('Boateng'))!;
    expect(question).toBeDefined();
    expect(question.hansardId).toBe('2011-10-26');
    expect(question.date).toBe('2011-10-26');
    expect(question.url).toBe(`/hansards/2011-10-26#speech-${question.id}`);
    expect(question.excerpt).toContain('<mark>shift</mark> <mark>system</mark>');
    // The same id the sitting's own list gives.
    const list = await harness.t.app.inject({ method: 'GET', url: '/api/hansards/2011-10-26/speeches?limit=1000' });
    expect((list.json() as { data: { id: string }[] }).data.map((s) => s.id)).toContain(question.id);
  });

  it('follows the speeches that say it with the other turns of their exchange and those that say part of it', async () => {
    const found = await search('q=kindergarten+rebuilt&limit=50');
    const tiers = found.data.speeches.map((s) => s.match);
    // What says it all first, whole; then the turns of its exchanges and what says part of it, ranked together.
    expect(tiers.slice(0, found.total.speeches).every((m) => m === 'all')).toBe(true);
    expect(tiers.filter((m) => m === 'all')).toHaveLength(found.total.speeches);
    expect(new Set(tiers.slice(found.total.speeches))).toEqual(new Set(['exchange', 'some']));
    const reply = found.data.speeches.find((s) => s.match === 'exchange');
    expect(reply?.heading).toMatch(/Kindergarten/i);
    expect(found.more).toBe(tiers.length - found.total.speeches);
    // A sort by date lists only what says it all.
    const newest = await search('q=kindergarten+rebuilt&limit=50&sort=newest');
    expect(newest.data.speeches.every((s) => s.match === 'all')).toBe(true);
  });

  it('matches other forms of a word, but a name only as written', async () => {
    expect((await search('q=kindergartens')).total.speeches).toBeGreaterThan(0);
    const byName = await search('q=Kyei-Mensah-Bonsu');
    expect(byName.data.speeches.some((s) => s.label.includes('Kyei-Mensah-Bonsu'))).toBe(true);
    // Hyphens and spaces are one: the same speeches say it either way (then some say part of it).
    const spaced = await search('q=kyei+mensah+bonsu');
    const sayIt = (found: SearchResponse) => found.data.speeches.filter((s) => s.match === 'all').map((s) => s.id);
    expect(spaced.total.speeches).toBe(byName.total.speeches);
    expect(sayIt(spaced)).toEqual(sayIt(byName));
  });

  it('corrects a word the record never says to the nearest one it does, and says so', async () => {
    const found = await search('q=kindergaten');
    expect(found.data.corrected).toEqual([{ typed: 'kindergaten', searched: 'kindergarten' }]);
    expect(found.data.speeches.some((s) => s.excerpt.includes('<mark>kindergarten</mark>'))).toBe(true);
  });

  it('counts two neighbouring letters swapped as one slip, but leaves a short word two slips from any alone', async () => {
    // "sihft" shares few letter triples with "shift": found by trying each swap.
    expect((await search('q=sihft')).data.corrected).toEqual([{ typed: 'sihft', searched: 'shift' }]);
    // Two slips in a word this short are likelier a real word the record does not hold.
    expect((await search('q=minist')).data.corrected).toEqual([]);
  });

  it('corrects a misspelt Member’s name to the name, though the record prints it only where it says who spoke', async () => {
    const found = await search('q=Hodogbe');
    expect(found.data.corrected).toEqual([{ typed: 'hodogbe', searched: 'hodogbey' }]);
    expect(found.data.speeches.some((s) => s.label.includes('Hodogbey'))).toBe(true);
  });

  it('finds a word typed as one that the record prints as two, even two it says rarely', async () => {
    // "school" and "buildings" are each said once, together.
    const found = await search('q=schoolbuildings');
    expect(found.total.speeches).toBeGreaterThan(0);
    expect(found.data.speeches[0]!.excerpt).toContain('<mark>school</mark> <mark>buildings</mark>');
  });

  it('takes a search of names alone (misspelt too) as asking for a Member, whose own speeches then rank first', async () => {
    const db = harness.t.database.db;
    const namesOnly = async (q: string) => (await prepareSearch(db, q))!.tsquery.namesOnly;
    expect(await namesOnly('Kyei-Mensah-Bonsu')).toBe(true);
    expect(await namesOnly('Cletus Avoka')).toBe(true);
    expect(await namesOnly('Hodogbe')).toBe(true);
    expect(await namesOnly('Kyei-Mensah-Bonsu kindergarten')).toBe(false);
    expect(await namesOnly('"Cletus Avoka"')).toBe(false);
    expect(await namesOnly('kindergarten')).toBe(false);
    const found = await search('q=Kyei-Mensah-Bonsu&limit=50');
    expect(found.data.speeches[0]!.label).toContain('Kyei-Mensah-Bonsu');
  });

  it('leaves a word English uses as typed rather than correcting it to another', async () => {
    // "date" is one slip from the record's "data", but a reader who typed it meant it.
    expect((await search('q=date')).data.corrected).toEqual([]);
  });

  it('still answers what says part of a search when no speech says all of it', async () => {
    const found = await search('q=kindergarten+helicopters');
    expect(found.total.speeches).toBe(0);
    expect(found.more).toBeGreaterThan(0);
    expect(found.data.speeches.length).toBeGreaterThan(0);
    expect(found.data.speeches.some((s) => s.excerpt.includes('<mark>kindergarten</mark>'))).toBe(true);
    expect(found.data.speeches.every((s) => s.match !== 'all')).toBe(true);
    // The best of them first, for what it says.
    expect(found.data.speeches[0]!.match).toBe('some');
    expect(found.data.speeches[0]!.excerpt).toContain('<mark>kindergarten</mark>');
  });

  it('learns from its best matches the rare words they share, to find what says the topic in other words', async () => {
    const best = (await search('q=kindergarten&limit=10')).data.speeches.filter((s) => s.match === 'all').map((s) => s.id);
    expect(best.length).toBeGreaterThanOrEqual(2);
    const db = harness.t.database.db;
    const terms = await feedbackTerms(db, best, new Set(['kindergarten']), 1000);
    expect(terms.length).toBeGreaterThan(0);
    const words = terms.map((t) => t.word);
    expect(words).not.toContain('kindergarten');
    expect(words.filter((w) => ENGLISH_STOP_WORDS.has(w))).toEqual([]);
    expect(terms.map((t) => t.weight)).toEqual(terms.map((t) => t.weight).sort((a, b) => b - a));
    // Each is said by two of the best matches at least: a word one speech says is its own, not the topic's.
    for (const word of words) {
      const saying = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from speeches where id in (${sql.join(best.map((id) => sql`${id}`), sql`, `)}) and search_vector @@ to_tsquery('simple', ${word})`,
      );
      expect(Number(saying.rows[0]!.n), word).toBeGreaterThanOrEqual(2);
    }
    expect(await feedbackTerms(db, best.slice(0, 1), new Set(), 1000)).toEqual([]);
  });

  it('takes "phrases" in order and leaves out -words', async () => {
    const phrase = await search(`q=${encodeURIComponent('"district assembly"')}`);
    expect(phrase.total.speeches).toBeGreaterThan(0);
    // Said in the speech, or in the business item it belongs to.
    expect(phrase.data.speeches.some((s) => /<mark>district<\/mark> <mark>assembl/i.test(s.excerpt))).toBe(true);
    const reversed = await search(`q=${encodeURIComponent('"assembly district"')}`);
    expect(reversed.total.speeches).toBe(0);
    const all = await search('q=minister');
    const without = await search('q=minister+-kindergarten');
    expect(without.total.speeches).toBeLessThan(all.total.speeches);
    expect(without.data.speeches.some((s) => /kindergarten/i.test(s.excerpt))).toBe(false);
  });

  it('narrows by Member, sitting and date, and sorts newest first on request', async () => {
    const all = await search('q=speaker&limit=50');
    const dates = new Set(all.data.speeches.map((s) => s.date));
    expect(dates).toEqual(new Set(['2011-10-26', '2012-02-02']));
    const october = await search('q=speaker&limit=50&to=2011-12-31');
    expect(new Set(october.data.speeches.map((s) => s.date))).toEqual(new Set(['2011-10-26']));
    const sitting = await search('q=speaker&limit=50&sitting=2012-02-02');
    expect(new Set(sitting.data.speeches.map((s) => s.date))).toEqual(new Set(['2012-02-02']));
    const someone = all.data.speeches.find((s) => s.person)!.person!;
    const theirs = await search(`q=speaker&limit=50&person=${someone.id}`);
    expect(theirs.data.speeches.length).toBeGreaterThan(0);
    expect(theirs.data.speeches.every((s) => s.person?.id === someone.id)).toBe(true);
    const newest = await search('q=speaker&limit=50&sort=newest');
    const order = newest.data.speeches.map((s) => s.date);
    expect(order).toEqual([...order].sort().reverse());
  });

  it('pages speech by speech without repeating one', async () => {
    const first = await search('q=speaker&limit=3&page=1');
    const second = await search('q=speaker&limit=3&page=2');
    expect(first.data.speeches).toHaveLength(3);
    expect(second.data.speeches.length).toBeGreaterThan(0);
    expect(second.data.speeches.some((s) => first.data.speeches.some((f) => f.id === s.id))).toBe(false);
    expect(first.capped).toBe(SEARCH_COUNT_CAP);
  });

  it('gives the sittings and bills that match beside the speeches', async () => {
    const found = await search('q=data+protection');
    expect(found.total.bills).toBeGreaterThan(0);
    expect(found.data.bills[0]!.url).toMatch(/^\/bills\//);
    expect(found.data.sittings.every((s) => s.url === `/hansards/${s.id}`)).toBe(true);
  });

  it('never lets what was typed reach the page as HTML', async () => {
    const found = await search(`q=${encodeURIComponent('<b>minister</b> & "speaker')}`);
    for (const s of found.data.speeches) expect(s.excerpt.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('answers 400 with the error shape for a missing, empty or over-long search and bad filters', async () => {
    for (const query of ['', 'q=', `q=${'a'.repeat(201)}`, 'q=x&limit=0', 'q=x&limit=51', 'q=x&page=0', 'q=x&from=2012-01-01&to=2011-01-01', 'q=x&sort=best', 'q=x&party=NDC!', 'q=x&from=yesterday', 'q=x&from=2020-13-01', 'q=x&to=2021-02-30']) {
      const res = await harness.t.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, error: expect.any(String) });
    }
  });

  it('answers an empty result, not an error, for words it cannot search by', async () => {
    const found = await search(`q=${encodeURIComponent('!!! ---')}`);
    expect(found.total).toEqual({ speeches: 0, sittings: 0, bills: 0 });
  });
});
