import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HansardAnalysesResponseSchema, HansardDetailResponseSchema, HansardListResponseSchema } from '@kakyere/contract';
import { hansardAnalyses, hansards, seedDatabase } from '@kakyere/db';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { asc, eq } from 'drizzle-orm';
import type { AnalysisEngine } from '../../src/modules/engines/ai/hansard-analysis/analysis-engine.js';
import { builtinEngine } from '../../src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { reanalyseHansard, ReanalyseError } from '../../src/modules/records/hansards/reanalyse-hansard.js';
import { ingestHansard, type IngestContext } from '../../src/modules/records/ingest/ingest-hansard.js';
import { FIXTURES, fixturePath } from '../support/official-report-fixtures.js';
import { builtinIngestContext } from '../support/builtin-ingest-context.js';
import { createTestApp, type TestApp } from '../test-app.js';

// Sittings written for the tests, on dates the seed has an editor's record for.
const special = { kind: 'file' as const, path: fixturePath(FIXTURES.special) }; // 2011-08-24
const education = { kind: 'file' as const, path: fixturePath(FIXTURES.education) }; // 2011-10-26

let t: TestApp;
let context: IngestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
  await seedBills(t.database.db);
  context = await builtinIngestContext(t.database.db);
});
afterAll(() => t.close());

const versionsOf = (id: string) =>
  t.database.db.select().from(hansardAnalyses).where(eq(hansardAnalyses.hansardId, id)).orderBy(asc(hansardAnalyses.version));
const analysesOf = async (id: string) => HansardAnalysesResponseSchema.parse((await t.app.inject(`/api/hansards/${id}/analyses`)).json()).data;
const detailOf = async (id: string) => HansardDetailResponseSchema.parse((await t.app.inject(`/api/hansards/${id}`)).json()).data.hansard;

/** The built-in engine under another version number: what an upgrade of the engine looks like. */
const upgradedBuiltin: AnalysisEngine = { name: 'builtin', model: null, version: 'builtin-next', analyse: (sitting, options) => builtinEngine.analyse(sitting, options) };

describe('analysis versions', () => {
  it('ingesting the same file twice stores one version, and the Hansard names it', async () => {
    // Without the seed's editor record, so the ingested analysis is the sitting's first.
    await t.database.db.delete(hansards).where(eq(hansards.id, '2011-10-26'));
    const first = await ingestHansard(education, context);
    const again = await ingestHansard(education, context);
    expect(first.hansard.analysis_version).toBe(1);
    expect(again.hansard.analysis_version).toBe(1);
    const versions = await versionsOf('2011-10-26');
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, engine: 'builtin', engineVersion: builtinEngine.version, engineModel: null });
    expect(versions[0]!.analysis.title).toBe(first.hansard.title);
    expect((await detailOf('2011-10-26')).analysis_version).toBe(1);
  });

  it("keeps the editors' text as version 1, still shown, when an ingestion adds the machine's", async () => {
    const before = await detailOf('2011-08-24');
    expect(before).toMatchObject({ analysis_version: 1, provenance: { engine: 'editor' } });
    const { hansard } = await ingestHansard(special, context);
    expect(hansard.analysis_version).toBe(2);
    expect(await detailOf('2011-08-24')).toMatchObject({ analysis_version: 1, summary: before.summary, newer_machine_summary: { version: 2 } });
    const versions = await versionsOf('2011-08-24');
    expect(versions.map((v) => [v.version, v.engine])).toEqual([
      [1, 'editor'],
      [2, 'builtin'],
    ]);
    expect(versions[0]!.analysis.summary).toBe(before.summary);
  });

  it('re-analysing with the same engine changes nothing; after an engine upgrade it adds a version the Hansard shows', async () => {
    const unchanged = await reanalyseHansard('2011-10-26', context);
    expect(unchanged).toMatchObject({ id: '2011-10-26', version: 1, changed: false, engine: 'builtin' });
    expect(await versionsOf('2011-10-26')).toHaveLength(1);

    const upgraded = await reanalyseHansard('2011-10-26', { ...context, engine: upgradedBuiltin });
    expect(upgraded).toEqual({ id: '2011-10-26', version: 2, shownVersion: 2, changed: true, engine: 'builtin', model: null, engineVersion: 'builtin-next' });

    const hansard = await detailOf('2011-10-26');
    expect(hansard.analysis_version).toBe(2);
    expect(hansard.provenance.engine_version).toBe('builtin-next');
    const listed = HansardListResponseSchema.parse((await t.app.inject('/api/hansards')).json()).data.hansards.find((h) => h.id === '2011-10-26');
    expect(listed?.analysis_version).toBe(2);

    // The older version is still listed, oldest first.
    const analyses = await analysesOf('2011-10-26');
    expect(analyses.map((a) => [a.version, a.engine, a.engineVersion, a.model])).toEqual([
      [1, 'builtin', builtinEngine.version, null],
      [2, 'builtin', 'builtin-next', null],
    ]);
    for (const analysis of analyses) {
      expect(analysis.feedback).toEqual({ yes: 0, no: 0 });
      expect(new Date(analysis.createdAt).toISOString()).toBe(analysis.createdAt);
    }
  });

  it('re-analysing to a changed analysis by the same engine adds a version; its content is what the Hansard shows', async () => {
    const retitled: AnalysisEngine = {
      ...upgradedBuiltin,
      analyse: async (sitting, options) => ({ ...(await builtinEngine.analyse(sitting, options)), title: 'A retitled sitting on education' }),
    };
    const result = await reanalyseHansard('2011-10-26', { ...context, engine: retitled });
    expect(result).toMatchObject({ version: 3, changed: true });
    const hansard = await detailOf('2011-10-26');
    expect(hansard.title).toBe('A retitled sitting on education');
    const versions = await versionsOf('2011-10-26');
    expect(versions.map((v) => v.analysis.title)).toEqual([versions[0]!.analysis.title, versions[0]!.analysis.title, 'A retitled sitting on education']);
    // The transcript, its source and its publication are the sitting's, not the analysis's: unchanged.
    expect(hansard.provenance.source).toBe('file:third-meeting-2011-10-26.txt');
  });

  it('refuses an unknown id, and a sitting with no stored transcript to analyse', async () => {
    await expect(reanalyseHansard('1999-01-01', context)).rejects.toThrow(new ReanalyseError('no Hansard with id "1999-01-01"'));
    await expect(reanalyseHansard('2023-07-04', context)).rejects.toThrow(/has no stored transcript to analyse/);
  });
});

describe('GET /api/hansards/{id}/analyses', () => {
  it('lists the editors’ version of a seeded record, and answers 404 in the envelope for an unknown Hansard', async () => {
    expect(await analysesOf('2023-07-04')).toEqual([
      expect.objectContaining({ version: 1, engine: 'editor', engineVersion: 'seed-1', model: null, feedback: { yes: 0, no: 0 } }),
    ]);
    const unknown = await t.app.inject('/api/hansards/1999-01-01/analyses');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'Hansard not found' });
    const bad = await t.app.inject('/api/hansards/Not_An_Id/analyses');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
  });
});
