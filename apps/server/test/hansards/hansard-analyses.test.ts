import type { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabaseBefore, type DatabaseBefore } from '@kakyere/db/testing';
import { hansardAnalyses, hansardAnalysisSnapshot, hansards, makeSyntheticHansard, newPglite, readSeedHansards, schema, seedDatabase, type Database, type NewHansardRow } from '@kakyere/db';
import { appendHansardAnalysis } from '../../src/modules/records/ingest/append-hansard-analysis.js';

/**
 * Inserts sittings into a database migrated only part way: the current schema names columns (such as
 * 0014's shown_analysis_version) that it does not have yet, so the row is written column by column.
 */
async function insertOldHansards(client: PGlite, rows: NewHansardRow[]): Promise<void> {
  for (const r of rows) {
    await client.query(
      `insert into hansards (id, title, sitting_date, session_type, summary, affected_industries, key_topics, bills_discussed, mps_present,
        raw_text, document_url, source, engine, engine_version, engine_model, evidence, is_synthetic)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17)`,
      [
        r.id, r.title, r.sittingDate, r.sessionType ?? null, r.summary, r.affectedIndustries ?? [], r.keyTopics ?? [], r.billsDiscussed ?? [],
        r.mpsPresent ?? [], r.rawText ?? '', r.documentUrl ?? null, r.source, r.engine, r.engineVersion ?? null, r.engineModel ?? null,
        r.evidence ? JSON.stringify(r.evidence) : null, r.isSynthetic ?? false,
      ],
    );
  }
}

const versionsOf = (db: Database, id: string) =>
  db.select().from(hansardAnalyses).where(eq(hansardAnalyses.hansardId, id)).orderBy(asc(hansardAnalyses.version));

describe('migration 0011_hansard_analyses', () => {
  let old: DatabaseBefore;
  let client: PGlite;
  let db: Database;
  beforeAll(async () => {
    old = await openDatabaseBefore('0011_hansard_analyses');
    ({ client, db } = old);
  });
  afterAll(() => old.close());

  it("backfills every stored sitting's analysis as its version 1, which storing it again does not repeat", async () => {
    const [seeded] = await readSeedHansards();
    const evidence = {
      summary: [{ sentence: 'A sentence.', quote: 'a quote', span: { start: 0, end: 7, column: 12 } }],
      affected_industries: [],
      bills_discussed: [],
      fallback_reason: null,
    };
    const ingested = { ...makeSyntheticHansard(1), id: 'ingested', engine: 'builtin', engineVersion: 'builtin-9', evidence, sessionType: null };
    await insertOldHansards(client, [seeded!, ingested]);

    await old.migrateToLatest();

    const [editors] = await versionsOf(db, seeded!.id);
    expect(editors).toMatchObject({ version: 1, engine: 'editor', engineVersion: 'seed-1', engineModel: null });
    expect(editors!.analysis).toEqual(hansardAnalysisSnapshot(seeded!));
    const [builtin] = await versionsOf(db, 'ingested');
    expect(builtin!.analysis).toEqual(hansardAnalysisSnapshot(ingested));
    expect(builtin!.analysis.evidence).toEqual(evidence);

    // The same analysis stored again (re-ingesting the same file) compares equal to the backfilled one.
    expect(await appendHansardAnalysis(db, 'ingested', ingested)).toEqual({ version: 1, created: false });
    expect(await appendHansardAnalysis(db, 'ingested', { ...ingested, engineVersion: 'builtin-10' })).toEqual({ version: 2, created: true });
    expect(await appendHansardAnalysis(db, 'ingested', { ...ingested, engineVersion: 'builtin-10', title: 'Better' })).toEqual({ version: 3, created: true });
    // Going back to an earlier analysis is a change from the newest one: a new version, not a lookup.
    expect(await appendHansardAnalysis(db, 'ingested', ingested)).toEqual({ version: 4, created: true });
    expect((await versionsOf(db, 'ingested')).map((v) => v.engineVersion)).toEqual(['builtin-9', 'builtin-10', 'builtin-10', 'builtin-9']);

    // Versions go with their sitting.
    await db.delete(hansards).where(eq(hansards.id, 'ingested'));
    expect(await versionsOf(db, 'ingested')).toEqual([]);
  });
});

describe('migration 0014_shown_analysis_version', () => {
  let old: DatabaseBefore;
  let client: PGlite;
  let db: Database;
  beforeAll(async () => {
    old = await openDatabaseBefore('0014_shown_analysis_version');
    ({ client, db } = old);
  });
  afterAll(() => old.close());

  it('backfills the version each sitting shows with its newest (what every sitting showed until then)', async () => {
    const [seeded] = await readSeedHansards();
    const reanalysed = { ...makeSyntheticHansard(2), id: 'reanalysed', engine: 'builtin', engineVersion: 'builtin-9' };
    const bare = { ...makeSyntheticHansard(3), id: 'bare' };
    await insertOldHansards(client, [seeded!, reanalysed, bare]);
    await client.query(`delete from hansard_analyses`);
    await client.query(
      `insert into hansard_analyses (hansard_id, version, engine, analysis) values ($1, 1, 'editor', '{}'), ($2, 1, 'builtin', '{}'), ($2, 2, 'builtin', '{}')`,
      [seeded!.id, 'reanalysed'],
    );

    await old.migrateToLatest();

    const shown = await db.select({ id: hansards.id, shown: hansards.shownAnalysisVersion }).from(hansards).orderBy(asc(hansards.id));
    expect(shown).toEqual([
      { id: seeded!.id, shown: 1 },
      { id: 'bare', shown: null },
      { id: 'reanalysed', shown: 2 },
    ]);
  });
});

describe('seedDatabase', () => {
  let client: PGlite;
  let db: Database;
  beforeAll(async () => {
    client = newPglite();
    db = drizzle(client, { schema }) as unknown as Database;
    await migrate(db as never, { migrationsFolder });
  });
  afterAll(() => client.close());

  it("records each editor-written record as its version 1", async () => {
    const rows = await readSeedHansards();
    await seedDatabase(db);
    const versions = await db.select().from(hansardAnalyses);
    expect(versions).toHaveLength(rows.length);
    expect(new Set(versions.map((v) => `${v.version} ${v.engine}`))).toEqual(new Set(['1 editor']));
    const shown = await db.select({ shown: hansards.shownAnalysisVersion }).from(hansards);
    expect(new Set(shown.map((row) => row.shown))).toEqual(new Set([1]));
  });
});
