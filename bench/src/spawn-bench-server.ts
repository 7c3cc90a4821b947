import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';

/** Starts bench-server-process.ts in a child process and resolves once it listens. */
export async function spawnBenchServer(env: Record<string, string>): Promise<{ url: string; engine: string; stop(): void }> {
  const child = spawn('npx', ['tsx', path.join(import.meta.dirname, 'bench-server-process.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group: npx → tsx → node, and a signal to npx alone leaves the server running.
    detached: true,
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (line.startsWith('{')) {
      const info = JSON.parse(line) as { url: string; engine: string };
      const stop = () => {
        lines.close();
        child.stdout.destroy();
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          // already gone
        }
      };
      return { ...info, stop };
    }
  }
  throw new Error('bench server exited before listening');
}
