// Pages rendered on the server, with the HTML page cache off and on: GET / and GET /bills/{id} as a
// browser asks for them (Accept: text/html, gzip/br), 3,000 synthetic + the real Hansards, 50
// connections, wrk on loopback. GET /api/hansards, measured in the same run, is the yardstick for the
// cached pages. Uncached pages are also timed one request at a time (the render itself). See bench/README.md.
import { assertWrkInstalled, runWrk, type LoadResult } from './run-wrk.js';
import { spawnBenchServer } from './spawn-bench-server.js';

assertWrkInstalled();

const HANSARDS = Number(process.env.BENCH_HANSARDS ?? 3000);
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const BILL_ID = process.env.BENCH_BILL_ID ?? 'electronic-transfer-levy-bill-2022';
const PAGES = ['/', `/bills/${BILL_ID}`];
/** Targets of issue 13: uncached renders p99 under 50 ms; cached pages at least 30% of the list API's throughput. */
const OFF_P99_TARGET_MS = 50;
const ON_SHARE_TARGET = 0.3;

const browser = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

/** Status codes are checked before the run; `errors` counts non-2xx/3xx answers, else time-outs (wrk's 2 s). */
function measure(url: string, headers: Record<string, string>, connections = CONNECTIONS): LoadResult {
  runWrk(url, { connections: 10, seconds: 2, headers }); // warm-up: caches, JIT
  return runWrk(url, { connections, seconds: DURATION, headers });
}

/** One server with the page cache as given; the page must be rendered on the server, not the bare shell. */
async function runWith(pageCache: 'on' | 'off', alsoApi: boolean) {
  const server = await spawnBenchServer({ BENCH_HANSARDS: String(HANSARDS), PAGE_CACHE: pageCache });
  try {
    for (const path of PAGES) {
      const res = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      const html = await res.text();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}; is BENCH_BILL_ID a real bill?`);
      if (!html.includes('id="kakyere-state"')) throw new Error(`${path} is the bare shell, not rendered: run \`npm run build\` first`);
    }
    const pages = [];
    for (const path of PAGES) pages.push({ path, ...measure(`${server.url}${path}`, browser) });
    // Uncached, one request at a time too: the time of a render itself, with no queue in front of it.
    const single = [];
    if (pageCache === 'off') for (const path of PAGES) single.push({ path, ...measure(`${server.url}${path}`, browser, 1) });
    const api = alsoApi ? measure(`${server.url}/api/hansards`, { 'accept-encoding': 'gzip, deflate, br' }) : null;
    return { engine: server.engine, pages, single, api };
  } finally {
    server.stop();
  }
}

const off = await runWith('off', false);
const on = await runWith('on', true);
const apiRps = on.api!.rps;

console.log(`\nPages as HTML, rendered on the server: ${HANSARDS} synthetic + real Hansards, ${off.engine}, ${CONNECTIONS} connections, ${DURATION} s a run`);
console.log('| page cache | path | req/s | p50 ms | p99 ms | failed or > 2 s | target | met |\n|---|---|---|---|---|---|---|---|');
for (const r of off.pages) {
  const met = r.p99Ms < OFF_P99_TARGET_MS && r.errors === 0;
  console.log(`| off | ${r.path} | ${r.rps.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.errors} | p99 < ${OFF_P99_TARGET_MS} ms | ${met ? 'yes' : 'no'} |`);
}
for (const r of off.single) {
  console.log(`| off, 1 connection | ${r.path} | ${r.rps.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.errors} | (render time, no queue) | |`);
}
for (const r of on.pages) {
  const share = r.rps / apiRps;
  const met = share >= ON_SHARE_TARGET && r.errors === 0;
  console.log(`| on | ${r.path} | ${r.rps.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.errors} | ≥ ${ON_SHARE_TARGET * 100}% of /api/hansards (${(share * 100).toFixed(0)}%) | ${met ? 'yes' : 'no'} |`);
}
console.log(`| on | /api/hansards (yardstick) | ${apiRps.toFixed(0)} | ${on.api!.p50Ms.toFixed(1)} | ${on.api!.p99Ms.toFixed(1)} | ${on.api!.errors} | | |`);
