import { asc } from 'drizzle-orm';
import type { PopoloArea, PopoloMembership, PopoloOrganization, PopoloPeopleFile, PopoloPerson } from '@kakyere/contract';
import { areas, legislativePeriods, memberships, organizations, persons, type Database } from '@kakyere/db';

/** Drops what is null or an empty list: the file leaves out what the source does not say. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))) as T;
}

/**
 * Everything Kakyerɛ holds about people as one Popolo file, in the shape `npm run import:people`
 * reads (persons, organizations with their legislative periods, areas, memberships), ordered by id
 * so two exports of the same data are the same bytes.
 */
export async function exportPopolo(db: Database): Promise<PopoloPeopleFile> {
  const [personRows, organizationRows, periodRows, areaRows, membershipRows] = await Promise.all([
    db.select().from(persons).orderBy(asc(persons.id)),
    db.select().from(organizations).orderBy(asc(organizations.id)),
    db.select().from(legislativePeriods).orderBy(asc(legislativePeriods.startDate), asc(legislativePeriods.id)),
    db.select().from(areas).orderBy(asc(areas.id)),
    db.select().from(memberships).orderBy(asc(memberships.id)),
  ]);
  const periodsOf = new Map<string, NonNullable<PopoloOrganization['legislative_periods']>>();
  for (const lp of periodRows) {
    const list = periodsOf.get(lp.organizationId) ?? [];
    list.push(compact({ id: lp.id, name: lp.name, start_date: lp.startDate, end_date: lp.endDate, seats: lp.seats, identifiers: lp.identifiers }) as never);
    periodsOf.set(lp.organizationId, list);
  }
  return {
    meta: { description: 'Members of the Parliament of Ghana as Kakyerɛ holds them (Popolo). Coverage is partial: a Member missing here is unknown, not absent.' },
    persons: personRows.map(
      (p) => compact({ id: p.id, name: p.name, other_names: p.otherNames, identifiers: p.identifiers, gender: p.gender, sources: p.sources }) as PopoloPerson,
    ),
    organizations: organizationRows.map(
      (o) =>
        compact({
          id: o.id,
          name: o.name,
          classification: o.classification,
          other_names: o.otherNames,
          identifiers: o.identifiers,
          legislative_periods: periodsOf.get(o.id),
          note: o.note,
        }) as PopoloOrganization,
    ),
    areas: areaRows.map(
      (a) =>
        compact({
          id: a.id,
          name: a.name,
          type: a.type,
          region: a.region,
          former_region: a.formerRegion,
          other_names: a.otherNames,
          identifiers: a.identifiers,
          note: a.note,
          successors_by_name: a.successorsByName,
        }) as PopoloArea,
    ),
    memberships: membershipRows.map(
      (m) =>
        compact({
          id: m.id,
          person_id: m.personId,
          organization_id: m.organizationId,
          role: m.role,
          label: m.label,
          portfolio: m.portfolio,
          listed_under: m.listedUnder,
          legislative_period_id: m.legislativePeriodId,
          on_behalf_of_id: m.onBehalfOfId,
          area_id: m.areaId,
          start_date: m.startDate,
          end_date: m.endDate,
          known_on: m.knownOn,
          sources: m.sources,
        }) as PopoloMembership,
    ),
  };
}
