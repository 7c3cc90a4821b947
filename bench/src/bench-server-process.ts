// Runs the bench server in its own process so the load generator never shares its event loop.
// Prints one JSON line {url, engine} on stdout when listening; exits on SIGTERM.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { startBenchServer } from './start-bench-server.js';

const staticDir = mkdtempSync(path.join(tmpdir(), 'kakyere-static-'));
const server = await startBenchServer({
  syntheticHansards: Number(process.env.BENCH_HANSARDS ?? 0),
  syntheticBills: Number(process.env.BENCH_BILLS ?? 0),
  speechesPerSitting: Number(process.env.BENCH_SPEECHES_PER_SITTING ?? 0),
  configure: async (app) => {
    await app.register(fastifyStatic, { root: staticDir, prefix: '/bench-static/', decorateReply: false });
  },
});
// The static twin of the list: the very bytes the API sends.
const body = Buffer.from(await (await fetch(`${server.url}/api/hansards`)).arrayBuffer());
writeFileSync(path.join(staticDir, 'hansards.json'), body);
console.log(JSON.stringify({ url: server.url, engine: server.engine }));
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
