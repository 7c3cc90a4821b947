import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HansardAnalysesResponseSchema, HansardDetailResponseSchema, HansardListResponseSchema } from '@kakyere/contract';
import { hansardAnalyses, hansardDocuments, seedDatabase } from '@kakyere/db';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { asc, eq } from 'drizzle-orm';
import type { AnalysisEngine } from '../../src/modules/engines/ai/hansard-analysis/analysis-engine.js';
import { builtinEngine } from '../../src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { reanalyseHansard } from '../../src/modules/records/hansards/reanalyse-hansard.js';
import { showHansardAnalysisVersion } from '../../src/modules/records/hansards/show-hansard-analysis-version.js';
import { ingestHansard, type IngestContext } from '../../src/modules/records/ingest/ingest-hansard.js';
import { makeTwoColumnPdfFromText } from '../fixtures/ingest/make-test-pdf.js';
import { FIXTURES, fixturePath, readFixture } from '../support/official-report-fixtures.js';
import { builtinIngestContext } from '../support/builtin-ingest-context.js';
import { createTestApp, type TestApp } from '../test-app.js';

// The education fixture is the sitting of 26 October 2011, which the seed holds the editors' record of.
const ID = '2011-10-26';
const education = { kind: 'file' as const, path: fixturePath(FIXTURES.education) };

let t: TestApp;
let context: IngestContext;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
  await seedBills(t.database.db);
  context = await builtinIngestContext(t.database.db);
  dir = await mkdtemp(path.join(tmpdir(), 'kakyere-editors-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const detailOf = async (id: string) => HansardDetailResponseSchema.parse((await t.app.inject(`/api/hansards/${id}`)).json()).data.hansard;
const listedOf = async (id: string) => HansardListResponseSchema.parse((await t.app.inject('/api/hansards')).json()).data.hansards.find((h) => h.id === id)!;
const analysesOf = async (id: string) => HansardAnalysesResponseSchema.parse((await t.app.inject(`/api/hansards/${id}/analyses`)).json()).data;
const versionsOf = (id: string) => t.database.db.select().from(hansardAnalyses).where(eq(hansardAnalyses.hansardId, id)).orderBy(asc(hansardAnalyses.version));
const analysisOf = ({ title, session_type, summary, key_topics, affected_industries, bills_discussed, evidence }: Awaited<ReturnType<typeof detailOf>>) => ({
  title,
  session_type,
  summary,
  key_topics,
  affected_industries,
  bills_discussed,
  evidence,
});

/** The built-in engine under another version number: what an upgrade of the engine looks like. */
const upgradedBuiltin: AnalysisEngine = { name: 'builtin', model: null, version: 'builtin-next', analyse: (sitting, options) => builtinEngine.analyse(sitting, options) };

describe("an editor's version outranks machine versions", () => {
  it("ingesting a sitting that shows the editors' summary stores the transcript, PDF and a new machine version, and keeps showing the editors'", async () => {
    const before = await detailOf(ID);
    expect(before).toMatchObject({ analysis_version: 1, newer_machine_summary: null, raw_text: '', provenance: { engine: 'editor' } });
    expect(before.session_type).toBe('Plenary Sitting — Third Meeting, Third Session, Fifth Parliament');

    const { pdf } = await makeTwoColumnPdfFromText(readFixture(FIXTURES.education), 6);
    const file = path.join(dir, 'Hansard 26th October, 2011.pdf');
    await writeFile(file, pdf);
    const ingested = await ingestHansard({ kind: 'file', path: file }, context);
    expect(ingested).toMatchObject({ created: false, editorsVersionKept: 1, hansard: { id: ID, analysis_version: 2, provenance: { engine: 'builtin' } } });
    expect(ingested.hansard.summary).not.toBe(before.summary);

    const after = await detailOf(ID);
    // The editors' analysis, exactly as it was, and who wrote it; their Members present and their link to the original too.
    expect(analysisOf(after)).toEqual(analysisOf(before));
    expect(after.mps_present).toEqual(before.mps_present);
    expect(after.document_url).toBe(before.document_url);
    expect(after.provenance).toMatchObject({ engine: 'editor', engine_version: 'seed-1', model: null, source: 'file:Hansard 26th October, 2011.pdf' });
    expect(after.analysis_version).toBe(1);
    expect(after.newer_machine_summary).toEqual({ version: 2 });
    // The transcript and its PDF are stored.
    expect(after.raw_text).toBe(ingested.hansard.raw_text);
    expect(after.raw_text).toContain('Sakumono');
    expect(after.has_pdf).toBe(true);
    expect(await t.database.db.select({ id: hansardDocuments.hansardId }).from(hansardDocuments).where(eq(hansardDocuments.hansardId, ID))).toHaveLength(1);
    expect(await listedOf(ID)).toMatchObject({ summary: before.summary, analysis_version: 1, newer_machine_summary: { version: 2 } });

    // The machine analysis is a version of its own, beside the editors'.
    const versions = await versionsOf(ID);
    expect(versions.map((v) => [v.version, v.engine])).toEqual([
      [1, 'editor'],
      [2, 'builtin'],
    ]);
    expect(versions[1]!.analysis.summary).toBe(ingested.hansard.summary);
    expect((await analysesOf(ID)).map((a) => a.version)).toEqual([1, 2]);

    // The same file again adds nothing, and the editors' summary is still shown.
    const again = await ingestHansard({ kind: 'file', path: file }, context);
    expect(again).toMatchObject({ editorsVersionKept: 1, hansard: { analysis_version: 2 } });
    expect(await versionsOf(ID)).toHaveLength(2);
    expect(analysisOf(await detailOf(ID))).toEqual(analysisOf(before));
  });

  it("re-analysing stores the machine's next version beside the editors' and keeps the editors' shown", async () => {
    const result = await reanalyseHansard(ID, { ...context, engine: upgradedBuiltin });
    expect(result).toMatchObject({ version: 3, shownVersion: 1, changed: true });
    expect(await detailOf(ID)).toMatchObject({ analysis_version: 1, provenance: { engine: 'editor' }, newer_machine_summary: { version: 3 } });
  });

  it('a machine version an editor shows gives way to the next machine version; an editors’ version shown again stays', async () => {
    const machine = (await versionsOf(ID))[1]!;
    expect(await showHansardAnalysisVersion(t.database.db, ID, 2)).toMatchObject({ status: 'shown', changed: true, previous: { version: 1, engine: 'editor' }, shown: { version: 2, engine: 'builtin' } });
    const promoted = await detailOf(ID);
    expect(promoted).toMatchObject({ analysis_version: 2, summary: machine.analysis.summary, title: machine.analysis.title, provenance: { engine: 'builtin' } });
    // An older machine summary is shown: the newer one (version 3) is still mentioned.
    expect(promoted.newer_machine_summary).toEqual({ version: 3 });
    expect(await showHansardAnalysisVersion(t.database.db, ID, 2)).toMatchObject({ status: 'shown', changed: false });

    // Machine over machine: the next machine analysis is shown as usual.
    const retitled: AnalysisEngine = { ...upgradedBuiltin, analyse: async (s, o) => ({ ...(await builtinEngine.analyse(s, o)), title: 'A retitled sitting' }) };
    expect(await reanalyseHansard(ID, { ...context, engine: retitled })).toMatchObject({ version: 4, shownVersion: 4 });
    expect(await detailOf(ID)).toMatchObject({ analysis_version: 4, title: 'A retitled sitting', newer_machine_summary: null });

    // The editors' version shown again outranks what comes next.
    await showHansardAnalysisVersion(t.database.db, ID, 1);
    await ingestHansard(education, context);
    const kept = await detailOf(ID);
    expect(kept).toMatchObject({ analysis_version: 1, provenance: { engine: 'editor' }, newer_machine_summary: { version: 5 } });
    expect(kept.session_type).toBe('Plenary Sitting — Third Meeting, Third Session, Fifth Parliament');
  });

  it('refuses an unknown sitting or version and changes nothing', async () => {
    expect(await showHansardAnalysisVersion(t.database.db, '1999-01-01', 1)).toEqual({ status: 'no-hansard' });
    expect(await showHansardAnalysisVersion(t.database.db, ID, 99)).toEqual({ status: 'no-version', versions: [1, 2, 3, 4, 5] });
    expect((await detailOf(ID)).analysis_version).toBe(1);
  });
});
