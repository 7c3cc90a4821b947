import { execFileSync } from 'node:child_process';

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? NaN);

/**
 * One wrk run (Debian's `wrk`, a C load generator: its own process, so it never competes with the
 * server's event loop the way an in-process Node client does).
 */
export function runWrk(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): LoadResult {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const out = execFileSync('wrk', ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', ...headerArgs, url], {
    encoding: 'utf8',
  });
  const latency = (pct: string) => {
    const m = out.match(new RegExp(`\\s${pct}%\\s+([\\d.]+)(us|ms|s|m)`));
    return m ? toMs(m[1]!, m[2]!) : NaN;
  };
  const errors = out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? out.match(/Socket errors: .*timeout (\d+)/)?.[1] ?? '0';
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN),
    p50Ms: latency('50'),
    p99Ms: latency('99'),
    requests: Number(out.match(/(\d+) requests in/)?.[1] ?? NaN),
    errors: Number(errors),
  };
}

export function assertWrkInstalled(): void {
  try {
    execFileSync('wrk', ['-v'], { stdio: 'ignore' });
  } catch (error) {
    // wrk -v exits 1 after printing its version; only a missing binary is fatal.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error('This benchmark needs wrk: apt-get install wrk');
      process.exit(2);
    }
  }
}
