/**
 * The people importer (the command and the seed): upserts a checked Popolo file in one transaction
 * and says per person what changed. It adds and updates and never deletes: a Member missing from a
 * file is unknown, not absent, and editors complete a Parliament by importing a fuller file. A file
 * imported twice changes nothing the second time.
 */
import type { Database } from '@kakyere/db';
import { PeopleFileError } from './people-file-error.js';
import { changedKeys, namesOf, normalizePersonName, popoloField, toPeopleRows, type PersonValues } from './people-rows.js';
import { revectorStaleSittings } from '../search-index/revector-stale-sittings.js';
import { refreshSpeechSeats } from '../speeches/speech-party.js';
import { addAliases, lockPeopleImport, readPersonsSeatedIn, readRedirects, readRowsById, upsertRows, type PeopleTableName } from './people-repository.js';
import type { CheckedPeopleFile, OutsideReferences } from './read-people-file.js';

export type ChangeKind = 'added' | 'updated' | 'unchanged';

export interface EntityChange {
  id: string;
  kind: ChangeKind;
  /** The fields that changed, as the file names them (empty unless updated). */
  fields: string[];
}

export interface PersonChange extends EntityChange {
  name: string;
  /** The person's memberships in the file that are new or changed. */
  memberships: { added: string[]; updated: { id: string; fields: string[] }[] };
}

export interface PeopleImportReport {
  dryRun: boolean;
  persons: PersonChange[];
  organizations: EntityChange[];
  legislativePeriods: EntityChange[];
  areas: EntityChange[];
  memberships: (EntityChange & { personId: string })[];
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** References the file leaves to the database: each must be stored, and no person id merged away. */
async function checkAgainstDatabase(tx: Tx, file: CheckedPeopleFile): Promise<void> {
  const problems: string[] = [];
  const stored = { persons: 'a person', organizations: 'an organization', areas: 'an area', legislativePeriods: 'a legislative period' } as const;
  for (const kind of Object.keys(stored) as (keyof OutsideReferences)[]) {
    const wanted = file.outside[kind];
    if (wanted.size === 0) continue;
    const found = await readRowsById(tx, kind, [...wanted.keys()]);
    const merged = kind === 'persons' ? await readRedirects(tx, [...wanted.keys()]) : new Map<string, string>();
    for (const [id, paths] of wanted) {
      if (found.has(id)) continue;
      const why = merged.has(id) ? `${id} was merged into ${merged.get(id)}; use that id` : `${id} is ${stored[kind]} neither in the file nor in the database`;
      for (const path of paths) problems.push(`${path}: ${why}`);
    }
  }
  // Ids are never reused: a person merged away cannot come back under its old id.
  const redirected = await readRedirects(tx, file.file.persons.map((p) => p.id));
  file.file.persons.forEach((p, index) => {
    const to = redirected.get(p.id);
    if (to) problems.push(`persons[${index}] (${p.id}).id: was merged into ${to}; ids are never reused, use ${to}`);
  });
  if (problems.length > 0) throw new PeopleFileError(problems);
}

/** Compares one table's rows with the stored ones; returns the changes and the rows to write. */
async function diffTable<T extends { id: string }>(tx: Tx, name: PeopleTableName, rows: readonly T[]) {
  const stored = await readRowsById(tx, name, rows.map((r) => r.id));
  const changes: (EntityChange & { row: T; before: Record<string, unknown> | undefined })[] = rows.map((row) => {
    const before = stored.get(row.id);
    const fields = changedKeys(before, row).map(popoloField);
    const kind: ChangeKind = !before ? 'added' : fields.length > 0 ? 'updated' : 'unchanged';
    return { id: row.id, kind, fields, row, before };
  });
  return { changes, toWrite: changes.filter((c) => c.kind !== 'unchanged').map((c) => c.row) };
}

/** Names that are new to a person (all of them for a new person) become aliases. */
function newAliases(person: PersonValues, before: Record<string, unknown> | undefined) {
  const had = new Set<string>();
  if (before) {
    had.add(normalizePersonName(String(before.name)));
    for (const other of (before.otherNames as { name: string }[] | null) ?? []) had.add(normalizePersonName(other.name));
  }
  const seen = new Set<string>();
  return namesOf(person)
    .map((name) => ({ personId: person.id, name, normalized: normalizePersonName(name), origin: 'import' }))
    .filter((alias) => alias.normalized !== '' && !had.has(alias.normalized) && !seen.has(alias.normalized) && seen.add(alias.normalized));
}

export async function importPeople(db: Database, checked: CheckedPeopleFile, options: { dryRun?: boolean } = {}): Promise<PeopleImportReport> {
  const dryRun = options.dryRun ?? false;
  const rows = toPeopleRows(checked.file);
  const report = await db.transaction(async (tx): Promise<PeopleImportReport> => {
    await lockPeopleImport(tx);
    await checkAgainstDatabase(tx, checked);
    const organizations = await diffTable(tx, 'organizations', rows.organizations);
    const legislativePeriods = await diffTable(tx, 'legislativePeriods', rows.legislativePeriods);
    const areas = await diffTable(tx, 'areas', rows.areas);
    const persons = await diffTable(tx, 'persons', rows.persons);
    const memberships = await diffTable(tx, 'memberships', rows.memberships);

    if (!dryRun) {
      // In the order the foreign keys need: what a row points at is written before it.
      await upsertRows(tx, 'organizations', organizations.toWrite);
      await upsertRows(tx, 'legislativePeriods', legislativePeriods.toWrite);
      await upsertRows(tx, 'areas', areas.toWrite);
      await upsertRows(tx, 'persons', persons.toWrite);
      await upsertRows(tx, 'memberships', memberships.toWrite);
      await addAliases(tx, persons.changes.filter((c) => c.kind !== 'unchanged').flatMap((c) => newAliases(c.row, c.before)));
      // What each speech keeps of its Member (the party, and the name and constituency its search
      // vector holds) follows the seats: those of Members renamed, whose seats changed, or whose
      // Parliaments' dates or constituencies' names did, are set again.
      const written = (table: { toWrite: { id: string }[] }) => table.toWrite.map((row) => row.id);
      await refreshSpeechSeats(tx, [
        ...written(persons),
        ...memberships.changes.flatMap((c) => (c.kind === 'unchanged' ? [] : [c.row.personId, ...(c.before ? [String(c.before.personId)] : [])])),
        ...(legislativePeriods.toWrite.length ? await readPersonsSeatedIn(tx, written(legislativePeriods)) : []),
        ...(areas.toWrite.length ? await readPersonsSeatedIn(tx, written(areas), 'areaId') : []),
      ]);
    }

    const byPerson = new Map<string, PersonChange['memberships']>();
    for (const change of memberships.changes) {
      if (change.kind === 'unchanged') continue;
      const entry = byPerson.get(change.row.personId) ?? { added: [], updated: [] };
      if (change.kind === 'added') entry.added.push(change.id);
      else entry.updated.push({ id: change.id, fields: change.fields });
      byPerson.set(change.row.personId, entry);
    }
    const strip = ({ id, kind, fields }: EntityChange): EntityChange => ({ id, kind, fields });
    return {
      dryRun,
      persons: persons.changes.map((change) => {
        const ms = byPerson.get(change.id) ?? { added: [], updated: [] };
        const touched = ms.added.length + ms.updated.length > 0;
        const kind: ChangeKind = change.kind === 'unchanged' && touched ? 'updated' : change.kind;
        return { ...strip(change), kind, name: change.row.name, memberships: ms };
      }),
      organizations: organizations.changes.map(strip),
      legislativePeriods: legislativePeriods.changes.map(strip),
      areas: areas.changes.map(strip),
      memberships: memberships.changes.map((c) => ({ ...strip(c), personId: c.row.personId })),
    };
  });
  // The speeches of the Members it changed, indexed again with their names and seats.
  if (!dryRun) await revectorStaleSittings(db);
  return report;
}
