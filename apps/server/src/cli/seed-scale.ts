// `npm run seed:scale -- --hansards 3000 --bills 2000`: fills the configured database with synthetic records
// for benchmarks. Honours DATA_DIR and DATABASE_URL like the server. Never run by default.
import { parseArgs } from 'node:util';
import { DataDirLockedError, firstHansardAnalysis, hansardAnalyses, hansards, makeSyntheticBill, makeSyntheticHansard, openDatabase } from '@kakyere/db';
import { upsertBill } from '../modules/records/bills/write-bill.js';

const { values } = parseArgs({
  options: { hansards: { type: 'string', default: '0' }, bills: { type: 'string', default: '0' } },
  strict: true,
});
const wholeNumber = (name: 'hansards' | 'bills') => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) {
    console.error(`--${name} must be a whole number between 0 and 1000000`);
    process.exit(2);
  }
  return n;
};
const count = wholeNumber('hansards');
const billCount = wholeNumber('bills');
const empty = (v: string | undefined) => (v && v.trim() !== '' ? v : undefined);
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({
    databaseUrl: empty(process.env.DATABASE_URL),
    dataDir: empty(process.env.DATA_DIR) ?? './data',
  });
} catch (error) {
  // The server (or another command) holds the embedded database: say who, change nothing.
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`error: ${error.message}`);
  process.exit(1);
}
try {
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, i) => makeSyntheticHansard(start + i));
    await database.db.transaction(async (tx) => {
      await tx.insert(hansards).values(rows.map((row) => ({ ...row, shownAnalysisVersion: 1 }))).onConflictDoNothing();
      // Each synthetic record's analysis is its version 1, as for any stored sitting.
      await tx.insert(hansardAnalyses).values(rows.map(firstHansardAnalysis)).onConflictDoNothing();
    });
  }
  for (let i = 0; i < billCount; i++) await upsertBill(database.db, makeSyntheticBill(i), new Set());
  console.log(`Synthetic records ensured: ${count} Hansards (synthetic-00000…), ${billCount} bills (synthetic-bill-00000…).`);
} finally {
  await database.close();
}
