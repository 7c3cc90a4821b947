/**
 * The Popolo file as the rows it becomes, in the shape they are read back in, so that "what would
 * change" is a comparison of plain values. Absent fields are null (or empty lists): a field an
 * editor removes from the file is cleared, which is a change like any other.
 */
import type { PopoloArea, PopoloMembership, PopoloOrganization, PopoloPeopleFile, PopoloPerson } from '@kakyere/contract';

export const personRow = (p: PopoloPerson) => ({
  id: p.id,
  name: p.name,
  otherNames: p.other_names ?? [],
  identifiers: p.identifiers ?? [],
  gender: p.gender ?? null,
  sources: p.sources ?? [],
});

export const organizationRow = (o: PopoloOrganization) => ({
  id: o.id,
  name: o.name,
  classification: o.classification,
  otherNames: o.other_names ?? [],
  identifiers: o.identifiers ?? [],
  note: o.note ?? null,
});

export const legislativePeriodRows = (o: PopoloOrganization) =>
  (o.legislative_periods ?? []).map((lp) => ({
    id: lp.id,
    organizationId: o.id,
    name: lp.name,
    startDate: lp.start_date ?? null,
    endDate: lp.end_date ?? null,
    seats: lp.seats ?? null,
    identifiers: lp.identifiers ?? [],
  }));

export const areaRow = (a: PopoloArea) => ({
  id: a.id,
  name: a.name,
  type: a.type,
  region: a.region ?? null,
  formerRegion: a.former_region ?? null,
  otherNames: a.other_names ?? [],
  identifiers: a.identifiers ?? [],
  note: a.note ?? null,
  successorsByName: a.successors_by_name ?? [],
});

export const membershipRow = (m: PopoloMembership) => ({
  id: m.id,
  personId: m.person_id,
  organizationId: m.organization_id,
  role: m.role,
  label: m.label ?? null,
  portfolio: m.portfolio ?? null,
  listedUnder: m.listed_under ?? null,
  legislativePeriodId: m.legislative_period_id ?? null,
  onBehalfOfId: m.on_behalf_of_id ?? null,
  areaId: m.area_id ?? null,
  startDate: m.start_date ?? null,
  endDate: m.end_date ?? null,
  knownOn: m.known_on ?? null,
  sources: m.sources ?? [],
});

export type PersonValues = ReturnType<typeof personRow>;
export type OrganizationValues = ReturnType<typeof organizationRow>;
export type LegislativePeriodValues = ReturnType<typeof legislativePeriodRows>[number];
export type AreaValues = ReturnType<typeof areaRow>;
export type MembershipValues = ReturnType<typeof membershipRow>;

export interface PeopleRows {
  organizations: OrganizationValues[];
  legislativePeriods: LegislativePeriodValues[];
  areas: AreaValues[];
  persons: PersonValues[];
  memberships: MembershipValues[];
}

export function toPeopleRows(file: PopoloPeopleFile): PeopleRows {
  return {
    organizations: file.organizations.map(organizationRow),
    legislativePeriods: file.organizations.flatMap(legislativePeriodRows),
    areas: file.areas.map(areaRow),
    persons: file.persons.map(personRow),
    memberships: file.memberships.map(membershipRow),
  };
}

/** JSON with keys sorted: jsonb hands objects back with its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The keys of `after` whose value differs from the stored row's; `before` undefined: all new. */
export function changedKeys<T extends { id: string }>(before: Record<string, unknown> | undefined, after: T): (keyof T & string)[] {
  if (!before) return [];
  return (Object.keys(after) as (keyof T & string)[]).filter((key) => key !== 'id' && canonical(before[key] ?? null) !== canonical(after[key]));
}

/** Column keys as the file spells them (otherNames → other_names), for the report. */
export const popoloField = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** How a name is compared when looking someone up: case, accents, full stops and spacing ignored. */
export function normalizePersonName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The names the import gives a person as aliases: the display name and every other name. */
export const namesOf = (p: PersonValues): string[] => [p.name, ...p.otherNames.map((o) => o.name)];
