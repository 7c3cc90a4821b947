/**
 * The seed's Members of Parliament (packages/db/seed/people.popolo.json), loaded on first start the
 * way an editor's file is: the same checks and the same importer.
 */
import { PEOPLE_SEED_FILE, type Database } from '@kakyere/db';
import { importPeople } from './import-people.js';
import { countPersons } from './people-repository.js';
import { readPeopleFile } from './read-people-file.js';

/** Loads the seed's people into a database that holds none; returns how many persons were added. */
export async function seedPeople(db: Database, file = PEOPLE_SEED_FILE): Promise<number> {
  // A database that holds people is the editors' by now: a restart must not undo their imports.
  if ((await countPersons(db)) > 0) return 0;
  const report = await importPeople(db, await readPeopleFile(file));
  return report.persons.filter((p) => p.kind === 'added').length;
}
