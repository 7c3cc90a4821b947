import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hansardAnalyses, hansards, openDatabase } from '@kakyere/db';
import { and, asc, eq } from 'drizzle-orm';
import { builtinEngine } from '../../src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { FIXTURES, fixturePath } from '../support/official-report-fixtures.js';
import { runCli } from '../support/run-cli.js';

// The command as a user runs it, in its own process on an embedded database in a folder of its own.
const ID = '2011-10-26'; // the education fixture's sitting; the seed has the editors' record of it

let dir: string;
let dataDir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kakyere-reanalyse-'));
  dataDir = path.join(dir, 'data');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const errorLines = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('error:'));

/** Opens the command's database between runs (never during one: PGlite has one process at a time). */
async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ dataDir });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

describe('npm run ingest -- --reanalyse ID', () => {
  it('says "unchanged" when the engine writes the same analysis, and stores a new version after an engine change', async () => {
    const ingested = await runCli('ingest', [fixturePath(FIXTURES.education)], dataDir);
    expect(ingested.code).toBe(0);

    const same = await runCli('ingest', ['--reanalyse', ID], dataDir);
    expect(same.code).toBe(0);
    // The seed's editors' version stays shown beside the ingested machine one.
    expect(same.stderr).toContain(`${ID}: unchanged; builtin ${builtinEngine.version} wrote the newest stored analysis (version 2); the editors' version 1 is still shown`);

    // As if the stored analysis had been written by an older release of the engine.
    await withDatabase(async (db) => {
      await db.update(hansardAnalyses).set({ engineVersion: 'builtin-0.9.0' }).where(and(eq(hansardAnalyses.hansardId, ID), eq(hansardAnalyses.version, 2)));
    });
    const changed = await runCli('ingest', ['--reanalyse', ID], dataDir);
    expect(changed.code).toBe(0);
    expect(changed.stderr).toContain(`${ID}: re-analysed by builtin ${builtinEngine.version}; stored as analysis version 3; the editors' version 1 is still shown`);

    await withDatabase(async (db) => {
      const versions = await db.select().from(hansardAnalyses).where(eq(hansardAnalyses.hansardId, ID)).orderBy(asc(hansardAnalyses.version));
      expect(versions.map((v) => [v.version, v.engine, v.engineVersion])).toEqual([
        [1, 'editor', 'seed-1'],
        [2, 'builtin', 'builtin-0.9.0'],
        [3, 'builtin', builtinEngine.version],
      ]);
      const [row] = await db.select({ engineVersion: hansards.engineVersion, shown: hansards.shownAnalysisVersion }).from(hansards).where(eq(hansards.id, ID));
      expect(row).toEqual({ engineVersion: 'seed-1', shown: 1 });
    });
  }, 240_000);

  it('answers an unknown id, or a record with no transcript, with one error line and exit code 1', async () => {
    const unknown = await runCli('ingest', ['--reanalyse', '1999-01-01'], dataDir);
    expect(unknown.code).toBe(1);
    expect(errorLines(unknown.stderr)).toEqual(['error: no Hansard with id "1999-01-01"']);

    const editors = await runCli('ingest', ['--reanalyse', '2023-07-04'], dataDir);
    expect(editors.code).toBe(1);
    expect(errorLines(editors.stderr)).toEqual(['error: Hansard 2023-07-04 has no stored transcript to analyse; ingest its Official Report instead']);
  }, 120_000);

  it('refuses --reanalyse together with files', async () => {
    const run = await runCli('ingest', ['--reanalyse', ID, fixturePath(FIXTURES.education)], dataDir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--reanalyse ID takes no files, --source, --dry-run or --json.');
  }, 60_000);
});
