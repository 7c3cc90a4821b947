import { execFile } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../src/config.js';

const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

/**
 * Runs one of the server's commands (`apps/server/src/cli/NAME.ts`) as a user would, in its own
 * process on the embedded database in `dataDir`; resolves with its exit code and output.
 */
export function runCli(name: string, args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const cli = path.join(repoRoot, `apps/server/src/cli/${name}.ts`);
  return new Promise((resolve) => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    execFile(tsx, [cli, ...args], { env, cwd: repoRoot, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}
