// What each statement of a search costs: runs searchRecord (the code behind GET /api/search) for the
// searches given, and prints every statement it sends with its EXPLAIN (ANALYZE, BUFFERS) and time.
//
//   DATABASE_URL=postgres://… tsx src/explain-search.ts 'Government' 'cocoa farmers&party=ndc'
//
// Each argument is a search as a query string without `q=` for the words ("cocoa&sort=newest").
// On a database without synthetic speeches, BENCH_SPEECHES (default 100,000) are seeded first, as the
// search benchmark does (PGlite in a temporary folder when DATABASE_URL is not set). See bench/README.md.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { hansards, makeSyntheticHansard, openDatabase, seedDatabase, type Database } from '@kakyere/db';
import { SearchQuerySchema } from '@kakyere/contract';
import { seedBills } from '../../apps/server/src/modules/records/bills/seed-bills.js';
import { seedPeople } from '../../apps/server/src/modules/records/people/seed-people.js';
import { searchRecord } from '../../apps/server/src/modules/records/search/search-record.js';
import { seedSyntheticSpeeches } from '../../apps/server/src/modules/records/speeches/seed-synthetic-speeches.js';

const SPEECHES = Number(process.env.BENCH_SPEECHES ?? 100_000);
const PER_SITTING = 300;
const searches = process.argv.slice(2);
if (searches.length === 0) {
  console.error("usage: tsx src/explain-search.ts 'Government' 'cocoa farmers&party=ndc' …");
  process.exit(2);
}

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: mkdtempSync(path.join(tmpdir(), 'kakyere-explain-')), poolSize: 2 });
const db = handle.db;
const [present] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from speeches`)).rows;
if (!present?.n) {
  const started = Date.now();
  await seedDatabase(db);
  await seedBills(db);
  const sittings = Math.ceil(SPEECHES / PER_SITTING);
  for (let start = 0; start < sittings; start += 500) {
    await db.insert(hansards).values(Array.from({ length: Math.min(500, sittings - start) }, (_, i) => makeSyntheticHansard(start + i))).onConflictDoNothing();
  }
  await seedPeople(db);
  await seedSyntheticSpeeches(db, PER_SITTING);
  await db.execute(sql`vacuum analyze`);
  console.error(`seeded ${SPEECHES.toLocaleString('en')} speeches in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const dialect = new PgDialect();

/** The database, with every raw statement run twice: once explained (printed), once for its rows; inside a transaction too. */
function explaining<T extends Pick<Database, 'execute'>>(real: T): T {
  return new Proxy(real, {
    get(target, key, receiver) {
      if (key === 'transaction') {
        return (run: (tx: unknown) => Promise<unknown>, ...rest: unknown[]) =>
          (target as unknown as Database).transaction((tx) => run(explaining(tx)), ...(rest as []));
      }
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
      return async (query: SQL) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        if (/^\s*set /i.test(text)) return target.execute(query);
        const plan = await real.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${query}`);
        const lines = plan.rows.map((row) => row['QUERY PLAN']);
        const time = lines.find((line) => line.startsWith('Execution Time'));
        console.log(`\n--- ${time}\n${text.replace(/\s+/g, ' ').slice(0, 600)}\n${JSON.stringify(params).slice(0, 300)}`);
        console.log(lines.map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line)).join('\n'));
        return target.execute(query);
      };
    },
  });
}

for (const search of searches) {
  const params = Object.fromEntries(new URLSearchParams(`q=${search}`));
  const query = SearchQuerySchema.parse(params);
  console.log(`\n=============== ${search}`);
  const started = performance.now();
  await searchRecord(db, query);
  const plain = performance.now() - started;
  const again = performance.now();
  await searchRecord(db, query);
  console.log(`\nsearchRecord without EXPLAIN: ${plain.toFixed(0)} ms; again: ${(performance.now() - again).toFixed(0)} ms`);
  const explainedAt = performance.now();
  await searchRecord(explaining(db), query);
  console.log(`(explained run: ${(performance.now() - explainedAt).toFixed(0)} ms)`);
}
await handle.close();
