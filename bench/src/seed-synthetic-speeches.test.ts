// The synthetic speeches the search benchmark runs on are indexed as a real speech would be.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hansards, makeSyntheticHansard, openDatabase, seedDatabase, type DatabaseHandle } from '@kakyere/db';
import { seedPeople } from '../../apps/server/src/modules/records/people/seed-people.js';
import { searchVectorSql } from '../../apps/server/src/modules/records/search-index/index-speeches.js';
import { indexUnindexedSpeeches } from '../../apps/server/src/modules/records/search/index-unindexed-speeches.js';
import { speechIndexText } from '../../apps/server/src/modules/records/search-index/speech-index-text.js';
import { seedSyntheticSpeeches } from '../../apps/server/src/modules/records/speeches/seed-synthetic-speeches.js';
import { constituencyNamesOnSql } from '../../apps/server/src/modules/records/seats/seat-on-sql.js';

const SITTINGS = 3;
const PER_SITTING = 120;

async function openSeeded(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: ':memory:' });
  await seedDatabase(handle.db);
  await seedPeople(handle.db);
  await handle.db.insert(hansards).values(Array.from({ length: SITTINGS }, (_, i) => makeSyntheticHansard(i)));
  await seedSyntheticSpeeches(handle.db, PER_SITTING);
  return handle;
}

describe('seedSyntheticSpeeches', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openSeeded();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('writes each speech with the search vector searchVectorSql gives its text, label, person, their seat and heading', async () => {
    const rows = (
      await handle.db.execute<{ id: string; text: string; label: string; heading: string | null; person_name: string | null; constituencies: string[] | null }>(
        sql`select s.id, s.text, s.label, s.heading, p.name as person_name, ${constituencyNamesOnSql(sql`s.person_id`, sql`s.sitting_date`)} as constituencies
          from speeches s left join persons p on p.id = s.person_id order by s.id`,
      )
    ).rows;
    expect(rows).toHaveLength(SITTINGS * PER_SITTING);
    const unequal: string[] = [];
    for (const row of rows) {
      // A synthetic speech has no OCR slips: no word is rare enough to be read as another.
      const entry = speechIndexText({ text: row.text, label: row.label, heading: row.heading, personName: row.person_name, constituencies: row.constituencies ?? [] }, () => 1_000_000);
      const [same] = (await handle.db.execute<{ same: boolean }>(sql`select search_vector = ${searchVectorSql(entry)} as same from speeches where id = ${row.id}`)).rows;
      if (!same?.same) unequal.push(row.id);
    }
    expect(unequal).toEqual([]);
    // Some synthetic speeches are by Members on a day their seat covers: those name a constituency.
    expect(rows.filter((row) => row.constituencies).length).toBeGreaterThan(rows.length / 4);
  });

  it('counts its words in the vocabulary as an ingestion would, and leaves the start-up backfill nothing to do', async () => {
    const texts = (await handle.db.execute<{ text: string }>(sql`select text from speeches`)).rows.map((r) => r.text);
    const expected = new Map<string, number>();
    for (const text of texts) {
      const { words } = speechIndexText({ text, label: '', heading: null, personName: null }, () => 1_000_000);
      for (const word of words) expected.set(word, (expected.get(word) ?? 0) + 1);
    }
    const stored = new Map((await handle.db.execute<{ word: string; speeches: number }>(sql`select word, speeches from search_words`)).rows.map((r) => [r.word, Number(r.speeches)] as const));
    expect(stored).toEqual(expected);
    expect(await indexUnindexedSpeeches(handle.db)).toBe(0);
  });

  it('varies lengths, labels and headings, and makes the same speeches every time', async () => {
    const [stats] = (
      await handle.db.execute<{ labels: number; headings: number; shortest: number; longest: number; persons: number; digest: string }>(sql`
        select count(distinct label)::int as labels, count(distinct heading)::int as headings, count(distinct person_id)::int as persons,
               min(array_length(regexp_split_to_array(text, ' '), 1)) as shortest, max(array_length(regexp_split_to_array(text, ' '), 1)) as longest,
               md5(string_agg(id || text || label || coalesce(person_id, '') || heading, '' order by id)) as digest
        from speeches`)
    ).rows;
    expect(stats!.labels).toBeGreaterThan(50);
    expect(stats!.headings).toBeGreaterThanOrEqual(SITTINGS * 2);
    expect(stats!.shortest).toBeGreaterThanOrEqual(20);
    expect(stats!.longest).toBeGreaterThan(200);
    const again = await openSeeded();
    try {
      const [second] = (await again.db.execute<{ digest: string }>(sql`select md5(string_agg(id || text || label || coalesce(person_id, '') || heading, '' order by id)) as digest from speeches`)).rows;
      expect(second!.digest).toBe(stats!.digest);
    } finally {
      await again.close();
    }
  });
});
