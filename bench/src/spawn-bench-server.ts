import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';

/** Starts bench-server-process.ts in a child process and resolves once it listens. */
export async function spawnBenchServer(env: Record<string, string>): Promise<{ url: string; engine: string; stop(): void }> {
  const child = spawn('npx', ['tsx', path.join(import.meta.dirname, 'bench-server-process.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (line.startsWith('{')) {
      const info = JSON.parse(line) as { url: string; engine: string };
      return { ...info, stop: () => child.kill('SIGTERM') };
    }
  }
  throw new Error('bench server exited before listening');
}
