// `npm run seed:scale -- --hansards 3000`: fills the configured database with synthetic records
// for benchmarks. Honours DATA_DIR and DATABASE_URL like the server. Never run by default.
import { parseArgs } from 'node:util';
import { openDatabase } from '../client.js';
import { makeSyntheticHansard } from '../hansard-factory.js';
import { hansards } from '../schema.js';

const { values } = parseArgs({
  options: { hansards: { type: 'string', default: '0' } },
  strict: true,
});
const count = Number(values.hansards);
if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
  console.error('--hansards must be a whole number between 0 and 1000000');
  process.exit(2);
}
const empty = (v: string | undefined) => (v && v.trim() !== '' ? v : undefined);
const database = await openDatabase({
  databaseUrl: empty(process.env.DATABASE_URL),
  dataDir: empty(process.env.DATA_DIR) ?? './data',
});
try {
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, i) => makeSyntheticHansard(start + i));
    await database.db
      .insert(hansards)
      .values(rows)
      .onConflictDoNothing();
  }
  console.log(`Synthetic Hansards ensured: ${count} (ids synthetic-00000…).`);
} finally {
  await database.close();
}
