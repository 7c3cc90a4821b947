import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hansards, openDatabase } from '@kakyere/db';
import { eq } from 'drizzle-orm';
import { builtinEngine } from '../../src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { selectHansard } from '../../src/modules/records/hansards/hansard-repository.js';
import { toApiHansard } from '../../src/modules/records/hansards/api/to-api-hansard.js';
import { FIXTURES, fixturePath } from '../support/official-report-fixtures.js';
import { runCli } from '../support/run-cli.js';

// The command as an editor runs it, in its own process on an embedded database in a folder of its own.
const ID = '2011-10-26'; // the education fixture's sitting; the seed has the editors' record of it

let dir: string;
let dataDir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kakyere-show-version-'));
  dataDir = path.join(dir, 'data');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const errorLines = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('error:'));

/** The sitting as the detail API answers it, read between runs (PGlite has one process at a time). */
async function hansardAsServed(id: string) {
  const handle = await openDatabase({ dataDir });
  try {
    const row = await selectHansard(handle.db, id);
    const [stored] = await handle.db.select({ shown: hansards.shownAnalysisVersion }).from(hansards).where(eq(hansards.id, id));
    return { hansard: toApiHansard(row!), shown: stored!.shown };
  } finally {
    await handle.close();
  }
}

describe('npm run ingest -- --show-version ID VERSION', () => {
  it("shows the machine version an editor promotes, after which the page's note is gone", async () => {
    expect((await runCli('ingest', [fixturePath(FIXTURES.education)], dataDir)).code).toBe(0);
    const before = await hansardAsServed(ID);
    expect(before).toMatchObject({ shown: 1, hansard: { analysis_version: 1, provenance: { engine: 'editor' }, newer_machine_summary: { version: 2 } } });

    const run = await runCli('ingest', ['--show-version', ID, '2'], dataDir);
    expect(run.code).toBe(0);
    expect(run.stderr.trim().split('\n').at(-1)).toBe(`${ID}: now shows analysis version 2 (builtin ${builtinEngine.version}) instead of version 1 (editor seed-1)`);

    const after = await hansardAsServed(ID);
    expect(after).toMatchObject({ shown: 2, hansard: { analysis_version: 2, provenance: { engine: 'builtin' }, newer_machine_summary: null } });
    expect(after.hansard.summary).not.toBe(before.hansard.summary);
    expect(after.hansard.raw_text).toBe(before.hansard.raw_text);

    const again = await runCli('ingest', ['--show-version', ID, '2'], dataDir);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain(`${ID}: unchanged; it already shows analysis version 2 (builtin ${builtinEngine.version})`);
  }, 240_000);

  it('answers an unknown sitting or version with one error line and exit code 1, and a bad version with usage', async () => {
    const unknown = await runCli('ingest', ['--show-version', '1999-01-01', '1'], dataDir);
    expect(unknown.code).toBe(1);
    expect(errorLines(unknown.stderr)).toEqual(['error: no Hansard with id "1999-01-01"']);

    const missing = await runCli('ingest', ['--show-version', ID, '7'], dataDir);
    expect(missing.code).toBe(1);
    expect(errorLines(missing.stderr)).toEqual([`error: Hansard ${ID} has no analysis version 7; its versions are 1, 2`]);
    expect((await hansardAsServed(ID)).shown).toBe(2);

    const bad = await runCli('ingest', ['--show-version', ID, 'latest'], dataDir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--show-version ID VERSION needs one version number (1, 2, …) after the id.');
    expect(bad.stderr).toContain('--show-version ID VERSION');
  }, 180_000);
});
