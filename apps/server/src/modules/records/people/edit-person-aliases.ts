/**
 * Editors' aliases: the names a person is printed under that the people file does not hold ("Hanny-
 * Sherry Ayittey" for Hanny-Shen Ayittey), so speaker attribution finds them. Stored in person_aliases
 * with origin 'editor'; an import never removes them (it only adds names), and an editor removes only
 * their own: a name from the import is the file's, and is changed there.
 */
import { and, asc, eq } from 'drizzle-orm';
import { personAliases, personRedirects, persons, type Database } from '@kakyere/db';
import { normalizePersonName } from './people-rows.js';
import { lockPeopleImport } from './people-repository.js';

export const EDITOR_ORIGIN = 'editor';

export class PersonAliasError extends Error {
  override name = 'PersonAliasError';
}

export interface AliasEntry {
  name: string;
  origin: string;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function requirePerson(tx: Tx, personId: string): Promise<void> {
  const [person] = await tx.select({ id: persons.id }).from(persons).where(eq(persons.id, personId));
  if (person) return;
  const [redirect] = await tx.select({ toId: personRedirects.toId }).from(personRedirects).where(eq(personRedirects.fromId, personId));
  throw new PersonAliasError(redirect ? `${personId} was merged into ${redirect.toId}; use that id` : `no person ${personId}`);
}

function normalized(name: string): string {
  const key = normalizePersonName(name);
  if (key === '') throw new PersonAliasError('the name is empty');
  return key;
}

/** Adds an editor's alias; returns false when the person already has that name (compared normalized). */
export async function addPersonAlias(db: Database, personId: string, name: string): Promise<boolean> {
  const key = normalized(name);
  return db.transaction(async (tx) => {
    await lockPeopleImport(tx);
    await requirePerson(tx, personId);
    const added = await tx
      .insert(personAliases)
      .values({ personId, name: name.replace(/\s+/g, ' ').trim(), normalized: key, origin: EDITOR_ORIGIN })
      .onConflictDoNothing()
      .returning({ id: personAliases.id });
    return added.length > 0;
  });
}

/** Removes an editor's alias; a name the import gave is refused (it belongs to the people file). */
export async function removePersonAlias(db: Database, personId: string, name: string): Promise<void> {
  const key = normalized(name);
  await db.transaction(async (tx) => {
    await lockPeopleImport(tx);
    await requirePerson(tx, personId);
    const [alias] = await tx
      .select({ id: personAliases.id, origin: personAliases.origin })
      .from(personAliases)
      .where(and(eq(personAliases.personId, personId), eq(personAliases.normalized, key)));
    if (!alias) throw new PersonAliasError(`${personId} has no alias "${name}"`);
    if (alias.origin !== EDITOR_ORIGIN) throw new PersonAliasError(`"${name}" comes from the people file (origin ${alias.origin}); change it there`);
    await tx.delete(personAliases).where(eq(personAliases.id, alias.id));
  });
}

export async function listPersonAliases(db: Database, personId: string): Promise<AliasEntry[]> {
  return db.transaction(async (tx) => {
    await requirePerson(tx, personId);
    return tx.select({ name: personAliases.name, origin: personAliases.origin }).from(personAliases).where(eq(personAliases.personId, personId)).orderBy(asc(personAliases.origin), asc(personAliases.name));
  });
}
