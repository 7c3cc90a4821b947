// GET /api/hansards with 3,000 Hansards against the same bytes served as a static file by the same
// server, measured in one run with autocannon on loopback. See bench/README.md.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import fastifyStatic from '@fastify/static';
import { startBenchServer } from './start-bench-server.js';

const HANSARDS = Number(process.env.BENCH_HANSARDS ?? 3000);
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const staticDir = mkdtempSync(path.join(tmpdir(), 'kakyere-static-'));
const server = await startBenchServer({
  syntheticHansards: HANSARDS,
  configure: async (app) => {
    await app.register(fastifyStatic, { root: staticDir, prefix: '/bench-static/', decorateReply: false });
  },
});

const list = await fetch(`${server.url}/api/hansards`, { headers: { 'accept-encoding': 'identity' } });
const body = Buffer.from(await list.arrayBuffer());
const count = (JSON.parse(body.toString()) as { data: { hansards: unknown[] } }).data.hansards.length;
writeFileSync(path.join(staticDir, 'hansards.json'), body);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzipSize = gzipSync(body, { level: 9 }).length;
const brSize = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
const wireBr = Buffer.from(
  await (await fetch(`${server.url}/api/hansards`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer(),
).length;

async function run(title: string, url: string, headers: Record<string, string>) {
  // Warm-up fills caches and JIT before the measured run.
  await autocannon({ url, connections: 10, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const identity = { 'accept-encoding': 'identity' };
const rows = [
  await run('static file, identity', `${server.url}/bench-static/hansards.json`, identity),
  await run('GET /api/hansards, identity', `${server.url}/api/hansards`, identity),
  await run('GET /api/hansards, br', `${server.url}/api/hansards`, { 'accept-encoding': 'gzip, deflate, br' }),
];
await server.close();

const [staticRow, apiRow, brRow] = rows as [typeof rows[0], typeof rows[0], typeof rows[0]];
console.log(`\nGET /api/hansards, ${count} items, ${server.engine}, ${CONNECTIONS} connections, ${DURATION} s each`);
console.log(`list size: raw ${kb(body.length)}, gzip ${kb(gzipSize)}, brotli ${kb(brSize)} (served br ${kb(wireBr)})`);
console.log('| run | req/s | p50 ms | p99 ms |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
console.log(`API / static throughput (identity): ${((apiRow.rps / staticRow.rps) * 100).toFixed(0)}% (target ≥ 60%)`);
console.log(`p99 at ${CONNECTIONS} connections: ${apiRow.p99} ms identity, ${brRow.p99} ms br (target < 25 ms)`);
console.log(`brotli size ${kb(brSize)} (target < 400 KB)`);
