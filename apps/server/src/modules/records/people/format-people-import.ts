import type { EntityChange, PeopleImportReport, PersonChange } from './import-people.js';

/** One line per person for the import command: added, updated (which fields, which memberships) or unchanged. */
export function formatPersonChange(change: PersonChange): string {
  if (change.kind === 'unchanged') return `= ${change.id}: unchanged`;
  const seats = change.memberships.added.length;
  const joined = seats > 0 ? ` with ${seats} membership${seats === 1 ? '' : 's'}` : '';
  if (change.kind === 'added') return `+ ${change.id}: added "${change.name}"${joined}`;
  const parts: string[] = [];
  if (change.fields.length > 0) parts.push(`changed ${change.fields.join(', ')}`);
  if (seats > 0) parts.push(`added ${change.memberships.added.join(', ')}`);
  for (const m of change.memberships.updated) parts.push(`${m.id}: changed ${m.fields.join(', ')}`);
  return `~ ${change.id}: ${parts.join('; ')}`;
}

function formatEntity(label: string, change: EntityChange): string | null {
  if (change.kind === 'unchanged') return null;
  return change.kind === 'added' ? `+ ${label} ${change.id}: added` : `~ ${label} ${change.id}: changed ${change.fields.join(', ')}`;
}

/** The lines of the report: organizations, periods and areas that changed, then every person. */
export function formatPeopleImport(report: PeopleImportReport): string[] {
  const inFile = new Set(report.persons.map((p) => p.id));
  const lines = [
    ...report.organizations.map((c) => formatEntity('organization', c)),
    ...report.legislativePeriods.map((c) => formatEntity('legislative period', c)),
    ...report.areas.map((c) => formatEntity('area', c)),
    ...report.persons.map(formatPersonChange),
    // Memberships of persons imported before and not in this file.
    ...report.memberships.filter((m) => !inFile.has(m.personId)).map((c) => formatEntity('membership', c)),
  ];
  return lines.filter((line): line is string => line !== null);
}

export function summarisePeopleImport(report: PeopleImportReport): string {
  const count = (changes: readonly EntityChange[], kind: EntityChange['kind']) => changes.filter((c) => c.kind === kind).length;
  const tally = (label: string, changes: readonly EntityChange[]) =>
    `${label}: ${count(changes, 'added')} added, ${count(changes, 'updated')} updated, ${count(changes, 'unchanged')} unchanged`;
  const would = report.dryRun ? ' (would be; nothing was written: --dry-run)' : '';
  return [
    tally('persons', report.persons),
    tally('memberships', report.memberships),
    tally('areas', report.areas),
    tally('organizations', report.organizations),
    tally('legislative periods', report.legislativePeriods),
  ].join('; ') + `${would}.`;
}
