import { mkdtempSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hansards, makeSyntheticBill, makeSyntheticHansard, openDatabase, seedDatabase, type DatabaseHandle } from '@kakyere/db';
import { seedBills } from '../../apps/server/src/modules/records/bills/seed-bills.js';
import { upsertBill } from '../../apps/server/src/modules/records/bills/write-bill.js';
import { seedPeople } from '../../apps/server/src/modules/records/people/seed-people.js';
import { seedSyntheticSpeeches } from '../../apps/server/src/modules/records/speeches/seed-synthetic-speeches.js';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';

/**
 * Starts the real server on loopback with the seed plus `syntheticHansards` records.
 * Uses DATABASE_URL when set (PostgreSQL), otherwise a fresh PGlite folder.
 */
export async function startBenchServer(options: { syntheticHansards: number; syntheticBills?: number; speechesPerSitting?: number; port?: number; configure?: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void> }) {
  // A known port makes the server's own origin known (PUBLIC_URL), which signing up needs.
  const port = options.port ?? 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kakyere-bench-'));
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...(port ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}) });
  const database: DatabaseHandle = await openDatabase({ databaseUrl: config.database.url, dataDir, poolSize: 20 });
  await seedDatabase(database.db);
  await seedBills(database.db);
  for (let i = 0; i < (options.syntheticBills ?? 0); i++) await upsertBill(database.db, makeSyntheticBill(i), new Set());
  for (let start = 0; start < options.syntheticHansards; start += 500) {
    const rows = Array.from({ length: Math.min(500, options.syntheticHansards - start) }, (_, i) => makeSyntheticHansard(start + i));
    await database.db.insert(hansards).values(rows).onConflictDoNothing();
  }
  // The Members, as a first start seeds them (openAppDatabase): /members and the person pages.
  await seedPeople(database.db);
  if (options.speechesPerSitting) {
    await seedSyntheticSpeeches(database.db, options.speechesPerSitting);
    // As autovacuum leaves a settled table: statistics, and the visibility map index-only counts rely on.
    await database.db.execute(sql`vacuum analyze`);
  }
  const app = await buildApp({ config, database });
  await options.configure?.(app);
  const address = await app.serve({ port, host: '127.0.0.1' });
  return {
    url: address,
    engine: database.kind,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
