// Latency of who-said-what at scale: a Member's speeches (GET /api/people/{id}/speeches, first and a
// deep page), a sitting's speeches (GET /api/hansards/{id}/speeches?limit=1000) and, when present,
// the person page, with BENCH_SPEECHES synthetic speeches (default 100,000; 300 a sitting) beside the
// seed. Median and p95, one request at a time over loopback, uncached (the API has no cache for
// these, and the page cache is off). PGlite, or PostgreSQL when DATABASE_URL is set
// (`npm run speeches:postgres -w bench` with 1,000,000). See bench/README.md.
import { sittingId, startSpeechBenchServer, summarise } from './speech-bench-server.js';

const SPEECHES = Number(process.env.BENCH_SPEECHES ?? 100_000);
const PER_SITTING = 300;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

const { server, sittings: SITTINGS, seedSeconds, get, stop } = await startSpeechBenchServer(SPEECHES, PER_SITTING);

async function measure(paths: string[]) {
  for (const path of paths) {
    const res = await get(path);
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
  }
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) for (const path of paths) samples.push((await get(path)).ms);
  return summarise(samples);
}

try {
  // Who speaks most and least, read from one sitting's speeches (the API alone, as a client would).
  const counts = new Map<string, number>();
  for (const sitting of [0, 1, 2].map(sittingId)) {
    const { body } = await get(`/api/hansards/${sitting}/speeches?limit=1000`);
    for (const s of (JSON.parse(body) as { data: { person: { id: string } | null }[] }).data) if (s.person) counts.set(s.person.id, (counts.get(s.person.id) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const busy = ranked.slice(0, 3);
  const quiet = ranked.slice(-3);
  const totals = await Promise.all(busy.map(async (id) => (JSON.parse((await get(`/api/people/${id}/speeches?limit=1`)).body) as { total: number }).total));
  const rows: [string, ReturnType<typeof summarise>][] = [
    ['GET /api/people/{id}/speeches, busiest Members, page 1', await measure(busy.map((id) => `/api/people/${id}/speeches`))],
    ['… page 20 (offset 950)', await measure(busy.map((id) => `/api/people/${id}/speeches?page=20`))],
    ['… quietest Members, page 1', await measure(quiet.map((id) => `/api/people/${id}/speeches`))],
    ['GET /api/hansards/{id}/speeches?limit=1000 (300 speeches)', await measure([1, Math.floor(SITTINGS / 2), SITTINGS - 1].map(sittingId).map((id) => `/api/hansards/${id}/speeches?limit=1000`))],
  ];
  // What a person page is built from: the person with their counts by Parliament and year (no cache).
  rows.push(['GET /api/people/{id} (seats, posts, counts), busiest Members', await measure(busy.map((id) => `/api/people/${id}`))]);
  // The person page as a reader opens it: its one address (/members/{id} answers a redirect there), rendered (PAGE_CACHE off).
  const pages = await Promise.all(busy.map(async (id) => (await get(`/members/${id}`)).location ?? `/members/${id}`));
  rows.push(['GET /members/{id}/{name} (person page; PAGE_CACHE off, its data from the in-memory read cache)', await measure(pages)]);
  console.log(`\nSpeeches, ${SPEECHES.toLocaleString('en')} synthetic (busiest Members hold ${totals.join(', ')}), ${server.engine}, seeded in ${seedSeconds.toFixed(0)} s; sequential requests over loopback, ${ROUNDS} rounds`);
  console.log('| request | requests | median ms | p95 ms |\n|---|---|---|---|');
  for (const [name, r] of rows) console.log(`| ${name} | ${r.n} | ${r.median.toFixed(2)} | ${r.p95.toFixed(2)} |`);
  console.log('target: p95 under 50 ms');
} finally {
  stop();
}
