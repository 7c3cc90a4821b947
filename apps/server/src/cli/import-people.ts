// `npm run import:people -- FILE.popolo.json`: adds and updates Members of Parliament (persons,
// parties, constituencies, seats and posts) from a Popolo file and prints, per person, what changed.
// Exit code 0 when imported, 1 when the file is not right (nothing is changed) or the database is
// in use, 2 for usage.
import { loadConfig } from '../config.js';
import { openAppDatabase } from '../open-app-database.js';
import { readFileImportArgs } from './read-file-import-args.js';
import { PeopleFileError } from '../modules/records/people/people-file-error.js';
import { readPeopleFile, type CheckedPeopleFile } from '../modules/records/people/read-people-file.js';
import { importPeople } from '../modules/records/people/import-people.js';
import { formatPeopleImport, summarisePeopleImport } from '../modules/records/people/format-people-import.js';

const USAGE = `Usage: npm run import:people -- [--dry-run] FILE.popolo.json

  FILE.popolo.json  Popolo JSON (see packages/db/seed/people.popolo.json): persons, organizations
                    with their legislative periods, areas and memberships (seats and posts).
                    What has an id that is stored is updated to the file's version; the rest is added.
  --dry-run         check the file and print what would change, without writing

The whole file is checked before anything is written, and every problem is named with its place in
the file. Nothing is ever deleted: a Member missing from the file is unknown, not absent, so a fuller
file completes a Parliament. Re-importing the same file changes nothing. With the embedded database
(no DATABASE_URL), stop the server first: one process at a time can open DATA_DIR.`;

const args = readFileImportArgs(USAGE);

const reportProblems = (error: PeopleFileError) => {
  console.error(`error: ${args.file}: ${error.message}; nothing was imported.`);
  for (const problem of error.problems.slice(0, 100)) console.error(`  ${problem}`);
  if (error.problems.length > 100) console.error(`  … and ${error.problems.length - 100} more`);
};

// Checked before the database is opened: a bad file changes nothing, not even DATA_DIR.
let checked: CheckedPeopleFile;
try {
  checked = await readPeopleFile(args.file);
} catch (error) {
  if (!(error instanceof PeopleFileError)) throw error;
  reportProblems(error);
  process.exit(1);
}
const { persons, memberships } = checked.file;
console.error(`Read ${persons.length} person${persons.length === 1 ? '' : 's'} and ${memberships.length} membership${memberships.length === 1 ? '' : 's'} from ${args.file}.`);

const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
let exitCode = 0;
const database = await openAppDatabase(config.database, { poolSize: 2, log: (line) => console.error(line), exitWhenLocked: true });
try {
  const report = await importPeople(database.db, checked, { dryRun: args.dryRun });
  for (const line of formatPeopleImport(report)) console.log(line);
  console.error(summarisePeopleImport(report));
} catch (error) {
  exitCode = 1;
  // References the file leaves to the database, checked inside the transaction: still nothing written.
  if (error instanceof PeopleFileError) reportProblems(error);
  else console.error(`error: ${(error as Error).message}`);
} finally {
  await database.close();
}
process.exit(exitCode);
