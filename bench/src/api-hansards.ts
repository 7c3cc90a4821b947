// GET /api/hansards with 3,000 Hansards against the same bytes served as a static file by the same
// server, measured in one run with wrk on loopback. See bench/README.md.
import { request } from 'node:http';
import { assertWrkInstalled, runWrk } from './run-wrk.js';
import { spawnBenchServer } from './spawn-bench-server.js';

assertWrkInstalled();

const HANSARDS = Number(process.env.BENCH_HANSARDS ?? 3000);
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const server = await spawnBenchServer({ BENCH_HANSARDS: String(HANSARDS) });

/** Bytes on the wire for one request with the given Accept-Encoding (fetch would decompress). */
function wireSize(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let size = 0;
      res.on('data', (chunk: Buffer) => (size += chunk.length));
      res.on('end', () => resolve(size));
    })
      .on('error', reject)
      .end();
  });
}

async function run(title: string, url: string, headers: Record<string, string>) {
  runWrk(url, { connections: 10, seconds: 2, headers }); // warm-up: caches, JIT
  const result = runWrk(url, { connections: CONNECTIONS, seconds: DURATION, headers });
  if (result.errors > 0) throw new Error(`${title}: ${result.errors} failed requests`);
  return { title, rps: result.rps, p50: result.p50Ms, p99: result.p99Ms };
}

const api = `${server.url}/api/hansards`;
const file = `${server.url}/bench-static/hansards.json`;
try {
  const count = ((await (await fetch(api)).json()) as { data: { hansards: unknown[] } }).data.hansards.length;
  const sizes = { raw: await wireSize(api, 'identity'), gzip: await wireSize(api, 'gzip'), br: await wireSize(api, 'br') };
  const identity = { 'accept-encoding': 'identity' };
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const rows = [
    await run('static file, identity', file, identity),
    await run('GET /api/hansards, identity', api, identity),
    await run('static file, br (compressed per request)', file, browser),
    await run('GET /api/hansards, br (as browsers ask)', api, browser),
  ];
  const [staticId, apiId, staticBr, apiBr] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\nGET /api/hansards: ${count} items, ${server.engine}, ${CONNECTIONS} connections, ${DURATION} s a run`);
  console.log(`list size on the wire: raw ${kb(sizes.raw)}, gzip ${kb(sizes.gzip)}, brotli ${kb(sizes.br)} (target brotli < 400 KB)`);
  console.log('| run | req/s | p50 ms | p99 ms |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
  console.log(`API / static throughput: identity ${((apiId.rps / staticId.rps) * 100).toFixed(0)}%, br ${((apiBr.rps / staticBr.rps) * 100).toFixed(0)}% (target ≥ 60%)`);
  console.log(`API p99 at ${CONNECTIONS} connections: ${apiBr.p99} ms br, ${apiId.p99} ms identity (target < 25 ms)`);
} finally {
  server.stop();
}
