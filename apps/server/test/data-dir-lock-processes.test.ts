import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HansardListResponseSchema } from '@kakyere/contract';
import { repoRoot } from '../src/config.js';

// The server (`src/main.ts`, as `npm start` runs it) and every command that opens the embedded
// database, as separate processes on one DATA_DIR: PGlite is one process's database, so while the
// server holds it each command must refuse at once, say who holds it, and change nothing.
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const fixtures = path.join(repoRoot, 'apps/server/test/fixtures');
const COMMANDS: [string, string[]][] = [
  ['apps/server/src/cli/ingest.ts', [path.join(fixtures, 'official-report/third-meeting-2011-10-26.txt')]],
  ['apps/server/src/cli/ingest.ts', ['--reanalyse', '2011-10-26']],
  ['apps/server/src/cli/import-bills.ts', [path.join(repoRoot, 'packages/db/seed/bills.json')]],
  ['apps/server/src/cli/import-bill-text.ts', ['--bill', 'rent-bill-2022', path.join(fixtures, 'bill-texts/lagoon-fisheries-bill.txt')]],
  ['apps/server/src/cli/import-people.ts', [path.join(fixtures, 'people/three-members.popolo.json')]],
  ['apps/server/src/cli/people-alias.ts', ['list', 'person/aaron-michael-oquaye']],
  ['apps/server/src/cli/seed-scale.ts', ['--hansards', '5']],
];

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kakyere-lock-processes-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', JOBS_ENABLED: 'false', RATE_LIMIT_PER_MINUTE: '0', HOST: '127.0.0.1' });

function run(script: string, args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(tsx, [path.join(repoRoot, script), ...args], { env: env(), cwd: repoRoot, timeout: 120_000 }, (error, _stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr }),
    );
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Server {
  child: ChildProcess;
  port: number;
  exited: Promise<unknown>;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  // Node itself with tsx's loader: a kill must reach the server, not a wrapper around it.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    env: { ...env(), PORT: String(port) },
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Kakyerɛ is serving on')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`server exited before serving:\n${output}`)));
  });
  return { child, port, exited };
}

const sittings = async (port: number) => {
  const response = await fetch(`http://127.0.0.1:${port}/api/hansards?limit=100`);
  expect(response.status).toBe(200);
  return HansardListResponseSchema.parse(await response.json()).data.hansards.map((h) => h.id).sort();
};

// The embedded database only, whatever TEST_DATABASE_URL says: run in the first pass, not again in
// the PostgreSQL pass (scripts/test-postgres.mjs), which would only repeat it.
describe.skipIf(process.env.npm_lifecycle_event === 'test:postgres')('one process at a time on the embedded database', () => {
  it('every command refuses while the server runs, the server keeps serving every sitting, and a restart opens cleanly', async () => {
    const server = await startServer();
    const before = await sittings(server.port);
    expect(before.length).toBeGreaterThan(0);
    for (const [script, args] of COMMANDS) {
      const { code, stderr } = await run(script, args);
      expect(code, `${script} ${args.join(' ')}: ${stderr}`).toBe(1);
      const lines = stderr.trim().split('\n').filter((line) => line.startsWith('error:'));
      expect(lines, stderr).toHaveLength(1);
      expect(lines[0]).toContain(`in use by process ${server.child.pid} on ${os.hostname()}`);
      expect(lines[0]).toContain('Stop the server first, or use PostgreSQL through DATABASE_URL.');
    }
    // Nothing the refused commands were given reached the database.
    expect(await sittings(server.port)).toEqual(before);
    server.child.kill('SIGTERM');
    await server.exited;
    const restarted = await startServer();
    expect(await sittings(restarted.port)).toEqual(before);
    // Killed as a power cut would kill it, it leaves its lock behind: the next command takes it over.
    restarted.child.kill('SIGKILL');
    await restarted.exited;
    const { code, stderr } = await run('apps/server/src/cli/import-bill-text.ts', ['--bill', 'rent-bill-2022', path.join(fixtures, 'bill-texts/lagoon-fisheries-bill.txt')]);
    expect(code, stderr).toBe(0);
    const last = await startServer();
    expect(await sittings(last.port)).toEqual(before);
    last.child.kill('SIGTERM');
    await last.exited;
  }, 300_000);
});
