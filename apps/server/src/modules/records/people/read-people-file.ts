/**
 * A people file for `npm run import:people` and the seed: Popolo JSON (packages/contract's
 * PopoloPeopleFileSchema). The whole file is checked before anything is written, and every problem
 * is named at once, with its JSON path, so an editor fixes a file in one pass.
 */
import { readFile } from 'node:fs/promises';
import { PopoloPeopleFileSchema, SEAT_ROLE, type PopoloPeopleFile } from '@kakyere/contract';
import { PeopleFileError } from './people-file-error.js';

const COLLECTIONS = ['persons', 'organizations', 'areas', 'memberships'] as const;

/** `persons[3] (person/kwame-mensah).other_names[0].name` for a path into the file. */
export function describePeoplePath(json: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the file';
  let out = '';
  let at: unknown = json;
  for (const part of path) {
    at = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[part] : undefined;
    if (typeof part === 'number') {
      const id = at !== null && typeof at === 'object' ? (at as { id?: unknown }).id : undefined;
      out += `[${part}]${typeof id === 'string' ? ` (${id})` : ''}`;
    } else out += `${out ? '.' : ''}${String(part)}`;
  }
  return out;
}

/** Two dates of different precision compared on what both say: 2020-10 is not before 2020-10-15. */
function isBefore(a: string, b: string): boolean {
  const length = Math.min(a.length, b.length);
  return a.slice(0, length) < b.slice(0, length);
}

/**
 * References that the file does not resolve itself, by kind; the importer looks them up in the
 * database (a file may add Members to parties and constituencies imported before).
 */
export interface OutsideReferences {
  persons: Map<string, string[]>;
  organizations: Map<string, string[]>;
  areas: Map<string, string[]>;
  legislativePeriods: Map<string, string[]>;
}

export interface CheckedPeopleFile {
  file: PopoloPeopleFile;
  outside: OutsideReferences;
}

/** Checks parsed JSON; returns the file or throws PeopleFileError naming every problem. */
export function parsePeopleFile(json: unknown): CheckedPeopleFile {
  const result = PopoloPeopleFileSchema.safeParse(json);
  if (!result.success) {
    throw new PeopleFileError(result.error.issues.map((issue) => `${describePeoplePath(json, issue.path)}: ${issue.message}`));
  }
  const file = result.data;
  const problems: string[] = [];
  const where = (...path: PropertyKey[]) => describePeoplePath(json, path);

  // Ids are unique within their kind; a legislative period is unique across organizations.
  for (const collection of COLLECTIONS) {
    const seen = new Map<string, number>();
    file[collection].forEach((entry, index) => {
      const first = seen.get(entry.id);
      if (first !== undefined) problems.push(`${where(collection, index)}: the same id as ${collection}[${first}]; an id may appear once`);
      else seen.set(entry.id, index);
    });
  }
  const periods = new Map<string, string>();
  file.organizations.forEach((organization, index) => {
    organization.legislative_periods?.forEach((period, at) => {
      const owner = periods.get(period.id);
      if (owner !== undefined) problems.push(`${where('organizations', index, 'legislative_periods', at)}: the same id as a legislative period of ${owner}`);
      else periods.set(period.id, organization.id);
      if (period.start_date && period.end_date && isBefore(period.end_date, period.start_date)) {
        problems.push(`${where('organizations', index, 'legislative_periods', at, 'end_date')}: ends (${period.end_date}) before it starts (${period.start_date})`);
      }
    });
  });

  const ids = {
    persons: new Set(file.persons.map((p) => p.id)),
    organizations: new Set(file.organizations.map((o) => o.id)),
    areas: new Set(file.areas.map((a) => a.id)),
  };
  const outside: OutsideReferences = { persons: new Map(), organizations: new Map(), areas: new Map(), legislativePeriods: new Map() };
  const refer = (kind: keyof OutsideReferences, id: string, path: string) => {
    const known = kind === 'legislativePeriods' ? periods.has(id) : ids[kind].has(id);
    if (known) return;
    outside[kind].set(id, [...(outside[kind].get(id) ?? []), path]);
  };

  file.areas.forEach((area, index) => {
    area.successors_by_name?.forEach((id, at) => refer('areas', id, where('areas', index, 'successors_by_name', at)));
  });
  file.memberships.forEach((m, index) => {
    refer('persons', m.person_id, where('memberships', index, 'person_id'));
    refer('organizations', m.organization_id, where('memberships', index, 'organization_id'));
    if (m.on_behalf_of_id) refer('organizations', m.on_behalf_of_id, where('memberships', index, 'on_behalf_of_id'));
    if (m.area_id) refer('areas', m.area_id, where('memberships', index, 'area_id'));
    if (m.legislative_period_id) {
      refer('legislativePeriods', m.legislative_period_id, where('memberships', index, 'legislative_period_id'));
      const owner = periods.get(m.legislative_period_id);
      if (owner !== undefined && owner !== m.organization_id) {
        problems.push(`${where('memberships', index, 'legislative_period_id')}: ${m.legislative_period_id} is a period of ${owner}, not of ${m.organization_id}`);
      }
    }
    // A seat without its Parliament says nothing usable: which House, when?
    if (m.role === SEAT_ROLE && !m.legislative_period_id) problems.push(`${where('memberships', index)}: a seat (role "${SEAT_ROLE}") needs a legislative_period_id`);
    if (m.start_date && m.end_date && isBefore(m.end_date, m.start_date)) {
      problems.push(`${where('memberships', index, 'end_date')}: ends (${m.end_date}) before it starts (${m.start_date})`);
    }
  });
  if (problems.length > 0) throw new PeopleFileError(problems);
  return { file, outside };
}

export async function readPeopleFile(path: string): Promise<CheckedPeopleFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PeopleFileError([code === 'ENOENT' ? `${path}: no such file` : `${path}: cannot be read (${code ?? String(error)})`], 'cannot read the file');
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new PeopleFileError([`${path}: not valid JSON (${(error as Error).message})`], 'not JSON');
  }
  return parsePeopleFile(json);
}
