// Latency of bill search and bill journeys with 2,000 synthetic bills beside the 52 real ones:
// median and p95 over realistic queries, one request at a time over loopback HTTP (what one
// citizen waits), on PGlite, or on PostgreSQL when DATABASE_URL is set. See bench/README.md.
import { Agent, request } from 'node:http';
import { spawnBenchServer } from './spawn-bench-server.js';

const BILLS = Number(process.env.BENCH_BILLS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const QUERIES = ['RTI', 'E-Levy', 'family values', 'special prosecutor', 'data protection', 'fisheries', 'cybersecurity', 'levy', 'Act 989', 'road traffic okada', 'mental health', 'synthetic pensions'];
const JOURNEYS = ['right-to-information-bill-2018', 'presidential-transition-bill-2010', 'electronic-transfer-levy-bill-2022', 'synthetic-bill-00042', 'synthetic-bill-01999'];

const server = await spawnBenchServer({ BENCH_BILLS: String(BILLS) });
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function timedGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    request(`${server.url}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${path}: HTTP ${res.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - start) / 1e6);
      });
    })
      .on('error', reject)
      .end();
  });
}

function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

async function measure(paths: string[]) {
  for (const path of paths) await timedGet(path); // warm-up
  const byPath = new Map<string, number[]>(paths.map((p) => [p, []]));
  for (let round = 0; round < ROUNDS; round++) for (const path of paths) byPath.get(path)!.push(await timedGet(path));
  return { ...summarise([...byPath.values()].flat()), byPath };
}

try {
  const search = await measure(QUERIES.map((q) => `/api/bills/search?q=${encodeURIComponent(q)}`));
  const journey = await measure(JOURNEYS.map((id) => `/api/bills/${id}/journey`));
  const list = await measure(['/api/bills', '/api/bills?status=passed', '/api/bills?billType=Private%20Members%20Bill']);
  console.log(`\nBills API, ${BILLS} synthetic + real bills, ${server.engine}, sequential requests over loopback`);
  console.log('| endpoint | requests | median ms | p95 ms | max ms |\n|---|---|---|---|---|');
  for (const [name, r] of [['GET /api/bills/search?q=…', search], ['GET /api/bills/{id}/journey', journey], ['GET /api/bills (filters)', list]] as const) {
    console.log(`| ${name} | ${r.n} | ${r.median.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.max.toFixed(2)} |`);
  }
  console.log('target: p95 under 20 ms for search and journey');
  console.log('\n| search query | median ms | p95 ms |\n|---|---|---|');
  for (const [path, samples] of search.byPath) {
    const r = summarise(samples);
    console.log(`| ${decodeURIComponent(path.split('q=')[1]!)} | ${r.median.toFixed(2)} | ${r.p95.toFixed(2)} |`);
  }
} finally {
  agent.destroy();
  server.stop();
}
