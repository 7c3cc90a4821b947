import { openDatabase, seedBills, seedDatabase } from '@kakyere/db';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
if (config.SEED_ON_START) {
  const inserted = await seedDatabase(database.db);
  if (inserted > 0) console.log(`Seeded ${inserted} Hansards into the empty database.`);
  const insertedBills = await seedBills(database.db);
  if (insertedBills > 0) console.log(`Seeded ${insertedBills} bills into the empty database.`);
}
const app = await buildApp({ config, database });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    // Finish in-flight requests, then close the database so PGlite flushes to disk.
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
console.log(`Kakyerɛ is serving on http://${shownHost}:${config.PORT} (database: ${database.kind})`);
