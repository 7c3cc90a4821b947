// `npm run people:alias -- add PERSON_ID "Name as printed"` | `remove PERSON_ID "Name"` | `list PERSON_ID`:
// the names editors give a person so speaker attribution finds them under the Official Report's
// spellings. Imports never remove them. Exit code 0 when done, 1 on an error (one line, nothing
// changed), 2 for usage.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openAppDatabase } from '../open-app-database.js';
import { addPersonAlias, listPersonAliases, PersonAliasError, removePersonAlias } from '../modules/records/people/edit-person-aliases.js';

const USAGE = `Usage: npm run people:alias -- add PERSON_ID "Name as printed"
       npm run people:alias -- remove PERSON_ID "Name as printed"
       npm run people:alias -- list PERSON_ID

  add     gives the person another name (case, accents and full stops ignored when compared)
  remove  takes away a name an editor added (names from the people file are changed in the file)
  list    prints the person's names and where each came from (import or editor)

With the embedded database (no DATABASE_URL), stop the server first: one process at a time can open DATA_DIR.`;

function readArgs(): { command: 'add' | 'remove' | 'list'; personId: string; name: string } {
  try {
    const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const [command, personId, name, ...rest] = positionals;
    if (command !== 'add' && command !== 'remove' && command !== 'list') throw new Error('Name a command: add, remove or list.');
    if (!personId) throw new Error('Name the person by id (person/...).');
    if (command === 'list' ? name !== undefined : name === undefined || rest.length > 0) throw new Error(command === 'list' ? 'list takes only the person id.' : `${command} takes the person id and one name (quote it).`);
    return { command, personId, name: name ?? '' };
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const args = readArgs();
const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
let exitCode = 0;
const database = await openAppDatabase(config.database, { poolSize: 2, log: (line) => console.error(line), exitWhenLocked: true });
try {
  if (args.command === 'add') {
    const added = await addPersonAlias(database.db, args.personId, args.name);
    console.log(added ? `+ ${args.personId}: "${args.name}"` : `= ${args.personId} already has the name "${args.name}"`);
  } else if (args.command === 'remove') {
    await removePersonAlias(database.db, args.personId, args.name);
    console.log(`- ${args.personId}: "${args.name}"`);
  } else {
    for (const alias of await listPersonAliases(database.db, args.personId)) console.log(`${alias.origin}\t${alias.name}`);
  }
} catch (error) {
  exitCode = 1;
  console.error(`error: ${error instanceof PersonAliasError ? error.message : (error as Error).message}`);
} finally {
  await database.close();
}
process.exit(exitCode);
