import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.js';

// The command as an editor runs it, in its own process on its own embedded database, holding
// DATA_DIR's lock like every command; the fixture's three Members are all there is.
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const FIXTURE = path.join(repoRoot, 'apps/server/test/fixtures/people/three-members.popolo.json');
const PERSON = 'person/esther-obeng-dappah';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kakyere-people-alias-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function run(script: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', LOG_LEVEL: 'silent', SEED_ON_START: 'false' };
  return new Promise((resolve) => {
    execFile(tsx, [path.join(repoRoot, 'apps/server/src/cli', script), ...args], { env, cwd: repoRoot, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
const alias = (...args: string[]) => run('people-alias.ts', args);

describe('npm run people:alias', () => {
  it('adds, lists and removes an editor\'s alias, which a re-import keeps', async () => {
    expect((await run('import-people.ts', [FIXTURE])).code).toBe(0);
    const added = await alias('add', PERSON, 'Esther O. Dapaah');
    expect(added, added.stderr).toMatchObject({ code: 0, stdout: `+ ${PERSON}: "Esther O. Dapaah"\n` });

    expect((await run('import-people.ts', [FIXTURE])).code).toBe(0);
    const listed = await alias('list', PERSON);
    expect(listed.code).toBe(0);
    expect(listed.stdout.trim().split('\n')).toEqual(['editor\tEsther O. Dapaah', 'import\tEsther Obeng Dappah', 'import\tEsther Obeng Dappah(Ms)', 'import\tObeng Esther Dappah']);

    expect(await alias('remove', PERSON, 'Esther O. Dapaah')).toMatchObject({ code: 0, stdout: `- ${PERSON}: "Esther O. Dapaah"\n` });
  }, 240_000);

  it('says what is wrong in one line, exit code 1, and changes nothing', async () => {
    const removed = await alias('remove', PERSON, 'Esther Obeng Dappah');
    expect(removed.code).toBe(1);
    expect(removed.stderr.trim()).toBe('error: "Esther Obeng Dappah" comes from the people file (origin import); change it there');
    const unknown = await alias('add', 'person/nobody', 'Nobody');
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr.trim()).toBe('error: no person person/nobody');
  }, 120_000);

  it('prints its usage, exit code 2, for a wrong command line', async () => {
    const wrong = await alias('rename', PERSON);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run people:alias -- add PERSON_ID "Name as printed"');
  }, 120_000);
});
