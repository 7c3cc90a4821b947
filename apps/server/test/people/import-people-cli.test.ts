import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '@kakyere/db';
import { repoRoot } from '../../src/config.js';

// The command as an editor runs it: its own process on its own embedded database (not seeded, so
// the fixture's three Members are all there is).
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const FIXTURE = path.join(repoRoot, 'apps/server/test/fixtures/people/three-members.popolo.json');

let dir: string;
let dataDir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kakyere-import-people-'));
  dataDir = path.join(dir, 'data');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function runImport(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', SEED_ON_START: 'false' };
  return new Promise((resolve) => {
    execFile(tsx, [path.join(repoRoot, 'apps/server/src/cli/import-people.ts'), ...args], { env, cwd: repoRoot, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run import:people', () => {
  it('refuses a bad file before touching the database, naming every problem', async () => {
    const file = path.join(dir, 'bad.popolo.json');
    await writeFile(file, JSON.stringify({ persons: [{ id: 'person/x', name: '' }, { id: 'Bad Id', name: 'Y' }] }));
    const bad = await runImport([file]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^error: .*bad\.popolo\.json: 2 problems in the file; nothing was imported\.$/m);
    expect(bad.stderr).toMatch(/^ {2}persons\[0\] \(person\/x\)\.name: must not be empty$/m);
    expect(bad.stderr).toMatch(/^ {2}persons\[1\] \(Bad Id\)\.id: /m);
    expect(existsSync(dataDir)).toBe(false);
  }, 120_000);

  it('refuses while another process holds the database, and imports once it is free', async () => {
    // This test process holds the lock, as a running server would.
    await mkdir(dataDir, { recursive: true });
    const release = lockDataDir(dataDir);
    try {
      const refused = await runImport([FIXTURE]);
      expect(refused.code).toBe(1);
      const errors = refused.stderr.split('\n').filter((line) => line.startsWith('error:'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`in use by process ${process.pid} on ${os.hostname()}`);
      expect(refused.stdout).toBe('');
    } finally {
      release();
    }
    const dry = await runImport(['--dry-run', FIXTURE]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('+ person/peter-wiafe-pepera: added "Peter Wiafe Pepera" with 2 memberships\n');
    expect(dry.stderr).toContain('persons: 3 added, 0 updated, 0 unchanged;');
    expect(dry.stderr).toContain('nothing was written: --dry-run');

    const first = await runImport([FIXTURE]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toBe(dry.stdout);
    const second = await runImport([FIXTURE]);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout.trim().split('\n')).toEqual([
      '= person/aaron-michael-oquaye: unchanged',
      '= person/esther-obeng-dappah: unchanged',
      '= person/peter-wiafe-pepera: unchanged',
    ]);
  }, 240_000);
});
