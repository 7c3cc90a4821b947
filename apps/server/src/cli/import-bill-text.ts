// `npm run import:bill-text -- --bill BILL_ID FILE`: stores the text of a bill (or of the Act it
// became) as the bill's sections, replacing any text it had. Progress and errors go to stderr.
// Exit code 0 when stored, 1 when the file or the bill is not right (nothing is changed), 2 for usage.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openAppDatabase } from '../open-app-database.js';
import {
  describeBillTextImportError,
  prepareBillText,
  readBillTextFile,
  storeBillText,
  type PreparedBillText,
} from '../modules/records/bill-texts/import-bill-text.js';

const USAGE = `Usage: npm run import:bill-text -- --bill BILL_ID [--force] FILE

  --bill BILL_ID  the bill the text belongs to: its id, the last part of its address (/bills/BILL_ID)
  FILE            the bill's or Act's text, plain text (UTF-8 or UTF-16) or PDF, section by section:
                  "Section 1 — Heading" lines, subsections "(1)", optional PART and SCHEDULE lines
  --force         store the text even if its title names another Act than the bill's

The text replaces any text the bill had. With the embedded database (no DATABASE_URL), stop the
server first: one process at a time can open DATA_DIR.`;

let args: { billId: string; file: string; force: boolean };
try {
  const parsed = parseArgs({
    allowPositionals: true,
    options: { bill: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (parsed.values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!parsed.values.bill) throw new Error('Name the bill with --bill BILL_ID.');
  if (parsed.positionals.length !== 1) throw new Error('Name exactly one file.');
  args = { billId: parsed.values.bill, file: parsed.positionals[0]!, force: parsed.values.force ?? false };
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}

// The file is read and parsed before the database is opened: a bad file changes nothing, not even DATA_DIR.
let prepared: PreparedBillText;
try {
  console.error(`Reading ${args.file}…`);
  prepared = await prepareBillText(await readBillTextFile(args.file));
} catch (error) {
  console.error(`error: ${describeBillTextImportError(args.file, error)}`);
  process.exit(1);
}
const { parsed } = prepared;
const schedules = parsed.sections.filter((s) => s.kind === 'schedule').length;
console.error(
  `Parsed ${prepared.kind === 'pdf' ? 'PDF' : 'text'} "${parsed.title ?? prepared.filename}": ${parsed.sections.length - schedules} sections` +
    `${schedules > 0 ? `, ${schedules} schedule${schedules === 1 ? '' : 's'}` : ''}.`,
);
for (const warning of parsed.warnings) console.error(`warning: ${warning} (kept as printed)`);

const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
let exitCode = 0;
const database = await openAppDatabase(config.database, { poolSize: 2, log: (line) => console.error(line), exitWhenLocked: true });
try {
  const result = await storeBillText(database.db, args.billId, prepared, { force: args.force });
  const replaced = result.replaced
    ? result.replaced.contentHash === result.contentHash
      ? ' (the same file as before: text re-imported unchanged)'
      : ` (replaced ${result.replaced.sourceFilename}, ${result.replaced.sectionCount} sections)`
    : '';
  console.error(`Stored ${result.sections} sections of ${result.filename} as the text of bill ${result.billId}${replaced}.`);
} catch (error) {
  exitCode = 1;
  console.error(`error: ${describeBillTextImportError(args.file, error)}`);
} finally {
  await database.close();
}
process.exit(exitCode);
