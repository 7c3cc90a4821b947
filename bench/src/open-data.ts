// The feeds and exports of issue 31 at the sitemap's scale: 3,000 synthetic sittings (the first
// BENCH_SPEECH_SITTINGS with synthetic speeches) and 2,000 synthetic bills beside the seed, and the
// seed's 688 people. Issue 31's bar: each answers from cache in under 10 ms p95 once warm. Cold:
// the first request after a write to sittings, bills and people (every cache is emptied), median of
// BENCH_COLD_ROUNDS. Warm: BENCH_ROUNDS requests one at a time, median and p95. Each request asks as a
// client does (Accept-Encoding: gzip, br) over one keep-alive loopback connection; the bytes are
// what was sent. Client and server share this process (as in the sitemap bench), so a large body's
// receiving is counted too. PGlite, or PostgreSQL with DATABASE_URL. See bench/README.md, "Open data".
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { bulkPath, FEED_PATHS, personUrlId, POPOLO_EXPORT_PATH } from '@kakyere/contract';
import { hansards, makeSyntheticBill, makeSyntheticHansard, openDatabase, seedDatabase } from '@kakyere/db';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { seedBills } from '../../apps/server/src/modules/records/bills/seed-bills.js';
import { upsertBill } from '../../apps/server/src/modules/records/bills/write-bill.js';
import { selectHansardDataVersion } from '../../apps/server/src/modules/records/hansards/hansard-repository.js';
import { selectPeopleDataVersion } from '../../apps/server/src/modules/records/people/people-data-version.js';
import { seedPeople } from '../../apps/server/src/modules/records/people/seed-people.js';
import { seedSyntheticSpeeches } from '../../apps/server/src/modules/records/speeches/seed-synthetic-speeches.js';
import { summarise } from './speech-bench-server.js';

const SITTINGS = Number(process.env.BENCH_HANSARDS ?? 3000);
const BILLS = Number(process.env.BENCH_BILLS ?? 2000);
const SPEECH_SITTINGS = Math.min(SITTINGS, Number(process.env.BENCH_SPEECH_SITTINGS ?? 100));
const SPEECHES_PER_SITTING = Number(process.env.BENCH_SPEECHES_PER_SITTING ?? 300);
const WARM_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const COLD_ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 3);
const WARM_P95_TARGET_MS = 10;
const ACCEPT_ENCODING = 'gzip, br';

const loadAtStart = loadavg();
const dataDir = mkdtempSync(path.join(tmpdir(), 'kakyere-bench-open-data-'));
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' });
const database = await openDatabase({ databaseUrl: config.database.url, dataDir, poolSize: 10 });
const { db } = database;
const seeding = Date.now();
await seedDatabase(db);
await seedBills(db);
await seedPeople(db);
const insertSittings = async (from: number, to: number) => {
  for (let start = from; start < to; start += 500) {
    await db.insert(hansards).values(Array.from({ length: Math.min(500, to - start) }, (_, i) => makeSyntheticHansard(start + i))).onConflictDoNothing();
  }
};
// Speeches go to the synthetic sittings that have none yet: so the first few get them, then the rest arrive.
await insertSittings(0, SPEECH_SITTINGS);
const speechCount = await seedSyntheticSpeeches(db, SPEECHES_PER_SITTING);
await insertSittings(SPEECH_SITTINGS, SITTINGS);
for (let i = 0; i < BILLS; i++) await upsertBill(db, makeSyntheticBill(i), new Set());
await db.execute(sql`vacuum analyze`);
const seedSeconds = (Date.now() - seeding) / 1000;
const app = await buildApp({ config, database });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
interface Answer {
  ms: number;
  /** To the response's headers: for a large download, how soon it starts. */
  firstByteMs: number;
  status: number;
  bytes: number;
  body: Buffer;
  encoding: string | undefined;
}
function get(pathname: string, encoding = ACCEPT_ENCODING): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    request(`${origin}${pathname}`, { agent, headers: { 'accept-encoding': encoding } }, (res) => {
      const firstByteMs = Number(process.hrtime.bigint() - start) / 1e6;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoded = res.headers['content-encoding'];
        resolve({ ms: Number(process.hrtime.bigint() - start) / 1e6, firstByteMs, status: res.statusCode ?? 0, bytes: body.length, body, encoding: encoded });
      });
    })
      .on('error', reject)
      .end();
  });
}
async function getOk(pathname: string, encoding = ACCEPT_ENCODING): Promise<Answer> {
  const answer = await get(pathname, encoding);
  if (answer.status !== 200) throw new Error(`${pathname}: HTTP ${answer.status}`);
  return answer;
}

// What the parametrised paths point at: a seeded bill, the Member with the most synthetic speeches,
// and a sitting with speeches (its Akoma Ntoso address as the API gives it).
const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows[0]!;
const bill = await one<{ id: string }>(sql`select id from bills where not is_synthetic order by last_action_date desc nulls last, id limit 1`);
const speaker = await one<{ person_id: string; speeches: number }>(
  sql`select person_id, count(*)::int as speeches from speeches where person_id is not null group by person_id order by count(*) desc, person_id limit 1`,
);
const sitting = await one<{ hansard_id: string }>(sql`select hansard_id from speeches order by hansard_id limit 1`);
const hansard = JSON.parse((await getOk(`/api/hansards/${encodeURIComponent(sitting.hansard_id)}`, 'identity')).body.toString('utf8')) as {
  data: { hansard: { akn_path: string | null } };
};
const aknPath = hansard.data.hansard.akn_path;
if (!aknPath) throw new Error(`${sitting.hansard_id} has no akn_path`);
const counts = await one<{ sittings: number; bills: number; people: number }>(
  sql`select (select count(*) from hansards)::int as sittings, (select count(*) from bills)::int as bills, (select count(*) from persons)::int as people`,
);

const paths = [
  FEED_PATHS.sittings,
  FEED_PATHS.bills,
  FEED_PATHS.industry('Agriculture'),
  FEED_PATHS.bill(bill.id),
  FEED_PATHS.member(personUrlId(speaker.person_id)),
  '/feeds/search.atom?q=budget',
  POPOLO_EXPORT_PATH,
  bulkPath('bills'),
  bulkPath('people'),
  bulkPath('sittings'),
  aknPath,
  '/sitemap.xml',
];

/** A write to each of the three kinds of data every cache here is versioned by, as an ingestion or an import makes. */
async function write() {
  await db.execute(sql`update hansards set updated_at = now() where id = 'synthetic-00000'`);
  await db.execute(sql`update bills set updated_at = now() where id = ${bill.id}`);
  await db.execute(sql`update persons set updated_at = now() where id = ${speaker.person_id}`);
  // A cache checks its data's version at most every CACHE_REVALIDATE_MS (1 s by default).
  await sleep(config.server.cacheRevalidateMs + 50);
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));
const kb = (bytes: number) => (bytes < 10 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${Math.round(bytes / 1024).toLocaleString('en')} KB`);

try {
  const rows: string[] = [];
  const verdicts: string[] = [];
  let sittingsFile = { identityBytes: 0, gzipBytes: 0, coldMs: 0, firstByte: summarise([0]) };
  for (const pathname of paths) {
    const colds: number[] = [];
    for (let round = 0; round < COLD_ROUNDS; round++) {
      await write();
      colds.push((await getOk(pathname)).ms);
    }
    const warm: number[] = [];
    const firstBytes: number[] = [];
    let last: Answer | undefined;
    for (let round = 0; round < WARM_ROUNDS; round++) {
      last = await getOk(pathname);
      warm.push(last.ms);
      firstBytes.push(last.firstByteMs);
    }
    const w = summarise(warm);
    const cold = summarise(colds);
    rows.push(`| \`${pathname}\` | ${fmt(cold.median)} | ${fmt(w.median)} | ${fmt(w.p95)} | ${kb(last!.bytes)} ${last!.encoding ?? 'identity'} |`);
    verdicts.push(`${w.p95 < WARM_P95_TARGET_MS ? 'PASS' : 'FAIL'} warm p95 ${fmt(w.p95)} ms < ${WARM_P95_TARGET_MS} ms: ${pathname}`);
    if (pathname === bulkPath('sittings')) {
      sittingsFile = { identityBytes: (await getOk(pathname, 'identity')).bytes, gzipBytes: last!.bytes, coldMs: cold.median, firstByte: summarise(firstBytes) };
    }
  }
  // The sittings file is not in a versioned cache: each request reads its data version (sittings and
  // people) before answering. What that read costs alone, with nothing else in flight:
  const versionReads: number[] = [];
  for (let round = 0; round < WARM_ROUNDS; round++) {
    const start = process.hrtime.bigint();
    await Promise.all([selectHansardDataVersion(db), selectPeopleDataVersion(db)]);
    versionReads.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const v = summarise(versionReads);
  const loadAtEnd = loadavg();

  console.log(
    `\nOpen data: ${counts.sittings} sittings (${SPEECH_SITTINGS} with ${speechCount.toLocaleString('en')} synthetic speeches), ${counts.bills} bills, ${counts.people} people` +
      ` (${database.kind}, seeded in ${seedSeconds.toFixed(0)} s); one request at a time over loopback, Accept-Encoding: ${ACCEPT_ENCODING}`,
  );
  console.log(`Cold: first request after a write to sittings, bills and people, median of ${COLD_ROUNDS}; warm: ${WARM_ROUNDS} requests.`);
  console.log(`Load average (1, 5, 15 min): at start ${loadAtStart.map((l) => l.toFixed(1)).join(', ')}; at end ${loadAtEnd.map((l) => l.toFixed(1)).join(', ')}\n`);
  console.log('| path | cold ms | warm median ms | warm p95 ms | bytes sent |\n|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(
    `\nBulk sittings file: ${kb(sittingsFile.identityBytes)} as JSON Lines, ${kb(sittingsFile.gzipBytes)} gzipped as kept; cold build (the first request after a write) ${fmt(sittingsFile.coldMs)} ms;` +
      ` warm, its headers arrive in ${fmt(sittingsFile.firstByte.median)} ms (median), ${fmt(sittingsFile.firstByte.p95)} ms (p95);` +
      ` its data version, read on each request, takes ${fmt(v.median)} ms (median), ${fmt(v.p95)} ms (p95) alone\n`,
  );
  for (const verdict of verdicts) console.log(verdict);
} finally {
  agent.destroy();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
