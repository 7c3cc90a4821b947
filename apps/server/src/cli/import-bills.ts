// `npm run import:bills -- FILE.json`: creates or updates bills and their journeys from a file in the
// seed's format (packages/db/seed/bills.json), prints what changed, and records the events that
// send alerts. Exit code 0 when imported, 1 when the file is not right (nothing is changed), 2 for usage.
import type { SeedBill } from '@kakyere/db';
import { loadConfig } from '../config.js';
import { openAppDatabase } from '../open-app-database.js';
import { readFileImportArgs } from './read-file-import-args.js';
import { BillsFileError, readBillsFile } from '../modules/records/bills/read-bills-file.js';
import { importBills } from '../modules/records/bills/import-bills.js';
import { formatBillOutcome, summariseBillImport } from '../modules/records/bills/format-bill-import.js';

const USAGE = `Usage: npm run import:bills -- [--dry-run] FILE.json

  FILE.json   an array of bills in the seed's format (see packages/db/seed/bills.json): each bill's
              fields with its stages, amendments, debates and stakeholders. A bill whose id exists
              is replaced by the file's version; others are created.
  --dry-run   check the file and print what would change, without writing

The whole file is checked before anything is written. Each changed bill records one event
(bill-created, bill-status-changed or bill-stage-changed) that sends alerts to its industries'
followers; re-importing the same file changes nothing and sends nothing. With the embedded
database (no DATABASE_URL), stop the server first: one process at a time can open DATA_DIR.`;

const args = readFileImportArgs(USAGE);

// Checked before the database is opened: a bad file changes nothing, not even DATA_DIR.
let bills: SeedBill[];
try {
  bills = await readBillsFile(args.file);
} catch (error) {
  if (!(error instanceof BillsFileError)) throw error;
  console.error(`error: ${args.file}: ${error.message}; nothing was imported.`);
  for (const problem of error.problems.slice(0, 50)) console.error(`  ${problem}`);
  if (error.problems.length > 50) console.error(`  … and ${error.problems.length - 50} more`);
  process.exit(1);
}
console.error(`Read ${bills.length} bill${bills.length === 1 ? '' : 's'} from ${args.file}.`);

const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
let exitCode = 0;
const database = await openAppDatabase(config.database, { poolSize: 2, log: (line) => console.error(line), exitWhenLocked: true });
try {
  const outcomes = await importBills(database.db, bills, { dryRun: args.dryRun });
  for (const outcome of outcomes) console.log(formatBillOutcome(outcome));
  console.error(summariseBillImport(outcomes, args.dryRun));
} catch (error) {
  exitCode = 1;
  console.error(`error: ${(error as Error).message}`);
} finally {
  await database.close();
}
process.exit(exitCode);
