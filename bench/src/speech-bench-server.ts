import { Agent, request } from 'node:http';
import { spawnBenchServer } from './spawn-bench-server.js';

/** A synthetic sitting's id (makeSyntheticHansard's). */
export const sittingId = (i: number) => `synthetic-${String(i).padStart(5, '0')}`;

export interface TimedAnswer {
  ms: number;
  body: string;
  status: number;
  location: string | undefined;
}

/**
 * A bench server holding `speeches` synthetic speeches (`perSitting` a sitting) beside the seed, the
 * page cache off, and a GET that times one request at a time over one keep-alive connection.
 */
export async function startSpeechBenchServer(speeches: number, perSitting: number) {
  const sittings = Math.ceil(speeches / perSitting);
  const started = Date.now();
  const server = await spawnBenchServer({ BENCH_HANSARDS: String(sittings), BENCH_SPEECHES_PER_SITTING: String(perSitting), PAGE_CACHE: 'off' });
  const seedSeconds = (Date.now() - started) / 1000;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string): Promise<TimedAnswer> =>
    new Promise((resolve, reject) => {
      const start = process.hrtime.bigint();
      request(`${server.url}${path}`, { agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ ms: Number(process.hrtime.bigint() - start) / 1e6, body: Buffer.concat(chunks).toString('utf8'), status: res.statusCode ?? 0, location: res.headers.location }),
        );
      })
        .on('error', reject)
        .end();
    });
  const stop = () => {
    agent.destroy();
    server.stop();
  };
  return { server, sittings, seedSeconds, get, stop };
}

/** Median, p95 and the slowest of some timings (ms). */
export function summarise(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}
