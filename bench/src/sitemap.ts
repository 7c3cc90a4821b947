// The sitemap at the scale: 3,000 synthetic sittings and 2,000 synthetic bills beside the
// seed, and the seed's 688 people (issue 31 asks for 600 Members). Cold: after a write (the cache
// is emptied), the time to GET the index and then every file it names, one request at a time, as
// a crawler reads it; uncompressed, then as Googlebot asks (br, each file compressed on first
// request). Warm: each file again from the cache, median and p95. PGlite, or PostgreSQL with
// DATABASE_URL. See bench/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { hansards, makeSyntheticBill, makeSyntheticHansard, openDatabase, seedDatabase } from '@kakyere/db';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { seedBills } from '../../apps/server/src/modules/records/bills/seed-bills.js';
import { upsertBill } from '../../apps/server/src/modules/records/bills/write-bill.js';
import { seedPeople } from '../../apps/server/src/modules/records/people/seed-people.js';
import { summarise } from './speech-bench-server.js';

const SITTINGS = Number(process.env.BENCH_HANSARDS ?? 3000);
const BILLS = Number(process.env.BENCH_BILLS ?? 2000);
const COLD_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_ROUNDS = 100;
const COLD_TARGET_MS = 1000;
const WARM_P95_TARGET_MS = 10;

const dataDir = mkdtempSync(path.join(tmpdir(), 'kakyere-bench-sitemap-'));
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' });
const database = await openDatabase({ databaseUrl: config.database.url, dataDir, poolSize: 10 });
const seeding = Date.now();
await seedDatabase(database.db);
await seedBills(database.db);
for (let start = 0; start < SITTINGS; start += 500) {
  await database.db.insert(hansards).values(Array.from({ length: Math.min(500, SITTINGS - start) }, (_, i) => makeSyntheticHansard(start + i))).onConflictDoNothing();
}
for (let i = 0; i < BILLS; i++) await upsertBill(database.db, makeSyntheticBill(i), new Set());
await seedPeople(database.db);
const seedSeconds = (Date.now() - seeding) / 1000;
const app = await buildApp({ config, database });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function get(pathname: string, encoding: string): Promise<{ ms: number; status: number; body: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    request(`${origin}${pathname}`, { agent, headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ ms: Number(process.hrtime.bigint() - start) / 1e6, status: res.statusCode ?? 0, body: encoding === 'identity' ? body.toString('utf8') : '', bytes: body.length });
      });
    })
      .on('error', reject)
      .end();
  });
}

const counts = await database.executeSql(`select (select count(*) from hansards)::int as sittings, (select count(*) from bills)::int as bills, (select count(*) from persons)::int as people`);
const { sittings, bills, people } = counts.rows[0] as { sittings: number; bills: number; people: number };
/** The files the index names: read once, with the data as it stands. */
const index = await get('/sitemap.xml', 'identity');
const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

/** After a write (as any writer does, updated_at moves), the index and every file, one at a time. */
async function cold(encoding: string) {
  await database.db.update(hansards).set({ updatedAt: sql`now()` }).where(sql`${hansards.id} = 'synthetic-00000'`);
  // The cache checks the data's version at most every CACHE_REVALIDATE_MS (1 s by default).
  await sleep(config.server.cacheRevalidateMs + 50);
  let total = 0;
  let bytes = 0;
  for (const pathname of ['/sitemap.xml', ...files]) {
    const res = await get(pathname, encoding);
    if (res.status !== 200) throw new Error(`${pathname}: HTTP ${res.status}`);
    total += res.ms;
    bytes += res.bytes;
  }
  return { ms: total, bytes };
}

try {
  const rows: string[] = [];
  for (const encoding of ['identity', 'br']) {
    const runs = [];
    for (let round = 0; round < COLD_ROUNDS; round++) runs.push(await cold(encoding));
    const times = summarise(runs.map((run) => run.ms));
    rows.push(`| cold, ${encoding} | ${files.length + 1} files, ${(runs[0]!.bytes / 1024).toFixed(0)} KB | ${COLD_ROUNDS} | ${times.median.toFixed(0)} | ${times.max.toFixed(0)} | < ${COLD_TARGET_MS} ms | ${times.max < COLD_TARGET_MS ? 'yes' : 'no'} |`);
  }
  const warm: number[] = [];
  for (let round = 0; round < WARM_ROUNDS; round++) for (const pathname of ['/sitemap.xml', ...files]) warm.push((await get(pathname, 'br')).ms);
  const w = summarise(warm);
  rows.push(`| warm, br (one file) | ${files.length + 1} files × ${WARM_ROUNDS} | ${w.n} | ${w.median.toFixed(2)} | p95 ${w.p95.toFixed(2)} | p95 < ${WARM_P95_TARGET_MS} ms | ${w.p95 < WARM_P95_TARGET_MS ? 'yes' : 'no'} |`);
  // The yardstick: a cached API list in the same run, so a busy machine's noise shows as such.
  const yardstick: number[] = [];
  for (let round = 0; round < WARM_ROUNDS * (files.length + 1); round++) yardstick.push((await get('/api/hansards?limit=20', 'br')).ms);
  const y = summarise(yardstick);
  rows.push(`| warm, br: GET /api/hansards?limit=20 (yardstick, cached) | | ${y.n} | ${y.median.toFixed(2)} | p95 ${y.p95.toFixed(2)} | | |`);

  console.log(`\nSitemap: ${sittings} sittings, ${bills} bills, ${people} people (${database.kind}, seeded in ${seedSeconds.toFixed(0)} s); sequential requests over loopback`);
  console.log('| run | what | runs | median ms | slowest ms | target | met |\n|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  agent.destroy();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
